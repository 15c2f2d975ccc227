import type { Tx } from '../../db/pool.ts';

/**
 * Multi-row statements of the flush: one `INSERT … SELECT FROM unnest($1::t[], $2::t[], …)` per
 * table (stack notes: ~175k rows/s, against ~2.4k for one row per statement). Columns that are
 * arrays or json travel as text and are converted in SQL, because unnest of a 2-D array would
 * flatten it.
 */
export interface Col<R> {
  name: string;
  /** the element type of the parameter array, e.g. 'bigint', 'text' */
  type: string;
  value: (r: R) => unknown;
  /** the select expression over the unnested column `u.<name>` (default: the column itself) */
  expr?: string;
}

export function unnestSelect<R>(cols: readonly Col<R>[], rows: readonly R[], offset = 0): { sql: string; values: unknown[][] } {
  const params = cols.map((c, i) => `$${offset + i + 1}::${c.type}[]`).join(', ');
  const names = cols.map((c) => c.name).join(', ');
  const exprs = cols.map((c) => c.expr ?? `u.${c.name}`).join(', ');
  return { sql: `SELECT ${exprs} FROM unnest(${params}) AS u(${names})`, values: cols.map((c) => rows.map(c.value)) };
}

/** The statement text of a multi-row insert, its parameters numbered from `offset` + 1. */
export function insertSql<R>(table: string, cols: readonly Col<R>[], rows: readonly R[], suffix = '', offset = 0): { sql: string; values: unknown[][] } {
  const { sql, values } = unnestSelect(cols, rows, offset);
  return { sql: `INSERT INTO ${table} (${cols.map((c) => c.name).join(', ')}) ${sql} ${suffix}`, values };
}

export async function insertRows<R>(tx: Tx, table: string, cols: readonly Col<R>[], rows: readonly R[], suffix = ''): Promise<{ rows: Record<string, unknown>[] }> {
  if (rows.length === 0) return { rows: [] };
  const { sql, values } = insertSql(table, cols, rows, suffix);
  return tx.query(sql, values);
}

/**
 * Several inserts as ONE statement (data-modifying CTEs): atomic without BEGIN / COMMIT, so a batch
 * of clicks costs one round trip and one WAL flush instead of four round trips.
 */
export function combined(parts: readonly { table: string; cols: readonly Col<never>[]; rows: readonly unknown[]; suffix?: string }[]): { sql: string; values: unknown[][] } {
  const ctes: string[] = [];
  const values: unknown[][] = [];
  parts.filter((p) => p.rows.length > 0).forEach((p, i) => {
    const s = insertSql(p.table, p.cols as readonly Col<unknown>[], p.rows, p.suffix ?? '', values.length);
    ctes.push(`w${i} AS (${s.sql})`);
    values.push(...s.values);
  });
  return { sql: `WITH ${ctes.join(', ')} SELECT 1`, values };
}

/** text[] of codes without commas → one comma-joined text (converted back by ARRAY_EXPR). */
export const joined = (a: readonly string[]) => a.join(',');
export const arrayExpr = (name: string) => `CASE WHEN u.${name} = '' THEN '{}'::text[] ELSE string_to_array(u.${name}, ',') END`;
