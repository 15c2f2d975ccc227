import type { Offer, OfferRow } from '../../src/domain/offers/schema.ts';
import type { Tx, Queryable } from '../db/pool.ts';
import { OFFER_STATUS } from '../../src/domain/offers/enums.ts';
import { offerPartnerCounts } from '../partners/offer-counts.ts';

/**
 * SQL of the offer feature. Dates leave the database as MM/dd/yyyy (the wire format of the form
 * rules), money as trimmed decimal strings, timestamps as ISO UTC.
 */
const d = (col: string) => `to_char(${col}, 'MM/DD/YYYY')`;
const ts = (col: string) => `to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const money = (col: string) => `trim_scale(${col})::text`;
const tagsOf = `COALESCE((SELECT array_agg(t.name ORDER BY ot.position, t.name) FROM offer_tags ot JOIN tags t ON t.id = ot.tag_id WHERE ot.offer_id = o.id), '{}')`;

export const OFFER_COLUMNS = `o.id, o.uuid::text AS uuid, o.short_code, o.status, o.visibility,
  ${ts('o.review_requested_at')} AS review_requested_at, ${ts('o.review_rejected_at')} AS review_rejected_at,
  o.working_mode, o.pending_by_schedule AS waiting_for_start, o.tracking_test_status,
  EXISTS (SELECT 1 FROM offer_events e WHERE e.offer_id = o.id) AS has_events,
  o.name, o.vertical_id, o.sub_vertical_id, o.channel_id, o.payout_model_id, o.revenue_model_id,
  ${money('o.default_payout')} AS default_payout, ${money('o.default_revenue')} AS default_revenue,
  o.payout_type_id, o.revenue_type_id, o.priority, o.thumbnail_file_id, o.offer_group_id, ${tagsOf} AS tags,
  o.description, o.terms, o.internal_note, o.android_app_id, o.ios_app_id,
  COALESCE((SELECT json_agg(json_build_object('partner_id', p.partner_id, 'payout', ${money('p.payout')}) ORDER BY p.partner_id)
    FROM offer_private_payouts p WHERE p.offer_id = o.id), '[]') AS private_payouts,
  o.preview_url, o.default_landing_page_url, o.redirect_url, o.macro_url, o.tracking_domain, o.tracking_sub_domain,
  o.click_lifetime, o.session_lifespan, o.conversion_lifetime, o.additional_params,
  o.manual_approval, o.allow_duplicates, o.multiple_conversions,
  o.countries, o.regions, o.cities, o.zip_codes, o.devices, o.operating_systems, o.browsers, o.ip_blacklist,
  ${d('o.start_date')} AS start_date, ${d('o.end_date')} AS end_date, o.time_zone, o.time_segments,
  COALESCE((SELECT json_agg(json_build_object('budget_type', b.budget_type, 'frequency', b.frequency, 'value', ${money('b.value')})
    ORDER BY b.budget_type, b.frequency) FROM offer_budgets b WHERE b.offer_id = o.id), '[]') AS budgets,
  o.creative_ids, ${ts('o.created_at')} AS created_at, ${ts('o.updated_at')} AS updated_at`;

/**
 * A row of the offer list and its export. `scope(column)` is the caller's partner scope over a
 * partner-id column (server/auth/partner-scope.ts): the partner counts count only partners the caller
 * may see, by the one definition offer management shows too (server/partners/offer-counts.ts).
 */
export const rowColumns = (scope: (partnerColumn: string) => string) => {
  const counts = offerPartnerCounts('o.id', scope);
  return `o.id, o.uuid::text AS uuid, o.name, o.status, o.visibility, o.working_mode,
  ${money('o.default_payout')} AS default_payout, o.payout_type_id, o.payout_model_id, o.vertical_id, o.offer_group_id,
  ${counts.total()} AS total_partners, ${counts.working()} AS working_partners,
  ${tagsOf} AS tags, ${d('o.start_date')} AS start_date, ${d('o.end_date')} AS end_date, ${ts('o.created_at')} AS created_at`;
};

export async function loadOffer(
  db: Queryable,
  brandId: number,
  where: { id: number } | { uuid: string },
  lock = false,
): Promise<Offer | null> {
  const [cond, value] = 'id' in where ? ['o.id = $2', where.id] : ['o.uuid = $2::uuid', where.uuid];
  const { rows } = await db.query<Offer>(
    `SELECT ${OFFER_COLUMNS} FROM offers o WHERE o.brand_id = $1 AND ${cond}${lock ? ' FOR UPDATE OF o' : ''}`,
    [brandId, value],
  );
  return rows[0] ?? null;
}

export type { OfferRow };

/**
 * Replaces the offer's tags (names, ≤ 10, order kept) and keeps tags.offer_count in step: counts
 * are recomputed for every tag touched, inside the caller's transaction.
 */
export async function setTags(tx: Tx, brandId: number, offerId: number, names: readonly string[]): Promise<void> {
  const unique = [...new Map(names.map((n) => [n.trim().toLowerCase(), n.trim()])).values()].filter(Boolean);
  const before = await tx.query<{ tag_id: number }>('SELECT tag_id FROM offer_tags WHERE offer_id = $1', [offerId]);
  await tx.query('DELETE FROM offer_tags WHERE offer_id = $1', [offerId]);
  const ids: number[] = [];
  for (const [position, name] of unique.entries()) {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO tags (brand_id, name) VALUES ($1, $2)
       ON CONFLICT (brand_id, lower(name)) DO UPDATE SET name = tags.name RETURNING id`,
      [brandId, name],
    );
    ids.push(rows[0]!.id);
    await tx.query('INSERT INTO offer_tags (offer_id, tag_id, position) VALUES ($1, $2, $3)', [offerId, rows[0]!.id, position]);
  }
  const touched = [...new Set([...before.rows.map((r) => r.tag_id), ...ids])];
  if (touched.length) await recountTags(tx, touched);
}

/** offer_count = offers that are not deleted. */
export async function recountTags(tx: Queryable, tagIds: readonly number[]): Promise<void> {
  await tx.query(
    `UPDATE tags t SET offer_count = (SELECT count(*) FROM offer_tags ot JOIN offers o ON o.id = ot.offer_id
       WHERE ot.tag_id = t.id AND o.status <> ${OFFER_STATUS.deleted}) WHERE t.id = ANY($1::bigint[])`,
    [tagIds],
  );
}

export async function tagIdsOf(tx: Queryable, offerIds: readonly number[]): Promise<number[]> {
  const { rows } = await tx.query<{ tag_id: number }>('SELECT DISTINCT tag_id FROM offer_tags WHERE offer_id = ANY($1::bigint[])', [
    offerIds,
  ]);
  return rows.map((r) => r.tag_id);
}

export async function setPrivatePayouts(
  tx: Tx,
  offerId: number,
  payouts: readonly { partner_id: number; payout: string }[],
): Promise<void> {
  await tx.query('DELETE FROM offer_private_payouts WHERE offer_id = $1', [offerId]);
  if (!payouts.length) return;
  await tx.query(
    `INSERT INTO offer_private_payouts (offer_id, partner_id, payout)
     SELECT $1, p, v FROM unnest($2::bigint[], $3::numeric[]) AS x(p, v) ON CONFLICT (offer_id, partner_id) DO UPDATE SET payout = EXCLUDED.payout`,
    [offerId, payouts.map((p) => p.partner_id), payouts.map((p) => p.payout)],
  );
}

export async function setBudgets(
  tx: Tx,
  offerId: number,
  budgets: readonly { budget_type: number; frequency: number; value: string }[],
): Promise<void> {
  await tx.query('DELETE FROM offer_budgets WHERE offer_id = $1', [offerId]);
  if (!budgets.length) return;
  await tx.query(
    `INSERT INTO offer_budgets (offer_id, budget_type, frequency, value)
     SELECT $1, t, f, v FROM unnest($2::smallint[], $3::smallint[], $4::numeric[]) AS x(t, f, v)`,
    [offerId, budgets.map((b) => b.budget_type), budgets.map((b) => b.frequency), budgets.map((b) => b.value)],
  );
}
