import { z } from 'zod';
import { endpoint, pagingSchema, pageSizeQuery } from '../contract.ts';
import { zSearch } from '../validation/zod.ts';
import { LEVEL } from '../permissions.ts';

/**
 * Conversion CSV uploads (spec 3 §3, §7 `conversion/upload_history`, `validate-upload-conversion`;
 * docs/decisions/026-conversion-upload.md). A brand changes conversion statuses in bulk from a CSV
 * (`conversion_id,status,reason`, or `transaction_id,offer_id,status,reason`): the confirmed file
 * (upload type csv) is validated in the background, then applied through the conversion actions.
 * Reading needs report ≥ 2, validating, applying and discarding report 15 — like the actions.
 */
const READ = { kind: 'module', module: 'report', level: LEVEL.read } as const;
const WRITE = { kind: 'module', module: 'report', level: LEVEL.full } as const;
const HISTORY = '/api/report/advertiser/conversion/upload_history';
const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const UPLOAD_STATUSES = ['validating', 'succeeded', 'failed', 'applying', 'applied', 'discarded'] as const;
export type UploadStatus = (typeof UPLOAD_STATUSES)[number];
/**
 * Numeric codes of the history's status filter. The notification links (both the succeeded and the
 * failed case) open `status=5`, so 5 is "every status"; ours, the spec does not show the numbers.
 */
export const UPLOAD_STATUS_CODES = {
  1: 'validating',
  2: 'succeeded',
  3: 'failed',
  4: 'applied',
  5: 'all',
  6: 'applying',
  7: 'discarded',
} as const;
export const UPLOAD_STATUS_FILTERS = ['all', ...UPLOAD_STATUSES] as const;
export type UploadStatusFilter = (typeof UPLOAD_STATUS_FILTERS)[number];

/** Largest number of data rows in one file (a 2 MB file of `uuid,status,reason` holds ~30,000). */
export const MAX_UPLOAD_ROWS = 10_000;
/** Row errors in the one-upload answer; every error is in the CSV download. */
export const MAX_LISTED_ERRORS = 500;
export const UPLOAD_PAGE_SIZE = 50;

export const UPLOAD_COLUMNS = ['conversion_id', 'transaction_id', 'offer_id', 'status', 'reason'] as const;
export type UploadColumn = (typeof UPLOAD_COLUMNS)[number];
/** Per-row error codes (translated under `conversions.upload.codes`). */
export const ROW_ERROR_CODES = [
  'required',
  'unknown',
  'ambiguous',
  'duplicate',
  'status_invalid',
  'reason_required',
  'reason_too_long',
  'not_allowed',
  'partner_blocked',
  'locked',
  'interrupted',
] as const;
export type RowErrorCode = (typeof ROW_ERROR_CODES)[number];

export const rowErrorSchema = z.object({
  /** line of the file (the header is line 1); 0 for an error of the whole upload */
  row: z.number().int(),
  column: z.enum(UPLOAD_COLUMNS).nullable(),
  code: z.enum(ROW_ERROR_CODES),
  /** the cell as written (at most 100 characters) */
  value: z.string(),
});
export type RowError = z.infer<typeof rowErrorSchema>;

export const uploadSchema = z.object({
  /** the file id: the `file_id` of the notifications and the history search */
  id: z.number().int(),
  file_name: z.string(),
  status: z.enum(UPLOAD_STATUSES),
  total_rows: z.number().int(),
  valid_rows: z.number().int(),
  unchanged_rows: z.number().int(),
  error_rows: z.number().int(),
  created_by: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  applied_at: z.string().nullable(),
});
export type ConversionUpload = z.infer<typeof uploadSchema>;
export const uploadDetailSchema = uploadSchema.extend({
  errors: z.array(rowErrorSchema),
  /** more errors than listed: download them as CSV */
  errors_truncated: z.boolean(),
});
export type ConversionUploadDetail = z.infer<typeof uploadDetailSchema>;

/** Codes of the refusals (errors.<code> is not used: the browser maps them to the spec's messages). */
export const UPLOAD_ERRORS = {
  /** 422 on field file_id: "File could not be uploaded (empty or over limit size, rows or header)." */
  file: 'file_invalid',
  /** 409: "File could not be downloaded during processing." */
  processing: 'file_processing',
  /** 409: the chart has no such move from the upload's status */
  notAllowed: 'upload_not_allowed',
} as const;

const statusFilter = z.preprocess(
  (v) => (typeof v === 'string' && /^\d$/.test(v) ? ((UPLOAD_STATUS_CODES as Record<string, string>)[v] ?? v) : v),
  z.enum(UPLOAD_STATUS_FILTERS),
);

export const historyQuery = z.object({
  /** the upload (file) id when a number, else part of the file name */
  search: zSearch(),
  status: statusFilter.default('all'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: pageSizeQuery([25, 50, 100, 200], UPLOAD_PAGE_SIZE),
  sort: z.enum(['asc', 'desc']).default('desc'),
  sortBy: z.enum(['updated_at', 'created_at', 'id']).default('updated_at'),
});
export type HistoryQuery = z.output<typeof historyQuery>;

export const validateUpload = endpoint({
  id: 'conversionUploads.validate',
  method: 'POST',
  path: '/api/offers/advertiser/conversions/validate-upload-conversion',
  summary:
    'Start validating a confirmed csv file (header, ≤ 10,000 rows checked at once; rows in the background); the same file answers the same upload',
  access: WRITE,
  body: z.object({ file_id: id }),
  response: uploadSchema,
});
export const uploadHistory = endpoint({
  id: 'conversionUploads.history',
  method: 'GET',
  path: HISTORY,
  summary: 'Conversion uploads of the brand, 50 a page, last changed first (search = file id or name, status name or code 1–7)',
  access: READ,
  query: historyQuery,
  response: z.object({ items: z.array(uploadSchema), paging: pagingSchema }),
});
const uploadParams = z.object({ uploadId: id });
export const uploadDetail = endpoint({
  id: 'conversionUploads.detail',
  method: 'GET',
  path: `${HISTORY}/:uploadId`,
  summary: 'One upload with its first 500 row errors',
  access: READ,
  params: uploadParams,
  response: uploadDetailSchema,
});
export const applyUpload = endpoint({
  id: 'conversionUploads.apply',
  method: 'POST',
  path: `${HISTORY}/:uploadId/apply`,
  summary:
    'Apply a succeeded upload: every row through the conversion actions in one transaction (in the background); 409 in any other status',
  access: WRITE,
  params: uploadParams,
  response: uploadSchema,
});
export const discardUpload = endpoint({
  id: 'conversionUploads.discard',
  method: 'POST',
  path: `${HISTORY}/:uploadId/discard`,
  summary: 'Discard a succeeded upload without applying it',
  access: WRITE,
  params: uploadParams,
  response: uploadSchema,
});
export const uploadErrorsCsv = endpoint({
  id: 'conversionUploads.errorsCsv',
  method: 'GET',
  path: `${HISTORY}/:uploadId/errors`,
  summary: 'Every row error of an upload as CSV (409 while it is processing)',
  access: READ,
  params: uploadParams,
  query: z.object({ lang: z.enum(['en', 'vi']).default('en') }),
  response: z.unknown(),
});

export const uploadEndpoints = [validateUpload, uploadHistory, uploadDetail, applyUpload, discardUpload, uploadErrorsCsv] as const;
