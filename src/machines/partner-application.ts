import { assign, setup, transition, type SnapshotFrom } from 'xstate';
import {
  isInvitationKind,
  type InvitationBrandAction,
  type InvitationKind,
  type InvitationPartnerAction,
  type InvitationRefusal,
  type InvitationStatus,
} from '../domain/partners/invitation-enums.ts';

export type PartnerApplicationEvent =
  /** the brand invites a partner to an offer */
  | { type: 'invitation.send' }
  /** the partner applies to an offer */
  | { type: 'application.submit' }
  /** the partner accepts a pending invitation: they join (the brand's partner, an approved contract) */
  | { type: 'invitation.accept' }
  /** the partner declines a pending invitation */
  | { type: 'invitation.decline' }
  /** the brand approves a pending application: the partner joins, the contract is approved */
  | { type: 'application.approve' }
  /** the brand rejects a pending application */
  | { type: 'application.reject' }
  /** the brand invites again after the partner declined: pending once more, kind re-invite */
  | { type: 'invitation.resend' };

export interface PartnerApplicationContext {
  /** null only before the record exists (`none`) */
  kind: InvitationKind | null;
}

/** The chart's states: the stored statuses, and `none` (no record yet) where both kinds start. */
export type PartnerApplicationState = InvitationStatus | 'none';

/**
 * Applications and invitations (spec 3 §4: pending, joined, approved, rejected; decision 054). One
 * chart for both kinds: they share every state, and the kind (context) decides who may answer —
 * a pending invitation is answered by the partner (accept → joined, decline → rejected), a pending
 * application by the brand (approve → approved, reject → rejected). joined and approved are final:
 * the partner then works the offer under an approved partner contract (src/machines/partner-contract.ts),
 * which the server creates or approves in the same transaction. A declined invitation may be re-sent
 * (rejected → pending, kind re-invite) as often as the brand likes; a rejected application is final,
 * the partner applies again with a new record. Data preconditions — the partner is not blocked, no
 * other pending record for the offer and partner — are the server's (server/partners/invitations.ts).
 */
export const partnerApplicationChart = setup({
  types: { events: {} as PartnerApplicationEvent, context: {} as PartnerApplicationContext },
  guards: {
    isInvitation: ({ context }) => context.kind !== null && isInvitationKind(context.kind),
    isApplication: ({ context }) => context.kind === 'applied',
  },
}).createMachine({
  id: 'partnerApplication',
  initial: 'none',
  context: { kind: null },
  states: {
    none: {
      on: {
        'invitation.send': { target: 'pending', actions: assign({ kind: 'invite' }) },
        'application.submit': { target: 'pending', actions: assign({ kind: 'applied' }) },
      },
    },
    pending: {
      on: {
        'invitation.accept': { target: 'joined', guard: 'isInvitation' },
        'invitation.decline': { target: 'rejected', guard: 'isInvitation' },
        'application.approve': { target: 'approved', guard: 'isApplication' },
        'application.reject': { target: 'rejected', guard: 'isApplication' },
      },
    },
    rejected: {
      on: { 'invitation.resend': { target: 'pending', guard: 'isInvitation', actions: assign({ kind: 're-invite' }) } },
    },
    joined: { type: 'final' },
    approved: { type: 'final' },
  },
});

export type PartnerApplicationSnapshot = SnapshotFrom<typeof partnerApplicationChart>;

export const partnerApplicationAt = (status: PartnerApplicationState, kind: InvitationKind | null): PartnerApplicationSnapshot =>
  partnerApplicationChart.resolveState({ value: status, context: { kind } });

/** The status and kind after `event`, or null when the chart refuses it. */
export function nextPartnerApplication(
  status: PartnerApplicationState,
  kind: InvitationKind | null,
  event: PartnerApplicationEvent,
): { status: InvitationStatus; kind: InvitationKind } | null {
  const snapshot = partnerApplicationAt(status, kind);
  if (!snapshot.can(event)) return null;
  const [next] = transition(partnerApplicationChart, snapshot, event);
  return { status: next.value as InvitationStatus, kind: next.context.kind! };
}

/**
 * The event of a brand or partner action on a record of `kind`. approve / reject name the brand's
 * answer to an application; on an invitation they map to events the chart refuses (kind_not_allowed).
 */
export function partnerApplicationEvent(action: InvitationBrandAction | InvitationPartnerAction): PartnerApplicationEvent {
  switch (action) {
    case 'approve':
      return { type: 'application.approve' };
    case 'reject':
      return { type: 'application.reject' };
    case 'reinvite':
      return { type: 'invitation.resend' };
    case 'accept':
      return { type: 'invitation.accept' };
    case 'decline':
      return { type: 'invitation.decline' };
  }
}

const INVITATION_ONLY: readonly string[] = ['reinvite', 'accept', 'decline'];

/**
 * Why the chart refuses `action` on a record, or null when it allows it: kind_not_allowed when the
 * action belongs to the other kind (approving an invitation), status_not_allowed otherwise. The
 * palette's disabled reasons and the server's 409 say the same thing.
 */
export function partnerApplicationRefusal(
  status: InvitationStatus,
  kind: InvitationKind,
  action: InvitationBrandAction | InvitationPartnerAction,
): InvitationRefusal | null {
  if (partnerApplicationAt(status, kind).can(partnerApplicationEvent(action))) return null;
  return INVITATION_ONLY.includes(action) === isInvitationKind(kind) ? 'status_not_allowed' : 'kind_not_allowed';
}

/** Brand actions the UI may offer on a record (the same answer the server gives). */
export const partnerApplicationActions = (status: InvitationStatus, kind: InvitationKind): InvitationBrandAction[] =>
  (['approve', 'reject', 'reinvite'] as const).filter((a) => partnerApplicationRefusal(status, kind, a) === null);
