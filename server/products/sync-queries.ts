import type { ProductSync } from '../../src/domain/products/sync-contract.ts';
import type { Queryable } from '../db/pool.ts';

/** Minutes after which a running sync is taken for interrupted (its process stopped): far above its time limit. */
export const SYNC_STALE_MINUTES = 10;

const iso = (c: string) => `to_char(${c} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS ${c}`;
const COLUMNS = `id::int AS id, trigger, status, total_items, added, updated, errored, errors, failure, http_status,
  ${iso('started_at')}, ${iso('finished_at')}`;

/** True while a sync of the brand runs (one that stopped long ago does not count: it is failed when next claimed). */
export async function syncRunningOf(q: Queryable, brandId: number): Promise<boolean> {
  const { rowCount } = await q.query(
    `SELECT 1 FROM product_syncs WHERE brand_id = $1 AND status = 'running'
        AND started_at > clock_timestamp() - make_interval(mins => $2)`,
    [brandId, SYNC_STALE_MINUTES],
  );
  return Boolean(rowCount);
}

/** Fails the brand's syncs whose process stopped mid-way, so the next one may start. */
export async function expireStaleSyncs(q: Queryable, brandId: number): Promise<void> {
  await q.query(
    `UPDATE product_syncs SET status = 'failed', failure = 'interrupted', finished_at = clock_timestamp()
      WHERE brand_id = $1 AND status = 'running' AND started_at <= clock_timestamp() - make_interval(mins => $2)`,
    [brandId, SYNC_STALE_MINUTES],
  );
}

export async function readSync(q: Queryable, brandId: number, id: number): Promise<ProductSync | null> {
  const { rows } = await q.query<ProductSync>(`SELECT ${COLUMNS} FROM product_syncs WHERE brand_id = $1 AND id = $2`, [brandId, id]);
  return rows[0] ?? null;
}

export async function syncHistory(q: Queryable, brandId: number, limit: number): Promise<ProductSync[]> {
  const { rows } = await q.query<ProductSync>(`SELECT ${COLUMNS} FROM product_syncs WHERE brand_id = $1 ORDER BY id DESC LIMIT $2`, [
    brandId,
    limit,
  ]);
  return rows;
}
