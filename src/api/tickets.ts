import { queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  addTicketMessage,
  changeTicketStatus,
  createReview,
  createTicket,
  getReviewState,
  getTicket,
  listTickets,
  type TicketCreateInput,
  type TicketMessageInput,
  type TicketReviewInput,
} from '../domain/tickets/contract.ts';
import type { TicketBrandAction, TicketCategory, TicketStatus } from '../domain/tickets/enums.ts';
import { httpOf } from './client.ts';
import { downloadFile } from './files.ts';

/**
 * Support tickets (src/domain/tickets/contract.ts; decision 087): query keys, queries and writes.
 * Every write, and every live `ticket.changed` event (a reply of the support), invalidates the whole
 * `tickets` key, so the list and the open conversation follow.
 */
export interface TicketParams {
  page: number;
  limit: number;
  search?: string | undefined;
  status?: TicketStatus | undefined;
  category?: TicketCategory | undefined;
}

/** The live event the server publishes on every change of a ticket (server/tickets/service.ts). */
export const TICKET_CHANGED = 'ticket.changed';

export const ticketKeys = {
  all: ['tickets'] as const,
  list: (q: TicketParams) => ['tickets', 'list', q] as const,
  one: (id: number) => ['tickets', 'one', id] as const,
  review: ['tickets', 'review'] as const,
};

const defined = <T extends object>(o: T) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== '')) as T;

export function ticketsQuery(q: TicketParams) {
  return queryOptions({
    queryKey: ticketKeys.list(q),
    queryFn: ({ client, signal }) => httpOf(client).call(listTickets, { query: defined(q), signal }),
    placeholderData: (previous) => previous,
  });
}

export function ticketQuery(id: number) {
  return queryOptions({
    queryKey: ticketKeys.one(id),
    queryFn: ({ client, signal }) => httpOf(client).call(getTicket, { params: { ticketId: id }, signal }),
  });
}

export function reviewStateQuery() {
  return queryOptions({
    queryKey: ticketKeys.review,
    queryFn: ({ client, signal }) => httpOf(client).call(getReviewState, { signal }),
  });
}

export const ticketCalls = (client: QueryClient) => ({
  create: (body: TicketCreateInput) => httpOf(client).call(createTicket, { body }),
  message: (id: number, body: TicketMessageInput) => httpOf(client).call(addTicketMessage, { params: { ticketId: id }, body }),
  act: (id: number, action: TicketBrandAction) => httpOf(client).call(changeTicketStatus, { params: { ticketId: id }, body: { action } }),
  review: (body: TicketReviewInput) => httpOf(client).call(createReview, { body }),
  /** opens an attachment's short-lived download link; false when it failed */
  download: (fileId: number) => downloadFile(httpOf(client), fileId),
});
