/**
 * Product upload statuses (spec 2 §3 "Product upload status", §4 "Product upload";
 * docs/decisions/080-products-and-imports.md). Stored in product_uploads.status; moved only along
 * src/machines/product-upload.ts.
 */
export const PRODUCT_UPLOAD_STATUSES = [
  'validating',
  'succeeded',
  'failed',
  'accepting',
  'accept_failed',
  'accepted',
  'discarded',
  'undone',
] as const;
export type ProductUploadStatus = (typeof PRODUCT_UPLOAD_STATUSES)[number];

/** The three phases the dialog shows (spec 2 §4): processing → validated, waiting for review → saved. */
export type ProductUploadPhase = 'processing' | 'review' | 'saved' | 'closed';
export const PRODUCT_UPLOAD_PHASE: Record<ProductUploadStatus, ProductUploadPhase> = {
  validating: 'processing',
  succeeded: 'review',
  failed: 'closed',
  accepting: 'processing',
  accept_failed: 'review',
  accepted: 'saved',
  discarded: 'closed',
  undone: 'closed',
};

/**
 * An upload in these statuses is not complete: every other catalogue write of the brand (and a second
 * upload) is refused with `upload_running`, "Please wait for the product upload to complete."
 */
export const OPEN_PRODUCT_UPLOAD_STATUSES: readonly ProductUploadStatus[] = ['validating', 'succeeded', 'accepting', 'accept_failed'];

/** Spec 2 §5, §9: an import file holds fewer than 10,000 data rows and at most 50 MB. */
export const PRODUCT_IMPORT_MAX_ROWS = 9_999;
export const PRODUCT_IMPORT_MAX_BYTES = 50 * 1024 * 1024;
/** Error rows kept and shown per upload (every row is counted; the first ones are listed). */
export const PRODUCT_UPLOAD_ERRORS_MAX = 1000;
