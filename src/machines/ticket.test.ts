import { describe, expect, it } from 'vitest';
import { TICKET_STATUSES, type TicketStatus } from '../domain/tickets/enums.ts';
import { nextTicket, ticketActions, ticketOpen, ticketRefusal } from './ticket.ts';

describe('ticket machine', () => {
  it('runs created → responded → accepted → reopened → responded → closed → reopened', () => {
    const steps = ['reply', 'accept', 'reopen', 'reply', 'close', 'reopen'] as const;
    let status: TicketStatus | null = 'created';
    const seen: (TicketStatus | null)[] = [];
    for (const a of steps) seen.push((status = nextTicket(status!, a)));
    expect(seen).toEqual(['responded', 'accepted', 'reopened', 'responded', 'closed', 'reopened']);
  });

  it('offers the brand exactly what the chart allows in each state', () => {
    expect(Object.fromEntries(TICKET_STATUSES.map((s) => [s, ticketActions(s)]))).toEqual({
      created: ['close'],
      responded: ['accept', 'reopen', 'close'],
      accepted: ['reopen', 'close'],
      reopened: ['close'],
      closed: ['reopen'],
    });
  });

  it('refuses an answer the brand has not asked for again, and messages on a closed ticket', () => {
    expect(nextTicket('accepted', 'reply')).toBeNull();
    expect(nextTicket('closed', 'reply')).toBeNull();
    expect(ticketRefusal('created', 'accept')).toBe('status_not_allowed');
    expect(ticketRefusal('closed', 'message')).toBe('status_not_allowed');
    expect(ticketRefusal('reopened', 'message')).toBeNull();
    expect(TICKET_STATUSES.filter(ticketOpen)).toEqual(['created', 'responded', 'accepted', 'reopened']);
  });
});
