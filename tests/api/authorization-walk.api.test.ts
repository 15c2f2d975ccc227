import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '../../src/domain/contract.ts';
import { LEVELS, MODULE_KEYS, type Level, type ModuleKey } from '../../src/domain/permissions.ts';
import { buildApp } from '../../server/app.ts';
import { testConfig } from '../../server/config.ts';
import type { Db } from '../../server/db/pool.ts';
import { DEMO_BRAND, seedDemo } from '../../server/demo/seed.ts';
import { addUser, createBrand, levels, tokenFor, type TestUser } from '../support/api/employees.ts';
import { features } from '../../server/features.ts';
import type { Feature } from '../../server/http/route.ts';
import { ONBOARDING_ERRORS } from '../../src/domain/onboarding/contract.ts';
import { DOWNLOAD_PATH, UPLOAD_PATH } from '../../server/storage/local.ts';
import { openTestDatabase } from '../support/api/app.ts';
import { joinedPartner } from '../support/api/partners.ts';

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
  ({ db, close: closeDatabase } = await openTestDatabase());
  await seedDemo(db);
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
  ids.offerAssets = { groupId: a.group_id, questionnaireId: a.questionnaire_id, creativeId: a.creative_id, eventId: a.event_id };
  const brand = await createBrand(db, 'Walk Brand');
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

/**
 * Partner scope (spec 3 §6, issue 16 item 3): routes taking a partner id of the brand. An employee
 * with full management but without the all-partner flag gets through for a partner assigned to them
 * and 404 for one that is not — the same answer as for a partner that does not exist.
 */
const PARTNER_SCOPED: Record<string, (partnerId: number) => unknown> = {
  'GET /api/partners/:partnerId': () => undefined,
  'GET /api/partners/:partnerId/contracts': () => undefined,
  'PUT /api/partners/:partnerId/working-mode': () => ({ action: 'pause' }),
  'PUT /api/partners/:partnerId/manager': () => ({ manager_id: 0 }),
  'PUT /api/partners/:partnerId/tags': () => ({ tags: ['Scoped'] }),
};

describe('partner scope: assigned and unassigned partners', () => {
  it('an employee without the all-partner flag reaches assigned partners and gets 404 for the others', async () => {
    const brandId = await createBrand(db, 'Scope Brand');
    const assigned = await joinedPartner(db, brandId);
    const unassigned = await joinedPartner(db, brandId);
    const employee = await addUser(db, brandId, { role: 'custom', permissions: levels({}), isAllPartner: false });
    await db.query('INSERT INTO brand_user_partners (brand_user_id, brand_id, partner_id) VALUES ($1, $2, $3)', [
      employee.id,
      brandId,
      assigned.id,
    ]);
    const token = await tokenFor(db, employee);
    const send = (key: string, partnerId: number) => {
      const [method, path] = key.split(' ') as [string, string];
      const body = PARTNER_SCOPED[key]!(partnerId);
      return fetch(url + path.replace(':partnerId', String(partnerId)), {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    };
    const described = new Set(app.endpoints.map((e) => `${e.method} ${e.path}`));
    for (const key of Object.keys(PARTNER_SCOPED)) {
      expect(described.has(key), `${key} is a descriptor`).toBe(true);
      expect((await send(key, assigned.id)).status, `${key} for an assigned partner`).toBe(200);
      expect((await send(key, unassigned.id)).status, `${key} for an unassigned partner`).toBe(404);
    }
  });
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
