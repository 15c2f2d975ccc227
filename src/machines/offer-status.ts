import { assign, setup, transition, type SnapshotFrom } from 'xstate';
import { OFFER_STATUS, offerStatusKey, type OfferStatusId, type OfferStatusKey } from '../domain/offers/enums.ts';

export type OfferStatusEvent =
  /** the user sets active (paused or user-pending offers) */
  | { type: 'status.activate' }
  | { type: 'status.pause' }
  /** the user parks the offer as pending */
  | { type: 'status.pend' }
  | { type: 'status.delete' }
  /** the schedule job: the start date arrived for an offer waiting on it */
  | { type: 'schedule.start' }
  /** the schedule job: the end date passed */
  | { type: 'schedule.expire' }
  /** a schedule edit moved the start into the future (the offer waits for it) */
  | { type: 'schedule.defer' }
  /** a schedule edit reopened an expired offer's window */
  | { type: 'schedule.reopen' };

/**
 * Offer status (spec 2 §3–§4): active 1, paused 2, pending 3, deleted 4, deactivated 5.
 *
 * The user moves an offer between active, paused and pending, and deletes it (deleted is final; the
 * row stays for reports). Time moves it too: the schedule job activates an offer waiting for its
 * start date and deactivates any live offer whose end date passed. Deactivated means expired: the
 * user cannot pick it or leave it by a status change, only by editing the schedule (reopen, or defer
 * when the new start is still ahead). `waiting` remembers that the start date is ahead: then only the
 * schedule starts the offer, a user cannot activate it. The calendar itself is the server's: it sends
 * the schedule events (job, schedule edit), so this chart stays pure.
 */
export const offerStatusChart = setup({
  types: { events: {} as OfferStatusEvent, context: {} as { waiting: boolean }, input: {} as { waiting?: boolean } | undefined },
  actions: {
    wait: assign({ waiting: true }),
    go: assign({ waiting: false }),
  },
  guards: {
    /** the start date is ahead: only the schedule (job) starts the offer */
    startDue: ({ context }) => !context.waiting,
    waiting: ({ context }) => context.waiting,
  },
}).createMachine({
  id: 'offerStatus',
  initial: 'active',
  context: ({ input }) => ({ waiting: input?.waiting ?? false }),
  states: {
    active: {
      on: {
        'status.pause': 'paused',
        'status.pend': 'pending',
        'status.delete': 'deleted',
        'schedule.expire': { target: 'deactivated', actions: 'go' },
        'schedule.defer': { target: 'pending', actions: 'wait' },
      },
    },
    paused: {
      on: {
        'status.activate': { target: 'active', guard: 'startDue' },
        'status.pend': 'pending',
        'status.delete': 'deleted',
        'schedule.expire': { target: 'deactivated', actions: 'go' },
        // the start date still matters while paused: a schedule edit can move it ahead, and the day
        // can arrive; the offer stays paused either way, only whether Activate is allowed changes
        'schedule.defer': { actions: 'wait' },
        'schedule.start': { guard: 'waiting', actions: 'go' },
      },
    },
    pending: {
      on: {
        'status.activate': { target: 'active', guard: 'startDue' },
        'status.pause': 'paused',
        'status.delete': 'deleted',
        'schedule.start': { target: 'active', guard: 'waiting', actions: 'go' },
        'schedule.defer': { actions: 'wait' },
        'schedule.expire': { target: 'deactivated', actions: 'go' },
      },
    },
    deactivated: {
      on: {
        'schedule.reopen': { target: 'active', actions: 'go' },
        'schedule.defer': { target: 'pending', actions: 'wait' },
        'status.delete': 'deleted',
      },
    },
    deleted: { type: 'final' },
  },
});

export type OfferStatusSnapshot = SnapshotFrom<typeof offerStatusChart>;

/** The machine at a stored status; `waiting`: the offer's start date is still ahead. */
export function offerStatusAt(status: OfferStatusId | number, waiting = false): OfferStatusSnapshot {
  return offerStatusChart.resolveState({ value: offerStatusKey(status), context: { waiting } });
}

/** The status and `waiting` after `event`, or null when the chart refuses it. Pure. */
export function stepOfferStatus(
  status: OfferStatusId | number,
  event: OfferStatusEvent,
  waiting = false,
): { status: OfferStatusId; waiting: boolean } | null {
  const snapshot = offerStatusAt(status, waiting);
  if (!snapshot.can(event)) return null;
  const [next] = transition(offerStatusChart, snapshot, event);
  return { status: OFFER_STATUS[next.value as OfferStatusKey], waiting: next.context.waiting };
}

/** The status after `event`, or null when the chart refuses it. Pure. */
export function nextOfferStatus(status: OfferStatusId | number, event: OfferStatusEvent, waiting = false): OfferStatusId | null {
  return stepOfferStatus(status, event, waiting)?.status ?? null;
}

/** The user event that chooses `target` (1–4); 5 has none. */
export function offerStatusEvent(target: number): OfferStatusEvent | null {
  switch (target) {
    case OFFER_STATUS.active:
      return { type: 'status.activate' };
    case OFFER_STATUS.paused:
      return { type: 'status.pause' };
    case OFFER_STATUS.pending:
      return { type: 'status.pend' };
    case OFFER_STATUS.deleted:
      return { type: 'status.delete' };
    default:
      return null;
  }
}

/**
 * Why the chart refuses the user's choice of `target` (1–4) for an offer in `status`, or null when it
 * allows it. A code both sides translate: the server into its wire reason (server/offers/status.ts),
 * the browser into a sentence (src/commands/offers.ts). `waiting`: the offer's start date is ahead
 * (known for one offer, not for a list row). The calendar (the schedule's end) is the server's alone.
 */
export type OfferStatusRefusal = 'unchanged' | 'deleted' | 'deactivated' | 'waitingForStart' | 'notAllowed';

export function offerStatusRefusal(status: OfferStatusId | number, target: number, waiting = false): OfferStatusRefusal | null {
  if (status === target) return 'unchanged';
  const event = offerStatusEvent(target);
  if (event && offerStatusAt(status, waiting).can(event)) return null;
  if (status === OFFER_STATUS.deleted) return 'deleted';
  if (event && offerStatusAt(status).can(event)) return 'waitingForStart';
  return status === OFFER_STATUS.deactivated ? 'deactivated' : 'notAllowed';
}
