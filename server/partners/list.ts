import type { PartnerFilter, PartnerRow, PartnerSort } from '../../src/domain/partners/contract.ts';
import type { Principal } from '../../src/domain/permissions.ts';
import type { Queryable } from '../db/pool.ts';
import { likeContains } from '../db/like.ts';
import { partnerScope } from '../auth/partner-scope.ts';

// the partner scope has one home (server/auth/partner-scope.ts); re-exported for the callers of this module
export { mayActOn, seesAllPartners } from '../auth/partner-scope.ts';

/** The columns of a partner row (PartnerRow); `bp` brand_partners, `p` partners, `tg` tier_groups, `m` the manager. */
export const PARTNER_ROW_COLUMNS = `p.id, p.uuid::text, p.display_name, p.first_name, p.last_name, p.email, p.organization_type_id, p.partner_type_id,
  to_char(bp.joined_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS joined_at,
  CASE WHEN tg.id IS NULL THEN NULL ELSE json_build_object('id', tg.id, 'name', tg.name, 'payout_tier', tg.payout_tier::text) END AS tier_group,
  bp.working_mode, to_char(bp.working_mode_since AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS working_mode_since, bp.tags,
  CASE WHEN m.id IS NULL THEN NULL
       ELSE json_build_object('id', m.id, 'name', trim(m.first_name || ' ' || m.last_name), 'email', m.email) END AS manager,
  (SELECT count(DISTINCT offer_id)::int FROM partner_contracts c WHERE c.brand_id = bp.brand_id AND c.partner_id = p.id AND c.status = 'approved') AS working_offer_count,
  (SELECT count(DISTINCT offer_id)::int FROM partner_contracts c WHERE c.brand_id = bp.brand_id AND c.partner_id = p.id) AS total_offer_count`;

export const PARTNER_FROM = `brand_partners bp
  JOIN partners p ON p.id = bp.partner_id
  LEFT JOIN tier_groups tg ON tg.id = bp.tier_group_id
  LEFT JOIN brand_users m ON m.id = bp.manager_id`;

/** ORDER BY of each sort key; the partner id breaks ties so pages never overlap. */
const ORDER: Record<PartnerSort, string> = {
  joined_at: 'bp.joined_at',
  display_name: 'lower(p.display_name)',
  id: 'p.id',
  working_offer_count: 'working_offer_count',
  total_offer_count: 'total_offer_count',
};

/**
 * WHERE and ORDER BY of the filtered list (rows, totals and the export share them). Employees who do
 * not manage all partners get only the partners assigned to them.
 */
export function partnerListSql(user: Principal, f: Partial<PartnerFilter>): { where: string; order: string; values: unknown[] } {
  const values: unknown[] = [user.brandId];
  const where = ['bp.brand_id = $1'];
  const add = (v: unknown) => `$${values.push(v)}`;
  const search = (f.search ?? '').trim();
  if (search) {
    const like = add(likeContains(search));
    const exact = add(search);
    where.push(
      `(p.display_name ILIKE ${like} OR p.first_name ILIKE ${like} OR p.last_name ILIKE ${like} OR p.email ILIKE ${like} OR p.id::text = ${exact})`,
    );
  }
  where.push(partnerScope(user, 'p.id', add));
  if (f.working_mode !== undefined) where.push(`bp.working_mode = ${add(f.working_mode)}`);
  if (f.tier_group_id !== undefined) where.push(`bp.tier_group_id = ${add(f.tier_group_id)}`);
  if (f.manager_id === 0) where.push('bp.manager_id IS NULL');
  else if (f.manager_id !== undefined) where.push(`bp.manager_id = ${add(f.manager_id)}`);
  if (f.tag) where.push(`EXISTS (SELECT 1 FROM unnest(bp.tags) t WHERE lower(t) = lower(${add(f.tag)}))`);
  if (f.joined_from) where.push(`bp.joined_at >= ${add(f.joined_from)}::date AT TIME ZONE 'UTC'`);
  if (f.joined_to) where.push(`bp.joined_at < (${add(f.joined_to)}::date + 1) AT TIME ZONE 'UTC'`);
  const dir = (f.order ?? 'desc') === 'asc' ? 'ASC' : 'DESC';
  return { where: where.join(' AND '), order: `${ORDER[f.sort ?? 'joined_at']} ${dir}, p.id ${dir}`, values };
}

/** The brand's joined partners, most recently joined first unless sorted otherwise (spec 3 §9). */
export async function listPartners(db: Queryable, user: Principal, query: Partial<PartnerFilter> & { page: number; limit: number }) {
  const { where, order, values } = partnerListSql(user, query);
  const { rows } = await db.query<PartnerRow & { total: number }>(
    `SELECT ${PARTNER_ROW_COLUMNS}, count(*) OVER ()::int AS total FROM ${PARTNER_FROM} WHERE ${where}
      ORDER BY ${order} LIMIT ${Number(query.limit)} OFFSET ${(query.page - 1) * query.limit}`,
    values,
  );
  let total = rows[0]?.total ?? 0;
  if (!rows.length && query.page > 1) {
    // a page past the end still reports the real total
    const c = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${PARTNER_FROM} WHERE ${where}`, values);
    total = c.rows[0]!.n;
  }
  return {
    items: rows.map(({ total: _total, ...row }) => row),
    paging: { current_page: query.page, limit: query.limit, total_row: total, total_page: Math.ceil(total / query.limit) },
  };
}

/** One joined partner's row as `user` may see it (null: not joined, or not assigned to them). */
export async function loadPartnerRow(db: Queryable, user: Principal, partnerId: number): Promise<PartnerRow | null> {
  const { where, values } = partnerListSql(user, {});
  values.push(partnerId);
  const { rows } = await db.query<PartnerRow>(
    `SELECT ${PARTNER_ROW_COLUMNS} FROM ${PARTNER_FROM} WHERE ${where} AND p.id = $${values.length}`,
    values,
  );
  return rows[0] ?? null;
}
