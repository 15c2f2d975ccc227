import { z } from 'zod';
import { endpoint } from '../contract.ts';
import { OFFERS_READ, OFFERS_WRITE } from '../offer-assets/shared.ts';
import { productRowErrorSchema } from './upload-contract.ts';

/**
 * Product API sync (issue 26 item 3; spec 2 §3 "Product API config"; docs/decisions/084-product-api-sync.md).
 * A brand names an endpoint that answers its products as JSON; the server GETs it through the
 * shared SSRF guard, daily at the sync time (UTC) and on "Sync now", checks every item with the
 * product field rules and writes the valid ones in one transaction. The secret is write-only:
 * answers show its last four characters.
 */
export const PRODUCT_SYNC_AUTH_METHODS = ['api_key', 'bearer'] as const;
export type ProductSyncAuthMethod = (typeof PRODUCT_SYNC_AUTH_METHODS)[number];
export const PRODUCT_SYNC_STATUSES = ['running', 'succeeded', 'failed'] as const;
export type ProductSyncStatus = (typeof PRODUCT_SYNC_STATUSES)[number];
/** Why a whole sync failed (nothing was written). */
export const PRODUCT_SYNC_FAILURES = [
  'url_refused',
  'unreachable',
  'timeout',
  'too_large',
  'redirect',
  'http_status',
  'bad_json',
  'not_a_list',
  'too_many_items',
  'secret_unreadable',
  'write_failed',
  'interrupted',
] as const;
export type ProductSyncFailure = (typeof PRODUCT_SYNC_FAILURES)[number];

/** The largest answer the sync reads, and how long the whole call may take. */
export const PRODUCT_SYNC_MAX_BYTES = 20 * 1024 * 1024;
export const PRODUCT_SYNC_TIMEOUT_MS = 30_000;

const hhmm = /^([01]\d|2[0-3]):[0-5]\d$/;

export const productSyncConfigSchema = z.object({
  endpoint_url: z.string(),
  auth_method: z.enum(PRODUCT_SYNC_AUTH_METHODS),
  /** the secret's last four characters behind dots; the whole secret is never answered */
  secret_masked: z.string(),
  /** HH:MM, UTC */
  sync_time: z.string(),
  last_sync_at: z.string().nullable(),
  products_synced: z.number().int(),
  connection: z.enum(['connected', 'disconnected']),
  /** a sync is running now */
  running: z.boolean(),
  updated_at: z.string(),
});
export type ProductSyncConfig = z.infer<typeof productSyncConfigSchema>;

export const productSyncSchema = z.object({
  id: z.number().int(),
  trigger: z.enum(['manual', 'schedule']),
  status: z.enum(PRODUCT_SYNC_STATUSES),
  total_items: z.number().int(),
  added: z.number().int(),
  updated: z.number().int(),
  errored: z.number().int(),
  /** the first item errors: row is the item's place in the answer's list (1-based), column its field */
  errors: z.array(productRowErrorSchema),
  failure: z.enum(PRODUCT_SYNC_FAILURES).nullable(),
  http_status: z.number().int().nullable(),
  started_at: z.string(),
  finished_at: z.string().nullable(),
});
export type ProductSync = z.infer<typeof productSyncSchema>;

export const productSyncConfigBody = z.object({
  /** checked by the server's SSRF guard (field code `url_refused`) */
  endpoint_url: z.string().trim().min(1, 'required').max(2000, 'max_length'),
  auth_method: z.enum(PRODUCT_SYNC_AUTH_METHODS),
  /** required the first time; left out (or empty) on a later save keeps the stored one */
  secret: z.string().trim().max(2000, 'max_length').optional(),
  sync_time: z.string().refine((s) => hhmm.test(s), 'time_format'),
});
export type ProductSyncConfigBody = z.input<typeof productSyncConfigBody>;

export const getProductSyncConfig = endpoint({
  id: 'products.sync.config',
  method: 'GET',
  path: '/api/products/sync/config',
  summary: 'The brand’s product API sync config (null when none): endpoint, auth method, masked secret, daily time, last sync, connection',
  access: OFFERS_READ,
  response: z.object({ config: productSyncConfigSchema.nullable() }),
});

export const saveProductSyncConfig = endpoint({
  id: 'products.sync.config.save',
  method: 'PUT',
  path: '/api/products/sync/config',
  summary: 'Create or replace the product API sync config; 422 url_refused for a private, local or metadata URL',
  access: OFFERS_WRITE,
  body: productSyncConfigBody,
  response: productSyncConfigSchema,
});

export const deleteProductSyncConfig = endpoint({
  id: 'products.sync.config.delete',
  method: 'DELETE',
  path: '/api/products/sync/config',
  summary: 'Remove the product API sync config (the history stays); 409 sync_running while a sync runs',
  access: OFFERS_WRITE,
  response: z.object({ deleted: z.boolean() }),
});

export const runProductSync = endpoint({
  id: 'products.sync.run',
  method: 'POST',
  path: '/api/products/sync/run',
  summary:
    'Sync now: starts a sync and answers it running. 409 sync_not_configured without a config, 409 upload_running while an upload is open, 409 sync_running while a sync runs',
  access: OFFERS_WRITE,
  response: productSyncSchema,
});

export const productSyncHistory = endpoint({
  id: 'products.sync.history',
  method: 'GET',
  path: '/api/products/sync/history',
  summary: 'The brand’s latest syncs, newest first, with their counts, item errors and failure reason',
  access: OFFERS_READ,
  query: z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) }),
  response: z.object({ items: z.array(productSyncSchema) }),
});
