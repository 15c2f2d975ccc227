import { z } from 'zod';
import { endpoint } from '../contract.ts';
import { OFFERS_READ, OFFERS_WRITE, zBodyId, zId } from '../offer-assets/shared.ts';
import { PRODUCT_UPLOAD_STATUSES } from './upload.ts';

/**
 * Product imports (issue 26 item 2; spec 2 §3 "Product upload status", §4, §7 products/upload/*;
 * docs/decisions/080-products-and-imports.md). The file goes through the file service
 * (upload_type product_import: CSV or XLSX, 50 MB); `validate` starts reading it in the background
 * and answers at once (validating); the dialog polls `status` for the progress and the row errors.
 */
export const PRODUCT_FILE_ERRORS = ['file_invalid', 'header', 'empty', 'too_many_rows', 'malformed'] as const;
export type ProductFileError = (typeof PRODUCT_FILE_ERRORS)[number];

export const productRowErrorSchema = z.object({
  /** the row in the file (the header is 1) */
  row: z.number().int(),
  /** the column's header; null for a whole row */
  column: z.string().nullable(),
  code: z.string(),
  /** the cell as the file has it (cut to 100 characters) */
  value: z.string(),
  max: z.number().optional(),
});
export type ProductRowError = z.infer<typeof productRowErrorSchema>;

export const productUploadSchema = z.object({
  id: z.number().int(),
  file_id: z.number().int(),
  file_name: z.string(),
  status: z.enum(PRODUCT_UPLOAD_STATUSES),
  phase: z.enum(['processing', 'review', 'saved', 'closed']),
  /** percent of the file read (validating) or written (accepting) */
  progress: z.number().int(),
  total_rows: z.number().int(),
  added: z.number().int(),
  updated: z.number().int(),
  errored: z.number().int(),
  /** the first row errors, by row */
  errors: z.array(productRowErrorSchema),
  /** why the whole file was refused, when it was */
  file_error: z.enum(PRODUCT_FILE_ERRORS).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  accepted_at: z.string().nullable(),
});
export type ProductUpload = z.infer<typeof productUploadSchema>;

const uploadId = z.object({ upload_id: zBodyId });

export const validateProductUpload = endpoint({
  id: 'products.upload.validate',
  method: 'POST',
  path: '/api/products/upload/validate',
  summary:
    'Start checking an uploaded product file (file service, upload_type product_import); answers the upload validating. 409 upload_running while another upload is not complete',
  access: OFFERS_WRITE,
  body: z.object({ file_id: zBodyId }),
  response: productUploadSchema,
});

export const productUploadStatus = endpoint({
  id: 'products.upload.status',
  method: 'GET',
  path: '/api/products/upload/status',
  summary: 'One upload by id, or without an id the brand’s latest (null when it has none): status, phase, progress, counts and row errors',
  access: OFFERS_READ,
  query: z.object({ upload_id: zId.optional() }),
  mayBeMissing: true,
  response: z.object({ upload: productUploadSchema.nullable() }),
});

export const acceptProductUpload = endpoint({
  id: 'products.upload.accept',
  method: 'POST',
  path: '/api/products/upload/accept',
  summary:
    'Save a validated upload’s rows into the catalogue in one transaction (added by new SKU, updated by known SKU); 409 in another status',
  access: OFFERS_WRITE,
  body: uploadId,
  response: productUploadSchema,
});

export const discardProductUpload = endpoint({
  id: 'products.upload.discard',
  method: 'POST',
  path: '/api/products/upload/discard',
  summary: 'Drop a validated (or failed-to-accept) upload without touching the catalogue',
  access: OFFERS_WRITE,
  body: uploadId,
  response: productUploadSchema,
});

export const undoProductUpload = endpoint({
  id: 'products.upload.undo',
  method: 'POST',
  path: '/api/products/upload/undo',
  summary: 'Undo an accepted upload: the products it added are deleted, the ones it changed get their values and tags back',
  access: OFFERS_WRITE,
  body: uploadId,
  response: productUploadSchema,
});
