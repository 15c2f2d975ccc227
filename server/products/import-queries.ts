import { PRODUCT_UPLOAD_PHASE, PRODUCT_UPLOAD_STATUSES, type ProductUploadStatus } from '../../src/domain/products/upload.ts';
import type { ProductUpload } from '../../src/domain/products/upload-contract.ts';
import { nextProductUpload, type ProductUploadEventType } from '../../src/machines/product-upload.ts';
import type { Queryable } from '../db/pool.ts';

const iso = (c: string) => `to_char(${c} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const COLUMNS = `id::int AS id, file_id::int AS file_id, file_name, status, progress, total_rows, added, updated, errored, errors, file_error,
  ${iso('created_at')} AS created_at, ${iso('updated_at')} AS updated_at, ${iso('accepted_at')} AS accepted_at`;

/** One upload of the brand (by id, or its latest), as the API answers it. */
export async function readUpload(q: Queryable, brandId: number, id?: number): Promise<ProductUpload | null> {
  const { rows } = await q.query<Omit<ProductUpload, 'phase'>>(
    `SELECT ${COLUMNS} FROM product_uploads WHERE brand_id = $1 AND ($2::bigint IS NULL OR id = $2) ORDER BY id DESC LIMIT 1`,
    [brandId, id ?? null],
  );
  const u = rows[0];
  return u ? { ...u, phase: PRODUCT_UPLOAD_PHASE[u.status] } : null;
}

/**
 * Moves an upload along the chart (src/machines/product-upload.ts) in one compare-and-set statement,
 * with `set` (SQL assignments from $4 on) beside it; answers the upload's new status, or null when it
 * was in no status the chart allows `event` in (another request or task moved it first).
 */
export async function moveUpload(
  q: Queryable,
  brandId: number,
  id: number,
  event: ProductUploadEventType,
  set = '',
  values: unknown[] = [],
): Promise<ProductUploadStatus | null> {
  const moves = PRODUCT_UPLOAD_STATUSES.flatMap((from) => {
    const to = nextProductUpload(from, event);
    return to ? [[from, to] as const] : [];
  });
  const cases = moves.map(([from, to]) => `WHEN '${from}' THEN '${to}'`).join(' ');
  const { rows } = await q.query<{ status: ProductUploadStatus }>(
    `UPDATE product_uploads SET status = CASE status ${cases} END, updated_at = clock_timestamp()${set ? `, ${set}` : ''}
      WHERE id = $1 AND brand_id = $2 AND status = ANY($3::text[]) RETURNING status`,
    [id, brandId, moves.map(([from]) => from), ...values],
  );
  return rows[0]?.status ?? null;
}

/** Minutes after which a validating or accepting upload is taken for interrupted (its process stopped). */
export const PROCESSING_TIMEOUT_MINUTES = 15;

/** Fails the brand's uploads whose process stopped mid-way (their progress stopped moving long ago). */
export async function expireStaleUploads(q: Queryable, brandId: number): Promise<void> {
  const { rows } = await q.query<{ id: number }>(
    `SELECT id::int AS id FROM product_uploads WHERE brand_id = $1 AND status IN ('validating', 'accepting')
        AND updated_at < clock_timestamp() - make_interval(mins => $2)`,
    [brandId, PROCESSING_TIMEOUT_MINUTES],
  );
  for (const { id } of rows)
    await moveUpload(
      q,
      brandId,
      id,
      'processing.interrupted',
      `errors = '[{"row": 0, "column": null, "code": "interrupted", "value": ""}]'::jsonb`,
    );
}
