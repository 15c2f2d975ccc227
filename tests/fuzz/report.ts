import { failed, type OperationResult } from './runner.ts';

const COLUMNS: [string, (r: OperationResult) => string | number][] = [
  ['method', (r) => r.method],
  ['path', (r) => r.path],
  ['requests', (r) => r.requests],
  ['2xx', (r) => r.ok2xx],
  ['4xx', (r) => r.client4xx],
  ['5xx', (r) => r.server5xx],
  ['schema-invalid', (r) => r.schemaInvalid],
  ['invalid-without-field-code', (r) => r.invalidWithoutFieldCode],
  ['invalid-accepted', (r) => r.invalidAccepted],
];

/** The per-operation table, a totals line and the first failures of each failing operation. */
export function formatReport(results: readonly OperationResult[], minRequests: number): string[] {
  const rows = results.map((r) => COLUMNS.map(([, f]) => String(f(r))));
  const widths = COLUMNS.map(([h], i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  const out = [line(COLUMNS.map(([h]) => h)), ...rows.map(line)];
  const sum = (f: (r: OperationResult) => number) => results.reduce((n, r) => n + f(r), 0);
  out.push(
    '',
    `operations ${results.length}, requests ${sum((r) => r.requests)} (fewest ${Math.min(...results.map((r) => r.requests))}), ` +
      `2xx ${sum((r) => r.ok2xx)}, 4xx ${sum((r) => r.client4xx)}, 5xx ${sum((r) => r.server5xx)}, ` +
      `schema-invalid ${sum((r) => r.schemaInvalid)}, invalid sent ${sum((r) => r.invalidSent)}, ` +
      `invalid-without-field-code ${sum((r) => r.invalidWithoutFieldCode)}, invalid-accepted ${sum((r) => r.invalidAccepted)}`,
  );
  const undocumented = results.filter((r) => r.undocumented.length);
  if (undocumented.length) {
    out.push(`UNDOCUMENTED statuses: ${undocumented.map((r) => `${r.method} ${r.path} ${r.undocumented.join('/')}`).join('; ')}`);
  }
  const short = results.filter((r) => r.requests < minRequests);
  if (short.length) out.push(`FEWER THAN ${minRequests} REQUESTS: ${short.map((r) => `${r.method} ${r.path}`).join(', ')}`);
  for (const r of results.filter(failed)) {
    out.push('', `FAILED ${r.method} ${r.path} (${r.id}):`, ...r.failures.map((f) => `  ${f}`));
  }
  return out;
}
