import { createReadStream, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger } from 'fastify';
import { IMPORT_COLUMNS } from '../../src/domain/products/import-columns.ts';
import { accept, validate, type ImportDeps } from '../../server/products/import-service.ts';
import { readUpload } from '../../server/products/import-queries.ts';
import type { StoragePort } from '../../server/storage/port.ts';
import { openBenchDatabase } from './bench-db.ts';
import { printBenchSummary } from './summary.ts';

/**
 * `npm run bench:products` (issue 26 item 4; decision 080): validate and accept a 9,999-row product
 * CSV (half its SKUs already in the catalogue, so half update and half add) through the import
 * service as the server runs it — the file streamed from disk, rows staged in batches, one accept
 * transaction — beside a naive import in the same run: one INSERT … ON CONFLICT per row. Prints the
 * times, the peak RSS above idle while importing, and the load average. Targets: ≤ 3 s, ≤ 200 MB.
 * Uses BENCH_DATABASE_URL, or an embedded PostgreSQL in a temporary folder. Not part of `npm test`.
 */
const ROWS = 9_999;
const silent = { info: () => undefined, error: () => undefined, warn: () => undefined } as unknown as FastifyBaseLogger;

function csvOf(prefix: string): string {
  const lines = [IMPORT_COLUMNS.map((c) => c.header).join(',')];
  for (let i = 0; i < ROWS; i++)
    lines.push(
      `${prefix}-${i},Bench product ${i},${(i % 500) + 10}.5,${(i % 500) + 5},${i % 90},${1 + (i % 24)},in_stock,EXT-${i},A plain description,https://shop.example.com/p/${i},https://shop.example.com/i/${i}.jpg,"Tag ${i % 40},Bench"`,
    );
  return lines.join('\n') + '\n';
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bc-bench-products-'));
  const { db, close } = await openBenchDatabase('bc-bench-pg-');
  try {
    const brands = await db.query<{ id: number }>(
      "INSERT INTO brands (company_name) VALUES ('Bench A'), ('Bench B') RETURNING id::int AS id",
    );
    const [brandId, naiveBrand] = brands.rows.map((r) => r.id) as [number, number];
    // half the file's SKUs are in the catalogue already: they update
    for (const b of [brandId, naiveBrand])
      await db.query(
        `INSERT INTO products (brand_id, product_name, sku, original_price, category_id, status)
         SELECT $1, 'Old ' || g, 'P-' || g, 1, 1, 'in_stock' FROM generate_series(0, $2 - 1, 2) g`,
        [b, ROWS],
      );
    const path = join(dir, 'products.csv');
    writeFileSync(path, csvOf('P'));
    const file = await db.query<{ id: number }>(
      `INSERT INTO files (brand_id, key, original_name, shortened_name, type, content_type, size, use)
       VALUES ($1, 'files/bench/products.csv', 'products.csv', 'products.csv', 'text', 'text/csv', 0, 'product_import') RETURNING id::int AS id`,
      [brandId],
    );
    const storage = { stream: async () => createReadStream(path) } as unknown as StoragePort;
    let held: (() => Promise<void>) | null = null;
    const d: ImportDeps = { db, storage, log: silent, schedule: (task) => void (held = task) };

    // memory: the RSS sampled every 10 ms while importing, against the idle RSS just before
    global.gc?.();
    const idle = process.memoryUsage().rss;
    let peak = idle;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
    const load0 = loadavg()[0]!;
    const cpu0 = process.cpuUsage();
    let t0 = performance.now();
    const upload = await validate(d, brandId, null, file.rows[0]!.id);
    await held!();
    const validated = performance.now() - t0;
    const checked = await readUpload(db, brandId, upload.id);
    if (checked?.status !== 'succeeded') throw new Error(`validation ${checked?.status}: ${JSON.stringify(checked?.errors.slice(0, 3))}`);
    t0 = performance.now();
    await accept(d, brandId, upload.id);
    await held!();
    const accepted = performance.now() - t0;
    const cpu = process.cpuUsage(cpu0);
    clearInterval(sampler);
    const done = await readUpload(db, brandId, upload.id);
    if (done?.status !== 'accepted') throw new Error(`accept ${done?.status}: ${JSON.stringify(done?.errors.slice(0, 3))}`);

    // the naive way: every row its own statement (autocommit), the same values
    const lines = csvOf('P').trim().split('\n').slice(1);
    t0 = performance.now();
    for (const line of lines) {
      const [sku, name, price, sale, stock, category] = line.split(',');
      await db.query(
        `INSERT INTO products (brand_id, sku, product_name, original_price, sale_price, inventory_quantity, category_id, status)
         VALUES ($1, $2, $3, $4, $5, $6, $7, 'in_stock')
         ON CONFLICT (brand_id, sku) DO UPDATE SET product_name = EXCLUDED.product_name, original_price = EXCLUDED.original_price,
           sale_price = EXCLUDED.sale_price, inventory_quantity = EXCLUDED.inventory_quantity, category_id = EXCLUDED.category_id`,
        [naiveBrand, sku, name, price, sale, stock, category],
      );
    }
    const naive = performance.now() - t0;
    const total = validated + accepted;
    const mb = (peak - idle) / 2 ** 20;
    console.log(
      `rows ${ROWS} (added ${done.added}, updated ${done.updated}); load average ${load0.toFixed(2)} → ${loadavg()[0]!.toFixed(2)}`,
    );
    console.log(
      `validate ${validated.toFixed(0)} ms + accept ${accepted.toFixed(0)} ms = ${total.toFixed(0)} ms (target ≤ 3000): ${total <= 3000 ? 'met' : 'NOT met'}`,
    );
    console.log(
      `  node CPU ${((cpu.user + cpu.system) / 1000).toFixed(0)} ms; peak RSS ${mb.toFixed(1)} MB above idle (target ≤ 200): ${mb <= 200 ? 'met' : 'NOT met'}`,
    );
    console.log(
      `naive row-by-row insert (no checks, no tags): ${naive.toFixed(0)} ms — the import is ×${(naive / total).toFixed(2)} faster`,
    );
    printBenchSummary('products', {
      validate_ms: validated,
      accept_ms: accepted,
      total_ms: total,
      peak_mb_above_idle: mb,
      naive_ms: naive,
    });
  } finally {
    await close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
