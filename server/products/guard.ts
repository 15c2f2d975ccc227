import { OPEN_PRODUCT_UPLOAD_STATUSES } from '../../src/domain/products/upload.ts';
import type { Queryable } from '../db/pool.ts';
import { refuse } from './errors.ts';

/**
 * Spec 2 §4: "Completing an upload is required before another action." A catalogue write of a
 * brand whose upload is not complete (validating, waiting for review, accepting or accept failed) is
 * refused with 409 `upload_running` ("Please wait for the product upload to complete.").
 */
export async function openUploadOf(q: Queryable, brandId: number): Promise<number | null> {
  const { rows } = await q.query<{ id: number }>(
    'SELECT id::int AS id FROM product_uploads WHERE brand_id = $1 AND status = ANY($2::text[])',
    [brandId, OPEN_PRODUCT_UPLOAD_STATUSES],
  );
  return rows[0]?.id ?? null;
}

/** The advisory lock class of a brand's catalogue writes (pg_advisory_xact_lock(class, brand)). */
const CATALOGUE_LOCK = 26_080;

/**
 * Serialises the brand's catalogue writes (inside the caller's transaction) and refuses them while an
 * upload is open: a write and an upload that start together cannot both pass the check.
 */
export async function lockCatalogue(q: Queryable, brandId: number): Promise<void> {
  await q.query('SELECT pg_advisory_xact_lock($1, $2::int)', [CATALOGUE_LOCK, brandId]);
}

export async function assertCatalogueFree(q: Queryable, brandId: number): Promise<void> {
  await lockCatalogue(q, brandId);
  if ((await openUploadOf(q, brandId)) !== null) throw refuse('upload_running');
}
