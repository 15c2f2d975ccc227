/**
 * Applications and invitations (spec 3 §3–§4, issue 16 item 4; docs/decisions/054-applications-and-invitations.md).
 * One record (`partner_applications`) per offer and partner answer cycle: a brand's invitation or a
 * partner's application. Kinds are the spec's invite, re-invite, applied; the spec's fourth "kind",
 * joined, is the status an accepted invitation reaches (a filter on kind "joined" is a status filter).
 */
export const INVITATION_KINDS = ['invite', 're-invite', 'applied'] as const;
export type InvitationKind = (typeof INVITATION_KINDS)[number];
/** Kinds the brand started (an invitation); the rest are the partner's applications. */
export const INVITE_KINDS: readonly InvitationKind[] = ['invite', 're-invite'];
export const isInvitationKind = (kind: InvitationKind): boolean => INVITE_KINDS.includes(kind);

export const INVITATION_STATUSES = ['pending', 'joined', 'approved', 'rejected'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** What the brand may ask of a record (PUT …/status); the partner's answers go through the ops CLI. */
export const INVITATION_BRAND_ACTIONS = ['approve', 'reject', 'reinvite'] as const;
export type InvitationBrandAction = (typeof INVITATION_BRAND_ACTIONS)[number];
/** What the partner side may do (ops CLI today, the partner app later). */
export const INVITATION_PARTNER_ACTIONS = ['accept', 'decline'] as const;
export type InvitationPartnerAction = (typeof INVITATION_PARTNER_ACTIONS)[number];

/** Refusal codes of this area (the `code` of a 404/409), translated under `invitations.refusals.<code>`. */
export const INVITATION_REFUSALS = [
  'invitation_not_found',
  'offer_not_found',
  'partner_not_found',
  'partner_blocked',
  'invitation_pending',
  'status_not_allowed',
  'kind_not_allowed',
] as const;
export type InvitationRefusal = (typeof INVITATION_REFUSALS)[number];

/** List page size (spec 3 §2: filter lists page by 20). */
export const INVITATION_PAGE_SIZE = 20;
/** One invite call reaches at most this many offers × partners (a dialog picks a few offers). */
export const INVITE_MAX_OFFERS = 20;
export const INVITE_MAX_PARTNERS = 50;
export const INVITATION_MESSAGE_MAX = 2000;
