import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, startEmbedded } from '../../server/db/embedded.ts';
import { migrate } from '../../server/db/migrate.ts';
import { testConfig } from '../../server/config.ts';
import pg from 'pg';
import type { Item } from '../../server/tracking/commit/types.ts';
import { runFlush } from '../../server/tracking/commit/flush.ts';
import { clickAnswer } from '../../server/tracking/ingest/click-request.ts';
import { recordConversion } from '../../server/tracking/ingest/conversion.ts';
import { createTracker, type Tracker } from '../../server/tracking/tracker.ts';
import type { Writer } from '../../server/tracking/commit/writer.ts';
import { BROWSER_UA, makeTrackingWorld, visitorIp } from './tracking-world.ts';

/**
 * `npx tsx tests/bench/tracking-flush.bench.ts`: CPU per row of the tracking writer's flush, server
 * side (this process) and PostgreSQL side (the one backend of a one-connection pool), for click and
 * postback batches of several sizes (decision 061). The requests are turned into writer items by the
 * real ingest code (recordConversion, clickAnswer) against a real database; the flushes are the real
 * runFlush. CPU time, unlike requests/s, hardly depends on what else the machine runs, so this is
 * the figure to compare before and after a change of the write path on the shared 2-core machine.
 *
 * BENCH_ROWS (default 20,000) rows per kind and batch size; BENCH_BATCHES (default 1,24,200).
 */
const ROWS = Number(process.env.BENCH_ROWS ?? 20_000);
const SIZES = (process.env.BENCH_BATCHES ?? '1,24,200').split(',').map(Number);
/** BENCH_PG_STATS=1: pg_stat_statements of the postback flushes, by total time */
const PG_STATS = process.env.BENCH_PG_STATS === '1';
/** BENCH_EXPLAIN=1: the plans (EXPLAIN ANALYZE, BUFFERS, WAL through auto_explain) of one more postback flush per batch size */
const EXPLAIN = process.env.BENCH_EXPLAIN === '1';
const uptime = () => execFileSync('uptime', { encoding: 'utf8' }).trim();

/** CPU ms (user + system) of a process from /proc */
function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(f[11]) + Number(f[12])) * 10;
}
const selfMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/** A writer that hands the items the ingest code queues to the benchmark instead of flushing them. */
function capturing(into: Item[]): Writer {
  return {
    write: ((item: Item) => {
      into.push(item);
      return Promise.resolve(item.kind === 'click' ? { refusal: null } : { outcome: 'accepted', reason: null, httpStatus: 200, body: {} });
    }) as Writer['write'],
    close: async () => undefined,
    stats: { flushes: 0, items: 0, failures: 0 },
  };
}

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bc-bench-flush-'));
  chmodSync(dir, 0o755);
  const cluster = await startEmbedded({
    dataDir: path.join(dir, 'pg'),
    port: await freePort(),
    database: 'brand_console',
    settings: PG_STATS ? { shared_preload_libraries: 'pg_stat_statements', 'pg_stat_statements.track': 'all' } : {},
  });
  const db = new pg.Pool({ connectionString: cluster.url, max: 1 });
  try {
    console.log(`uptime at start: ${uptime()}`);
    await migrate(db);
    if (PG_STATS) await db.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
    const w = await makeTrackingWorld(db, { partners: 4, name: 'Flush bench' });
    const backend = (await db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
    const t: Tracker = createTracker({ db, config: testConfig({ trustProxy: '127.0.0.1' }), options: { rateLimit: 0 } });
    const offer = (await t.facts.offer(w.offerId))!;

    const clicksOf = async (n: number, from: number): Promise<Item[]> => {
      const items: Item[] = [];
      t.writer = capturing(items);
      for (let i = 0; i < n; i++) {
        const k = from + i;
        await clickAnswer(
          t,
          {
            query: { offer_id: String(w.offerId), partner_id: String(w.partnerIds[k % w.partnerIds.length]), sub1: `f${k % 97}` },
            ip: visitorIp(k),
            headers: { 'user-agent': BROWSER_UA },
            ipHits: 1,
          },
          offer,
          'click',
        );
      }
      return items;
    };
    const conversionsOf = async (clickUuids: string[], from: number): Promise<Item[]> => {
      const items: Item[] = [];
      t.writer = capturing(items);
      for (let i = 0; i < clickUuids.length; i++) {
        const params = {
          token: w.token,
          offer_id: String(w.offerId),
          event: String(w.eventId),
          click_id: clickUuids[i],
          transaction_id: `F${from + i}`,
          amount: '10',
        };
        await recordConversion(t, {
          endpoint: 'postback',
          requireToken: true,
          params,
          cookieClick: () => undefined,
          ip: '203.0.113.7',
          request: { method: 'GET', path: '/track/postback', query: params, body: null, user_agent: '' },
          at: new Date(),
        });
      }
      return items;
    };

    const measure = async (label: string, items: Item[], size: number) => {
      if (PG_STATS && label === 'postbacks') await db.query('SELECT pg_stat_statements_reset()');
      const s0 = selfMs();
      const p0 = cpuMs(backend);
      for (let i = 0; i < items.length; i += size) await runFlush(db, items.slice(i, i + size));
      const server = ((selfMs() - s0) / items.length) * 1000;
      const postgres = ((cpuMs(backend) - p0) / items.length) * 1000;
      if (PG_STATS && label === 'postbacks') printStats(await db.query(STATS_SQL), items.length);
      console.log(
        `${label.padEnd(10)} batch ${String(size).padStart(4)}: server ${server.toFixed(0).padStart(4)} µs + PostgreSQL ${postgres.toFixed(0).padStart(4)} µs per row`,
      );
    };

    let next = 0;
    for (const size of SIZES) {
      const clicks = await clicksOf(ROWS, next);
      next += ROWS;
      await measure('clicks', clicks, size);
      const uuids = clicks.map((c) => (c.kind === 'click' ? c.row.click_uuid : ''));
      const conversions = await conversionsOf(uuids, next);
      await measure('postbacks', conversions, size);
      if (EXPLAIN) {
        const more = await clicksOf(size, next + ROWS);
        await runFlush(db, more);
        const convs = await conversionsOf(
          more.map((c) => (c.kind === 'click' ? c.row.click_uuid : '')),
          next + 2 * ROWS,
        );
        console.log(`\n--- plans of one postback flush of ${size} ---`);
        await explained(db, () => runFlush(db, convs));
      }
      next += 3 * ROWS;
    }
    console.log(`uptime at end:   ${uptime()}`);
    console.log(RECORDED);
  } finally {
    await db.end();
    await cluster.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The last recorded run, to read beside this one (decision 071; BENCH_ROWS=10000, base = main
 * 8c82a2f with this file copied in, run just before the branch on the shared 2 cores).
 */
const RECORDED = `recorded 2026-11-27 (decision 071), CPU per postback, server + PostgreSQL:
  load 6.2 → 9.3, conversions analyzed by autovacuum during batch 1   main 8c82a2f      branch postbacks (one statement)
  batch    1                                                        883 + 2,011 µs    540 + 2,222 µs
  batch   24                                                         93 +   165 µs     60 +   187 µs
  batch  200                                                         56 +    84 µs     39 +    93 µs
  (BENCH_BATCHES=24,200 alone, conversions never analyzed, load 4.1 → 7.7: batch 24 93 + 357 → 78 + 133 µs, batch 200 48 + 289 → 61 + 85 µs)`;

const STATS_SQL = `SELECT calls, rows, round(total_exec_time::numeric, 1) AS total_ms, shared_blks_hit + shared_blks_read AS blocks,
       wal_records, wal_fpi, left(regexp_replace(query, '\\s+', ' ', 'g'), 110) AS query
  FROM pg_stat_statements WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())
   AND query NOT LIKE '%pg_stat_statements%' ORDER BY total_exec_time DESC LIMIT 6`;

/** Per statement: calls, µs of execution per postback, blocks and WAL records per postback. */
function printStats(r: { rows: Record<string, unknown>[] }, n: number): void {
  for (const s of r.rows)
    console.log(
      `  ${String(s.calls).padStart(6)} calls  ${((Number(s.total_ms) * 1000) / n).toFixed(1).padStart(6)} µs/row  ${(Number(s.blocks) / n).toFixed(1).padStart(5)} blocks/row  ${(Number(s.wal_records) / n).toFixed(1).padStart(5)} WAL rec/row  ${String(s.query)}`,
    );
}

/** Runs `f` on the one connection with auto_explain sending every plan back as a notice. */
async function explained(db: pg.Pool, f: () => Promise<unknown>): Promise<void> {
  const client = await db.connect();
  const print = (m: { message?: string }) => console.log(m.message);
  client.on('notice', print);
  await client.query(
    "LOAD 'auto_explain'; SET auto_explain.log_min_duration = 0; SET auto_explain.log_analyze = on; SET auto_explain.log_buffers = on; SET auto_explain.log_wal = on; SET auto_explain.log_nested_statements = on; SET client_min_messages = log",
  );
  client.release();
  try {
    await f();
  } finally {
    const c = await db.connect();
    await c.query('RESET client_min_messages; SET auto_explain.log_min_duration = -1');
    c.removeListener('notice', print);
    c.release();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
