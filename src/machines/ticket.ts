import { setup, transition, type SnapshotFrom } from 'xstate';
import { TICKET_BRAND_ACTIONS, type TicketAction, type TicketBrandAction, type TicketStatus } from '../domain/tickets/enums.ts';

export type TicketEvent =
  /** the support side answers (the ops CLI until the provider has a console) */
  | { type: 'ticket.reply' }
  /** the brand accepts the answer */
  | { type: 'ticket.accept' }
  /** the brand is not done: the ticket goes back to the support */
  | { type: 'ticket.reopen' }
  /** the brand closes the ticket (it may reopen it later) */
  | { type: 'ticket.close' };

/**
 * Support ticket (spec 3 §4: created, responded, accepted, reopened, closed; "tickets can be closed
 * and reopened"; docs/decisions/087-tickets.md). A new ticket waits for the support (`created`);
 * its answer makes it `responded`; the brand accepts it (`accepted`) or reopens it (`reopened`,
 * waiting for the support again, whose next answer makes it `responded`). The brand closes a ticket
 * in any open state and may reopen a closed or accepted one. The brand's own messages change no
 * state: they add to the conversation of an open ticket. Shared by the server (the authority) and
 * the screens and palette (what is offered).
 */
export const ticketChart = setup({
  types: { events: {} as TicketEvent },
}).createMachine({
  id: 'ticket',
  initial: 'created',
  states: {
    created: { on: { 'ticket.reply': 'responded', 'ticket.close': 'closed' } },
    responded: { on: { 'ticket.reply': 'responded', 'ticket.accept': 'accepted', 'ticket.reopen': 'reopened', 'ticket.close': 'closed' } },
    accepted: { on: { 'ticket.reopen': 'reopened', 'ticket.close': 'closed' } },
    reopened: { on: { 'ticket.reply': 'responded', 'ticket.close': 'closed' } },
    closed: { on: { 'ticket.reopen': 'reopened' } },
  },
});

export type TicketSnapshot = SnapshotFrom<typeof ticketChart>;

export const ticketAt = (status: TicketStatus): TicketSnapshot => ticketChart.resolveState({ value: status, context: {} });

export const ticketEvent = (action: TicketAction): TicketEvent => ({ type: `ticket.${action}` });

/** The status after `action`, or null when the machine refuses it from `status`. */
export function nextTicket(status: TicketStatus, action: TicketAction): TicketStatus | null {
  const snapshot = ticketAt(status);
  const event = ticketEvent(action);
  if (!snapshot.can(event)) return null;
  return transition(ticketChart, snapshot, event)[0].value as TicketStatus;
}

/** The brand's actions the chart allows now (the same answer the server gives). */
export const ticketActions = (status: TicketStatus): TicketBrandAction[] =>
  TICKET_BRAND_ACTIONS.filter((a) => ticketAt(status).can(ticketEvent(a)));

/** Messages are written to open tickets only: a closed one is reopened first. */
export const ticketOpen = (status: TicketStatus): boolean => status !== 'closed';

/** Why `action` (or a message) is refused in `status`, or null when allowed. */
export const ticketRefusal = (status: TicketStatus, action: TicketAction | 'message'): 'status_not_allowed' | null =>
  (action === 'message' ? ticketOpen(status) : nextTicket(status, action) !== null) ? null : 'status_not_allowed';
