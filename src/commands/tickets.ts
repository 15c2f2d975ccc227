import type { TicketBrandAction, TicketStatus } from '../domain/tickets/enums.ts';
import { LEVEL } from '../domain/permissions.ts';
import { ticketActions, ticketOpen } from '../machines/ticket.ts';
import { ticketsAwaitingApproval, type CommandContext } from './context.ts';
import { TICKET_SEARCH_PAGE } from './entity-search.ts';
import type { Command } from './registry.ts';

/**
 * Support tickets as palette commands (issue 28; decision 087): on /ticket the selected ticket's
 * accept / reopen / close and reply, raising a ticket and reviewing the support; "Find ticket…"
 * anywhere. What is enabled follows the ticket machine (src/machines/ticket.ts), the one the server
 * applies, and the onboarding gate of spec 1 §2, so a refused action is listed disabled with why.
 * Reads need ticket ≥ 2, writes 15.
 */
export const TICKET_READ = { module: 'ticket', level: LEVEL.read } as const;
export const TICKET_WRITE = { module: 'ticket', level: LEVEL.full } as const;

export interface TicketsView {
  selected: { id: number; title: string; status: TicketStatus } | null;
  /** the next review is not allowed before this ISO date (null: allowed now) */
  reviewBlockedUntil: string | null;
  openCreate(): void;
  openReply(): void;
  act(action: TicketBrandAction): void;
  openReview(): void;
}

const KEYWORDS = ['ticket', 'support', 'help', 'yêu cầu', 'hỗ trợ'];

/** null when `action` may run on the selected ticket, else the i18n key of why not. */
export function ticketActionBlocked(v: Pick<TicketsView, 'selected'>, action: TicketBrandAction | 'reply'): string | null {
  const s = v.selected;
  if (!s) return 'tickets.reasons.selectTicket';
  const allowed = action === 'reply' ? ticketOpen(s.status) : ticketActions(s.status).includes(action);
  return allowed ? null : 'tickets.reasons.notAllowed';
}

export function ticketCommands(view: () => TicketsView): Command[] {
  const titled = (name: string) => {
    const s = view().selected;
    return s ? `${name}: #${s.id} ${s.title}` : name;
  };
  /** the approval first, then the action's own reason */
  const gated = (blocked: () => string | null) => (ctx: CommandContext) => ticketsAwaitingApproval(ctx) ?? blocked();
  return [
    {
      id: 'tickets.create',
      title: (LL) => LL.tickets.palette.create(),
      group: 'actions',
      keywords: [...KEYWORDS, 'new', 'raise', 'create', 'tạo', 'gửi'],
      permission: TICKET_WRITE,
      blocked: ticketsAwaitingApproval,
      opens: 'dialog',
      run: () => view().openCreate(),
    },
    {
      id: 'tickets.reply',
      title: (LL) => titled(LL.tickets.palette.reply()),
      group: 'actions',
      row: () => view().selected !== null,
      keywords: [...KEYWORDS, 'reply', 'message', 'trả lời'],
      permission: TICKET_WRITE,
      blocked: gated(() => ticketActionBlocked(view(), 'reply')),
      run: () => view().openReply(),
    },
    ...(['accept', 'reopen', 'close'] as const).map((action): Command => ({
      id: `tickets.${action}`,
      title: (LL) => titled(LL.tickets.palette[action]()),
      group: 'actions',
      row: () => view().selected !== null,
      keywords: [...KEYWORDS, action, { accept: 'chấp nhận', reopen: 'mở lại', close: 'đóng' }[action]],
      permission: TICKET_WRITE,
      blocked: gated(() => ticketActionBlocked(view(), action)),
      run: () => view().act(action),
    })),
    {
      id: 'tickets.review',
      title: (LL) => LL.tickets.palette.review(),
      group: 'actions',
      keywords: [...KEYWORDS, 'review', 'rating', 'đánh giá'],
      permission: TICKET_WRITE,
      blocked: gated(() => (view().reviewBlockedUntil ? 'tickets.reasons.reviewTooSoon' : null)),
      opens: 'dialog',
      run: () => view().openReview(),
    },
  ];
}

/** "Find ticket…": the palette's entity search over the brand's tickets (by id or title). */
export function ticketSearchCommands(): Command[] {
  return [
    {
      id: TICKET_SEARCH_PAGE,
      title: (LL) => LL.tickets.palette.find(),
      group: 'navigation',
      keywords: [...KEYWORDS, 'find', 'search', 'tìm'],
      permission: TICKET_READ,
      blocked: ticketsAwaitingApproval,
      page: { id: TICKET_SEARCH_PAGE },
    },
  ];
}
