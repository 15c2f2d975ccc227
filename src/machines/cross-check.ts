import { setup, transition, type SnapshotFrom } from 'xstate';
import {
  CROSS_CHECK_BRAND_ACTIONS,
  type CrossCheckAction,
  type CrossCheckBrandAction,
  type CrossCheckStatus,
} from '../domain/cross-check/enums.ts';

export type CrossCheckEvent =
  /** the period ended (the locking job, on its clock): the figures stop growing */
  | { type: 'crosscheck.close' }
  /** the brand confirms the figures it reviewed */
  | { type: 'crosscheck.finalize' }
  /** the brand takes a confirmation back, to review again */
  | { type: 'crosscheck.reopen' }
  /** the brand, or the job after the locking term: pending conversions approved, all read-only */
  | { type: 'crosscheck.lock' };

export interface CrossCheckContext {
  /** approved commission + bonus + arrears below zero: the lock is refused (spec 3 §4) */
  negativeSubtotal: boolean;
}

/**
 * Cross-check record (spec 3 §4: temporary, unfinalized, finalized, locked;
 * docs/decisions/090-cross-check-and-locking.md). A record of a period that has not ended is
 * `temporary` (its figures still grow); when the period ends it is `unfinalized` (the brand reviews
 * its conversions); the brand `finalize`s it when the figures are right and may `reopen` it while
 * it is not locked. An unfinalized or finalized record locks — by the brand, or by the job once the
 * locking term has passed — unless its subtotal is negative. Locked is final: the record and its
 * conversions are read-only. Shared by the server (the authority), the job and the screens.
 */
export const crossCheckChart = setup({
  types: {
    events: {} as CrossCheckEvent,
    context: {} as CrossCheckContext,
    input: {} as Partial<CrossCheckContext> | undefined,
  },
  guards: {
    subtotalNotNegative: ({ context }) => !context.negativeSubtotal,
  },
}).createMachine({
  id: 'crossCheck',
  initial: 'temporary',
  context: ({ input }) => ({ negativeSubtotal: input?.negativeSubtotal ?? false }),
  states: {
    temporary: { on: { 'crosscheck.close': 'unfinalized' } },
    unfinalized: {
      on: {
        'crosscheck.finalize': 'finalized',
        'crosscheck.lock': { target: 'locked', guard: 'subtotalNotNegative' },
      },
    },
    finalized: {
      on: {
        'crosscheck.reopen': 'unfinalized',
        'crosscheck.lock': { target: 'locked', guard: 'subtotalNotNegative' },
      },
    },
    locked: { type: 'final' },
  },
});

export type CrossCheckSnapshot = SnapshotFrom<typeof crossCheckChart>;

export const crossCheckAt = (status: CrossCheckStatus, context: Partial<CrossCheckContext> = {}): CrossCheckSnapshot =>
  crossCheckChart.resolveState({ value: status, context: { negativeSubtotal: false, ...context } });

export const crossCheckEvent = (action: CrossCheckAction): CrossCheckEvent => ({ type: `crosscheck.${action}` });

/** The status after `action`, or null when the chart refuses it. */
export function nextCrossCheck(
  status: CrossCheckStatus,
  action: CrossCheckAction,
  context: Partial<CrossCheckContext> = {},
): CrossCheckStatus | null {
  const snapshot = crossCheckAt(status, context);
  const event = crossCheckEvent(action);
  if (!snapshot.can(event)) return null;
  return transition(crossCheckChart, snapshot, event)[0].value as CrossCheckStatus;
}

/**
 * Why `action` is refused, or null when allowed: a lock the status would take but the negative
 * subtotal stops is `negative_subtotal` (its own message), anything else `status_not_allowed`.
 */
export function crossCheckRefusal(
  status: CrossCheckStatus,
  action: CrossCheckAction,
  context: Partial<CrossCheckContext> = {},
): 'status_not_allowed' | 'negative_subtotal' | null {
  if (nextCrossCheck(status, action, context) !== null) return null;
  if (nextCrossCheck(status, action, { ...context, negativeSubtotal: false }) !== null) return 'negative_subtotal';
  return 'status_not_allowed';
}

/** The brand's actions the chart allows now (buttons and palette commands; the server agrees). */
export const crossCheckActions = (status: CrossCheckStatus, context: Partial<CrossCheckContext> = {}): CrossCheckBrandAction[] =>
  CROSS_CHECK_BRAND_ACTIONS.filter((a) => nextCrossCheck(status, a, context) !== null);

/** A locked record and its conversions are read-only. */
export const crossCheckReadOnly = (status: CrossCheckStatus): boolean => status === 'locked';
