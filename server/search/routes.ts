import * as api from '../../src/domain/search/contract.ts';
import { SEARCH_INDEX_MAX } from '../../src/domain/search/contract.ts';
import { route, type Feature } from '../http/route.ts';
import { partnerScope, placeholders } from '../auth/partner-scope.ts';
import { OFFER_STATUS } from '../../src/domain/offers/enums.ts';
import { CONTRACT_STATUSES } from '../../src/domain/partners/enums.ts';

/**
 * The palette's entity indexes (src/domain/search/contract.ts). One query each, rows as arrays
 * (`rowMode: 'array'`) so 10,000 offers cost no per-row object on the way out; one row more than the
 * cap tells whether the index was cut.
 */
export const registerSearchRoutes: Feature = (app) => {
  route(app, api.offerIndex, async ({ db, user }) => {
    const { rows } = await db.query<[number, string, number]>({
      text: `SELECT id::int, name, status::int FROM offers WHERE brand_id = $1 AND status <> ${OFFER_STATUS.deleted} ORDER BY id DESC LIMIT $2`,
      values: [user.brandId, SEARCH_INDEX_MAX + 1],
      rowMode: 'array',
    });
    return { items: rows.slice(0, SEARCH_INDEX_MAX), truncated: rows.length > SEARCH_INDEX_MAX };
  });

  route(app, api.partnerIndex, async ({ db, user }) => {
    // the assigned-partner rule (server/auth/partner-scope.ts)
    const values: unknown[] = [user.brandId, SEARCH_INDEX_MAX + 1];
    const scope = partnerScope(user, 'p.id', placeholders(values));
    const { rows } = await db.query<[number, string, string, number]>({
      text: `SELECT p.id::int, coalesce(nullif(p.display_name, ''), trim(p.first_name || ' ' || p.last_name)), p.email, bp.working_mode::int
               FROM brand_partners bp JOIN partners p ON p.id = bp.partner_id
              WHERE bp.brand_id = $1
                AND ${scope}
              ORDER BY bp.joined_at DESC, p.id DESC LIMIT $2`,
      values,
      rowMode: 'array',
    });
    return { items: rows.slice(0, SEARCH_INDEX_MAX), truncated: rows.length > SEARCH_INDEX_MAX };
  });

  // partner contracts (decision 074): the status as its index in CONTRACT_STATUSES, the answered record's id as the detail
  route(app, api.contractIndex, async ({ db, user }) => {
    const values: unknown[] = [user.brandId, SEARCH_INDEX_MAX + 1, [...CONTRACT_STATUSES]];
    const scope = partnerScope(user, 'c.partner_id', placeholders(values));
    const { rows } = await db.query<[number, string, string, number]>({
      text: `SELECT c.id::int, p.display_name || ' · ' || o.name,
                    coalesce((SELECT max(a.id)::text FROM partner_applications a WHERE a.contract_id = c.id), ''),
                    (array_position($3::text[], c.status) - 1)::int
               FROM partner_contracts c JOIN partners p ON p.id = c.partner_id JOIN offers o ON o.id = c.offer_id
              WHERE c.brand_id = $1 AND ${scope}
              ORDER BY c.id DESC LIMIT $2`,
      values,
      rowMode: 'array',
    });
    return { items: rows.slice(0, SEARCH_INDEX_MAX), truncated: rows.length > SEARCH_INDEX_MAX };
  });

  route(app, api.marketPartnerIndex, async ({ db, user }) => {
    // marketplace partners are public to the marketplace; one the brand already works with is its own
    // partner, so the partner scope applies to it (an unassigned one is left out for a scoped employee)
    const values: unknown[] = [user.brandId, SEARCH_INDEX_MAX + 1];
    const scope = partnerScope(user, 'f.id', placeholders(values));
    const { rows } = await db.query<[number, string, number]>({
      text: `SELECT f.id::int, f.display_name, f.rank::int FROM partner_market_facets f
              WHERE NOT EXISTS (SELECT 1 FROM brand_partners bp WHERE bp.brand_id = $1 AND bp.partner_id = f.id)
                 OR ${scope}
              ORDER BY f.created_at DESC, f.id DESC LIMIT $2`,
      values,
      rowMode: 'array',
    });
    return { items: rows.slice(0, SEARCH_INDEX_MAX), truncated: rows.length > SEARCH_INDEX_MAX };
  });

  route(app, api.agencyIndex, async ({ db }) => {
    const { rows } = await db.query<[number, string]>({
      text: 'SELECT id::int, name FROM agencies ORDER BY created_at DESC, id DESC LIMIT $1',
      values: [SEARCH_INDEX_MAX + 1],
      rowMode: 'array',
    });
    return { items: rows.slice(0, SEARCH_INDEX_MAX), truncated: rows.length > SEARCH_INDEX_MAX };
  });
};
