import { setup, transition } from 'xstate';
import type { ReconciliationDecision, ReconciliationRefusal, ReconciliationStatus } from '../domain/reconciliation/enums.ts';

/**
 * A reconciliation (issue 27 item 3; docs/decisions/093-guided-reconciliation.md). Shared by the
 * server, which stores the state in reconciliations.status and moves it only along this chart
 * (compare-and-set), and the page and palette, which offer what the chart allows.
 *
 * (none) ─ ledger.upload → open ─ ledger.upload (replace) | rows.decide → open
 *                          open ─ reconciliation.sign_off → signed_off ─ reconciliation.reopen → open
 *
 * Everything is refused once the period is locked by its cross-check (the lock is not a state of
 * this chart: it is read from server/reconciliation/lock-state.ts and passed in as `locked`).
 */
export type ReconciliationEvent =
  { type: 'ledger.upload' } | { type: 'rows.decide' } | { type: 'reconciliation.sign_off' } | { type: 'reconciliation.reopen' };
export type ReconciliationEventType = ReconciliationEvent['type'];

export const reconciliationChart = setup({ types: { events: {} as ReconciliationEvent } }).createMachine({
  id: 'reconciliation',
  initial: 'open',
  states: {
    open: { on: { 'ledger.upload': 'open', 'rows.decide': 'open', 'reconciliation.sign_off': 'signed_off' } },
    signed_off: { on: { 'reconciliation.reopen': 'open' } },
  },
});

/** The status `event` leads to from `status` (null: no reconciliation yet), or null when the chart refuses it. */
export function nextReconciliation(status: ReconciliationStatus | null, event: ReconciliationEventType): ReconciliationStatus | null {
  if (status === null) return event === 'ledger.upload' ? 'open' : null;
  const snapshot = reconciliationChart.resolveState({ value: status, context: {} });
  if (!snapshot.can({ type: event })) return null;
  const [next] = transition(reconciliationChart, snapshot, { type: event });
  return next.value as ReconciliationStatus;
}

/** The user's actions: upload a ledger, the three decisions, sign off, re-open. */
export const RECONCILIATION_ACTIONS = ['upload', 'approve', 'reject', 'adjust', 'sign_off', 'reopen'] as const;
export type ReconciliationAction = (typeof RECONCILIATION_ACTIONS)[number];

const EVENT_OF: Record<ReconciliationAction, ReconciliationEventType> = {
  upload: 'ledger.upload',
  approve: 'rows.decide',
  reject: 'rows.decide',
  adjust: 'rows.decide',
  sign_off: 'reconciliation.sign_off',
  reopen: 'reconciliation.reopen',
};
export const reconciliationEvent = (action: ReconciliationAction): ReconciliationEventType => EVENT_OF[action];
export const isDecision = (action: ReconciliationAction): action is ReconciliationDecision =>
  action === 'approve' || action === 'reject' || action === 'adjust';

/** null when `action` is allowed, else the refusal code both sides translate. */
export function reconciliationRefusal(
  status: ReconciliationStatus | null,
  action: ReconciliationAction,
  locked: boolean,
): ReconciliationRefusal | null {
  if (locked) return 'period_locked';
  if (status === null && action !== 'upload') return 'no_reconciliation';
  return nextReconciliation(status, reconciliationEvent(action)) === null ? 'status_not_allowed' : null;
}

/** What the user may do now (buttons and palette commands). */
export const reconciliationActions = (status: ReconciliationStatus | null, locked: boolean): ReconciliationAction[] =>
  RECONCILIATION_ACTIONS.filter((a) => reconciliationRefusal(status, a, locked) === null);
