import type { PartnerRow } from '../../src/domain/partners/contract.ts';
import type { Principal } from '../../src/domain/permissions.ts';
import type { Queryable } from '../db/pool.ts';
import { likeContains } from '../db/like.ts';
import { partnerScope, placeholders } from '../auth/partner-scope.ts';

// the partner scope has one home (server/auth/partner-scope.ts); re-exported for the callers of this module
export { mayActOn, seesAllPartners } from '../auth/partner-scope.ts';

/**
 * The brand's joined partners, most recently joined first (spec 3 §9). Employees who do not manage
 * all partners get only the partners assigned to them — the same filter for rows and the total.
 */
export async function listPartners(db: Queryable, user: Principal, query: { page: number; limit: number; search?: string | undefined }) {
  const search = (query.search ?? '').trim();
  const args: unknown[] = [user.brandId, search, likeContains(search.trim()), query.limit, (query.page - 1) * query.limit];
  const { rows } = await db.query<PartnerRow & { total: number }>(
    `SELECT p.id, p.uuid::text, p.display_name, p.first_name, p.last_name, p.email, p.organization_type_id, p.partner_type_id,
            to_char(bp.joined_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS joined_at,
            CASE WHEN tg.id IS NULL THEN NULL ELSE json_build_object('id', tg.id, 'name', tg.name, 'payout_tier', tg.payout_tier::text) END AS tier_group,
            bp.working_mode, bp.tags,
            CASE WHEN m.id IS NULL THEN NULL
                 ELSE json_build_object('id', m.id, 'name', trim(m.first_name || ' ' || m.last_name), 'email', m.email) END AS manager,
            (SELECT count(DISTINCT offer_id)::int FROM partner_contracts c WHERE c.brand_id = bp.brand_id AND c.partner_id = p.id AND c.status = 'approved') AS working_offer_count,
            (SELECT count(DISTINCT offer_id)::int FROM partner_contracts c WHERE c.brand_id = bp.brand_id AND c.partner_id = p.id) AS total_offer_count,
            count(*) OVER ()::int AS total
       FROM brand_partners bp
       JOIN partners p ON p.id = bp.partner_id
       LEFT JOIN tier_groups tg ON tg.id = bp.tier_group_id
       LEFT JOIN brand_users m ON m.id = bp.manager_id
      WHERE bp.brand_id = $1
        AND ($2 = '' OR p.display_name ILIKE $3 OR p.first_name ILIKE $3 OR p.last_name ILIKE $3 OR p.email ILIKE $3 OR p.id::text = $2)
        AND ${partnerScope(user, 'p.id', placeholders(args))}
      ORDER BY bp.joined_at DESC, p.id DESC
      LIMIT $4 OFFSET $5`,
    args,
  );
  let total = rows[0]?.total ?? 0;
  if (!rows.length && query.page > 1) {
    // a page past the end still reports the real total
    const countArgs: unknown[] = [user.brandId, search, likeContains(search.trim())];
    const c = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM brand_partners bp JOIN partners p ON p.id = bp.partner_id WHERE bp.brand_id = $1
         AND ($2 = '' OR p.display_name ILIKE $3 OR p.first_name ILIKE $3 OR p.last_name ILIKE $3 OR p.email ILIKE $3 OR p.id::text = $2)
         AND ${partnerScope(user, 'p.id', placeholders(countArgs))}`,
      countArgs,
    );
    total = c.rows[0]!.n;
  }
  return {
    items: rows.map(({ total: _total, ...row }) => row),
    paging: { current_page: query.page, limit: query.limit, total_row: total, total_page: Math.ceil(total / query.limit) },
  };
}
