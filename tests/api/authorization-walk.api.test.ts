import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '../../src/domain/contract.ts';
import { LEVELS, MODULE_KEYS, type Level, type ModuleKey } from '../../src/domain/permissions.ts';
import { buildApp } from '../../server/app.ts';
import { testConfig } from '../../server/config.ts';
import type { Db } from '../../server/db/pool.ts';
import { DEMO_BRAND } from '../../server/demo/seed.ts';
import { addUser, createBrand, levels, tokenFor, type TestUser } from '../support/api/employees.ts';
import { features } from '../../server/features.ts';
import type { Feature } from '../../server/http/route.ts';
import { ONBOARDING_ERRORS } from '../../src/domain/onboarding/contract.ts';
import { DOWNLOAD_PATH, UPLOAD_PATH } from '../../server/storage/local.ts';
import { openTestDatabase } from '../support/api/app.ts';
// partner scope walk (docs/decisions/053)
import { jsonSchema } from '../../server/http/openapi-schema.ts';
import {
  ASSIGNED_NAME,
  dataOf,
  HIDDEN_NAME,
  mentions,
  partnerReason,
  scopeWorld,
  TRAFFIC,
  type PartnerCase,
  type ScopeAnswer,
  type ScopeRequest,
  type ScopeWorld,
} from '../support/api/partner-scope.ts';
import { joinedPartner } from '../support/api/partners.ts';
// the agency inside a brand (docs/decisions/077)
import { agencyMayCall } from '../../src/domain/agencies/inside.ts';
import { agencySessionFor, type AgencyInside } from '../support/api/agency-inside.ts';
import { startSession } from '../../server/auth/sessions.ts';
import { authSettings } from '../../server/auth/settings.ts';

/**
 * The authorization walk (docs/decisions/012-authorization-table.md). The endpoint descriptors ARE the
 * authorization table; this test proves that the running server agrees with it:
 *  1. every /api route Fastify registered is a descriptor (or in NOT_DESCRIPTORS, with its reason);
 *  2. every descriptor answers 401 signed out unless public;
 *  3. a module-guarded descriptor answers 403 at level 0, and lets level 2 through exactly when it
 *     needs ≤ 2, and level 15 always ("through" = neither 401 nor 403; 404 and 422 count);
 *  4. path parameters are filled with ids of ANOTHER brand (the demo brand), and nothing of that brand
 *     ever comes back: no 2xx for a brand-owned route taking an id, and no demo marker in any body.
 * Callers are custom-role users of a separate brand, with the module under test at 0 / 2 / 15 and
 * every other module at 15, so only the module under test can explain a 403.
 */

/** /api routes that are deliberately not descriptors. Each needs a reason. */
const NOT_DESCRIPTORS: Record<string, string> = {
  // local storage: multipart / binary, authorised by the signed policy in the URL, not by a bearer
  [`POST ${UPLOAD_PATH}`]: 'signed upload policy (server/storage/routes.ts)',
  [`GET ${DOWNLOAD_PATH}`]: 'signed download URL (server/storage/routes.ts)',
  // the API reference: public by design, it shows what /api/openapi.json already publishes
  'GET /api/docs': 'public API reference page (server/http/openapi-docs.ts)',
  'GET /api/docs/init.js': 'its start-up script (server/http/openapi-docs.ts)',
};
/** Folders of static files that are not descriptors (one route per file), with their reason. */
const NOT_DESCRIPTOR_FOLDERS: Record<string, string> = {
  'GET /api/docs/assets/': "swagger-ui-dist's files for the reference page (server/http/openapi-docs.ts)",
};
const notDescriptor = (route: string) => route in NOT_DESCRIPTORS || Object.keys(NOT_DESCRIPTOR_FOLDERS).some((f) => route.startsWith(f));

/**
 * Routes taking an id whose 2xx answer for another brand's id is correct (shared, not brand-owned
 * data). Public routes are exempt anyway.
 */
const NOT_BRAND_OWNED = new Set<string>([
  // marketplace partners and agencies are platform-wide profiles (docs/decisions/048): every brand reads them
  'GET /api/markets/partners/:partnerId',
  'GET /api/markets/partners/:partnerId/performance',
  'GET /api/markets/partners/:partnerId/offers',
  'GET /api/markets/partners/:partnerId/reviews',
  'PUT /api/markets/partners/:partnerId/favorite',
  'DELETE /api/markets/partners/:partnerId/favorite',
  'GET /api/markets/agencies/:agencyId',
  'POST /api/markets/agencies/:agencyId/reviews',
]);

/**
 * Role rules a handler adds on top of its descriptor (the Access type has no role kind yet). The walk
 * checks both sides: a non-owner gets 403 with exactly this code, the owner gets through. Keep this
 * list short; prefer a module level on the descriptor.
 */
const HANDLER_ROLE_RULES: Record<string, { role: 'owner'; code: string }> = {
  // spec 1 §2: the onboarding checklist and its submission belong to the owner
  'POST /api/user/adv/onboarding': { role: 'owner', code: ONBOARDING_ERRORS.ownerOnly },
};

/**
 * Descriptors declared public to the route layer because they authenticate themselves with a
 * credential other than the bearer token. Without that credential they must answer 401.
 */
const SELF_AUTHENTICATED: Record<string, string> = {
  'GET /api/user/adv/events': 'server-sent events: ?ticket= from /api/user/adv/events/ticket (EventSource cannot send headers)',
  // the agency's waiting room (decision 077): its own bearer token from /api/agency/login
  'GET /api/agency/me': 'agency bearer token (server/agency-inside/session.ts)',
  'GET /api/agency/brands': 'agency bearer token (server/agency-inside/session.ts)',
  'POST /api/agency/brands/:contractId/enter': 'agency bearer token (server/agency-inside/session.ts)',
  'POST /api/agency/logout': 'agency bearer token (server/agency-inside/session.ts)',
};

interface Ids {
  otherUserId: number;
  /** the demo brand's offer assets (server/offer-assets/seed.ts), by path parameter */
  offerAssets?: Record<string, number>;
  /** a demo offer's uuid (server/offers/demo.ts) */
  offerUuid?: string;
  /** a demo partner contract (server/partners/demo.ts) */
  contractId?: number;
  /** a demo conversion (demo traffic), for the conversion actions */
  conversionId?: number;
  /** a demo-brand webhook endpoint and one of its deliveries (made here: the demo seed has none) */
  webhookEndpointId?: number;
  webhookDeliveryId?: number;
  /** a stashed marketplace filter of a demo-brand user (made here: the demo seed has none) */
  stashedFilterId?: number;
  /** a demo tier group and a demo offer (tier groups and offer management, issue 16 item 2) */
  tierGroupId?: number;
  demoOfferId?: number;
  /** a demo-brand application (made here: the demo seed has none) */
  invitationId?: number;
  /** a demo agency contract (server/agencies/demo.ts) */
  agencyContractId?: number;
  /** a demo discount program, one of its promo codes, and a partner's request for it (made here) */
  programId?: number;
  promoCodeId?: number;
  promoRequestId?: number;
  /** a demo-brand ticket (made here: the demo seed has none) */
  ticketId?: number;
  /** a demo-brand performance invoice (made here: the demo seed has none) */
  invoiceId?: number;
}
/**
 * Another brand's id per path parameter. Areas add their entity here (`:offerId` → a demo offer) as
 * the demo seed grows; the default is a user id of the demo brand, which every brand-scoped lookup
 * must treat as foreign.
 */
const PARAM_FILLERS: Record<string, (ids: Ids) => string | number> = {
  groupId: (ids) => ids.offerAssets?.groupId ?? ids.otherUserId,
  questionnaireId: (ids) => ids.offerAssets?.questionnaireId ?? ids.otherUserId,
  creativeId: (ids) => ids.offerAssets?.creativeId ?? ids.otherUserId,
  eventId: (ids) => ids.offerAssets?.eventId ?? ids.otherUserId,
  uuid: (ids) => ids.offerUuid ?? '00000000-0000-4000-8000-000000000000',
  contractId: (ids) => ids.contractId ?? ids.otherUserId,
  conversionId: (ids) => ids.conversionId ?? ids.otherUserId,
  endpointId: (ids) => ids.webhookEndpointId ?? ids.otherUserId,
  deliveryId: (ids) => ids.webhookDeliveryId ?? ids.otherUserId,
  filterId: (ids) => ids.stashedFilterId ?? ids.otherUserId,
  tierGroupId: (ids) => ids.tierGroupId ?? ids.otherUserId,
  offerId: (ids) => ids.demoOfferId ?? ids.otherUserId,
  invitationId: (ids) => ids.invitationId ?? ids.otherUserId,
  agencyContractId: (ids) => ids.agencyContractId ?? ids.otherUserId,
  programId: (ids) => ids.programId ?? ids.otherUserId,
  promoCodeId: (ids) => ids.promoCodeId ?? ids.otherUserId,
  requestId: (ids) => ids.promoRequestId ?? ids.otherUserId,
  ticketId: (ids) => ids.ticketId ?? ids.otherUserId,
  invoiceId: (ids) => ids.invoiceId ?? ids.otherUserId,
};
const fillParam = (name: string, ids: Ids) => (PARAM_FILLERS[name] ?? (() => ids.otherUserId))(ids);

/** Strings only the demo (other) brand's rows contain. */
const OTHER_BRAND_MARKERS = ['@demo.test', DEMO_BRAND];

type Outcome = number;
interface Row {
  key: string;
  access: string;
  anon?: Outcome;
  levels: Partial<Record<Level, Outcome>>;
}

let app: FastifyInstance;
let db: Db;
let url: string;
let closeDatabase: () => Promise<void>;
const registered: string[] = [];
const summary: Row[] = [];
let ids: Ids;
let plainUser: TestUser;
let ownerUser: TestUser;
const usersByModule = new Map<ModuleKey, Record<Level, TestUser>>();

/** Collects every route before any feature registers one (the hook must come first). */
const collectRoutes: Feature = (a) => {
  a.addHook('onRoute', (opts) => {
    for (const method of [opts.method].flat()) registered.push(`${method} ${opts.url}`);
  });
};

beforeAll(async () => {
  ({ db, close: closeDatabase } = await openTestDatabase({ demo: true }));
  app = await buildApp({ db, config: testConfig(), features: [collectRoutes, ...features] });
  await app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  const demo = await db.query<{ id: number }>("SELECT id FROM brand_users WHERE email LIKE '%@demo.test' ORDER BY id DESC LIMIT 1");
  ids = { otherUserId: demo.rows[0]!.id };
  const assets = await db.query<{ group_id: number; questionnaire_id: number; creative_id: number; event_id: number }>(
    `SELECT (SELECT max(id) FROM offer_groups WHERE brand_id = b.id) AS group_id, (SELECT max(id) FROM questionnaires WHERE brand_id = b.id) AS questionnaire_id,
            (SELECT max(id) FROM creatives WHERE brand_id = b.id AND code IS NOT NULL) AS creative_id, (SELECT max(id) FROM conversion_events WHERE brand_id = b.id) AS event_id
       FROM brands b WHERE b.company_name = $1 ORDER BY b.id LIMIT 1`,
    [DEMO_BRAND],
  );
  const a = assets.rows[0]!;
  ids.offerUuid = (
    await db.query<{ uuid: string }>(
      'SELECT o.uuid::text AS uuid FROM offers o JOIN brands b ON b.id = o.brand_id WHERE b.company_name = $1 ORDER BY o.id LIMIT 1',
      [DEMO_BRAND],
    )
  ).rows[0]?.uuid;
  ids.contractId = (
    await db.query<{ id: number }>(
      'SELECT c.id FROM partner_contracts c JOIN brands b ON b.id = c.brand_id WHERE b.company_name = $1 ORDER BY c.id LIMIT 1',
      [DEMO_BRAND],
    )
  ).rows[0]?.id;
  ids.conversionId = (
    await db.query<{ id: number }>(
      'SELECT c.id FROM conversions c JOIN brands b ON b.id = c.brand_id WHERE b.company_name = $1 ORDER BY c.id LIMIT 1',
      [DEMO_BRAND],
    )
  ).rows[0]?.id;
  ids.webhookEndpointId = (
    await db.query<{ id: number }>(
      `INSERT INTO webhook_endpoints (brand_id, url, secret, events)
       SELECT id, 'https://hooks.example.com/in', 'whsec_d2Fsaw==', '{conversion.created}' FROM brands WHERE company_name = $1 ORDER BY id LIMIT 1
       RETURNING id`,
      [DEMO_BRAND],
    )
  ).rows[0]?.id;
  ids.webhookDeliveryId = (
    await db.query<{ id: number }>(
      `INSERT INTO webhook_deliveries (brand_id, endpoint_id, event_id, event_type, payload)
       SELECT brand_id, id, 'msg_walk', 'webhook.test', '{}' FROM webhook_endpoints WHERE id = $1 RETURNING id`,
      [ids.webhookEndpointId],
    )
  ).rows[0]?.id;
  ids.stashedFilterId = (
    await db.query<{ id: number }>(
      `INSERT INTO market_saved_filters (brand_id, brand_user_id, name, filters)
       SELECT brand_id, id, 'Demo Brand saved filter', '{"tab": "all", "search": "", "filters": {}}' FROM brand_users WHERE id = $1 RETURNING id`,
      [ids.otherUserId],
    )
  ).rows[0]?.id;
  ids.tierGroupId = (
    await db.query<{ id: number }>(
      'SELECT g.id FROM tier_groups g JOIN brands b ON b.id = g.brand_id WHERE b.company_name = $1 ORDER BY g.id LIMIT 1',
      [DEMO_BRAND],
    )
  ).rows[0]?.id;
  ids.demoOfferId = (
    await db.query<{ id: number }>(
      'SELECT o.id FROM offers o JOIN brands b ON b.id = o.brand_id WHERE b.company_name = $1 ORDER BY o.id LIMIT 1',
      [DEMO_BRAND],
    )
  ).rows[0]?.id;
  ids.invitationId = (
    await db.query<{ id: number }>(
      `INSERT INTO partner_applications (brand_id, offer_id, partner_id, kind)
       SELECT o.brand_id, o.id, (SELECT min(id) FROM partners), 'applied' FROM offers o JOIN brands b ON b.id = o.brand_id
        WHERE b.company_name = $1 ORDER BY o.id LIMIT 1 RETURNING id`,
      [DEMO_BRAND],
    )
  ).rows[0]?.id;
  ids.agencyContractId = (
    await db.query<{ id: number }>(
      'SELECT c.id FROM agency_contracts c JOIN brands b ON b.id = c.brand_id WHERE b.company_name = $1 ORDER BY c.id LIMIT 1',
      [DEMO_BRAND],
    )
  ).rows[0]?.id;
  const promo = await db.query<{ program_id: number; id: number }>(
    `SELECT c.program_id, c.id FROM promo_codes c JOIN brands b ON b.id = c.brand_id WHERE b.company_name = $1 ORDER BY c.id LIMIT 1`,
    [DEMO_BRAND],
  );
  ids.programId = promo.rows[0]?.program_id;
  ids.promoCodeId = promo.rows[0]?.id;
  ids.promoRequestId = (
    await db.query<{ id: number }>(
      `INSERT INTO promo_code_requests (brand_id, promo_code_id, partner_id)
       SELECT c.brand_id, c.id, (SELECT min(id) FROM partners) FROM promo_codes c WHERE c.id = $1 RETURNING id`,
      [ids.promoCodeId],
    )
  ).rows[0]?.id;
  ids.ticketId = (
    await db.query<{ id: number }>(
      `INSERT INTO tickets (brand_id, title, category) SELECT id, 'Demo Brand ticket', 'other' FROM brands WHERE company_name = $1 ORDER BY id LIMIT 1 RETURNING id`,
      [DEMO_BRAND],
    )
  ).rows[0]?.id;
  ids.invoiceId = (
    await db.query<{ id: number }>(
      `INSERT INTO invoices (brand_id, type, source_key, partner_id, party_name, currency, period_start, period_end, subtotal, vat, total, due_date)
       SELECT b.id, 'performance', 'walk', (SELECT min(id) FROM partners), 'Demo partner', 'USD', '2026-10-01', '2026-10-31', 10, 1, 11, current_date
         FROM brands b WHERE b.company_name = $1 ORDER BY b.id LIMIT 1 RETURNING id`,
      [DEMO_BRAND],
    )
  ).rows[0]?.id;
  ids.offerAssets = { groupId: a.group_id, questionnaireId: a.questionnaire_id, creativeId: a.creative_id, eventId: a.event_id };
  const brand = await createBrand(db, 'Walk Brand');
  await db.query('UPDATE brands SET fraud_detector = true WHERE id = $1', [brand]); // fraud detection needs the flag (decision 089)
  plainUser = await addUser(db, brand, { role: 'custom', permissions: levels({}, 0) });
  ownerUser = await addUser(db, brand, { role: 'owner' });
  for (const module of MODULE_KEYS) {
    const byLevel = {} as Record<Level, TestUser>;
    for (const level of LEVELS)
      byLevel[level] = await addUser(db, brand, { role: 'custom', permissions: levels({ [module]: level }), isAllPartner: true });
    usersByModule.set(module, byLevel);
  }
}, 120_000);

afterAll(async () => {
  printSummary();
  await app?.close();
  await closeDatabase?.();
});

function pathOf(e: Endpoint): string {
  return e.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(fillParam(name, ids))));
}

/** One request; event streams are cut after their status line, everything else read in full. */
async function hit(e: Endpoint, token?: string): Promise<{ status: number; text: string }> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  const init: RequestInit = { method: e.method, headers, signal: AbortSignal.timeout(10_000) };
  if (e.method !== 'GET' && e.method !== 'DELETE') {
    headers['content-type'] = 'application/json';
    init.body = '{}';
  }
  const res = await fetch(url + pathOf(e), init);
  if (res.headers.get('content-type')?.includes('event-stream')) {
    await res.body?.cancel();
    return { status: res.status, text: '' };
  }
  return { status: res.status, text: await res.text() };
}

const passedAuthorization = (status: number) => status !== 401 && status !== 403;

function assertNothingForeign(e: Endpoint, res: { status: number; text: string }): void {
  for (const marker of OTHER_BRAND_MARKERS) expect(res.text, `${e.id} leaked another brand's data`).not.toContain(marker);
  const key = `${e.method} ${e.path}`;
  if (e.path.includes(':') && e.access.kind !== 'public' && !NOT_BRAND_OWNED.has(key)) {
    expect(res.status >= 200 && res.status < 300, `${key} answered ${res.status} for another brand's id`).toBe(false);
  }
}

describe('authorization walk', () => {
  it('every registered /api route is a descriptor (or listed with its reason)', () => {
    const described = new Set(app.endpoints.map((e) => `${e.method} ${e.path}`));
    // HEAD routes are Fastify's automatic twins of GET routes
    const api = [...new Set(registered)].filter((r) => / \/api(\/|$)/.test(r) && !r.startsWith('HEAD '));
    const missing = api.filter((r) => !described.has(r) && !notDescriptor(r));
    expect(missing, 'routes outside the authorization table').toEqual([]);
    expect(app.endpoints.length).toBeGreaterThan(0);
  });

  it('every descriptor: 401 signed out unless public; levels 0 / 2 / 15 as declared; no other brand’s data', async () => {
    for (const e of app.endpoints) {
      const row: Row = { key: `${e.method} ${e.path}`, access: accessLabel(e), levels: {} };
      summary.push(row);
      const anon = await hit(e);
      row.anon = anon.status;
      if (row.key in SELF_AUTHENTICATED) {
        expect(anon.status, `${row.key} without its own credential`).toBe(401);
        row.access = 'own credential';
      } else if (e.access.kind === 'public') expect(anon.status, `${row.key} is public`).not.toBe(401);
      else expect(anon.status, `${row.key} signed out`).toBe(401);

      const roleRule = HANDLER_ROLE_RULES[row.key];
      if (roleRule) {
        const refused = await hit(e, await tokenFor(db, plainUser));
        row.levels[0] = refused.status;
        expect(refused.status, `${row.key} for a non-${roleRule.role}`).toBe(403);
        expect(JSON.parse(refused.text).code).toBe(roleRule.code);
        const owner = await hit(e, await tokenFor(db, ownerUser));
        row.levels[15] = owner.status;
        expect(passedAuthorization(owner.status), `${row.key} for the ${roleRule.role} answered ${owner.status}`).toBe(true);
        assertNothingForeign(e, owner);
        row.access += ` +${roleRule.role}`;
      } else if (e.access.kind === 'user') {
        // every module at 0: a plain signed-in user must still get through
        const res = await hit(e, await tokenFor(db, plainUser));
        row.levels[0] = res.status;
        expect(passedAuthorization(res.status), `${row.key} for any user answered ${res.status}`).toBe(true);
        assertNothingForeign(e, res);
      }
      if (e.access.kind === 'module' && !roleRule) {
        const { module, level: needed } = e.access;
        for (const level of LEVELS) {
          const res = await hit(e, await tokenFor(db, usersByModule.get(module)![level]));
          row.levels[level] = res.status;
          const allowed = level >= needed && level > 0;
          expect(res.status === 403, `${row.key} at ${module}=${level} answered ${res.status}`).toBe(!allowed);
          expect(res.status, `${row.key} at ${module}=${level}`).not.toBe(401);
          if (allowed) assertNothingForeign(e, res);
        }
      }
      if (e.access.kind === 'public') assertNothingForeign(e, anon);
      expect(anon.status, `${row.key} crashed`).toBeLessThan(500);
    }
  }, 120_000);
});

function accessLabel(e: Endpoint): string {
  return e.access.kind === 'module' ? `${e.access.module}≥${e.access.level}` : e.access.kind;
}

function printSummary(): void {
  if (summary.length === 0) return;
  const cell = (v: Outcome | undefined) => (v === undefined ? '·' : String(v)).padEnd(5);
  const width = Math.max(...summary.map((r) => r.key.length));
  const lines = [
    `${'route'.padEnd(width)}  ${'access'.padEnd(18)} anon  L0    L2    L15`,
    ...summary.map(
      (r) =>
        `${r.key.padEnd(width)}  ${r.access.padEnd(18)} ${cell(r.anon)} ${cell(r.levels[0])} ${cell(r.levels[2])} ${cell(r.levels[15])}`,
    ),
  ];
  console.log(`Authorization walk (${summary.length} descriptors):\n${lines.join('\n')}`);
}

// ——— Partner scope (docs/decisions/053-partner-scope.md) ———
/*
 * An employee without the all-partner flag sees only the partners assigned to them (spec 3 §6). Every
 * route that deals in partners — detected by `partnerReason`: a partner path, or a partner key in its
 * parameters, query, body or answer schema — is either PARTNER_SCOPED, with the case that proves the
 * scope on a brand with an assigned and an unassigned partner (tests/support/api/partner-scope.ts), or
 * NOT_PARTNER_SCOPED with its reason. A new partner route that is neither fails the walk. Routes the
 * detection cannot see (aggregates without partner keys) are listed in PARTNER_SCOPED all the same.
 */
const REPORT = '/api/report/advertiser';
const q = (query: Record<string, string | number>): ScopeRequest => ({ query });
const CC = '/api/invoice/advertiser';
const crossCheckPeriod = (s: ScopeWorld): ScopeRequest => q(s.crossCheckPeriod);
const PARTNER_SCOPED: Record<string, PartnerCase> = {
  // cross-check (decision 090): records per partner, the overview sums them
  [`GET ${CC}/cross-check-detail`]: { kind: 'rows', request: crossCheckPeriod },
  [`GET ${CC}/cross-check/export`]: { kind: 'rows', request: crossCheckPeriod },
  [`GET ${CC}/cross-check`]: {
    kind: 'sum',
    read: (res) => dataOf<{ items: { pending_count: number }[] }>(res).items.reduce((n, r) => n + r.pending_count, 0),
    assigned: TRAFFIC.assigned.conversions,
    both: TRAFFIC.assigned.conversions + TRAFFIC.hidden.conversions,
  },
  [`PUT ${CC}/cross-check/:crossCheckId/status`]: {
    kind: 'id',
    request: (id, s) => ({ path: { crossCheckId: s.crossChecks[id]! }, body: { action: 'finalize' } }),
  },
  [`PUT ${CC}/cross-check/:crossCheckId/arrears`]: {
    kind: 'id',
    request: (id, s) => ({ path: { crossCheckId: s.crossChecks[id]! }, body: { arrears: '1.5' } }),
  },
  [`POST ${CC}/cross-check/lock`]: {
    kind: 'id',
    request: (id, s) => ({ body: { ids: [s.crossChecks[id]!] } }),
    refused: (res) => dataOf<{ results: { outcome: string }[] }>(res).results.every((r) => r.outcome === 'not_found'),
  },
  // promo codes (decision 082): a private code owned by a partner out of scope is hidden, as are its requests
  'GET /api/discount-programs/:programId/promo-codes': { kind: 'rows', request: (s) => ({ path: { programId: s.program } }) },
  'GET /api/promo-codes/:promoCodeId': { kind: 'id', request: (id, s) => ({ path: { promoCodeId: s.promoCodes[id]! } }) },
  'PUT /api/promo-codes/:promoCodeId': {
    kind: 'id',
    request: (id, s) => ({
      path: { promoCodeId: s.promoCodes[id]! },
      body: { name: 'Scope code', usage_limit: null, access_method: 'private', status: 'active' },
    }),
  },
  'GET /api/discount-programs/:programId/requests': { kind: 'rows', request: (s) => ({ path: { programId: s.program } }) },
  // approving twice is refused (409 request_decided, or promo_code_taken once another was approved) only once in scope
  'PUT /api/promo-code-requests/:requestId': {
    kind: 'id',
    request: (id, s) => ({ path: { requestId: s.promoRequests[id]! }, body: { action: 'approve' } }),
  },
  'GET /api/partners': { kind: 'rows' },
  // partner management (decision 051)
  'GET /api/partners/:partnerId': { kind: 'id', request: (id) => ({ path: { partnerId: id } }) },
  'GET /api/partners/:partnerId/contracts': { kind: 'id', request: (id) => ({ path: { partnerId: id } }) },
  // pausing a paused partner is refused by its chart (409) only once the partner is in scope
  'PUT /api/partners/:partnerId/working-mode': { kind: 'id', request: (id) => ({ path: { partnerId: id }, body: { action: 'pause' } }) },
  // the assigned partner keeps its managing employee and the other stays without one: later cases see the same world
  'PUT /api/partners/:partnerId/manager': {
    kind: 'id',
    request: (id, s) => ({ path: { partnerId: id }, body: { manager_id: id === s.assigned ? s.managed.id : 0 } }),
  },
  'GET /api/partners/export': { kind: 'rows' },
  // per-row outcomes: a partner out of scope is refused as not found, the others change
  'POST /api/partners/working-mode': {
    kind: 'id',
    request: (id) => ({ body: { partner_ids: [id], action: 'pause' } }),
    refused: (res) => dataOf<{ results: { reason: string | null }[] }>(res).results.every((r) => r.reason === 'partner_not_found'),
  },
  'POST /api/partners/manager': {
    kind: 'id',
    request: (id, s) => ({ body: { partner_ids: [id], manager_id: id === s.assigned ? s.managed.id : 0 } }),
    refused: (res) => dataOf<{ results: { reason: string | null }[] }>(res).results.every((r) => r.reason === 'partner_not_found'),
  },
  'PUT /api/partners/:partnerId/tags': { kind: 'id', request: (id) => ({ path: { partnerId: id }, body: { tags: ['Scoped'] } }) },
  // applications and invitations (decision 054)
  'GET /api/partners/invitations': { kind: 'rows' },
  'GET /api/partners/invitations/:invitationId': { kind: 'id', request: (id, s) => ({ path: { invitationId: s.applications[id]! } }) },
  // approving an approved application is refused by its chart (409) only once the partner is in scope
  'PUT /api/partners/invitations/:invitationId/status': {
    kind: 'id',
    request: (id, s) => ({ path: { invitationId: s.applications[id]! }, body: { action: 'approve' } }),
  },
  // a partner out of scope cannot be invited: it is "not found", as an unknown id
  'POST /api/partners/invitations': {
    kind: 'id',
    request: (id, s) => ({ body: { offer_ids: [s.offer], partner_ids: [id] } }),
    refused: (res) => JSON.parse(res.text).code === 'partner_not_found',
  },
  'GET /api/search/partners': { kind: 'rows' },
  'GET /api/search/contracts': { kind: 'rows' },
  'GET /api/partners/contracts/:contractId': { kind: 'id', request: (id, s) => ({ path: { contractId: s.contracts[id]! } }) },
  // the partner-contract screen (decision 074): the list, a contract's budget usage, draw-up per pair
  'GET /api/partners/contracts': { kind: 'rows' },
  'GET /api/partners/contracts/:contractId/usage': { kind: 'id', request: (id, s) => ({ path: { contractId: s.contracts[id]! } }) },
  // in scope the pair is refused contract_exists (the world's live contract); out of scope "not joined"
  'POST /api/partners/contracts/draw-up': {
    kind: 'id',
    request: (id, s) => ({ body: { offer_ids: [s.offer], partner_ids: [id] } }),
    refused: (res) => dataOf<{ items: { reason: string | null }[] }>(res).items.every((r) => r.reason === 'partner_not_joined'),
  },
  // approving an approved contract is refused by its chart (409) only once the partner is in scope
  'PUT /api/partners/contracts/:contractId/status': {
    kind: 'id',
    request: (id, s) => ({ path: { contractId: s.contracts[id]! }, body: { action: 'approve' } }),
  },
  // a live contract exists (409) for a partner in scope; out of scope the partner is "not joined" (409 partner_not_joined)
  'POST /api/partners/contracts': {
    kind: 'id',
    request: (id, s) => ({ body: { offer_id: s.offer, partner_id: id } }),
    refused: (res) => res.status === 409 && JSON.parse(res.text).code === 'partner_not_joined',
  },
  [`GET ${REPORT}/publisher`]: { kind: 'rows' },
  [`GET ${REPORT}/publisher/export`]: { kind: 'rows' },
  [`GET ${REPORT}/offer`]: {
    kind: 'sum',
    read: (res) => dataOf<{ totals: { current: { clicks: number } } }>(res).totals.current.clicks,
    assigned: TRAFFIC.assigned.clicks,
    both: TRAFFIC.assigned.clicks + TRAFFIC.hidden.clicks,
  },
  [`GET ${REPORT}/offer/export`]: {
    kind: 'sum',
    // the totals line: ",Total,<clicks>,…"
    read: (res) => Number(res.text.trim().split(/\r?\n/).at(-1)!.split(',')[2]),
    assigned: TRAFFIC.assigned.clicks,
    both: TRAFFIC.assigned.clicks + TRAFFIC.hidden.clicks,
  },
  [`GET ${REPORT}/detail`]: { kind: 'id', request: (id, s) => q({ offer_id: s.offer, partner_id: id }) },
  [`GET ${REPORT}/detail/export`]: { kind: 'id', request: (id, s) => q({ offer_id: s.offer, partner_id: id }) },
  // the discount-program report (decision 085): the world's conversions carry their partner's code
  [`GET ${REPORT}/discount-program/detail`]: { kind: 'rows' },
  [`GET ${REPORT}/discount-program/export/detail`]: { kind: 'rows' },
  [`GET ${REPORT}/discount-program/overview`]: {
    kind: 'sum',
    read: (res) => dataOf<{ totals: { conversions: number } }>(res).totals.conversions,
    assigned: 1,
    both: 3,
  },
  [`GET ${REPORT}/conversion`]: { kind: 'rows' },
  [`GET ${REPORT}/conversion/export`]: { kind: 'rows' },
  // per-id outcomes: a conversion of a partner out of scope is not found
  [`POST ${REPORT}/conversion/action`]: {
    kind: 'id',
    request: (id, s) => ({ body: { ids: id === s.assigned ? s.conversions.assigned : s.conversions.hidden, action: 'organic' } }),
    refused: (res) => res.status === 200 && dataOf<{ results: { outcome: string }[] }>(res).results.every((r) => r.outcome === 'not_found'),
  },
  [`GET ${REPORT}/dashboard/overview-statistic`]: {
    kind: 'sum',
    read: (res) => Number(dataOf<{ current: { clicks: number | string } }>(res).current.clicks),
    assigned: TRAFFIC.assigned.clicks,
    both: TRAFFIC.assigned.clicks + TRAFFIC.hidden.clicks,
  },
  [`GET ${REPORT}/dashboard/top-statistic`]: { kind: 'rows', request: () => q({ by: 'partner', metric: 'clicks' }) },
  // fraud detection (decision 089): the counted rows, and the partner rows of the export
  ...Object.fromEntries(
    ['chart-detection-area', 'statistic'].map((p): [string, PartnerCase] => [
      `GET ${REPORT}/fraud-detection/${p}`,
      {
        kind: 'sum',
        read: (res) => dataOf<{ total: number }>(res).total,
        assigned: TRAFFIC.assigned.clicks,
        both: TRAFFIC.assigned.clicks + TRAFFIC.hidden.clicks,
      },
    ]),
  ),
  [`GET ${REPORT}/fraud-detection/report`]: {
    kind: 'sum',
    read: (res) => dataOf<{ totals: { total: number } }>(res).totals.total,
    assigned: TRAFFIC.assigned.clicks,
    both: TRAFFIC.assigned.clicks + TRAFFIC.hidden.clicks,
  },
  [`GET ${REPORT}/fraud-detection/export`]: { kind: 'rows', request: () => q({ group_by: 'partner' }) },
  'GET /api/reports/event-log': { kind: 'rows' },
  'GET /api/reports/event-log/export': { kind: 'rows' },
  'GET /api/reports/server-log': { kind: 'rows' },
  'GET /api/reports/server-log/export': { kind: 'rows' },
  'GET /api/user/adv/notifications': { kind: 'rows' },
  'GET /api/user/adv/unread-notifications': {
    kind: 'sum',
    read: (res) => dataOf<{ total_unread: number }>(res).total_unread,
    assigned: 1,
    both: 2,
  },
  'POST /api/offers/list': {
    kind: 'sum',
    read: (res, s) => dataOf<{ items: { id: number; total_partners: number }[] }>(res).items.find((o) => o.id === s.offer)!.total_partners,
    assigned: 1,
    both: 2,
  },
  'GET /api/markets/partners/:partnerId/performance': {
    kind: 'zeroed',
    request: (id) => ({ path: { partnerId: id } }),
    read: (res) => dataOf<{ brand: { clicks: number } }>(res).brand.clicks,
  },
  'GET /api/markets/partners/:partnerId/offers': {
    kind: 'zeroed',
    request: (id) => ({ path: { partnerId: id } }),
    read: (res) => dataOf<{ items: { working: boolean }[] }>(res).items.filter((o) => o.working).length,
  },
  // invoices (decision 092): performance invoices are a partner's figures; platform and retainer name none
  'GET /api/invoices': { kind: 'rows' },
  'GET /api/invoices/export': { kind: 'rows' },
  'GET /api/invoices/bonus-arrears': { kind: 'rows' },
  'GET /api/invoices/:invoiceId': { kind: 'id', request: (id, s) => ({ path: { invoiceId: s.invoices[id]! } }) },
  'GET /api/invoices/:invoiceId/download-pdf': { kind: 'id', request: (id, s) => ({ path: { invoiceId: s.invoices[id]! } }) },
  // paying twice is refused by the invoice machine (409) only once the invoice is in scope
  'PUT /api/invoices/:invoiceId/status': {
    kind: 'id',
    request: (id, s) => ({ path: { invoiceId: s.invoices[id]! }, body: { action: 'pay' } }),
  },
  'GET /api/markets/featured': {
    kind: 'sum',
    read: (res) => dataOf<{ banners: { key: string; value: number }[] }>(res).banners.find((b) => b.key === 'brand_clicks_30d')!.value,
    assigned: TRAFFIC.assigned.clicks,
    both: TRAFFIC.assigned.clicks + TRAFFIC.hidden.clicks,
  },
};
/** Routes that deal in partners but show no partner data of the brand beyond the caller's scope. Each needs a reason. */
const NOT_PARTNER_SCOPED: Record<string, string> = {
  [`POST ${CC}/cross-check`]:
    'creates records only for the caller’s partners; its answer lists only those it created (proved in server/cross-check/cross-check.api.test.ts)',
  'POST /api/discount-programs/:programId/promo-codes': 'new promo codes belong to no partner (partner is null)',
  'GET /api/partners/manager-options': 'the brand users who may manage partners: no partner data',
  // the caller's own assignment list, and employee management, which sets the assignments
  'GET /api/user/me': 'the caller’s own partner_ids',
  'GET /api/user/adv/info': 'the caller’s own partner_ids',
  'PUT /api/user/adv/info/basic-info': 'the caller’s own partner_ids',
  'PUT /api/user/first-login': 'the caller’s own partner_ids',
  'PUT /api/user/adv/info/first-login/:step': 'the caller’s own partner_ids',
  'PUT /api/user/adv/info/payment-info': 'the caller’s own partner_ids',
  'PUT /api/user/adv/info/public-info': 'the caller’s own partner_ids',
  'PUT /api/user/adv/system-settings': 'the caller’s own partner_ids',
  'PUT /api/user/adv/timezone-report': 'the caller’s own partner_ids',
  'GET /api/user/brand/workspace/brand-user/:id': 'employee management (module employee): assigning partners is its job',
  'POST /api/user/brand/workspace/brand-user': 'employee management (module employee): assigning partners is its job',
  'PUT /api/user/brand/workspace/brand-user/:id': 'employee management (module employee): assigning partners is its job',
  'PUT /api/user/brand/brand-user/partner-managements': 'employee management (module employee): assigning partners is its job',
  // marketplace profiles are public to every brand (decision 048); the brand's own figures are scoped above
  'GET /api/markets/partners/:partnerId': 'public marketplace profile',
  'GET /api/markets/partners/:partnerId/reviews': 'public marketplace reviews',
  'POST /api/markets/partners/:partnerId/reviews': 'a review of a public profile',
  'PUT /api/markets/partners/:partnerId/favorite': 'favourites of public profiles',
  'DELETE /api/markets/partners/:partnerId/favorite': 'favourites of public profiles',
  'POST /api/markets/partners': 'the public marketplace list',
  // an offer's private payouts are terms of the offer (partner ids and amounts), and changing an offer
  // needs the all-partner flag (spec 3 §6); filtering them would let a save drop the hidden ones
  'POST /api/offers': 'offer terms: private payouts',
  'GET /api/offers/:id': 'offer terms: private payouts',
  'GET /api/offers/uuid/:uuid': 'offer terms: private payouts',
  'DELETE /api/offers/:id': 'offer terms: private payouts',
  'POST /api/offers/:id/duplicate': 'offer terms: private payouts',
  'PUT /api/offers/:id/status': 'offer terms: private payouts',
  'PUT /api/offers/:id/visibility': 'offer terms: private payouts',
  'PUT /api/offers/working-mode': 'offer terms: private payouts',
  'PUT /api/offers/:id/creative': 'offer terms: private payouts',
  'PUT /api/offers/:id/general': 'offer terms: private payouts',
  'PUT /api/offers/:id/schedule-budget': 'offer terms: private payouts',
  'PUT /api/offers/:id/targeting': 'offer terms: private payouts',
  'PUT /api/offers/:id/tracking-and-control': 'offer terms: private payouts',
};

describe('partner scope walk', () => {
  let s: ScopeWorld;
  const tokens = new Map<string, string>();
  beforeAll(async () => {
    s = await scopeWorld(db);
    await db.query('UPDATE brands SET fraud_detector = true WHERE id = $1', [s.brandId]);
    for (const u of [s.limited, s.managed, s.allPartner]) tokens.set(u.email, await tokenFor(db, u));
  }, 60_000);

  async function ask(key: string, r: ScopeRequest, email: string): Promise<ScopeAnswer> {
    const e = app.endpoints.find((x) => `${x.method} ${x.path}` === key)!;
    const path = e.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(r.path?.[name])));
    const search = r.query ? `?${new URLSearchParams(Object.entries(r.query).map(([k, v]) => [k, String(v)]))}` : '';
    const headers: Record<string, string> = { authorization: `Bearer ${tokens.get(email)}` };
    const init: RequestInit = { method: e.method, headers, signal: AbortSignal.timeout(10_000) };
    if (e.method !== 'GET' && e.method !== 'DELETE') {
      headers['content-type'] = 'application/json';
      init.body = JSON.stringify(r.body ?? {});
    }
    const res = await fetch(url + path + search, init);
    return { status: res.status, text: await res.text() };
  }

  it('every route that deals in partners is partner-scoped (with a case) or listed with its reason', () => {
    const keys = new Set(app.endpoints.map((e) => `${e.method} ${e.path}`));
    for (const listed of [...Object.keys(PARTNER_SCOPED), ...Object.keys(NOT_PARTNER_SCOPED)])
      expect(keys.has(listed), `${listed} is listed but is no route`).toBe(true);
    const unlisted = app.endpoints
      // tier groups and offer management prove their scope in their own block below, which fails on a route without a case
      .filter((e) => !TIER_SCOPED_FEATURES.some((f) => e.id.startsWith(f)))
      .map((e) => ({ key: `${e.method} ${e.path}`, why: partnerReason(e, jsonSchema as never) }))
      .filter((r) => r.why !== null && !(r.key in PARTNER_SCOPED) && !(r.key in NOT_PARTNER_SCOPED))
      .map((r) => `${r.key} (${r.why})`);
    expect(unlisted, 'partner routes without a partner case or a reason').toEqual([]);
  });

  it('an employee without the all-partner flag gets only the assigned partner; with the flag both', async () => {
    const through = (r: ScopeAnswer) => r.status !== 401 && r.status !== 403 && r.status !== 404 && r.status < 500;
    const limitedOnes = [s.limited.email, s.managed.email];
    // reads first: the writes below may change what they see
    const entries = Object.entries(PARTNER_SCOPED).sort(([a], [b]) => Number(!a.startsWith('GET ')) - Number(!b.startsWith('GET ')));
    for (const [key, c] of entries) {
      if (c.kind === 'id') {
        const refused = c.refused ?? ((r: ScopeAnswer) => r.status === 404);
        for (const who of limitedOnes) {
          const hidden = await ask(key, c.request(s.hidden, s), who);
          expect
            .soft(refused(hidden), `${key}: the unassigned partner for ${who} answered ${hidden.status} ${hidden.text.slice(0, 200)}`)
            .toBe(true);
          const mine = await ask(key, c.request(s.assigned, s), who);
          expect
            .soft(
              through(mine) && !refused(mine),
              `${key}: the assigned partner for ${who} answered ${mine.status} ${mine.text.slice(0, 200)}`,
            )
            .toBe(true);
        }
        const all = await ask(key, c.request(s.hidden, s), s.allPartner.email);
        expect.soft(through(all) && !refused(all), `${key}: all-partner answered ${all.status} ${all.text.slice(0, 200)}`).toBe(true);
      } else if (c.kind === 'rows') {
        const r = c.request?.(s) ?? {};
        for (const who of limitedOnes) {
          const res = await ask(key, r, who);
          expect.soft(res.status, `${key} for ${who}`).toBe(200);
          expect.soft(mentions(res.text, s.assigned, ASSIGNED_NAME), `${key}: the assigned partner missing for ${who}`).toBe(true);
          expect.soft(mentions(res.text, s.hidden, HIDDEN_NAME), `${key}: the unassigned partner leaked to ${who}`).toBe(false);
        }
        const all = await ask(key, r, s.allPartner.email);
        expect
          .soft(mentions(all.text, s.assigned, ASSIGNED_NAME) && mentions(all.text, s.hidden, HIDDEN_NAME), `${key}: all-partner sees both`)
          .toBe(true);
      } else if (c.kind === 'sum') {
        const r = c.request?.(s) ?? {};
        for (const who of limitedOnes) expect.soft(c.read(await ask(key, r, who), s), `${key} for ${who}`).toBe(c.assigned);
        expect.soft(c.read(await ask(key, r, s.allPartner.email), s), `${key} for all-partner`).toBe(c.both);
      } else {
        for (const who of limitedOnes) {
          expect.soft(c.read(await ask(key, c.request(s.hidden, s), who)), `${key}: the unassigned partner's figure for ${who}`).toBe(0);
          expect
            .soft(c.read(await ask(key, c.request(s.assigned, s), who)), `${key}: the assigned partner's figure for ${who}`)
            .toBeGreaterThan(0);
        }
        expect.soft(c.read(await ask(key, c.request(s.hidden, s), s.allPartner.email)), `${key}: all-partner`).toBeGreaterThan(0);
      }
    }
  }, 120_000);
});

/*
 * Partner scope of tier groups and offer management (issue 16 item 2, docs/decisions/052): in one
 * brand, an employee with every module at 15 but without the all-partner flag, assigned partner A
 * and not partner U, against an all-partner employee. Each partner-scoped route of these features
 * has its case here, and the walk fails when a route of the two features has none.
 */
const TIER_SCOPED_FEATURES = ['tierGroups.', 'managementOffers.'];
describe('authorization walk: assigned / unassigned partner (tier groups, offer management)', () => {
  it('the scoped employee gets the assigned partner and never the unassigned one; the all-partner employee gets both', async () => {
    const brandId = await createBrand(db, 'Scope Walk Brand');
    const scoped = await addUser(db, brandId, { role: 'custom', permissions: levels({}), isAllPartner: false });
    const all = await addUser(db, brandId, { role: 'custom', permissions: levels({}), isAllPartner: true });
    const assigned = (await joinedPartner(db, brandId)).id;
    const unassigned = (await joinedPartner(db, brandId)).id;
    await db.query('INSERT INTO brand_user_partners (brand_user_id, brand_id, partner_id) VALUES ($1, $2, $3)', [
      scoped.id,
      brandId,
      assigned,
    ]);
    const groupId = (
      await db.query<{ id: number }>("INSERT INTO tier_groups (brand_id, name) VALUES ($1, 'Scope walk') RETURNING id", [brandId])
    ).rows[0]!.id;
    await db.query('UPDATE brand_partners SET tier_group_id = $2 WHERE brand_id = $1', [brandId, groupId]);
    const offerId = (
      await db.query<{ id: number }>(
        "INSERT INTO offers (brand_id, name, vertical_id, channel_id, payout_model_id, revenue_model_id, short_code) VALUES ($1, 'Scope walk offer', 1, 1, 1, 1, 'scopewalk') RETURNING id",
        [brandId],
      )
    ).rows[0]!.id;
    for (const partnerId of [assigned, unassigned])
      await db.query("INSERT INTO partner_contracts (brand_id, offer_id, partner_id, status) VALUES ($1, $2, $3, 'approved')", [
        brandId,
        offerId,
        partnerId,
      ]);

    const req = async (user: TestUser, method: string, path: string, body?: unknown) => {
      const res = await fetch(url + path, {
        method,
        headers: { authorization: `Bearer ${await tokenFor(db, user)}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      return { status: res.status, data: ((await res.json()) as { data?: Record<string, unknown> }).data ?? {} };
    };
    const partnerIds = (data: Record<string, unknown>) =>
      (data.items as { id?: number; partner_id?: number }[]).map((r) => r.id ?? r.partner_id);
    const groupCount = (data: Record<string, unknown>) =>
      (data.items as { id: number; member_count: number }[]).find((g) => g.id === groupId)?.member_count;
    const offerTotal = (data: Record<string, unknown>) =>
      (data.items as { id: number; total: number }[]).find((o) => o.id === offerId)?.total;

    /** endpoint id → the check, run for the scoped employee (sees A only) and the all-partner one (sees A and U) */
    const cases: Record<string, () => Promise<void>> = {
      'tierGroups.list': async () => {
        expect(groupCount((await req(scoped, 'GET', '/api/partners/tier-groups')).data)).toBe(1);
        expect(groupCount((await req(all, 'GET', '/api/partners/tier-groups')).data)).toBe(2);
      },
      'tierGroups.members.list': async () => {
        expect(partnerIds((await req(scoped, 'GET', `/api/partners/tier-groups/${groupId}/members`)).data)).toEqual([assigned]);
        expect(partnerIds((await req(all, 'GET', `/api/partners/tier-groups/${groupId}/members`)).data).sort()).toEqual(
          [assigned, unassigned].sort(),
        );
      },
      'tierGroups.members.remove': async () => {
        expect(
          (await req(scoped, 'POST', `/api/partners/tier-groups/${groupId}/members/remove`, { partner_ids: [unassigned] })).status,
        ).toBe(422);
        expect((await req(scoped, 'POST', `/api/partners/tier-groups/${groupId}/members/remove`, { partner_ids: [assigned] })).status).toBe(
          200,
        );
        expect((await req(all, 'POST', `/api/partners/tier-groups/${groupId}/members/remove`, { partner_ids: [unassigned] })).status).toBe(
          200,
        );
      },
      'tierGroups.members.add': async () => {
        expect((await req(scoped, 'POST', `/api/partners/tier-groups/${groupId}/members`, { partner_ids: [unassigned] })).status).toBe(422);
        expect((await req(scoped, 'POST', `/api/partners/tier-groups/${groupId}/members`, { partner_ids: [assigned] })).status).toBe(200);
        expect((await req(all, 'POST', `/api/partners/tier-groups/${groupId}/members`, { partner_ids: [unassigned] })).status).toBe(200);
      },
      'managementOffers.list': async () => {
        expect(offerTotal((await req(scoped, 'GET', '/api/partners/offers')).data)).toBe(1);
        expect(offerTotal((await req(all, 'GET', '/api/partners/offers')).data)).toBe(2);
      },
      'managementOffers.get': async () => {
        expect((await req(scoped, 'GET', `/api/partners/offers/${offerId}`)).data.total).toBe(1);
        expect((await req(all, 'GET', `/api/partners/offers/${offerId}`)).data.total).toBe(2);
      },
      'managementOffers.partners': async () => {
        expect(partnerIds((await req(scoped, 'GET', `/api/partners/offers/${offerId}/partners`)).data)).toEqual([assigned]);
        expect(partnerIds((await req(all, 'GET', `/api/partners/offers/${offerId}/partners`)).data).sort()).toEqual(
          [assigned, unassigned].sort(),
        );
      },
    };
    /** routes of the two features that return or change no partner rows (the group itself, for the whole brand) */
    const notPartnerScoped = new Set(['tierGroups.create', 'tierGroups.update', 'tierGroups.delete']);
    const routes = app.endpoints.filter((e) => TIER_SCOPED_FEATURES.some((f) => e.id.startsWith(f))).map((e) => e.id);
    expect(
      routes.filter((id) => !(id in cases) && !notPartnerScoped.has(id)),
      'partner-scoped routes without a case',
    ).toEqual([]);
    for (const id of routes) await cases[id]?.();
  }, 60_000);
});

// ——— The agency inside a brand (docs/decisions/077-agencies-inside-a-brand.md) ———
/*
 * An agency that entered a brand acts with exactly its contract's module levels through the same
 * guard: for every descriptor, the account's own endpoints (agencyMayCall) answer 403
 * agency_not_allowed at every level; a module-guarded one answers 403 at level 0, lets level 2 through
 * exactly when it needs ≤ 2, and level 15 always; a signed-in-user one lets it through; and, as for
 * the employees above, nothing of another brand (the demo brand's ids in every path) comes back.
 * One contract per module and level (that module at the level, every other at 15), as the employees'.
 */
describe('authorization walk: an agency inside the brand', () => {
  const insideByModule = new Map<ModuleKey, Record<Level, AgencyInside>>();
  let agencyBrandId: number;
  beforeAll(async () => {
    agencyBrandId = await createBrand(db, 'Agency Walk Brand');
    await db.query('UPDATE brands SET fraud_detector = true WHERE id = $1', [agencyBrandId]);
    for (const module of MODULE_KEYS) {
      const byLevel = {} as Record<Level, AgencyInside>;
      for (const level of LEVELS) byLevel[level] = await agencySessionFor(db, agencyBrandId, levels({ [module]: level }));
      insideByModule.set(module, byLevel);
    }
  }, 120_000);
  /** A fresh brand session under the same contract (a route may end the session it was called with: logout). */
  const tokenOf = async (a: AgencyInside) =>
    (
      await startSession(db, { id: a.standInId, brand_id: agencyBrandId }, authSettings(db), {
        contractId: a.contractId,
        agencyUserId: a.agencyUser.id,
      })
    ).access_token;

  it('every descriptor: refused when it is the account’s own, else exactly the contract’s levels; no other brand’s data', async () => {
    let refused = 0;
    for (const e of app.endpoints) {
      const key = `${e.method} ${e.path}`;
      if (e.access.kind === 'public') continue;
      const module: ModuleKey = e.access.kind === 'module' ? e.access.module : 'dashboard';
      for (const level of LEVELS) {
        const res = await hit(e, await tokenOf(insideByModule.get(module)![level]));
        expect(res.status, `${key} for the agency at ${module}=${level}`).not.toBe(401);
        if (!agencyMayCall(e)) {
          expect([res.status, JSON.parse(res.text).code], `${key} is the account's own`).toEqual([403, 'agency_not_allowed']);
          continue;
        }
        const allowed = e.access.kind !== 'module' || (level >= e.access.level && level > 0);
        expect(res.status === 403, `${key} for the agency at ${module}=${level} answered ${res.status}`).toBe(!allowed);
        if (allowed) assertNothingForeign(e, res);
        expect(res.status, `${key} crashed for the agency`).toBeLessThan(500);
      }
      if (!agencyMayCall(e)) refused++;
    }
    // the list of decision 077 is in force, not vacuous
    expect(refused).toBeGreaterThan(10);
  }, 240_000);
});
