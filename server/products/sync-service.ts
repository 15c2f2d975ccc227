import type { FastifyBaseLogger } from 'fastify';
import {
  PRODUCT_SYNC_MAX_BYTES,
  PRODUCT_SYNC_TIMEOUT_MS,
  type ProductSync,
  type ProductSyncFailure,
} from '../../src/domain/products/sync-contract.ts';
import { WEBHOOK_EVENT } from '../../src/domain/webhooks/events.ts';
import { record } from '../audit/record.ts';
import { unseal } from '../crypto/seal.ts';
import { inTransaction, withTransaction, type Db, type Queryable } from '../db/pool.ts';
import { fetchLimited, OutboundError } from '../outbound/fetch-limited.ts';
import { emitWebhookEvent } from '../webhooks/emit.ts';
import { refuse } from './errors.ts';
import { lockCatalogue, openUploadOf } from './guard.ts';
import { acceptRows, SYNC_ROWS } from './import-write.ts';
import { currencyOf } from './queries.ts';
import { SECRET_PURPOSE, storedConfigOf, type StoredConfig } from './sync-config.ts';
import { checkItems, listOf, SyncFailure, type CheckedItems } from './sync-items.ts';
import { expireStaleSyncs, readSync, syncRunningOf } from './sync-queries.ts';

/**
 * The product API sync (issue 26 item 3; decision 084). `startSync` claims the brand's one running
 * sync (refused while an upload is open, and the other way round) and answers at once; `runSync`
 * fetches the endpoint through the shared SSRF guard with its size and time limits, checks every
 * item with the product rules, stages the valid ones and writes them with the import's set-based
 * writer in ONE transaction. A failed fetch or write records the reason and leaves the catalogue
 * untouched.
 */
export interface SyncDeps {
  db: Db;
  log: FastifyBaseLogger;
  schedule: (task: () => Promise<void>) => void;
  /** addresses the guard lets through although private (tests' local server; WEBHOOK_ALLOW_ADDRESSES) */
  allow: readonly string[];
  dataKey: string;
  maxBytes?: number;
  timeoutMs?: number;
}

/** product_sync.changed: a sync finished (succeeded or failed) with its counts, in its transaction. */
async function emitSync(q: Queryable, brandId: number, sync: ProductSync | null): Promise<void> {
  if (!sync) return;
  const { id, trigger, status, total_items, added, updated, errored, failure } = sync;
  await emitWebhookEvent(q, brandId, WEBHOOK_EVENT.productSyncChanged, {
    sync_id: id,
    trigger,
    status,
    total_items,
    added,
    updated,
    errored,
    failure,
  });
}

/** Claims a running sync for the brand; refuses without a config, while an upload is open or a sync runs. */
export async function startSync(d: SyncDeps, brandId: number, userId: number | null, trigger: 'manual' | 'schedule'): Promise<ProductSync> {
  const sync = await inTransaction(d.db, async (tx) => {
    await lockCatalogue(tx, brandId);
    await expireStaleSyncs(tx, brandId);
    if (!(await storedConfigOf(tx, brandId))) throw refuse('sync_not_configured');
    if ((await openUploadOf(tx, brandId)) !== null) throw refuse('upload_running');
    if (await syncRunningOf(tx, brandId)) throw refuse('sync_running');
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO product_syncs (brand_id, trigger, status, created_by) VALUES ($1, $2, 'running', $3) RETURNING id::int AS id`,
      [brandId, trigger, userId],
    );
    const id = rows[0]!.id;
    await record(tx, { action: 'products.sync.run', objectType: 'product_sync', objectId: id, changes: { status: [null, 'running'] } });
    return (await readSync(tx, brandId, id))!;
  });
  d.schedule(() => runSync(d, brandId, sync.id));
  return sync;
}

function headersOf(c: StoredConfig, dataKey: string): Record<string, string> {
  const secret = unseal(dataKey, SECRET_PURPOSE, c.secret_sealed);
  if (secret === null) throw new SyncFailure('secret_unreadable');
  return c.auth_method === 'bearer' ? { authorization: `Bearer ${secret}` } : { 'x-api-key': secret };
}

/** Fetches, checks and writes; always ends the sync succeeded or failed. */
export async function runSync(d: SyncDeps, brandId: number, syncId: number): Promise<void> {
  let items: CheckedItems;
  try {
    const config = await storedConfigOf(d.db, brandId);
    if (!config) throw new SyncFailure('interrupted', 'config removed');
    const answer = await fetchLimited(config.endpoint_url, {
      allow: d.allow,
      headers: headersOf(config, d.dataKey),
      maxBytes: d.maxBytes ?? PRODUCT_SYNC_MAX_BYTES,
      timeoutMs: d.timeoutMs ?? PRODUCT_SYNC_TIMEOUT_MS,
    });
    items = checkItems(listOf(answer.body), await currencyOf(d.db, brandId));
  } catch (error) {
    if (error instanceof OutboundError) return fail(d.db, brandId, syncId, error.reason, error.status);
    if (error instanceof SyncFailure) return fail(d.db, brandId, syncId, error.reason, null);
    d.log.error({ err: error, syncId }, 'product sync failed');
    return fail(d.db, brandId, syncId, 'unreachable', null);
  }
  try {
    await withTransaction(d.db, async (tx) => {
      await lockCatalogue(tx, brandId);
      await tx.query(
        `INSERT INTO product_sync_rows (sync_id, row_no, sku, data)
         SELECT $1, r.row_no, r.data->>'sku', r.data FROM jsonb_to_recordset($2::jsonb) AS r(row_no int, data jsonb)`,
        [syncId, JSON.stringify(items.valid.map((v) => ({ row_no: v.row, data: v.values })))],
      );
      const counts = await acceptRows(tx, brandId, syncId, SYNC_ROWS);
      const done = await tx.query(
        `UPDATE product_syncs SET status = 'succeeded', finished_at = clock_timestamp(), total_items = $3, added = $4, updated = $5,
                errored = $6, errors = $7::jsonb
          WHERE id = $1 AND brand_id = $2 AND status = 'running'`,
        [syncId, brandId, items.total, counts.added, counts.updated, items.errored, JSON.stringify(items.errors)],
      );
      if (!done.rowCount) throw new Error('the sync left running meanwhile');
      await tx.query(
        `UPDATE product_sync_configs SET last_sync_at = clock_timestamp(), products_synced = $2, connection = 'connected' WHERE brand_id = $1`,
        [brandId, counts.added + counts.updated],
      );
      await emitSync(tx, brandId, await readSync(tx, brandId, syncId));
      if (counts.added + counts.updated > 0)
        await emitWebhookEvent(tx, brandId, WEBHOOK_EVENT.productChanged, { action: 'synced', sync_id: syncId, ...counts, products: [] });
    });
  } catch (error) {
    d.log.error({ err: error, syncId }, 'product sync could not write');
    await fail(d.db, brandId, syncId, 'write_failed', null, true);
  }
}

/**
 * Ends a sync failed with its reason; the catalogue is untouched. The connection is disconnected
 * unless the endpoint answered well and only our write failed.
 */
async function fail(db: Db, brandId: number, syncId: number, reason: ProductSyncFailure, status: number | null, reached = false) {
  await withTransaction(db, async (tx) => {
    const { rowCount } = await tx.query(
      `UPDATE product_syncs SET status = 'failed', failure = $3, http_status = $4, finished_at = clock_timestamp()
        WHERE id = $1 AND brand_id = $2 AND status = 'running'`,
      [syncId, brandId, reason, status],
    );
    if (!rowCount) return;
    await tx.query(
      `UPDATE product_sync_configs SET last_sync_at = clock_timestamp(), connection = CASE WHEN $2 THEN 'connected' ELSE 'disconnected' END
        WHERE brand_id = $1`,
      [brandId, reached || reason === 'bad_json' || reason === 'not_a_list' || reason === 'too_many_items'],
    );
    await emitSync(tx, brandId, await readSync(tx, brandId, syncId));
  });
}
