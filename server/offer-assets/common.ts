import type { Db } from '../db/pool.ts';
import { HttpError } from '../http/errors.ts';

/** Helpers shared by the offer-asset services. Every query is scoped by brand. */
export const iso = (d: Date) => d.toISOString();

export function paging(page: number, limit: number, total: number) {
  return { current_page: page, limit, total_row: total, total_page: Math.max(1, Math.ceil(total / limit)) };
}

export const notFound = (what: string) => new HttpError(404, 'not_found', `${what} not found`);

export function invalid(field: string, code: string): HttpError {
  return new HttpError(422, 'validation_failed', 'The given data was invalid.', [{ field, code }]);
}

/** Ids among `ids` that are NOT offers of the brand (deleted offers count as the brand's). */
export async function foreignOffers(db: Db, brandId: number, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<{ id: string }>('SELECT id FROM offers WHERE brand_id = $1 AND id = ANY($2::bigint[])', [brandId, ids]);
  const mine = new Set(rows.map((r) => Number(r.id)));
  return ids.filter((id) => !mine.has(id));
}

/** 404 unless the offer is the brand's (another brand's offer is indistinguishable from none). */
export async function requireOffer(db: Db, brandId: number, offerId: number): Promise<{ id: number; name: string }> {
  const { rows } = await db.query<{ id: string; name: string }>('SELECT id, name FROM offers WHERE id = $1 AND brand_id = $2', [
    offerId,
    brandId,
  ]);
  if (!rows[0]) throw notFound('Offer');
  return { id: Number(rows[0].id), name: rows[0].name };
}

/** Postgres unique violation (23505) on the named constraint or index. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const e = error as { code?: string; constraint?: string };
  return e?.code === '23505' && e.constraint === constraint;
}
