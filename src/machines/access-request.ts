import { setup, transition, type SnapshotFrom } from 'xstate';
import type { AccessRequestStatus } from '../domain/account-access/contract.ts';

export type { AccessRequestStatus };

export type AccessRequestEvent =
  /** the brand owner lets the account manager in */
  | { type: 'request.accept' }
  /** the brand owner refuses */
  | { type: 'request.reject' }
  /** 24 hours passed: an unanswered request lapses, granted access ends */
  | { type: 'request.expire' };

/**
 * An account manager's request to enter a brand's account (spec 1 §4 and §9):
 *
 * The manager asks (requested). The owner has 24 hours to accept or reject; after that the request
 * lapses (expired) and can no longer be accepted. Accepting grants access for 24 hours from the
 * moment of acceptance, after which it expires too. Rejected and expired are final: the manager asks
 * again with a new request.
 *
 * No clock lives here: the server decides when 24 hours have passed and sends `request.expire`
 * before anything else, so the same chart serves the server (authority) and the browser (which
 * buttons to offer).
 */
export const accessRequestChart = setup({
  types: { events: {} as AccessRequestEvent },
}).createMachine({
  id: 'accessRequest',
  initial: 'requested',
  states: {
    requested: {
      on: {
        'request.accept': 'accepted',
        'request.reject': 'rejected',
        'request.expire': 'expired',
      },
    },
    accepted: {
      on: { 'request.expire': 'expired' },
    },
    rejected: { type: 'final' },
    expired: { type: 'final' },
  },
});

export type AccessRequestSnapshot = SnapshotFrom<typeof accessRequestChart>;

/** The machine restored at a stored status. */
export function accessRequestAt(status: AccessRequestStatus): AccessRequestSnapshot {
  return accessRequestChart.resolveState({ value: status, context: {} });
}

/**
 * Applies `event` to a request in `status`: the next status, or null when the chart does not allow
 * it (the server answers 409). Pure: no actor is started.
 */
export function nextAccessRequest(status: AccessRequestStatus, event: AccessRequestEvent): AccessRequestStatus | null {
  const snapshot = accessRequestAt(status);
  if (!snapshot.can(event)) return null;
  const [next] = transition(accessRequestChart, snapshot, event);
  return next.value as AccessRequestStatus;
}
