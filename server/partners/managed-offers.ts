import type { Principal } from '../../src/domain/permissions.ts';
import { OFFER_STATUS, WORKING_MODE } from '../../src/domain/offers/enums.ts';
import { offerPartnerCounts } from './offer-counts.ts';
import type { ManagedOfferRow, OfferPartnerRow } from '../../src/domain/partners/tier-groups.ts';
import { likeContains } from '../db/like.ts';
import type { Queryable } from '../db/pool.ts';
import { refuseTierGroup } from './tier-group-errors.ts';
import { scopeCondition, scopeParam } from './tier-groups.ts';

/**
 * Offer management (/management/offers; docs/decisions/052): the brand's offers with their partner
 * counts (offer-counts.ts, the same definition as the offer list's; decision 067), and one offer's
 * partners: the latest contract per partner says where they stand. Every count and row is in the
 * caller's partner scope (same condition as tier groups).
 */
const paging = (page: number, limit: number, total: number) => ({
  current_page: page,
  limit,
  total_row: total,
  total_page: Math.ceil(total / limit),
});

/** The offer row with its partner counts (offer-counts.ts: the offer list's definition), in the scope of `$2`. */
const counts = offerPartnerCounts('o.id', (column) => scopeCondition(column, 2));
const OFFER_ROW = `o.id::int AS id, o.name, o.status::int AS status,
  ${counts.working()} AS working, ${counts.pending()} AS pending, ${counts.total()} AS total`;

export async function listManagedOffers(
  db: Queryable,
  user: Principal,
  q: { page: number; limit: number; search?: string | undefined; status?: number | undefined },
): Promise<{ items: ManagedOfferRow[]; paging: ReturnType<typeof paging> }> {
  const s = (q.search ?? '').trim();
  // deleted offers only when asked for by status, as the offer list does
  const where = `o.brand_id = $1 AND ($3 = '' OR o.name ILIKE $4 OR o.id::text = $3)
    AND (CASE WHEN $5::int IS NULL THEN o.status <> ${OFFER_STATUS.deleted} ELSE o.status = $5::int END)`;
  const args = [user.brandId, scopeParam(user), s, likeContains(s), q.status ?? null];
  // the count does not need the scope ($2) but shares the parameter list: the no-op keeps $2 typed
  const total = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM offers o WHERE ${where} AND $2::bigint IS NOT DISTINCT FROM $2`,
    args,
  );
  const { rows } = await db.query<ManagedOfferRow>(
    `SELECT ${OFFER_ROW} FROM offers o
      WHERE ${where}
      ORDER BY o.id DESC
      LIMIT ${q.limit} OFFSET ${(q.page - 1) * q.limit}`,
    args,
  );
  return { items: rows, paging: paging(q.page, q.limit, total.rows[0]!.n) };
}

export async function getManagedOffer(db: Queryable, user: Principal, offerId: number): Promise<ManagedOfferRow> {
  const { rows } = await db.query<ManagedOfferRow>(`SELECT ${OFFER_ROW} FROM offers o WHERE o.brand_id = $1 AND o.id = $3`, [
    user.brandId,
    scopeParam(user),
    offerId,
  ]);
  if (!rows[0]) throw refuseTierGroup('offer_not_found');
  return rows[0];
}

export async function listOfferPartners(
  db: Queryable,
  user: Principal,
  offerId: number,
  q: { page: number; limit: number; search?: string | undefined; contract_status?: string | undefined },
): Promise<{ items: OfferPartnerRow[]; paging: ReturnType<typeof paging> }> {
  await getManagedOffer(db, user, offerId);
  const s = (q.search ?? '').trim();
  const args = [user.brandId, scopeParam(user), offerId, s, likeContains(s), q.contract_status ?? null];
  const latest = `
    SELECT DISTINCT ON (c.partner_id) c.* FROM partner_contracts c
     WHERE c.brand_id = $1 AND c.offer_id = $3 AND ${scopeCondition('c.partner_id', 2)}
     ORDER BY c.partner_id, c.id DESC`;
  const where = `($4 = '' OR p.display_name ILIKE $5 OR p.email ILIKE $5 OR p.id::text = $4) AND ($6::text IS NULL OR c.status = $6::text)`;
  const total = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (${latest}) c JOIN partners p ON p.id = c.partner_id WHERE ${where}`,
    args,
  );
  const { rows } = await db.query<OfferPartnerRow>(
    `SELECT p.id::int AS partner_id, p.display_name, p.email, bp.working_mode,
            (c.status = 'approved' AND bp.working_mode IS NOT DISTINCT FROM ${WORKING_MODE.working}) AS working_on_offer,
            c.id::int AS contract_id, c.status AS contract_status,
            to_char(c.requested_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS requested_at,
            to_char(c.contract_date AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS contract_date,
            COALESCE(c.payout_tier, tg.payout_tier)::text AS payout_tier
       FROM (${latest}) c
       JOIN partners p ON p.id = c.partner_id
       LEFT JOIN brand_partners bp ON bp.brand_id = $1 AND bp.partner_id = c.partner_id
       LEFT JOIN tier_groups tg ON tg.id = bp.tier_group_id
      WHERE ${where}
      ORDER BY c.requested_at DESC, c.id DESC
      LIMIT ${q.limit} OFFSET ${(q.page - 1) * q.limit}`,
    args,
  );
  return { items: rows, paging: paging(q.page, q.limit, total.rows[0]!.n) };
}
