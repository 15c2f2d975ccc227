import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/api/app.ts';
import { formatReport } from '../fuzz/report.ts';
import { failed, runFuzz, type OperationResult } from '../fuzz/runner.ts';

/**
 * The fuzzer (decision 042) on every build, small: RUNS requests per operation (half as the owner,
 * half as a level-0 employee; half of each invalid). `npm run fuzz` is the same walk at 1,000.
 */
const RUNS = 8;

let t: TestApp;
let results: OperationResult[];

beforeAll(async () => {
  // the demo template: runFuzz's seedDemo then finds the workspace there and adds nothing
  t = await createTestApp({ demo: true });
  results = await runFuzz({ url: t.url, db: t.db, runs: RUNS, concurrency: 4 });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('fuzzing from the OpenAPI document', () => {
  it('walks every operation the document lists, each with the asked number of requests', async () => {
    const doc = (await (await fetch(`${t.url}/api/openapi.json`)).json()) as { paths: Record<string, Record<string, unknown>> };
    const listed = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`));
    expect(results.map((r) => `${r.method} ${r.path}`).sort()).toEqual(listed.sort());
    for (const r of results) expect(r.requests, `${r.method} ${r.path}`).toBeGreaterThanOrEqual(RUNS);
    // the walk really sends invalid requests and reaches handlers (not only 401/403)
    expect(results.reduce((n, r) => n + r.invalidSent, 0)).toBeGreaterThan(results.length);
    expect(results.reduce((n, r) => n + r.ok2xx, 0)).toBeGreaterThan(results.length / 2);
  });

  it('gets no 5xx, no answer outside the document, and a 4xx with field codes for every invalid request', () => {
    const failures = results.filter(failed);
    expect(failures.length === 0 ? [] : formatReport(results, RUNS).filter((l) => l.startsWith('FAILED') || l.startsWith('  '))).toEqual(
      [],
    );
  });
});
