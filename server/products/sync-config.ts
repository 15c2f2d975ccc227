import type { ProductSyncConfig, ProductSyncConfigBody } from '../../src/domain/products/sync-contract.ts';
import { diff, record } from '../audit/record.ts';
import { seal } from '../crypto/seal.ts';
import { inTransaction, type Queryable } from '../db/pool.ts';
import { HttpError } from '../http/errors.ts';
import { checkUrlShape, UrlRefusedError } from '../outbound/url-guard.ts';
import { refuse } from './errors.ts';
import { lockCatalogue } from './guard.ts';
import { syncRunningOf } from './sync-queries.ts';

/**
 * The product API sync config of a brand (decision 084): the URL passes the shared SSRF guard when
 * saved (and again, after DNS, on every fetch); the secret is sealed at rest and answered masked.
 */
export const SECRET_PURPOSE = 'product_sync_secret';

export interface StoredConfig {
  endpoint_url: string;
  auth_method: 'api_key' | 'bearer';
  secret_sealed: string;
  secret_last4: string;
  sync_time: string;
  last_sync_at: string | null;
  products_synced: number;
  connection: 'connected' | 'disconnected';
  updated_at: string;
}

const iso = (c: string) => `to_char(${c} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS ${c}`;
const COLUMNS = `endpoint_url, auth_method, secret_sealed, secret_last4, to_char(sync_time, 'HH24:MI') AS sync_time, ${iso('last_sync_at')},
  products_synced, connection, ${iso('updated_at')}`;

export async function storedConfigOf(q: Queryable, brandId: number, lock = false): Promise<StoredConfig | null> {
  const { rows } = await q.query<StoredConfig>(
    `SELECT ${COLUMNS} FROM product_sync_configs WHERE brand_id = $1${lock ? ' FOR UPDATE' : ''}`,
    [brandId],
  );
  return rows[0] ?? null;
}

export const masked = (last4: string): string => `••••${last4}`;

function configOut(c: StoredConfig, running: boolean): ProductSyncConfig {
  return {
    endpoint_url: c.endpoint_url,
    auth_method: c.auth_method,
    secret_masked: masked(c.secret_last4),
    sync_time: c.sync_time,
    last_sync_at: c.last_sync_at,
    products_synced: c.products_synced,
    connection: c.connection,
    running,
    updated_at: c.updated_at,
  };
}

export async function readConfig(q: Queryable, brandId: number): Promise<ProductSyncConfig | null> {
  const c = await storedConfigOf(q, brandId);
  return c ? configOut(c, await syncRunningOf(q, brandId)) : null;
}

/** 422 with the guard's field code when the URL could reach our own network or is no http(s) URL. */
function guardUrl(url: string, allow: readonly string[]): void {
  try {
    checkUrlShape(url, { allow });
  } catch (error) {
    if (error instanceof UrlRefusedError)
      throw new HttpError(422, 'validation_failed', error.message, [{ field: 'endpoint_url', code: 'url_refused' }]);
    throw error;
  }
}

/** What the audit log keeps: never the secret, only which one (its last four) and the rest. */
const audited = (c: StoredConfig | null) =>
  c && { endpoint_url: c.endpoint_url, auth_method: c.auth_method, secret: masked(c.secret_last4), sync_time: c.sync_time };

export async function saveConfig(
  q: Queryable,
  brandId: number,
  body: ProductSyncConfigBody,
  opts: { allow: readonly string[]; dataKey: string },
): Promise<ProductSyncConfig> {
  guardUrl(body.endpoint_url, opts.allow);
  return inTransaction(q, async (tx) => {
    await lockCatalogue(tx, brandId);
    const before = await storedConfigOf(tx, brandId, true);
    const secret = body.secret?.trim() ?? '';
    if (!before && !secret)
      throw new HttpError(422, 'validation_failed', 'The secret is required', [{ field: 'secret', code: 'required' }]);
    const sealed = secret ? seal(opts.dataKey, SECRET_PURPOSE, secret) : before!.secret_sealed;
    const last4 = secret ? secret.slice(-4) : before!.secret_last4;
    // a new endpoint or secret has not been tried yet: disconnected until a sync reaches it
    const untried = !before || before.endpoint_url !== body.endpoint_url || before.auth_method !== body.auth_method || Boolean(secret);
    await tx.query(
      `INSERT INTO product_sync_configs (brand_id, endpoint_url, auth_method, secret_sealed, secret_last4, sync_time)
       VALUES ($1, $2, $3, $4, $5, $6::time)
       ON CONFLICT (brand_id) DO UPDATE SET endpoint_url = $2, auth_method = $3, secret_sealed = $4, secret_last4 = $5, sync_time = $6::time,
         connection = CASE WHEN $7 THEN 'disconnected' ELSE product_sync_configs.connection END,
         -- a new time today that has not passed yet still syncs today
         scheduled_on = CASE WHEN product_sync_configs.sync_time <> $6::time THEN NULL ELSE product_sync_configs.scheduled_on END,
         updated_at = now()`,
      [brandId, body.endpoint_url, body.auth_method, sealed, last4, body.sync_time, untried],
    );
    const after = (await storedConfigOf(tx, brandId))!;
    await record(tx, {
      action: before ? 'products.sync.config.update' : 'products.sync.config.create',
      objectType: 'product_sync_config',
      objectId: brandId,
      changes: diff(audited(before), audited(after), ['endpoint_url', 'auth_method', 'secret', 'sync_time']),
    });
    return configOut(after, await syncRunningOf(tx, brandId));
  });
}

export async function deleteConfig(q: Queryable, brandId: number): Promise<boolean> {
  return inTransaction(q, async (tx) => {
    await lockCatalogue(tx, brandId);
    if (await syncRunningOf(tx, brandId)) throw refuse('sync_running');
    const before = await storedConfigOf(tx, brandId, true);
    if (!before) return false;
    await tx.query('DELETE FROM product_sync_configs WHERE brand_id = $1', [brandId]);
    await record(tx, {
      action: 'products.sync.config.delete',
      objectType: 'product_sync_config',
      objectId: brandId,
      changes: diff(audited(before), null, ['endpoint_url', 'auth_method', 'secret', 'sync_time']),
    });
    return true;
  });
}
