import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPORT_KEYS } from '../../src/domain/profile/columns.ts';

/*
 * Every analyst table a view draws (`<ReportTable report="…">`) has its column-settings defaults in
 * src/domain/profile/columns.ts: without them its columns stand in one group "Other" and a user's
 * choice is not saved (the discount-program report and the reconciliation rows were found so).
 */
const VIEWS = join(import.meta.dirname, '../../src/views');
/** The scroll benchmark's table (src/views/table/BenchTablePage.tsx): synthetic rows, no user settings. */
const WITHOUT_SETTINGS = ['bench'];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return name.endsWith('.tsx') && !name.includes('.test.') ? [path] : [];
  });
}

describe('report column defaults', () => {
  const used = sources(VIEWS).flatMap((path) =>
    [...readFileSync(path, 'utf8').matchAll(/\breport="(\w+)"/g)].map((m) => ({ report: m[1]!, file: path.slice(VIEWS.length + 1) })),
  );

  it('finds the analyst tables of the views', () => {
    expect(used.length).toBeGreaterThan(5);
  });

  it('every one of them has its defaults', () => {
    expect(used.filter((u) => !REPORT_KEYS.includes(u.report) && !WITHOUT_SETTINGS.includes(u.report))).toEqual([]);
  });
});
