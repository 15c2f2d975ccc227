import { assign, setup, transition, type SnapshotFrom } from 'xstate';
import { ACTION_TARGET, type ActionOutcome, type ConversionAction, type StoredStatus } from '../domain/conversions/status.ts';

export type ConversionStatusEvent =
  | { type: 'conversion.approve' }
  | { type: 'conversion.reject' }
  | { type: 'conversion.organic' }
  /** the conversion's cross-check was locked: its status is read-only from now on */
  | { type: 'crosscheck.lock' }
  /** the brand blocked / unblocked the conversion's partner (brand_partners.working_mode 3) */
  | { type: 'partner.block' }
  | { type: 'partner.unblock' };

export interface ConversionStatusContext {
  locked: boolean;
  partnerBlocked: boolean;
}

/**
 * Conversion status (spec 3 §3–§4; docs/decisions/025-conversion-actions.md).
 *
 * A conversion arrives pending (manual approval on the offer) or approved (automatic). `pending` is
 * the undecided node: the stored statuses gross and unapproved (imported or legacy rows; the
 * tracking engine never writes them) are undecided too and restore to it. From there the brand
 * approves, rejects, or marks the conversion as organic (a real sale the partner did not drive).
 * Decisions can be corrected until the cross-check locks: an approval is reversed by rejecting
 * (refund, cancellation), a rejection by approving (a dispute the partner won), and an organic
 * conversion can be approved or rejected. "Organic" is a review-time classification, so it is only
 * chosen for an undecided conversion; nothing goes back to pending. Approval fails while the
 * partner is blocked; a locked conversion refuses every action. Locking and blocking come from
 * other areas (cross-check, partner management) and only change the context here.
 */
export const conversionStatusChart = setup({
  types: {
    events: {} as ConversionStatusEvent,
    context: {} as ConversionStatusContext,
    input: {} as Partial<ConversionStatusContext> | undefined,
  },
  actions: {
    lock: assign({ locked: true }),
    block: assign({ partnerBlocked: true }),
    unblock: assign({ partnerBlocked: false }),
  },
  guards: {
    open: ({ context }) => !context.locked,
    approvable: ({ context }) => !context.locked && !context.partnerBlocked,
    unlocked: ({ context }) => !context.locked,
    partnerWorking: ({ context }) => !context.partnerBlocked,
    partnerBlocked: ({ context }) => context.partnerBlocked,
  },
}).createMachine({
  id: 'conversionStatus',
  initial: 'pending',
  context: ({ input }) => ({ locked: input?.locked ?? false, partnerBlocked: input?.partnerBlocked ?? false }),
  on: {
    'crosscheck.lock': { guard: 'unlocked', actions: 'lock' },
    'partner.block': { guard: 'partnerWorking', actions: 'block' },
    'partner.unblock': { guard: 'partnerBlocked', actions: 'unblock' },
  },
  states: {
    pending: {
      on: {
        'conversion.approve': { target: 'approved', guard: 'approvable' },
        'conversion.reject': { target: 'rejected', guard: 'open' },
        'conversion.organic': { target: 'organic', guard: 'open' },
      },
    },
    approved: {
      on: { 'conversion.reject': { target: 'rejected', guard: 'open' } },
    },
    rejected: {
      on: { 'conversion.approve': { target: 'approved', guard: 'approvable' } },
    },
    organic: {
      on: {
        'conversion.approve': { target: 'approved', guard: 'approvable' },
        'conversion.reject': { target: 'rejected', guard: 'open' },
      },
    },
  },
});

export type ConversionStatusSnapshot = SnapshotFrom<typeof conversionStatusChart>;
/** Chart nodes: the decided statuses, and `pending` for every undecided one. */
export type ConversionNode = 'pending' | 'approved' | 'rejected' | 'organic';

export const nodeOf = (status: StoredStatus | string): ConversionNode =>
  status === 'approved' || status === 'rejected' || status === 'organic' ? status : 'pending';

export function conversionStatusAt(
  status: StoredStatus | string,
  context: Partial<ConversionStatusContext> = {},
): ConversionStatusSnapshot {
  return conversionStatusChart.resolveState({ value: nodeOf(status), context: { locked: false, partnerBlocked: false, ...context } });
}

export const conversionStatusEvent = (action: ConversionAction): ConversionStatusEvent => ({ type: `conversion.${action}` });

/**
 * What `action` does to a conversion with this stored status and context, checked in the order a
 * user reads it: locked first (read-only whatever was asked), then already there (idempotent), then
 * a move the chart does not have, then the blocked partner. Pure; the server and the browser agree.
 */
export function stepConversionStatus(
  status: StoredStatus | string,
  action: ConversionAction,
  context: Partial<ConversionStatusContext> = {},
): { outcome: ActionOutcome; status: StoredStatus | null } {
  const event = conversionStatusEvent(action);
  const snapshot = conversionStatusAt(status, context);
  if (snapshot.context.locked) return { outcome: 'locked', status: null };
  if (status === ACTION_TARGET[action]) return { outcome: 'unchanged', status: null };
  if (snapshot.can(event)) {
    const [next] = transition(conversionStatusChart, snapshot, event);
    return { outcome: 'changed', status: next.value as ConversionNode };
  }
  // would the chart take it with a working partner? then the block is what refused it
  if (conversionStatusAt(status, { ...context, partnerBlocked: false }).can(event)) return { outcome: 'partner_blocked', status: null };
  return { outcome: 'not_allowed', status: null };
}

/** The actions a conversion offers now (the browser's buttons and palette commands). */
export function conversionStatusActions(status: StoredStatus | string, context: Partial<ConversionStatusContext> = {}): ConversionAction[] {
  return (['approve', 'reject', 'organic'] as const).filter((a) => stepConversionStatus(status, a, context).outcome === 'changed');
}
