import { describe, expect, it } from 'vitest';
import type { CommandContext } from './context.ts';
import { ticketActionBlocked, ticketCommands, ticketSearchCommands, type TicketsView } from './tickets.ts';

const view = (over: Partial<TicketsView> = {}): TicketsView => ({
  selected: { id: 7, title: 'Postbacks', status: 'responded' },
  reviewBlockedUntil: null,
  openCreate: () => undefined,
  openReply: () => undefined,
  act: () => undefined,
  openReview: () => undefined,
  ...over,
});
const ctx = (adminApproved: boolean) => ({ flags: { adminApproved } }) as unknown as CommandContext;

describe('ticket commands', () => {
  it('follow the ticket machine: what the chart refuses is disabled with why', () => {
    expect(ticketActionBlocked(view(), 'accept')).toBeNull();
    expect(ticketActionBlocked(view({ selected: { id: 7, title: 'x', status: 'created' } }), 'accept')).toBe('tickets.reasons.notAllowed');
    expect(ticketActionBlocked(view({ selected: { id: 7, title: 'x', status: 'closed' } }), 'reply')).toBe('tickets.reasons.notAllowed');
    expect(ticketActionBlocked(view({ selected: { id: 7, title: 'x', status: 'closed' } }), 'reopen')).toBeNull();
    expect(ticketActionBlocked(view({ selected: null }), 'close')).toBe('tickets.reasons.selectTicket');
  });

  it('wait for the admin’s approval (spec 1 §2), then run on the selected ticket; reviews 30 days apart', () => {
    const ran: string[] = [];
    let v = view({ act: (a) => ran.push(a) });
    const commands = ticketCommands(() => v);
    const accept = commands.find((c) => c.id === 'tickets.accept')!;
    expect(accept.blocked!(ctx(false))).toBe('shell.header.ticketDisabled');
    expect(accept.blocked!(ctx(true))).toBeNull();
    void accept.run!(ctx(true));
    expect(ran).toEqual(['accept']);
    expect(accept.permission).toEqual({ module: 'ticket', level: 15 });
    const review = commands.find((c) => c.id === 'tickets.review')!;
    expect(review.blocked!(ctx(true))).toBeNull();
    v = view({ reviewBlockedUntil: '2026-12-27T00:00:00.000Z' });
    expect(review.blocked!(ctx(true))).toBe('tickets.reasons.reviewTooSoon');
    const find = ticketSearchCommands()[0]!;
    expect([find.blocked!(ctx(false)), find.permission]).toEqual(['shell.header.ticketDisabled', { module: 'ticket', level: 2 }]);
  });
});
