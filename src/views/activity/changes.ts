import type { AuditRow } from '../../domain/audit/contract.ts';

/**
 * The `changes` of an audit row in words: `field: before → after`, one per changed field, in the
 * order the server wrote them. Values are shown as a person reads them: text as it is, numbers and
 * booleans as written, lists joined, null as `empty` (the caller's "—"), anything else as JSON.
 * Long values are cut so one cell never holds a whole description.
 */
export const VALUE_MAX = 80;

export function valueText(v: unknown, empty: string): string {
  if (v === null || v === undefined || v === '') return empty;
  if (typeof v === 'string') return cut(v);
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (Array.isArray(v) && v.every((x) => x === null || ['string', 'number', 'boolean'].includes(typeof x)))
    return v.length === 0 ? empty : cut(v.map((x) => (x === null ? empty : String(x))).join(', '));
  return cut(JSON.stringify(v));
}

const cut = (s: string) => (s.length > VALUE_MAX ? `${s.slice(0, VALUE_MAX - 1)}…` : s);

export interface ChangeLine {
  field: string;
  before: string;
  after: string;
}

export function changeLines(changes: AuditRow['changes'], empty: string): ChangeLine[] {
  return Object.entries(changes).map(([field, [before, after]]) => ({
    field,
    before: valueText(before, empty),
    after: valueText(after, empty),
  }));
}

/** One line of text (the cell's copy text and its title): `payout: 10 → 12; name: A → B`. */
export function changesText(changes: AuditRow['changes'], empty: string): string {
  return changeLines(changes, empty)
    .map((l) => `${l.field}: ${l.before} → ${l.after}`)
    .join('; ');
}
