/**
 * Support-ticket enumerations (issue 28; spec 3 §3–§5, spec 1 §9; docs/decisions/087-tickets.md).
 * Statuses are the stored `tickets.status` values, the states of src/machines/ticket.ts.
 */
import { TICKET_STATUSES } from '../notifications/cases.ts';

// one list: the notification's status value and the stored status are the same words
export { TICKET_STATUSES };
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** What the ticket is about: the areas of the console, and the rest. */
export const TICKET_CATEGORIES = ['account', 'offers', 'tracking', 'reports', 'partners', 'payment', 'other'] as const;
export type TicketCategory = (typeof TICKET_CATEGORIES)[number];

/** What the brand may ask of a ticket (PUT …/status). */
export const TICKET_BRAND_ACTIONS = ['accept', 'reopen', 'close'] as const;
export type TicketBrandAction = (typeof TICKET_BRAND_ACTIONS)[number];
/** What the support side does (the ops CLI until the provider has a console of its own). */
export type TicketProviderAction = 'reply';
export type TicketAction = TicketBrandAction | TicketProviderAction;

export const TICKET_TITLE_MAX = 255;
export const TICKET_MESSAGE_MAX = 5000;
export const TICKET_REVIEW_MAX = 2000;
/** Attachments per message (the ticket's body is its first message). */
export const TICKET_FILES_MAX = 5;
export const TICKET_RATING_MIN = 1;
export const TICKET_RATING_MAX = 5;
/** Spec 1 §9: reviews of the support are 30 days apart. */
export const TICKET_REVIEW_INTERVAL_DAYS = 30;

export const TICKET_REFUSALS = [
  'ticket_not_found',
  'status_not_allowed',
  'file_not_valid',
  'review_too_soon',
  'onboarding_not_approved',
] as const;
export type TicketRefusal = (typeof TICKET_REFUSALS)[number];
