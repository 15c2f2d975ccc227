import type { AuditRow } from './contract.ts';

/**
 * The `changes` of an audit row in words: `field: before → after`, one per changed field, in the
 * order the server wrote them. Values are shown as a person reads them: text as it is, numbers and
 * booleans as written, lists joined, null as `empty` (the caller's "—"), anything else as JSON.
 * Long values are cut so one cell never holds a whole description.
 */
export const VALUE_MAX = 80;

/** `max`: characters of one value before it is cut (the export keeps more than a table cell). */
export function valueText(v: unknown, empty: string, max = VALUE_MAX): string {
  const cut = (s: string) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);
  if (v === null || v === undefined || v === '') return empty;
  if (typeof v === 'string') return cut(v);
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (Array.isArray(v) && v.every((x) => x === null || ['string', 'number', 'boolean'].includes(typeof x)))
    return v.length === 0 ? empty : cut(v.map((x) => (x === null ? empty : String(x))).join(', '));
  return cut(JSON.stringify(v));
}

export interface ChangeLine {
  field: string;
  before: string;
  after: string;
}

export function changeLines(changes: AuditRow['changes'], empty: string, max = VALUE_MAX): ChangeLine[] {
  return Object.entries(changes).map(([field, [before, after]]) => ({
    field,
    before: valueText(before, empty, max),
    after: valueText(after, empty, max),
  }));
}

/** One line of text (the cell's copy text and its title): `payout: 10 → 12; name: A → B`. */
export function changesText(changes: AuditRow['changes'], empty: string, max = VALUE_MAX): string {
  return changeLines(changes, empty, max)
    .map((l) => `${l.field}: ${l.before} → ${l.after}`)
    .join('; ');
}
