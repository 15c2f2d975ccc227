import type { Principal } from '../../src/domain/permissions.ts';
import type { Tx } from '../db/pool.ts';
import { partnerScope, Params } from '../reports/sql.ts';
import { WORKING_MODE } from '../../src/domain/offers/enums.ts';

/** A conversion as the actions read it, locked FOR UPDATE in the caller's transaction. */
export interface LockedConversion {
  id: number;
  brand_id: number;
  offer_id: number;
  partner_id: number;
  created_at: Date;
  status: string;
  payout: string;
  revenue: string;
  sale_amount: string;
  adjustment: string;
  fraud_level: string;
  is_test: boolean;
  message: string;
  /** its cross-check is locked (conversions.locked_at set) */
  locked: boolean;
  /** the brand blocked its partner (brand_partners.working_mode 3) */
  partner_blocked: boolean;
}

/**
 * The user's brand's conversions among `ids`, of partners the user may see (spec 3 §6
 * assigned-partner rule), locked in id order so two bulk actions over overlapping ids queue instead
 * of deadlocking. Ids of other brands or hidden partners are simply absent.
 */
export async function lockConversions(tx: Tx, user: Principal, ids: readonly number[]): Promise<Map<number, LockedConversion>> {
  const params = new Params();
  const { p } = params;
  const { rows } = await tx.query<LockedConversion>(
    `SELECT c.id, c.brand_id, c.offer_id, c.partner_id, c.created_at, c.status, c.payout::text, c.revenue::text, c.sale_amount::text,
            c.adjustment::text, c.fraud_level, c.is_test, c.message, c.locked_at IS NOT NULL AS locked,
            COALESCE(bp.working_mode = ${WORKING_MODE.blocked}, false) AS partner_blocked
       FROM conversions c
       LEFT JOIN brand_partners bp ON bp.brand_id = c.brand_id AND bp.partner_id = c.partner_id
      WHERE c.id = ANY(${p([...new Set(ids)])}::bigint[]) AND c.brand_id = ${p(user.brandId)} AND ${partnerScope(user, 'c.partner_id', p)}
      ORDER BY c.id
        FOR UPDATE OF c`,
    params.values,
  );
  return new Map(rows.map((r) => [r.id, r]));
}

/** One audit row per change (conversion_changes), batched. */
export interface ChangeRow {
  conversion_id: number;
  action: string;
  from_status: string;
  to_status: string;
  from_adjustment?: string | null;
  to_adjustment?: string | null;
  reason: string;
}
export async function recordChanges(tx: Tx, user: Principal, changes: readonly ChangeRow[]): Promise<void> {
  if (changes.length === 0) return;
  await tx.query(
    `INSERT INTO conversion_changes (conversion_id, brand_id, brand_user_id, action, from_status, to_status, from_adjustment, to_adjustment, reason)
     SELECT c, $1, $2, a, f, t, fa, ta, r FROM unnest($3::bigint[], $4::text[], $5::text[], $6::text[], $7::numeric[], $8::numeric[], $9::text[]) AS s(c, a, f, t, fa, ta, r)`,
    [
      user.brandId,
      user.userId,
      changes.map((c) => c.conversion_id),
      changes.map((c) => c.action),
      changes.map((c) => c.from_status),
      changes.map((c) => c.to_status),
      changes.map((c) => c.from_adjustment ?? null),
      changes.map((c) => c.to_adjustment ?? null),
      changes.map((c) => c.reason),
    ],
  );
}
