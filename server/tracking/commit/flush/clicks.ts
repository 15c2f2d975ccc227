import type { Db } from '../../../db/pool.ts';
import { insertSql, prepared, type Col } from '../../../db/bulk.ts';
import { Rollup } from '../../../rollup/batch.ts';
import { CLICK_COLS, LOG_COLS, type LogRow } from '../columns.ts';
import { IS_UNIQUE_EXPR, UNIQUE_CLICKS_EXPR, markUniques, uniqueCandidates, uniquesCtes } from '../uniques.ts';
import type { Answer, ClickResult, ClickRow, Item } from '../types.ts';
import { logRowOf } from './answers.ts';

/**
 * The hot path: a batch of clicks (and log-only refusals) without budgets needs no reads — its
 * unique clicks, click rows, log rows and rollup cells are ONE statement (decisions 039, 061).
 */
export const needsNoReads = (items: readonly Item[]) =>
  items.every((i) => i.kind === 'log' || (i.kind === 'click' && (i.budgets.length === 0 || i.row.refusal !== null || i.row.is_test)));

const CLICK_COLS_UNIQUE_IN_SQL: Col<ClickRow>[] = CLICK_COLS.map((c) => (c.name === 'is_unique' ? { ...c, expr: IS_UNIQUE_EXPR } : c));

export async function writeOnly(db: Db, items: readonly Item[]): Promise<(ClickResult | Answer)[]> {
  const rollup = new Rollup();
  const clicks: ClickRow[] = [];
  const logs: LogRow[] = [];
  const results: (ClickResult | Answer)[] = [];
  for (const item of items) {
    if (item.kind === 'click') clicks.push(item.row);
    else if (item.kind === 'log') logs.push(logRowOf(item));
  }
  // unique clicks are shared state (decision 039), decided in this batch's one statement (061);
  // a key repeated a day apart (backdated traffic) takes the rounds of markUniques first
  const candidates = clicks.length ? uniqueCandidates(clicks) : [];
  if (candidates === null) await markUniques(db, clicks);
  for (const item of items) {
    if (item.kind === 'click') {
      rollup.addClick(item.row);
      results.push({ refusal: item.row.refusal });
    } else if (item.kind === 'log') results.push(item.answer);
  }
  const values: string[] = [];
  const ctes: string[] = [];
  const inSql = candidates !== null && candidates.length > 0;
  if (inSql) {
    const u = uniquesCtes(candidates, 0);
    ctes.push(...u.ctes);
    values.push(...u.values);
  }
  const add = (name: string, part: { sql: string; values: string[] }) => {
    ctes.push(`${name} AS (${part.sql})`);
    values.push(...part.values);
  };
  if (logs.length) add('w1', insertSql('server_log', LOG_COLS, logs, '', values.length));
  if (rollup.size) {
    const p = rollup.part();
    const cols = inSql ? p.cols.map((c) => (c.name === 'unique_clicks' ? { ...c, expr: UNIQUE_CLICKS_EXPR } : c)) : p.cols;
    add('w2', insertSql(p.table, cols, p.rows, p.suffix, values.length));
  }
  if (clicks.length) add('w3', insertSql('clicks', inSql ? CLICK_COLS_UNIQUE_IN_SQL : CLICK_COLS, clicks, '', values.length));
  if (ctes.length) await db.query(prepared(`WITH ${ctes.join(', ')} SELECT 1`, values));
  return results;
}
