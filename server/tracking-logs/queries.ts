import type { z } from 'zod';
import type { Principal } from '../../src/domain/permissions.ts';
import {
  decodeCursor,
  encodeCursor,
  type EventLogItem,
  type eventLogQuery,
  type LogCursor,
  type ServerLogItem,
  type serverLogQuery,
} from '../../src/domain/tracking-logs/contract.ts';
import type { Db } from '../db/pool.ts';
import { partnerScope } from '../auth/partner-scope.ts';

/**
 * Keyset reads of the event log and the server log (docs/decisions/020-tracking-engine.md).
 * Order: created_at DESC, then (event log only) conversions before clicks at the same instant, then
 * id DESC. Each branch is one `… ORDER BY created_at DESC, id DESC LIMIT n` walk of its
 * (brand_id, created_at DESC, id DESC) index; the event log merges the two branches in memory.
 * Never OFFSET: page 10,000 costs what page 1 costs, and newer rows arriving meanwhile cannot
 * shift or repeat rows of the pages that follow.
 */

/** Exact instant as text (microseconds, UTC) so the cursor round-trips without a float. */
const TS = `to_char(x.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

class Where {
  readonly parts: string[] = [];
  readonly args: unknown[] = [];
  add(sql: (p: (v: unknown) => string) => string): this {
    this.parts.push(sql((v) => `$${this.args.push(v)}`));
    return this;
  }
  get sql(): string {
    return this.parts.join(' AND ');
  }
}

/** Brand scope, the assigned-partner rule, and the filters every log shares. */
function common(w: Where, user: Principal, q: z.output<typeof eventLogQuery> | z.output<typeof serverLogQuery>, t: string): Where {
  w.add((p) => `${t}.brand_id = ${p(user.brandId)}`);
  // an employee without the all-partner flag sees only the partners assigned to them (server/auth/partner-scope.ts)
  w.add((p) => partnerScope(user, `${t}.partner_id`, p));
  if (q.from) w.add((p) => `${t}.created_at >= ${p(q.from)}::timestamptz`);
  if (q.to) w.add((p) => `${t}.created_at < ${p(q.to)}::timestamptz`);
  if (q.offer_id) w.add((p) => `${t}.offer_id = ${p(q.offer_id)}`);
  if (q.partner_id) w.add((p) => `${t}.partner_id = ${p(q.partner_id)}`);
  return w;
}

/**
 * The keyset condition of one branch whose rows all have kind rank `rank`: rows strictly after the
 * cursor in (created_at DESC, rank DESC, id DESC) order. Written as a row comparison so PostgreSQL
 * seeks the index instead of filtering.
 */
function after(w: Where, c: LogCursor | null, rank: 0 | 1, t: string): void {
  if (!c) return;
  if (rank === c.k) w.add((p) => `(${t}.created_at, ${t}.id) < (${p(c.t)}::timestamptz, ${p(c.id)})`);
  else if (rank < c.k) w.add((p) => `${t}.created_at <= ${p(c.t)}::timestamptz`);
  else w.add((p) => `${t}.created_at < ${p(c.t)}::timestamptz`);
}

const subs = (r: Record<string, unknown>) => [1, 2, 3, 4, 5].map((i) => String(r[`sub${i}`] ?? '')) as EventLogItem['subs'];
type Row = Record<string, unknown> & { ts: string; id: number };

async function clickBranch(
  db: Db,
  user: Principal,
  q: z.output<typeof eventLogQuery>,
  c: LogCursor | null,
  n: number,
): Promise<EventLogItem[]> {
  const w = common(new Where(), user, q, 'x');
  after(w, c, 0, 'x');
  if (q.click_id) w.add((p) => `x.click_uuid = ${p(q.click_id)}`);
  if (q.refusal === 'any') w.parts.push('x.refusal IS NOT NULL');
  else if (q.refusal) w.add((p) => `x.refusal = ${p(q.refusal)}`);
  if (q.fraud_level) w.add((p) => `x.fraud_level = ${p(q.fraud_level)}`);
  const { rows } = await db.query<Row>(
    `SELECT ${TS} AS ts, x.*, host(x.ip) AS ip_text, o.name AS offer_name, pa.display_name AS partner_name
       FROM (SELECT * FROM clicks x WHERE ${w.sql} ORDER BY x.created_at DESC, x.id DESC LIMIT ${n}) x
       LEFT JOIN offers o ON o.id = x.offer_id LEFT JOIN partners pa ON pa.id = x.partner_id
      ORDER BY x.created_at DESC, x.id DESC`,
    w.args,
  );
  return rows.map((r) => ({
    kind: 'click',
    id: r.id,
    created_at: r.ts,
    offer_id: r.offer_id as number,
    offer_name: (r.offer_name as string | null) ?? null,
    partner_id: (r.partner_id as number | null) ?? null,
    partner_name: (r.partner_name as string | null) ?? null,
    click_id: r.click_uuid as string,
    conversion_id: null,
    conversion_status: null,
    event_id: null,
    event_name: null,
    payout: null,
    revenue: null,
    sale_amount: null,
    transaction_id: null,
    ip: (r.ip_text as string | null) ?? null,
    country_id: (r.country_id as number | null) ?? null,
    device_id: (r.device_id as number | null) ?? null,
    os_id: (r.os_id as number | null) ?? null,
    browser_id: (r.browser_id as number | null) ?? null,
    subs: subs(r),
    refusal: (r.refusal as string | null) ?? null,
    fraud_level: r.fraud_level as string,
    fraud_reasons: r.fraud_reasons as string[],
    is_test: r.is_test as boolean,
  }));
}

async function conversionBranch(
  db: Db,
  user: Principal,
  q: z.output<typeof eventLogQuery>,
  c: LogCursor | null,
  n: number,
): Promise<EventLogItem[]> {
  const w = common(new Where(), user, q, 'x');
  after(w, c, 1, 'x');
  if (q.click_id) w.add((p) => `x.click_uuid = ${p(q.click_id)}`);
  if (q.fraud_level) w.add((p) => `x.fraud_level = ${p(q.fraud_level)}`);
  // the click's environment (country, device…) lives on the click row; one indexed lookup per row of the page
  const { rows } = await db.query<Row>(
    `SELECT ${TS} AS ts, x.*, host(x.ip) AS ip_text, o.name AS offer_name, pa.display_name AS partner_name, e.name AS event_name,
            k.country_id, k.device_id, k.os_id, k.browser_id
       FROM (SELECT * FROM conversions x WHERE ${w.sql} ORDER BY x.created_at DESC, x.id DESC LIMIT ${n}) x
       LEFT JOIN offers o ON o.id = x.offer_id LEFT JOIN partners pa ON pa.id = x.partner_id
       LEFT JOIN conversion_events e ON e.id = x.event_id LEFT JOIN clicks k ON k.id = x.click_id
      ORDER BY x.created_at DESC, x.id DESC`,
    w.args,
  );
  return rows.map((r) => ({
    kind: 'conversion',
    id: r.id,
    created_at: r.ts,
    offer_id: r.offer_id as number,
    offer_name: (r.offer_name as string | null) ?? null,
    partner_id: r.partner_id as number,
    partner_name: (r.partner_name as string | null) ?? null,
    click_id: r.click_uuid as string,
    conversion_id: r.uuid as string,
    conversion_status: r.status as string,
    event_id: r.event_id as number,
    event_name: (r.event_name as string | null) ?? null,
    payout: r.payout as string,
    revenue: r.revenue as string,
    sale_amount: r.sale_amount as string,
    transaction_id: r.transaction_id as string,
    ip: (r.ip_text as string | null) ?? null,
    country_id: (r.country_id as number | null) ?? null,
    device_id: (r.device_id as number | null) ?? null,
    os_id: (r.os_id as number | null) ?? null,
    browser_id: (r.browser_id as number | null) ?? null,
    subs: subs(r),
    refusal: null,
    fraud_level: r.fraud_level as string,
    fraud_reasons: r.fraud_reasons as string[],
    is_test: r.is_test as boolean,
  }));
}

const rank = (i: { kind: string }) => (i.kind === 'conversion' ? 1 : 0);
/** Descending (created_at, rank, id); created_at strings share one fixed-width format, so they compare as text. */
export function compareEvents(a: EventLogItem, b: EventLogItem): number {
  if (a.created_at !== b.created_at) return a.created_at < b.created_at ? 1 : -1;
  if (rank(a) !== rank(b)) return rank(b) - rank(a);
  return b.id - a.id;
}

export interface KeysetPage<T> {
  items: T[];
  paging: { limit: number; next_cursor: string | null };
}

export async function readEventLog(db: Db, user: Principal, q: z.output<typeof eventLogQuery>): Promise<KeysetPage<EventLogItem>> {
  const c = q.cursor ? decodeCursor(q.cursor) : null;
  const n = q.limit + 1;
  // refusals exist on clicks only: a refusal filter leaves the conversion branch out
  const wantClicks = q.kind !== 'conversion';
  const wantConversions = q.kind !== 'click' && !q.refusal;
  const [clicks, conversions] = await Promise.all([
    wantClicks ? clickBranch(db, user, q, c, n) : [],
    wantConversions ? conversionBranch(db, user, q, c, n) : [],
  ]);
  const merged = [...clicks, ...conversions].sort(compareEvents);
  const items = merged.slice(0, q.limit);
  const last = items.at(-1);
  const next = merged.length > q.limit && last ? encodeCursor({ t: last.created_at, k: rank(last) as 0 | 1, id: last.id }) : null;
  return { items, paging: { limit: q.limit, next_cursor: next } };
}

export async function readServerLog(db: Db, user: Principal, q: z.output<typeof serverLogQuery>): Promise<KeysetPage<ServerLogItem>> {
  const c = q.cursor ? decodeCursor(q.cursor) : null;
  const w = common(new Where(), user, q, 'x');
  if (c) w.add((p) => `(x.created_at, x.id) < (${p(c.t)}::timestamptz, ${p(c.id)})`);
  if (q.click_id) w.add((p) => `x.click_uuid = ${p(q.click_id)}`);
  if (q.outcome) w.add((p) => `x.outcome = ${p(q.outcome)}`);
  if (q.reason) w.add((p) => `x.reason = ${p(q.reason)}`);
  if (q.endpoint) w.add((p) => `x.endpoint = ${p(q.endpoint)}`);
  const { rows } = await db.query<Row>(
    `SELECT ${TS} AS ts, x.id, x.endpoint, x.request, host(x.ip) AS ip_text, x.outcome, x.reason, x.http_status, x.response,
            x.offer_id, x.event_id, x.partner_id, x.click_uuid::text AS click_uuid, x.conversion_id
       FROM server_log x WHERE ${w.sql} ORDER BY x.created_at DESC, x.id DESC LIMIT ${q.limit + 1}`,
    w.args,
  );
  const items: ServerLogItem[] = rows.slice(0, q.limit).map((r) => ({
    id: r.id,
    created_at: r.ts,
    endpoint: r.endpoint as string,
    request: r.request,
    ip: (r.ip_text as string | null) ?? null,
    outcome: r.outcome as ServerLogItem['outcome'],
    reason: (r.reason as string | null) ?? null,
    http_status: r.http_status as number,
    response: r.response,
    offer_id: (r.offer_id as number | null) ?? null,
    event_id: (r.event_id as number | null) ?? null,
    partner_id: (r.partner_id as number | null) ?? null,
    click_id: (r.click_uuid as string | null) ?? null,
    conversion_id: (r.conversion_id as number | null) ?? null,
  }));
  const last = items.at(-1);
  const next = rows.length > q.limit && last ? encodeCursor({ t: last.created_at, k: 0, id: last.id }) : null;
  return { items, paging: { limit: q.limit, next_cursor: next } };
}
