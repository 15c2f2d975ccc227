import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { NOTIFICATION_CASE } from '../../../src/domain/notifications/cases.ts';
import { NOTIFICATION_CREATED } from '../../../src/domain/notifications/events.ts';
import { VELOCITY_WARNING_CLICKS } from '../../../server/tracking/fraud/thresholds.ts';
import { freePort } from '../../../server/db/embedded.ts';
import type { Db } from '../../../server/db/pool.ts';
import { clickIdOf, get, keepAliveAgent, type Answer } from '../../../server/simulate/http.ts';
import { startServer, type ServerProcess } from '../../bench/server-process.ts';
import { BROWSER_UA, makeTrackingWorld, visitorIp, type TrackingWorld } from '../../bench/tracking-world.ts';
import { openTestDatabase } from '../../support/api/app.ts';
import { call, createUser, PASSWORD, uniqueIp } from '../../support/api/auth.ts';
import { openStream } from '../../support/api/sse.ts';

/**
 * More than one process (issue 14 item 6; docs/scaling.md, decision 039): two real server
 * processes (`node server/main.ts`) on two ports share one PostgreSQL. Traffic alternates between
 * them and runs concurrently, and the shared state must hold exactly: a daily cap of N conversions
 * accepts exactly N (and notifies each threshold once), a visitor's clicks count as one unique
 * click whichever process saw them, an events stream open on process B receives the notification
 * caused by a postback on process A, and one IP's rate limit and click velocity are counted over both
 * processes together.
 */
const CAP = 20;
const POSTBACKS = 60;
const VISITORS = 40;
const CLICKS_PER_VISITOR = 3;
const RATE = 10;
const DUP_CLICKS = 30;
const DUP_SENDS = 6;

let db: Db;
let closeDatabase: () => Promise<void>;
let w: TrackingWorld;
const servers: ServerProcess[] = [];
const dir = mkdtempSync(path.join(tmpdir(), 'bc-two-'));
const agent = keepAliveAgent(32);

beforeAll(async () => {
  const database = await openTestDatabase();
  ({ db, close: closeDatabase } = database);
  w = await makeTrackingWorld(db, { partners: 2, name: 'Two processes' });
  // a daily cap of CAP conversions on the offer (budget_type 1 conversions, frequency 1 daily)
  await db.query('INSERT INTO offer_budgets (offer_id, budget_type, frequency, value) VALUES ($1, 1, 1, $2)', [w.offerId, CAP]);
  const env = (name: string) => ({
    DATABASE_URL: database.url,
    DATA_DIR: path.join(dir, name),
    WEB_DIR: path.join(dir, 'web'),
    // one secret for both, as in production: a ticket signed by one process opens a stream on the other
    JWT_SECRET: 'two-processes-secret-two-processes-secret-0123',
    TRACK_RATE_LIMIT: String(RATE),
  });
  const ports = [await freePort()];
  // two asks in a row may be answered with the same free port
  while (ports.length < 2) {
    const port = await freePort();
    if (!ports.includes(port)) ports.push(port);
  }
  servers.push(...(await Promise.all(ports.map((port, i) => startServer({ ...env(`p${i}`), PORT: String(port) })))));
}, 120_000);

afterAll(async () => {
  agent.destroy();
  await Promise.all(servers.map((s) => s.kill('SIGTERM')));
  await closeDatabase?.();
  rmSync(dir, { recursive: true, force: true });
});

/** Request i goes to process i % 2: strictly alternating, all in flight at once. */
const on = (i: number) => servers[i % 2]!.url;
const clickOn = (url: string, offerId: number, partnerId: number, ip: string) =>
  get(agent, `${url}/track/click?offer_id=${offerId}&partner_id=${partnerId}`, { 'user-agent': BROWSER_UA, 'x-forwarded-for': ip });

it('a daily cap of N conversions accepts exactly N across both processes, and notifies each threshold once', async () => {
  const clicks = await Promise.all(
    Array.from({ length: POSTBACKS }, async (_, i) =>
      clickIdOf(await clickOn(on(i), w.offerId, w.partnerIds[0]!, visitorIp(i)), w.offerId),
    ),
  );
  expect(clicks.every(Boolean)).toBe(true);
  const send = (i: number) =>
    get(
      agent,
      `${on(i + 1)}/track/postback?token=${w.token}&offer_id=${w.offerId}&event=${w.eventId}&click_id=${clicks[i]}&transaction_id=CAP-${i}&amount=10`,
      // the brand's servers: several addresses, so the per-IP limit is not what is tested here
      { 'x-forwarded-for': visitorIp(1000 + i) },
    );
  // a first wave under the cap (both processes accept), then the rest at once: the cap is crossed
  // while both processes hold postbacks for it
  const warm = CAP / 2;
  const first = await Promise.all(Array.from({ length: warm }, (_, i) => send(i)));
  const rest = await Promise.all(Array.from({ length: POSTBACKS - warm }, (_, i) => send(warm + i)));
  const answers = [...first, ...rest];
  const bodies = answers.map((a) => ({ http: a.status, ...(JSON.parse(a.body) as { status: string; reason?: string }) }));
  const accepted = bodies.map((b, i) => ({ ...b, process: (i + 1) % 2 })).filter((b) => b.http === 200 && b.status === 'accepted');
  expect(accepted).toHaveLength(CAP);
  expect(bodies.filter((b) => b.reason === 'budget_reached')).toHaveLength(POSTBACKS - CAP);
  // both processes accepted some: the cap was shared, not decided by one of them alone
  expect(new Set(accepted.map((b) => b.process)).size).toBe(2);

  const stored = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM conversions WHERE offer_id = $1 AND status <> 'rejected'", [
    w.offerId,
  ]);
  expect(stored.rows[0]!.n).toBe(CAP);
  const usage = await db.query<{ used: string }>(
    "SELECT used::int::text AS used FROM budget_usage WHERE scope = 'offer' AND scope_id = $1",
    [w.offerId],
  );
  expect(usage.rows).toEqual([{ used: String(CAP) }]);
  const notes = await db.query<{ n: string }>(`SELECT data->>'n' AS n FROM notifications WHERE brand_id = $1 ORDER BY id`, [w.brandId]);
  // each threshold at most once (a flush that jumps from under 80 % to 100 % sends only "exhausted",
  // as in one process), the 100 % one exactly once, however many processes saw the cap reached
  const sent = notes.rows.map((r) => r.n);
  expect(sent.filter((n) => n === '100')).toHaveLength(1);
  expect(sent.filter((n) => n === '80').length).toBeLessThanOrEqual(1);
  expect(sent.at(-1)).toBe('100');
});

it('duplicates off: postbacks for one click with different transaction ids, on both processes at once, convert once', async () => {
  const d = await makeTrackingWorld(db, { partners: 1, name: 'Duplicates' });
  await db.query('UPDATE offers SET allow_duplicates = false WHERE id = $1', [d.offerId]);
  const clicks = await Promise.all(
    Array.from({ length: DUP_CLICKS }, async (_, c) =>
      clickIdOf(await clickOn(on(c), d.offerId, d.partnerIds[0]!, visitorIp(7000 + c)), d.offerId),
    ),
  );
  // per click DUP_SENDS postbacks with distinct transaction ids, alternating processes, all in flight at once
  const answers = await Promise.all(
    Array.from({ length: DUP_CLICKS * DUP_SENDS }, (_, i) =>
      get(
        agent,
        `${on(i)}/track/postback?token=${d.token}&offer_id=${d.offerId}&event=${d.eventId}&click_id=${clicks[i % DUP_CLICKS]}&transaction_id=D-${i}&amount=5`,
        { 'x-forwarded-for': visitorIp(8000 + i) },
      ),
    ),
  );
  const reasons = answers.map((a) => (JSON.parse(a.body) as { reason?: string }).reason ?? 'accepted');
  expect(reasons.filter((r) => r === 'accepted')).toHaveLength(DUP_CLICKS);
  expect(reasons.filter((r) => r === 'duplicate_conversion')).toHaveLength(DUP_CLICKS * (DUP_SENDS - 1));
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM conversions WHERE offer_id = $1', [d.offerId]);
  expect(rows[0]!.n).toBe(DUP_CLICKS);
});

it('a conversion flush of such an offer waits for the click-history lock another process holds', async () => {
  // the same-click race is narrow (it did not show in two runs of the test above without the lock),
  // so the lock itself is checked: held here as another process's flush would hold it
  const d = await makeTrackingWorld(db, { partners: 1, name: 'Lock' });
  await db.query('UPDATE offers SET allow_duplicates = false WHERE id = $1', [d.offerId]);
  const clickId = clickIdOf(await clickOn(on(0), d.offerId, d.partnerIds[0]!, visitorIp(7500)), d.offerId);
  const { rows } = await db.query<{ id: string }>('SELECT id::text AS id FROM clicks WHERE click_uuid = $1', [clickId]);
  const holder = await db.connect();
  try {
    await holder.query('BEGIN');
    await holder.query('SELECT pg_advisory_xact_lock(20390, ($1::bigint % 2147483647)::int)', [rows[0]!.id]);
    let answered = false;
    const pending = get(
      agent,
      `${on(1)}/track/postback?token=${d.token}&offer_id=${d.offerId}&event=${d.eventId}&click_id=${clickId}&transaction_id=L-1&amount=5`,
      { 'x-forwarded-for': visitorIp(7501) },
    ).then((a) => {
      answered = true;
      return a;
    });
    await new Promise((r) => setTimeout(r, 700));
    expect(answered).toBe(false);
    await holder.query('COMMIT');
    expect((await pending).status).toBe(200);
  } finally {
    holder.release();
  }
});

it('unique clicks: a visitor counts once, whichever process saw each of its clicks', async () => {
  // an offer of its own: the first test's offer is capped out, and its clicks now fall back (refused)
  const u = await makeTrackingWorld(db, { partners: 1, name: 'Uniques' });
  const partner = u.partnerIds[0]!;
  // visitor v clicks CLICKS_PER_VISITOR times, alternating processes, every click in flight at once
  const sends = Array.from({ length: VISITORS * CLICKS_PER_VISITOR }, (_, i) => i);
  const answers = await Promise.all(sends.map((i) => clickOn(on(i), u.offerId, partner, visitorIp(5000 + (i % VISITORS)))));
  expect(answers.map((a) => a.status)).toEqual(sends.map(() => 302));
  const { rows } = await db.query<{ clicks: number; uniques: number; visitors: number }>(
    `SELECT count(*)::int AS clicks, count(*) FILTER (WHERE is_unique)::int AS uniques, count(DISTINCT ip)::int AS visitors
       FROM clicks WHERE offer_id = $1 AND partner_id = $2 AND refusal IS NULL`,
    [u.offerId, partner],
  );
  expect(rows[0]).toEqual({ clicks: VISITORS * CLICKS_PER_VISITOR, uniques: VISITORS, visitors: VISITORS });
  // the rollups (what the reports read) agree
  const rolled = await db.query<{ uniques: number }>(
    'SELECT sum(unique_clicks)::int AS uniques FROM rollup_hourly WHERE offer_id = $1 AND partner_id = $2',
    [u.offerId, partner],
  );
  expect(rolled.rows[0]!.uniques).toBe(VISITORS);
});

it('an events stream on process B receives the notification caused by a postback on process A', async () => {
  const [a, b] = servers as [ServerProcess, ServerProcess];
  const other = await makeTrackingWorld(db, { partners: 1, name: 'Live across processes' });
  await db.query('INSERT INTO offer_budgets (offer_id, budget_type, frequency, value) VALUES ($1, 1, 1, 1)', [other.offerId]);
  const email = `live-${Date.now()}@two.test`;
  await createUser(db, { email, brandId: other.brandId });
  const login = await call(b.url, 'POST', '/api/auth/login', { body: { email, password: PASSWORD }, ip: uniqueIp() });
  expect(login.status).toBe(200);
  const token = (login.body.data as { access_token: string }).access_token;
  const ticket = await call(b.url, 'POST', '/api/user/adv/events/ticket', { token });
  expect(ticket.status).toBe(200);
  const stream = await openStream(b.url, (ticket.body.data as { ticket: string }).ticket);
  try {
    expect(stream.status).toBe(200);
    await stream.next('ready');
    const click: Answer = await clickOn(a.url, other.offerId, other.partnerIds[0]!, visitorIp(9000));
    const clickId = clickIdOf(click, other.offerId);
    const pb = await get(
      agent,
      `${a.url}/track/postback?token=${other.token}&offer_id=${other.offerId}&event=${other.eventId}&click_id=${clickId}&transaction_id=LIVE&amount=1`,
      { 'x-forwarded-for': visitorIp(9001) },
    );
    expect(pb.status).toBe(200);
    // the cap of 1 is reached on A: "budget exhausted", pushed through NOTIFY to the stream on B
    expect(await stream.next(NOTIFICATION_CREATED, 10_000)).toMatchObject({ case_id: NOTIFICATION_CASE.offerBudgetExhausted });
  } finally {
    stream.close();
  }
});

it('the per-IP rate limit holds for both processes together', async () => {
  await startOfSecond(db);
  const ip = '113.170.0.7';
  // 3 × RATE requests from one address, alternating processes, all at once, within one second
  const codes = await Promise.all(
    Array.from({ length: 3 * RATE }, (_, i) => get(agent, `${on(i)}/track/click?offer_id=999999999`, { 'x-forwarded-for': ip })),
  );
  const allowed = codes.filter((c) => c.status === 404).length;
  const limited = codes.filter((c) => c.status === 429).length;
  expect({ allowed, limited }).toEqual({ allowed: RATE, limited: 2 * RATE });
});

it('click velocity counts one address across both processes', async () => {
  // the window is a fixed minute of the database clock: start early in one
  await untilEarly(db, 'minute', 45);
  const v = await makeTrackingWorld(db, { partners: 1, name: 'Velocity' });
  const ip = '113.170.0.9';
  const flagged: boolean[] = [];
  // VELOCITY_WARNING_CLICKS + 5 clicks from one address, alternating, under the rate limit (RATE per second)
  for (let sent = 0; sent < VELOCITY_WARNING_CLICKS + 5;) {
    const wave = Array.from({ length: Math.min(RATE - 2, VELOCITY_WARNING_CLICKS + 5 - sent) }, (_, k) => sent + k);
    await Promise.all(wave.map((i) => clickOn(on(i), v.offerId, v.partnerIds[0]!, ip)));
    sent += wave.length;
    await new Promise((r) => setTimeout(r, 1000));
  }
  const { rows } = await db.query<{ velocity: boolean }>(
    "SELECT 'ip_velocity' = ANY(fraud_reasons) AS velocity FROM clicks WHERE offer_id = $1 ORDER BY created_at, id",
    [v.offerId],
  );
  for (const r of rows) flagged.push(r.velocity);
  expect(flagged).toHaveLength(VELOCITY_WARNING_CLICKS + 5);
  // one process alone would have seen half and flagged none
  expect(flagged.filter(Boolean)).toHaveLength(5);
}, 60_000); // may wait up to 15 s for the start of a minute

/** Waits until the database clock is early in a second: the limit counts per fixed second. */
const startOfSecond = (q: Db) => untilEarly(q, 'second', 0.3);

/** Waits until the database clock is less than `before` seconds into its current second or minute. */
async function untilEarly(q: Db, unit: 'second' | 'minute', before: number): Promise<void> {
  const period = unit === 'second' ? 1 : 60;
  for (;;) {
    const { rows } = await q.query<{ s: number }>('SELECT extract(epoch FROM clock_timestamp())::float8 AS s');
    const into = rows[0]!.s % period;
    if (into < before) return;
    await new Promise((r) => setTimeout(r, (period - into) * 1000));
  }
}
