import { NOTIFICATION_CASE } from '../../../src/domain/notifications/cases.ts';
import type { Db } from '../../../server/db/pool.ts';
import { notify } from '../../../server/notifications/notify.ts';
import { addUser, levels, type TestUser } from './employees.ts';
import { ago, seed, world, type World } from './reports.ts';
import { insertServerLog } from './tracking-logs.ts';

/**
 * A brand with two joined partners for the partner-scope tests (docs/decisions/053): ASSIGNED is
 * assigned to `limited` (the employee's partner list) and managed by `managed` (brand_partners.manager_id);
 * HIDDEN is assigned to nobody. Each partner has its own, different traffic (clicks, conversions,
 * server-log rows), an approved contract on the one offer and a brand-wide notification, so every
 * answer tells the two apart by name or by figure. Not used by the server.
 */
export const ASSIGNED_NAME = 'Scope Assigned Partner';
export const HIDDEN_NAME = 'Scope Hidden Partner';
/** clicks of each partner in the last days (a conversion brings its own click): 3 + 1 and 5 + 2 */
export const TRAFFIC = { assigned: { clicks: 4, conversions: 1 }, hidden: { clicks: 7, conversions: 2 } } as const;

export interface ScopeWorld extends World {
  assigned: number;
  hidden: number;
  offer: number;
  /** conversion ids per partner */
  conversions: { assigned: number[]; hidden: number[] };
  /** the approved contract of each partner on the offer, by partner id */
  contracts: Record<number, number>;
  /** a pending application of each partner to the offer, by partner id */
  applications: Record<number, number>;
  /** a discount program on the offer; a private promo code owned by each partner; each partner's request for an unowned one */
  program: number;
  promoCodes: Record<number, number>;
  promoRequests: Record<number, number>;
  /** a performance invoice of each partner (decision 092), by partner id; inserted bare: no notification */
  invoices: Record<number, number>;
  /** a cross-check record of each partner (decision 090) over `crossCheckPeriod`, which holds their conversions */
  crossChecks: Record<number, number>;
  crossCheckPeriod: { periodStart: string; periodEnd: string };
  /** every module at full access, without the all-partner flag; ASSIGNED is on their partner list */
  limited: TestUser;
  /** the same, ASSIGNED reaches them only as its manager */
  managed: TestUser;
  /** every module at full access, with the all-partner flag */
  allPartner: TestUser;
}

export async function scopeWorld(db: Db): Promise<ScopeWorld> {
  const w = await world(db, { offerNames: ['Scope offer'], partnerNames: [ASSIGNED_NAME, HIDDEN_NAME] });
  const [assigned, hidden] = w.partners as [number, number];
  const offer = w.offers[0]!;
  const click = (partner: number, i: number) => ({ offer, partner, at: ago(1, i + 1) });
  const conversion = (partner: number, i: number) => ({ offer, partner, at: ago(1, i + 1), status: 'pending' as const });
  const [a1, h1, h2] = await seed(
    db,
    w,
    [...[0, 1, 2].map((i) => click(assigned, i)), ...[0, 1, 2, 3, 4].map((i) => click(hidden, i))],
    [conversion(assigned, 0), conversion(hidden, 1), conversion(hidden, 2)],
  );
  await insertServerLog(db, { brandId: w.brandId, offerIds: [offer], partnerIds: [assigned], count: 1, base: ago(1) });
  await insertServerLog(db, { brandId: w.brandId, offerIds: [offer], partnerIds: [hidden], count: 2, base: ago(1) });
  const contracts = await db.query<{ id: number; partner_id: number }>(
    `INSERT INTO partner_contracts (brand_id, offer_id, partner_id, status, contract_date)
     SELECT $1, $2, unnest($3::bigint[]), 'approved', now() RETURNING id, partner_id`,
    [w.brandId, offer, [assigned, hidden]],
  );
  const applications = await db.query<{ id: number; partner_id: number }>(
    `INSERT INTO partner_applications (brand_id, offer_id, partner_id, kind)
     SELECT $1, $2, unnest($3::bigint[]), 'applied' RETURNING id, partner_id`,
    [w.brandId, offer, [assigned, hidden]],
  );
  const program = await db.query<{ id: number }>(
    `INSERT INTO discount_programs (brand_id, offer_id, name, discount_type, discount_value, start_at, end_at)
     VALUES ($1, $2, 'Scope program', 'fixed', 5, now() - interval '1 day', now() + interval '30 days') RETURNING id`,
    [w.brandId, offer],
  );
  const promo = await db.query<{ id: number; partner_id: number | null }>(
    `INSERT INTO promo_codes (brand_id, program_id, name, code, access_method, partner_id)
     SELECT $1, $2, 'Scope code', 'SCOPE_' || n, 'private', p FROM unnest($3::bigint[]) WITH ORDINALITY x(p, n) RETURNING id, partner_id`,
    [w.brandId, program.rows[0]!.id, [assigned, hidden, null]],
  );
  const unowned = promo.rows.find((r) => r.partner_id === null)!.id;
  // each conversion carried its partner's code (decision 085): the discount-program report has both partners' rows
  await db.query(
    `UPDATE conversions v SET promo_code_id = c.id FROM promo_codes c
      WHERE c.program_id = $1 AND c.partner_id = v.partner_id AND v.id = ANY($2::bigint[])`,
    [program.rows[0]!.id, [a1, h1, h2]],
  );
  const requests = await db.query<{ id: number; partner_id: number }>(
    `INSERT INTO promo_code_requests (brand_id, promo_code_id, partner_id) SELECT $1, $2, unnest($3::bigint[]) RETURNING id, partner_id`,
    [w.brandId, unowned, [assigned, hidden]],
  );

  // the period of the last 20 days up to today (temporary: still running)
  const crossChecks = await db.query<{ id: number; partner_id: number; period_start: string; period_end: string }>(
    `INSERT INTO cross_checks (brand_id, partner_id, period_start, period_end, currency, status, created_at, updated_at)
     SELECT $1, unnest($2::bigint[]), (now() AT TIME ZONE 'UTC')::date - 20, (now() AT TIME ZONE 'UTC')::date, b.currency, 'temporary', now(), now()
       FROM brands b WHERE b.id = $1
     RETURNING id::int, partner_id::int, to_char(period_start, 'YYYY-MM-DD') AS period_start, to_char(period_end, 'YYYY-MM-DD') AS period_end`,
    [w.brandId, [assigned, hidden]],
  );

  const limited = await addUser(db, w.brandId, { role: 'custom', permissions: levels({}), isAllPartner: false, firstName: 'Limited' });
  const managed = await addUser(db, w.brandId, { role: 'custom', permissions: levels({}), isAllPartner: false, firstName: 'Managed' });
  const allPartner = await addUser(db, w.brandId, { role: 'custom', permissions: levels({}), isAllPartner: true, firstName: 'Everyone' });
  await db.query('INSERT INTO brand_user_partners (brand_user_id, brand_id, partner_id) VALUES ($1, $2, $3)', [
    limited.id,
    w.brandId,
    assigned,
  ]);
  await db.query('UPDATE brand_partners SET manager_id = $3 WHERE brand_id = $1 AND partner_id = $2', [w.brandId, assigned, managed.id]);
  for (const [id, name] of [
    [assigned, ASSIGNED_NAME],
    [hidden, HIDDEN_NAME],
  ] as const)
    await notify(db, w.brandId, NOTIFICATION_CASE.partnerJoined, { partner_id: id, partner_name: name });
  const invoices = await db.query<{ id: number; partner_id: number }>(
    `INSERT INTO invoices (brand_id, type, source_key, partner_id, party_name, currency, period_start, period_end, subtotal, vat, total, due_date)
     SELECT $1, 'performance', 'scope:' || p.id, p.id, p.display_name, 'USD', '2026-10-01', '2026-10-31', 10, 1, 11, current_date + 30
       FROM partners p WHERE p.id = ANY($2::bigint[]) RETURNING id::int, partner_id::int`,
    [w.brandId, [assigned, hidden]],
  );
  return {
    ...w,
    assigned,
    hidden,
    offer,
    conversions: { assigned: [a1!], hidden: [h1!, h2!] },
    contracts: Object.fromEntries(contracts.rows.map((c) => [Number(c.partner_id), Number(c.id)])),
    applications: Object.fromEntries(applications.rows.map((a) => [Number(a.partner_id), Number(a.id)])),
    program: Number(program.rows[0]!.id),
    promoCodes: Object.fromEntries(promo.rows.filter((r) => r.partner_id !== null).map((r) => [Number(r.partner_id), Number(r.id)])),
    promoRequests: Object.fromEntries(requests.rows.map((r) => [Number(r.partner_id), Number(r.id)])),
    invoices: Object.fromEntries(invoices.rows.map((r) => [r.partner_id, r.id])),
    crossChecks: Object.fromEntries(crossChecks.rows.map((r) => [r.partner_id, r.id])),
    crossCheckPeriod: { periodStart: crossChecks.rows[0]!.period_start, periodEnd: crossChecks.rows[0]!.period_end },
    limited,
    managed,
    allPartner,
  };
}

// ——— The partner-scope part of the authorization walk (tests/api/authorization-walk.api.test.ts) ———

/** A request of a partner case: path parameters, query and body (GET/DELETE send no body). */
export interface ScopeRequest {
  path?: Record<string, string | number>;
  query?: Record<string, string | number>;
  body?: unknown;
}
/**
 * How the walk proves a route applies the partner scope, as an employee without the all-partner flag
 * (`limited`, and `managed` whose partner comes through manager_id) against one with it:
 *  - `id`: the partner goes into the request; the assigned one gets through, the unassigned one is
 *    refused (`refused`, default: 404); the all-partner employee gets through for both;
 *  - `rows`: a list or export names the assigned partner and never the hidden one; all-partner: both;
 *  - `sum`: `read(answer)` equals `assigned` for the assigned-only employees and `both` for all-partner;
 *  - `zeroed`: `read(answer for partner X)` is the brand's own figure for X: the hidden partner's
 *    reads 0 for the assigned-only employees and more than 0 for all-partner (marketplace tabs).
 */
export type PartnerCase =
  | { kind: 'id'; request: (partnerId: number, s: ScopeWorld) => ScopeRequest; refused?: (res: ScopeAnswer) => boolean }
  | { kind: 'rows'; request?: (s: ScopeWorld) => ScopeRequest }
  | {
      kind: 'sum';
      request?: (s: ScopeWorld) => ScopeRequest;
      read: (res: ScopeAnswer, s: ScopeWorld) => number;
      assigned: number;
      both: number;
    }
  | { kind: 'zeroed'; request: (partnerId: number, s: ScopeWorld) => ScopeRequest; read: (res: ScopeAnswer) => number };

export interface ScopeAnswer {
  status: number;
  text: string;
}

/** `data` of a JSON answer. */
export const dataOf = <T>(res: ScopeAnswer): T => (JSON.parse(res.text) as { data: T }).data;

const PARTNER_KEY = /^(partner|publisher)(_id|_ids|Id|_name)?$/;
const PARTNER_PATH = /\/(partners|publisher)(\/|$)/;

function propertyNames(json: unknown, out: Set<string>): Set<string> {
  if (Array.isArray(json)) for (const x of json) propertyNames(x, out);
  else if (json && typeof json === 'object') {
    const props = (json as { properties?: Record<string, unknown> }).properties;
    if (props && typeof props === 'object') for (const k of Object.keys(props)) out.add(k);
    for (const v of Object.values(json)) propertyNames(v, out);
  }
  return out;
}

/**
 * Why a route deals in partners, or null: its path names partners (`/partners`, `/publisher`), or its
 * path parameters, query, body or answer carry a partner key (`partner_id`, `partner_ids`, `partnerId`,
 * `publisher_id`, `partner_name`, `partner` …) anywhere in their JSON schema. Such a route must be
 * listed as partner-scoped (with a case) or as not partner-scoped (with a reason).
 */
export function partnerReason(
  e: { path: string; params?: unknown; query?: unknown; body?: unknown; response: unknown },
  toJson: (schema: never, io: 'input' | 'output') => unknown,
): string | null {
  if (PARTNER_PATH.test(e.path)) return 'path';
  for (const part of ['params', 'query', 'body', 'response'] as const) {
    const schema = e[part];
    if (!schema) continue;
    const keys = [...propertyNames(toJson(schema as never, part === 'response' ? 'output' : 'input'), new Set())].filter((k) =>
      PARTNER_KEY.test(k),
    );
    if (keys.length) return `${part}: ${keys.join(', ')}`;
  }
  return null;
}

/** True when an answer mentions the partner: its name, or its id as a JSON `partner_id` or a CSV cell. */
export const mentions = (text: string, id: number, name: string): boolean =>
  text.includes(name) || text.includes(`"partner_id":${id}`) || new RegExp(`(^|,)${id}(,|\\r?$)`, 'm').test(text);
