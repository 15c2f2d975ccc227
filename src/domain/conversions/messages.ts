import type { ActionOutcome } from './status.ts';

/**
 * The lines of the toast after a bulk action, from the answer's summary: what changed first, then
 * each refusal the user must act on (spec 3 §8: "{n} locked conversion{s} has failed to update
 * status.", "Approval failed because the partner is blocked."), then what needed nothing. Each line
 * is translated as `conversions.summary.<outcome>` with `{count}`; `tone` picks the toast style.
 */
const ORDER: readonly ActionOutcome[] = ['changed', 'locked', 'partner_blocked', 'not_allowed', 'not_found', 'unchanged'];
const TONE: Record<ActionOutcome, 'success' | 'error' | 'info'> = {
  changed: 'success',
  locked: 'error',
  partner_blocked: 'error',
  not_allowed: 'error',
  not_found: 'error',
  unchanged: 'info',
};

export interface SummaryLine {
  outcome: ActionOutcome;
  count: number;
  tone: 'success' | 'error' | 'info';
}

export function summaryLines(summary: Readonly<Record<ActionOutcome, number>>): SummaryLine[] {
  return ORDER.filter((o) => summary[o] > 0).map((o) => ({ outcome: o, count: summary[o], tone: TONE[o] }));
}
