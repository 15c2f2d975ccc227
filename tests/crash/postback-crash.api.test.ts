import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freePort } from '../../server/db/embedded.ts';
import type { Db } from '../../server/db/pool.ts';
import { clickIdOf, get, keepAliveAgent, runPool } from '../../server/simulate/http.ts';
import { startServer, type ServerProcess } from '../bench/server-process.ts';
import { BROWSER_UA, makeTrackingWorld, visitorIp, type TrackingWorld } from '../bench/tracking-world.ts';
import { openTestDatabase } from '../support/api/app.ts';

/**
 * The crash test (issue 5 "Done when"): the real server (`node server/main.ts`) as a child process
 * receives 10,000 postbacks — 9,000 transactions plus 1,000 resends of the same transaction id —
 * while it is killed with SIGKILL several times and restarted. Like a brand's server, the client
 * resends a request until it gets an answer. Afterwards: every transaction answered "accepted" is
 * stored exactly once with the conversion id it was answered with; nothing is stored that was
 * never sent; every resend maps to the same conversion; the rollups count exactly the raw rows.
 */
const CLICKS = 1_000;
const TRANSACTIONS = 9_000;
const RESENDS = 1_000;
const KILLS = 3;

let db: Db;
let closeDatabase: () => Promise<void>;
let w: TrackingWorld;
let server: ServerProcess | undefined;
let env: Record<string, string>;
const dir = mkdtempSync(path.join(tmpdir(), 'bc-crash-'));

beforeAll(async () => {
  const database = await openTestDatabase();
  ({ db, close: closeDatabase } = database);
  w = await makeTrackingWorld(db, { partners: 3, name: 'Crash' });
  env = {
    PORT: String(await freePort()),
    DATABASE_URL: database.url,
    DATA_DIR: dir,
    JWT_SECRET: 'crash-secret-crash-secret-crash-secret-0123456789',
    WEB_DIR: path.join(dir, 'web'),
  };
  server = await startServer(env);
});

afterAll(async () => {
  await server?.kill('SIGKILL');
  await closeDatabase?.();
  rmSync(dir, { recursive: true, force: true });
});

it('every acknowledged postback is stored exactly once across SIGKILL restarts; retries map to the same conversion; rollups match', async () => {
  const agent = keepAliveAgent(32);
  const clickIds: string[] = [];
  await runPool(CLICKS, 16, async (i) => {
    const a = await get(agent, `${server!.url}/track/click?offer_id=${w.offerId}&partner_id=${w.partnerIds[i % 3]}`, {
      'user-agent': BROWSER_UA,
      'x-forwarded-for': visitorIp(i),
    });
    const id = clickIdOf(a, w.offerId);
    expect(id).not.toBeNull();
    clickIds.push(id!);
  });

  // 9,000 transactions, then 1,000 resends of earlier ones spread through the second half
  const sends = Array.from({ length: TRANSACTIONS }, (_, i) => i);
  for (let r = 0; r < RESENDS; r++) sends.splice(TRANSACTIONS / 2 + Math.floor(((r * 7919) % (TRANSACTIONS / 2)) + r), 0, r * 4 + 1);
  const urlOf = (tx: number) =>
    `/track/postback?token=${w.token}&offer_id=${w.offerId}&event=${w.eventId}&click_id=${clickIds[tx % CLICKS]}&transaction_id=CRASH-${tx}&amount=${10 + (tx % 90)}.50`;
  const answers = new Map<number, { conversion_id: string; status: string }[]>();
  let failures = 0;
  let done = 0;

  // the killer: SIGKILL once every ~sixth of the run, restart on the same port
  let killed = 0;
  const restarts: number[] = [];
  const started = Date.now();
  const killer = (async () => {
    while (killed < KILLS) {
      const target = ((killed + 1) * sends.length) / (KILLS + 2);
      while (done < target) await new Promise((r) => setTimeout(r, 20));
      await server!.kill('SIGKILL');
      killed++;
      const t0 = Date.now();
      server = await startServer(env);
      restarts.push(Date.now() - t0);
    }
  })();

  await runPool(sends.length, 32, async (i) => {
    const tx = sends[i]!;
    for (let attempt = 0; ; attempt++) {
      try {
        const a = await get(agent, `http://127.0.0.1:${env.PORT}${urlOf(tx)}`, { 'x-forwarded-for': visitorIp(tx) }, 10_000);
        if (a.status >= 500) throw new Error(`http ${a.status}`);
        const body = JSON.parse(a.body) as { status: string; conversion_id: string; conversion_status: string };
        expect(a.status).toBe(200);
        expect(body.status).toBe('accepted');
        answers.set(tx, [...(answers.get(tx) ?? []), { conversion_id: body.conversion_id, status: body.conversion_status }]);
        break;
      } catch (error) {
        if ((error as Error).name === 'AssertionError') throw error;
        failures++;
        if (attempt > 400) throw error;
        await new Promise((r) => setTimeout(r, 50));
      }
    }
    done++;
  });
  await killer;
  console.log(
    `postbacks: ${sends.length} sends in ${Date.now() - started} ms, ${failures} failed attempts, restarts took ${restarts.join(', ')} ms`,
  );
  agent.destroy();
  expect(killed).toBe(KILLS);
  // the kills really cut requests off (else the test proves nothing)
  expect(failures).toBeGreaterThan(0);
  expect(answers.size).toBe(TRANSACTIONS);

  const rows = (
    await db.query<{ transaction_id: string; uuid: string; status: string }>(
      'SELECT transaction_id, uuid::text AS uuid, status FROM conversions WHERE offer_id = $1',
      [w.offerId],
    )
  ).rows;
  expect(rows).toHaveLength(TRANSACTIONS);
  const byTx = new Map(rows.map((r) => [r.transaction_id, r]));
  expect(byTx.size).toBe(TRANSACTIONS);
  for (const [tx, list] of answers) {
    const stored = byTx.get(`CRASH-${tx}`);
    expect(stored, `transaction ${tx}`).toBeDefined();
    for (const a of list) expect(a).toEqual({ conversion_id: stored!.uuid, status: stored!.status });
  }
  const resent = [...answers.values()].filter((l) => l.length > 1).length;
  expect(resent).toBeGreaterThan(RESENDS * 0.9);

  const rollup = (
    await db.query<{ conversions: number; approved: number; pending: number; payout: string }>(
      `SELECT coalesce(sum(conversions), 0)::int AS conversions, coalesce(sum(approved), 0)::int AS approved, coalesce(sum(pending), 0)::int AS pending, coalesce(sum(payout), 0)::text AS payout
       FROM rollup_hourly WHERE offer_id = $1`,
      [w.offerId],
    )
  ).rows[0]!;
  const raw = (
    await db.query<{ conversions: number; approved: number; pending: number; payout: string }>(
      `SELECT count(*)::int AS conversions, count(*) FILTER (WHERE status = 'approved')::int AS approved, count(*) FILTER (WHERE status = 'pending')::int AS pending,
            coalesce(sum(payout) FILTER (WHERE status <> 'rejected'), 0)::text AS payout FROM conversions WHERE offer_id = $1 AND NOT is_test`,
      [w.offerId],
    )
  ).rows[0]!;
  expect(rollup).toEqual(raw);
  const clickRollup = (
    await db.query<{ n: number }>('SELECT coalesce(sum(clicks), 0)::int AS n FROM rollup_hourly WHERE offer_id = $1', [w.offerId])
  ).rows[0]!.n;
  expect(clickRollup).toBe(CLICKS);
  // one accepted log row per stored conversion: a resend after a crash is logged as a duplicate
  const logged = (
    await db.query<{ n: number }>("SELECT count(*)::int AS n FROM server_log WHERE offer_id = $1 AND outcome = 'accepted'", [w.offerId])
  ).rows[0]!.n;
  expect(logged).toBe(TRANSACTIONS);
});
