import type { FieldError } from '../../src/domain/errors.ts';
import type { Queryable } from '../db/pool.ts';

/**
 * Field errors for partner ids that are not partners of the brand (never joined it). Used wherever
 * another area stores partner ids — employee assignments, private payouts — so a typed-in id that
 * points at nobody is a 422 on its field instead of a foreign-key 500.
 */
export async function unjoinedPartnerErrors(
  db: Queryable,
  brandId: number,
  ids: readonly number[],
  fieldOf: (index: number) => string,
): Promise<FieldError[]> {
  if (!ids.length) return [];
  const { rows } = await db.query<{ partner_id: number }>(
    'SELECT partner_id FROM brand_partners WHERE brand_id = $1 AND partner_id = ANY($2::bigint[])',
    [brandId, [...new Set(ids)]],
  );
  const joined = new Set(rows.map((r) => r.partner_id));
  return ids.flatMap((id, i) => (joined.has(id) ? [] : [{ field: fieldOf(i), code: 'not_valid' }]));
}
