import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '../../src/domain/contract.ts';
import { ROLES } from '../../src/domain/permissions.ts';
import { createTestApp, type TestApp } from '../../tests/support/api/app.ts';
import { tokenFor } from '../../tests/support/api/employees.ts';
import { call, offerInput } from '../../tests/support/api/offers.ts';
import { agencyContractBody } from '../../tests/support/api/agencies.ts';
import { productBody } from '../../tests/support/api/products.ts';
import { programBody } from '../../tests/support/api/discounts.ts';
import { isAudited } from './request.ts';

/**
 * The audit walk (issue 14 item 4): every write endpoint of the contracts (app.endpoints, the list
 * the authorization walk uses), called as the demo brand's owner on the brand's own ids. Each call
 * that succeeds must have appended at least one audit row. Bodies are given where `{}` would not
 * pass validation; endpoints still answering 4xx are listed in the output (not driven), and a floor
 * on the number driven keeps the walk from silently proving nothing.
 */

interface Ids {
  offerId: number;
  employeeId: number;
  conversionId: number;
  contractId: number;
  groupId: number;
  endpointId: number;
  deliveryId: number;
  /** a marketplace partner (server/markets/demo.ts) and a stashed filter of the owner */
  partnerId: number;
  filterId: number;
  /** a demo tier group and a partner joined to the demo brand (tier group members) */
  tierGroupId: number;
  joinedPartnerId: number;
  /** a marketplace agency (server/markets/demo.ts), for the agency review */
  agencyId: number;
  /** a pending application of a marketplace partner to the demo offer (made here: the demo seed has none) */
  invitationId: number;
  /** a draft agency contract of the demo brand (issue 25 item 2), and an agency it has no live contract with */
  agencyContractId: number;
  freeAgencyId: number;
  /** offer assets made here for their deletes (issue 25: the delete's row keeps their fields) */
  creativeId: number;
  questionnaireId: number;
  eventId: number;
  /** a product of the demo brand (issue 26), edited and then deleted */
  productId: number;
  /** the demo's active discount program, its private code, and a partner's pending request for it (made here) */
  programId: number;
  promoCodeId: number;
  requestId: number;
  /** a ticket of the demo brand (made here: the demo seed has none) */
  ticketId: number;
  /** an unpaid performance invoice of the demo brand (made here: the demo seed has none) */
  invoiceId: number;
}

/** Bodies by endpoint id; a function gets the ids and the current offer (tabs send it back). */
const BODIES: Record<string, (ids: Ids, offer: Record<string, unknown>) => unknown> = {
  'offers.create': () => offerInput({ name: 'Walk offer' }),
  'offers.setStatus': () => ({ status: 2 }),
  'offers.bulkStatus': (ids) => ({ ids: [ids.offerId], status: 1 }),
  'offers.visibility': () => ({ visibility: 'private' }),
  'offers.updateShortCode': (ids) => ({ offer_id: ids.offerId }),
  'employees.invite': () => ({ email: 'walk-invite@audit.test', role_id: ROLES.admin, is_all_partner: true }),
  'employees.update': () => ({ first_name: 'Walked' }),
  'conversions.action': (ids) => ({ ids: [ids.conversionId], action: 'reject', reason: 'Duplicate order found by the audit walk' }),
  'profile.setLanguage': () => ({ locale_language: 'vi' }),
  'offers.workingMode': (ids) => ({ offer_id: ids.offerId, action: 'pause' }),
  'notifications.markRead': () => ({ notification_uuids: [] }),
  'partners.contracts.status': () => ({ action: 'terminate' }),
  // the walk's partner has no contract with the demo offer: one is drawn up (decision 074)
  'partners.contracts.drawUp': (ids) => ({
    offer_ids: [ids.offerId],
    partner_ids: [ids.partnerId],
    budgets: [{ budget_type: 'conversions', frequency: 'monthly', value: '100' }],
  }),
  'offerGroups.create': () => ({ name: 'Walk group' }),
  'offerGroups.update': () => ({ name: 'Walk group 2' }),
  'webhooks.create': () => ({ url: 'https://hooks.example.com/walk', events: ['conversion.created'] }),
  'webhooks.update': () => ({ description: 'Walked' }),
  'markets.partners.reviews.create': () => ({ rating: 4, content: 'Clean traffic, fast reporting.', genuine: true }),
  'markets.filters.create': () => ({ name: 'Walk filter', filters: { verticals: [1] } }),
  'tierGroups.create': () => ({ name: 'Walk tier group', payout_tier: '90' }),
  'tierGroups.update': () => ({ name: 'Walk tier group 2', payout_tier: '85' }),
  'tierGroups.members.add': (ids) => ({ partner_ids: [ids.joinedPartnerId] }),
  'tierGroups.members.remove': (ids) => ({ partner_ids: [ids.joinedPartnerId] }),
  'markets.agencies.reviews.create': () => ({ rating: 5, content: 'Reports every week, on time.', genuine: true }),
  'partners.invitations.create': (ids) => ({ offer_ids: [ids.offerId], partner_ids: [ids.partnerId], message: 'Walk invitation' }),
  'partners.invitations.status': () => ({ action: 'reject' }),
  // partner management (issue 16 item 2): the walk's partner joins the demo brand in beforeAll
  'partners.workingMode': () => ({ action: 'pause' }),
  'partners.multiWorkingMode': (ids) => ({ action: 'resume', partner_ids: [ids.partnerId] }),
  'partners.manager': () => ({ manager_id: 0 }),
  'partners.multiManager': (ids) => ({ manager_id: 0, partner_ids: [ids.partnerId] }),
  'partners.tags': () => ({ tags: ['Walk'] }),
  // agency contracts (issue 25 item 2): a draft with a free agency, the walk's draft edited, then sent
  'agencies.contracts.create': (ids) => agencyContractBody(ids.freeAgencyId),
  'agencies.contracts.update': () => {
    const { agency_id: _a, ...fields } = agencyContractBody(0);
    return fields;
  },
  'agencies.contracts.status': () => ({ action: 'send' }),
  // the product catalogue (issue 26): a new product, the walk's product edited, then deleted
  'products.create': () => productBody({ sku: 'WALK-NEW' }),
  'products.update': () => productBody({ sku: 'WALK-1', product_name: 'Walked product' }),
  'products.bulkDelete': (ids) => ({ ids: [ids.productId] }),
  // a .invalid host (RFC 6761): the walk's "Sync now" fails at DNS at once, calling nobody
  'products.sync.config.save': () => ({
    endpoint_url: 'https://feed.walk.invalid/products',
    auth_method: 'api_key',
    secret: 'walk-secret-1234',
    sync_time: '03:00',
  }),
  'offers.addProductEvent': (ids) => ({ offer_id: ids.offerId, event_id: null, product_ids: [ids.productId] }),
  'offers.removeProductEvent': (ids) => ({ offer_id: ids.offerId, product_ids: [ids.productId] }),
  // the items list (decision 086): replaced by an empty list, which unlinks the walk's product
  'offers.saveItemsList': (ids) => ({ offer_id: ids.offerId, items: [] }),
  // discount programs and promo codes (issue 26 item 4, decision 082)
  'discounts.programs.create': (ids) => programBody(ids.offerId, { name: 'Walk program' }),
  'discounts.programs.update': (ids) => {
    const { offer_id: _o, ...fields } = programBody(ids.offerId, { name: 'Walked program' });
    return fields;
  },
  'discounts.programs.status': () => ({ status: 'inactive' }),
  'discounts.promoCodes.add': () => ({ codes: [{ name: 'Walk code', code: 'WALK_1' }] }),
  'discounts.promoCodes.update': () => ({ name: 'Walked code', usage_limit: null, access_method: 'private', status: 'active' }),
  'discounts.requests.answer': () => ({ action: 'approve' }),
  // support tickets (issue 28, decision 087)
  'tickets.create': () => ({ title: 'Walk ticket', category: 'other', body: 'Walking', file_ids: [] }),
  'tickets.messages.add': () => ({ body: 'Walk message' }),
  'tickets.status': () => ({ action: 'close' }),
  'tickets.reviews.create': () => ({ rating: 5, body: 'Walk review' }),
  // invoices (issue 27 item 4, decision 092)
  'invoices.status': () => ({ action: 'pay' }),
};
const tabBody = (_ids: Ids, offer: Record<string, unknown>) => offer;

/**
 * Issue 25: the row of a delete keeps the deleted object's fields (before → null), so the log still
 * says what was removed. The fields each delete must name; a delete of a kept row (the offer, whose
 * status becomes deleted) or of a flag (a favourite) is checked by the general rule only.
 */
const DELETED_FIELDS: Record<string, string[]> = {
  'offerGroups.delete': ['name', 'created_at', 'offer_ids'],
  'webhooks.delete': ['url', 'events', 'enabled'],
  'markets.filters.delete': ['name', 'filters'],
  'creatives.delete': ['name'],
  'questionnaires.delete': ['name', 'questions'],
  'conversionEvents.delete': ['name'],
  'tierGroups.delete': ['name', 'payout_tier'],
  'products.sync.config.delete': ['endpoint_url', 'auth_method', 'secret', 'sync_time'],
};

let t: TestApp;
let ids: Ids;
let owner: { id: number; brandId: number };
const driven: string[] = [];
const notDriven: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ demo: true, queue: true });
  const one = async (sql: string) => (await t.db.query<{ id: number }>(sql)).rows[0]?.id ?? 0;
  const brand = "(SELECT id FROM brands WHERE company_name = 'Demo Brand' ORDER BY id LIMIT 1)";
  owner = (
    await t.db.query<{ id: number; brandId: number }>('SELECT id, brand_id AS "brandId" FROM brand_users WHERE email = \'owner@demo.test\'')
  ).rows[0]!;
  ids = {
    offerId: await one(`SELECT id FROM offers WHERE brand_id = ${brand} AND status = 1 ORDER BY id LIMIT 1`),
    employeeId: await one("SELECT id FROM brand_users WHERE email = 'custom@demo.test'"),
    conversionId: await one(`SELECT id FROM conversions WHERE brand_id = ${brand} AND locked_at IS NULL ORDER BY id LIMIT 1`),
    contractId: await one(`SELECT id FROM partner_contracts WHERE brand_id = ${brand} ORDER BY id LIMIT 1`),
    groupId: await one(`SELECT id FROM offer_groups WHERE brand_id = ${brand} ORDER BY id LIMIT 1`),
    endpointId: await one(
      `INSERT INTO webhook_endpoints (brand_id, url, secret, events) VALUES (${brand}, 'https://hooks.example.com/in', 'whsec_d2Fsaw==', '{conversion.created}') RETURNING id`,
    ),
    deliveryId: 0,
    partnerId: await one("SELECT id FROM partners WHERE email LIKE '%@market.demo-partners.test' ORDER BY id LIMIT 1"),
    filterId: 0,
    tierGroupId: await one(`SELECT id FROM tier_groups WHERE brand_id = ${brand} ORDER BY id LIMIT 1`),
    joinedPartnerId: await one(`SELECT partner_id AS id FROM brand_partners WHERE brand_id = ${brand} ORDER BY partner_id LIMIT 1`),
    agencyId: await one('SELECT id FROM agencies ORDER BY id LIMIT 1'),
    invitationId: 0,
    agencyContractId: 0,
    freeAgencyId: await one(
      `SELECT id FROM agencies a WHERE NOT EXISTS (SELECT 1 FROM agency_contracts c WHERE c.agency_id = a.id AND c.brand_id = ${brand}) ORDER BY id LIMIT 1`,
    ),
    creativeId: await one(
      `INSERT INTO creatives (brand_id, name, type, url) VALUES (${brand}, 'Walk banner', 'link', 'https://shop.example.com/b') RETURNING id`,
    ),
    questionnaireId: await one(
      `INSERT INTO questionnaires (brand_id, name, questions) VALUES (${brand}, 'Walk questions', '[{"label": "Site?", "type": "text", "required": true, "options": []}]') RETURNING id`,
    ),
    programId: 0,
    promoCodeId: 0,
    requestId: 0,
    ticketId: await one(`INSERT INTO tickets (brand_id, title, category) VALUES (${brand}, 'Walk ticket', 'other') RETURNING id`),
    invoiceId: await one(
      `INSERT INTO invoices (brand_id, type, source_key, partner_id, party_name, currency, period_start, period_end, subtotal, vat, total, due_date)
       VALUES (${brand}, 'performance', 'walk', (SELECT min(id) FROM partners), 'Walk partner', 'USD', '2026-10-01', '2026-10-31', 10, 1, 11, current_date + 30) RETURNING id`,
    ),
    eventId: await one(
      `INSERT INTO conversion_events (brand_id, name, type, payout_type, method) VALUES (${brand}, 'Walk lead', 'lead', 'fixed', 'server_postback') RETURNING id`,
    ),
    productId: await one(
      `INSERT INTO products (brand_id, product_name, sku, original_price, category_id, status) VALUES (${brand}, 'Walk product', 'WALK-1', 10, 1, 'in_stock') RETURNING id`,
    ),
  };
  ids.agencyContractId = await one(
    `INSERT INTO agency_contracts (brand_id, agency_id, fee_type, performance_fee_percent, duration_id, start_at)
     SELECT ${brand}, a.id, 'performance', 5, 2, now() FROM agencies a
      WHERE a.id <> ${ids.freeAgencyId} AND NOT EXISTS (SELECT 1 FROM agency_contracts c WHERE c.agency_id = a.id AND c.brand_id = ${brand})
      ORDER BY a.id LIMIT 1 RETURNING id`,
  );
  ids.promoCodeId = await one(`SELECT id FROM promo_codes WHERE brand_id = ${brand} AND access_method = 'private' ORDER BY id LIMIT 1`);
  ids.programId = await one(`SELECT program_id AS id FROM promo_codes WHERE id = ${ids.promoCodeId}`);
  ids.requestId = await one(
    `INSERT INTO promo_code_requests (brand_id, promo_code_id, partner_id) SELECT ${brand}, ${ids.promoCodeId}, min(id) FROM partners RETURNING id`,
  );
  ids.invitationId = await one(
    `INSERT INTO partner_applications (brand_id, offer_id, partner_id, kind) SELECT ${brand}, ${ids.offerId}, p.id, 'applied'
       FROM partners p WHERE p.email LIKE '%@market.demo-partners.test' ORDER BY p.id OFFSET 1 LIMIT 1 RETURNING id`,
  );
  ids.filterId = await one(
    `INSERT INTO market_saved_filters (brand_id, brand_user_id, name, filters) VALUES (${owner.brandId}, ${owner.id}, 'Walk saved', '{"tab": "all", "search": "", "filters": {}}') RETURNING id`,
  );
  // partner management writes need a partner that has joined the brand (ON CONFLICT: it may have already)
  await t.db.query('INSERT INTO brand_partners (brand_id, partner_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
    owner.brandId,
    ids.partnerId,
  ]);
  ids.deliveryId = await one(
    `INSERT INTO webhook_deliveries (brand_id, endpoint_id, event_id, event_type, payload) VALUES (${brand}, ${ids.endpointId}, 'msg_walk', 'webhook.test', '{}') RETURNING id`,
  );
}, 120_000);
afterAll(async () => {
  console.log(`audit walk: ${driven.length} write endpoints driven to 2xx; not driven (4xx with these bodies): ${notDriven.join(', ')}`);
  await t?.close();
});

function pathOf(e: Endpoint): string {
  const fill: Record<string, number> = { id: e.id.startsWith('employees.') ? ids.employeeId : ids.offerId, ...ids };
  return e.path.replace(/:(\w+)/g, (_, name: string) => String(fill[name] ?? 0));
}

/** The `changes` of the audit rows appended after row id `after` in the walk's brand. */
async function changesSince(after: number): Promise<Record<string, [unknown, unknown]>[]> {
  const { rows } = await t.db.query<{ changes: Record<string, [unknown, unknown]> }>(
    'SELECT changes FROM audit_log WHERE brand_id = $1 AND id > $2 ORDER BY id',
    [owner.brandId, after],
  );
  return rows.map((r) => r.changes);
}
const lastId = async () =>
  Number(
    (await t.db.query<{ n: string }>('SELECT coalesce(max(id), 0) AS n FROM audit_log WHERE brand_id = $1', [owner.brandId])).rows[0]!.n,
  );

const count = async () =>
  Number((await t.db.query<{ n: string }>('SELECT count(*) AS n FROM audit_log WHERE brand_id = $1', [owner.brandId])).rows[0]!.n);

describe('audit walk over every write endpoint', () => {
  it('every write that succeeds appends at least one audit row', async () => {
    // deletes last, so the rows the other writes need still exist
    const writes = t.app.endpoints.filter(isAudited).sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
    expect(writes.length).toBeGreaterThan(40);
    const silent: string[] = [];
    const forgetful: string[] = [];
    for (const e of writes) {
      const offer = ((await call(t.url, 'GET', `/api/offers/${ids.offerId}`, { token: await tokenFor(t.db, owner) })).body.data ??
        {}) as Record<string, unknown>;
      const make = BODIES[e.id] ?? (e.id.startsWith('offers.update.') ? tabBody : undefined);
      const body = e.method === 'DELETE' && !make ? undefined : make ? make(ids, offer) : {};
      const before = await count();
      const since = await lastId();
      // a session per call: logout and password changes must not cut the walk's own token
      const res = await call(t.url, e.method, pathOf(e), { token: await tokenFor(t.db, owner), ...(body === undefined ? {} : { body }) });
      if (res.status >= 200 && res.status < 300) {
        driven.push(e.id);
        if ((await count()) <= before) silent.push(e.id);
        if (e.method === 'DELETE') {
          // some change of the rows keeps a value the object had before the delete
          const changes = await changesSince(since);
          const named = new Set(changes.flatMap((c) => Object.keys(c).filter((k) => c[k]![0] !== null)));
          const missing = named.size === 0 ? ['(no field)'] : (DELETED_FIELDS[e.id] ?? []).filter((f) => !named.has(f));
          if (missing.length) forgetful.push(`${e.id}: ${missing.join(', ')}`);
          if (JSON.stringify(changes).includes('whsec_')) forgetful.push(`${e.id}: a signing secret in the log`);
        }
      } else {
        expect(res.status, `${e.id} answered ${res.status}: ${JSON.stringify(res.body)}`).toBeLessThan(500);
        notDriven.push(`${e.id} ${res.status}`);
      }
    }
    expect(silent, 'writes that succeeded without an audit row').toEqual([]);
    expect(forgetful, 'deletes whose audit rows lose the deleted object').toEqual([]);
    // every delete endpoint was driven, so the check above covered them all
    const deletes = writes.filter((e) => e.method === 'DELETE').map((e) => e.id);
    expect(deletes.filter((id) => !driven.includes(id) && id !== 'apiKeys.revoke')).toEqual([]);
    expect(driven.length).toBeGreaterThanOrEqual(25);
  }, 120_000);
});
