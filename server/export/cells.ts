/** A spreadsheet cell: text, a number, or empty. */
export type Cell = string | number | null;

/**
 * Spreadsheet formula injection (OWASP "CSV injection"): a text cell starting with = + - @ tab or
 * CR is prefixed with an apostrophe, so Excel and LibreOffice show it as text instead of running it.
 */
export function escapeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

const DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * A CSV field: formula-escaped, quoted when it holds a quote, comma or line break. A decimal column
 * holds numbers PostgreSQL printed ("-5.0000"): never a formula, so never escaped.
 */
export function csvField(v: Cell, decimal = false): string {
  if (v === null) return '';
  if (typeof v === 'number') return String(v);
  const s = decimal && DECIMAL.test(v) ? v : escapeCell(v);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** An XLSX cell: text formula-escaped; a decimal column's text becomes a number (what an analyst sums). */
export function xlsxValue(v: Cell, decimal = false): Cell {
  if (typeof v !== 'string') return v;
  return decimal && DECIMAL.test(v) ? Number(v) : escapeCell(v);
}
