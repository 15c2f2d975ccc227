import { createReadStream, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Principal } from '../../src/domain/permissions.ts';
import { csvRecords } from '../../server/products/import-read.ts';
import { uploadLedger } from '../../server/reconciliation/upload.ts';
import type { StoragePort } from '../../server/storage/port.ts';
import { openBenchDatabase } from './bench-db.ts';
import { printBenchSummary } from './summary.ts';

/**
 * `npm run bench:reconcile` (issue 27 item 3; decision 093): a 100,000-row ledger against 100,000
 * tracked conversions of the period, diffed through the reconciliation's upload as the server runs
 * it — the file streamed from disk, staged in batches, one full join in PostgreSQL, the four groups
 * written. Beside it, in the same run, the baseline: the same file only parsed by the same streaming
 * CSV reader (no database). Prints the time, the ratio to the baseline, node's CPU, the peak RSS
 * above idle and the load average. Targets: ≤ 5 s, ≤ 300 MB. `--rows N` shrinks it. Uses
 * BENCH_DATABASE_URL, or an embedded PostgreSQL in a temporary folder. Not part of `npm test`.
 */
const arg = process.argv.indexOf('--rows');
const ROWS = arg > 0 ? Number(process.argv[arg + 1]) : 100_000;
const PERIOD = { period_start: '2026-03-01', period_end: '2026-03-31' };

/** The ledger: 80 % matched, 10 % another amount, 10 % only in the ledger (the conversions' other 10 % are only tracked). */
function ledger(): string {
  const lines = ['order_id,amount,status'];
  for (let i = 0; i < ROWS; i++) {
    const only = i % 10 === 9;
    const differs = i % 10 === 8;
    lines.push(`${only ? 'L' : 'T'}-${i},${differs ? '101.50' : '100.00'},completed`);
  }
  return lines.join('\n') + '\n';
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bc-bench-reconcile-'));
  const { db, close } = await openBenchDatabase('bc-bench-pg-');
  try {
    const brandId = (await db.query<{ id: number }>("INSERT INTO brands (company_name) VALUES ('Bench') RETURNING id::int AS id")).rows[0]!
      .id;
    const userId = (
      await db.query<{ id: number }>(
        `INSERT INTO brand_users (brand_id, email, password_hash, first_name, last_name, role_id, is_first_login)
         VALUES ($1, 'bench@reconcile.test', 'x', 'Bench', 'User', 1, false) RETURNING id::int AS id`,
        [brandId],
      )
    ).rows[0]!.id;
    // the period's conversions, spread over March; order ids T-0 … (the ledger's L-… are not among them)
    await db.query(
      `INSERT INTO conversions (brand_id, offer_id, partner_id, event_id, click_id, click_uuid, click_at, created_at, status, sale_amount, payout,
                                transaction_id, dedupe_key, method)
       SELECT $1, 1, 1 + g % 50, 1, g, gen_random_uuid(), t, t, 'pending', 100, 10, 'T-' || g, 'tx:T-' || g, 'postback'
         FROM generate_series(0, $2 - 1) g, LATERAL (SELECT timestamptz '2026-03-01' + (g % 30) * interval '1 day' + interval '1 hour' AS t) x`,
      [brandId, ROWS],
    );
    await db.query('ANALYZE conversions');
    const path = join(dir, 'ledger.csv');
    writeFileSync(path, ledger());
    const file = await db.query<{ id: number }>(
      `INSERT INTO files (brand_id, key, original_name, shortened_name, type, content_type, size, use)
       VALUES ($1, 'files/bench/ledger.csv', 'ledger.csv', 'ledger.csv', 'text', 'text/csv', 0, 'reconciliation_ledger') RETURNING id::int AS id`,
      [brandId],
    );
    const storage = { stream: async () => createReadStream(path) } as unknown as StoragePort;
    const user: Principal = { userId, brandId, role: 'owner', permissions: {}, isAllPartner: true };

    if (process.env.BENCH_TRACE) {
      // prints every statement over 20 ms (and those run on a transaction's client)
      const wrap = (q: { query: (...a: never[]) => Promise<unknown> }) => {
        const orig = q.query.bind(q) as (...a: unknown[]) => Promise<unknown>;
        (q as { query: unknown }).query = async (...a: unknown[]) => {
          if (process.env.BENCH_TRACE === 'explain' && String(a[0]).includes('INSERT INTO reconciliation_rows')) {
            await orig('SAVEPOINT explain');
            const plan = (await orig(`EXPLAIN (ANALYZE, BUFFERS) ${String(a[0])}`, a[1])) as { rows: { 'QUERY PLAN': string }[] };
            console.log(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
            await orig('ROLLBACK TO SAVEPOINT explain');
          }
          const s0 = performance.now();
          const out = await orig(...a);
          const ms = performance.now() - s0;
          if (ms > 20) console.log(`  ${ms.toFixed(0)} ms ${String(a[0]).replace(/\s+/g, ' ').slice(0, 90)}`);
          return out;
        };
      };
      wrap(db as never);
      const connect = db.connect.bind(db) as (...a: unknown[]) => Promise<never>;
      // pool.query connects with a callback: only the promise form (withTransaction) is traced
      (db as { connect: unknown }).connect = (...a: unknown[]) =>
        a.length > 0
          ? connect(...a)
          : connect().then((c) => {
              wrap(c);
              return c;
            });
    }
    // baseline: the same file through the same streaming parser, nothing else
    let t0 = performance.now();
    let parsed = 0;
    for await (const record of csvRecords(createReadStream(path), () => undefined)) parsed += record.cells.length > 0 ? 1 : 0;
    const parse = performance.now() - t0;

    // memory: the RSS sampled every 10 ms while diffing, against the idle RSS just before
    global.gc?.();
    const idle = process.memoryUsage().rss;
    let peak = idle;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
    const load0 = loadavg()[0]!;
    const cpu0 = process.cpuUsage();
    t0 = performance.now();
    const r = await uploadLedger(db, storage, user, { ...PERIOD, file_id: file.rows[0]!.id });
    const diff = performance.now() - t0;
    const cpu = process.cpuUsage(cpu0);
    clearInterval(sampler);
    const expected = { matched: ROWS * 0.8, amount_differs: ROWS * 0.1, only_ledger: ROWS * 0.1, only_tracked: ROWS * 0.1 };
    for (const [g, n] of Object.entries(expected))
      if (r.counts[g as keyof typeof expected] !== Math.round(n)) throw new Error(`group ${g}: ${JSON.stringify(r.counts)}`);
    const mb = (peak - idle) / 2 ** 20;
    console.log(
      `ledger ${ROWS} rows against ${ROWS} conversions; groups ${JSON.stringify(r.counts)}; load average ${load0.toFixed(2)} → ${loadavg()[0]!.toFixed(2)}`,
    );
    console.log(
      `diff ${diff.toFixed(0)} ms (target ≤ 5000): ${diff <= 5000 ? 'met' : 'NOT met'}; node CPU ${((cpu.user + cpu.system) / 1000).toFixed(0)} ms`,
    );
    console.log(`  peak RSS ${mb.toFixed(1)} MB above idle (target ≤ 300): ${mb <= 300 ? 'met' : 'NOT met'}`);
    console.log(
      `baseline: parsing the same ${parsed - 1} rows alone ${parse.toFixed(0)} ms — the whole diff is ×${(diff / parse).toFixed(2)} of it`,
    );
    printBenchSummary('reconcile', { diff_ms: diff, peak_mb_above_idle: mb, parse_ms: parse, ratio_to_parse: diff / parse });
  } finally {
    await close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
