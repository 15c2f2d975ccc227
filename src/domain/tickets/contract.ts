import { z } from 'zod';
import { endpoint, pagedSchema, pageQuerySchema } from '../contract.ts';
import { LEVEL } from '../permissions.ts';
import { maxLength, noEmoji } from '../validation/text.ts';
import { zRules, zSearch } from '../validation/zod.ts';
import {
  TICKET_BRAND_ACTIONS,
  TICKET_CATEGORIES,
  TICKET_FILES_MAX,
  TICKET_MESSAGE_MAX,
  TICKET_RATING_MAX,
  TICKET_RATING_MIN,
  TICKET_REVIEW_MAX,
  TICKET_STATUSES,
  TICKET_TITLE_MAX,
} from './enums.ts';

/**
 * Support tickets of issue 28 (spec 3 §2–§5, spec 1 §2, §9; docs/decisions/087-tickets.md). The
 * ticket module governs them: reads ≥ 2, writes 15; every operation also waits for the admin's
 * approval of the brand's onboarding (403 onboarding_not_approved), as the menu entry does.
 */
export const TICKET_READ = { kind: 'module', module: 'ticket', level: LEVEL.read } as const;
export const TICKET_WRITE = { kind: 'module', module: 'ticket', level: LEVEL.full } as const;
const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const fileId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const ticketTitle = zRules([maxLength(TICKET_TITLE_MAX), noEmoji]);
export const ticketText = zRules([maxLength(TICKET_MESSAGE_MAX)]);
const fileIds = z.array(fileId).max(TICKET_FILES_MAX).default([]);

export const ticketCreateSchema = z.object({
  title: ticketTitle,
  category: z.enum(TICKET_CATEGORIES),
  body: ticketText,
  /** confirmed uploads of the brand with upload_type `attachment` (checked by content) */
  file_ids: fileIds,
});
export type TicketCreateInput = z.input<typeof ticketCreateSchema>;

export const ticketMessageSchema = z.object({ body: ticketText, file_ids: fileIds });
export type TicketMessageInput = z.input<typeof ticketMessageSchema>;

export const ticketFileSchema = z.object({ id: z.number().int(), name: z.string(), size: z.number().int() });

export const ticketRowSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  category: z.enum(TICKET_CATEGORIES),
  status: z.enum(TICKET_STATUSES),
  author: z.string(),
  messages: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TicketRow = z.infer<typeof ticketRowSchema>;

export const ticketMessageDtoSchema = z.object({
  id: z.number().int(),
  side: z.enum(['brand', 'provider']),
  author: z.string(),
  body: z.string(),
  files: z.array(ticketFileSchema),
  created_at: z.string(),
});
export type TicketMessageDto = z.infer<typeof ticketMessageDtoSchema>;

export const ticketSchema = ticketRowSchema.extend({
  closed_at: z.string().nullable(),
  conversation: z.array(ticketMessageDtoSchema),
});
export type TicketDto = z.infer<typeof ticketSchema>;

export const ticketListQuerySchema = pageQuerySchema.extend({
  /** the exact ticket id, or part of its title */
  search: zSearch(),
  status: z.enum(TICKET_STATUSES).optional(),
  category: z.enum(TICKET_CATEGORIES).optional(),
});
export type TicketListQuery = z.input<typeof ticketListQuerySchema>;

export const listTickets = endpoint({
  id: 'tickets.list',
  method: 'GET',
  path: '/api/tickets',
  summary: "The brand's support tickets, newest first; search by id or title; filter by status and category",
  access: TICKET_READ,
  query: ticketListQuerySchema,
  response: pagedSchema(ticketRowSchema),
});

export const getTicket = endpoint({
  id: 'tickets.get',
  method: 'GET',
  path: '/api/tickets/:ticketId',
  summary: 'One ticket with its conversation and attachments',
  access: TICKET_READ,
  params: z.object({ ticketId: id }),
  response: ticketSchema,
});

export const createTicket = endpoint({
  id: 'tickets.create',
  method: 'POST',
  path: '/api/tickets',
  summary:
    'Raise a ticket (title, category, body, attachments); 422 with field codes, file_ids not_valid for a file that is not an attachment of the brand',
  access: TICKET_WRITE,
  body: ticketCreateSchema,
  response: ticketSchema,
});

export const addTicketMessage = endpoint({
  id: 'tickets.messages.add',
  method: 'POST',
  path: '/api/tickets/:ticketId/messages',
  summary: "The brand's message on an open ticket (with attachments); 409 status_not_allowed on a closed one",
  access: TICKET_WRITE,
  params: z.object({ ticketId: id }),
  body: ticketMessageSchema,
  response: ticketSchema,
});

export const changeTicketStatus = endpoint({
  id: 'tickets.status',
  method: 'PUT',
  path: '/api/tickets/:ticketId/status',
  summary: "Accept the support's answer, reopen or close a ticket; 409 status_not_allowed where the ticket machine refuses",
  access: TICKET_WRITE,
  params: z.object({ ticketId: id }),
  body: z.object({ action: z.enum(TICKET_BRAND_ACTIONS) }),
  response: ticketSchema,
});

export const ticketReviewSchema = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  body: z.string(),
  author: z.string(),
  created_at: z.string(),
});
export const reviewStateSchema = z.object({
  /** the brand's latest review of the support, if any */
  last: ticketReviewSchema.nullable(),
  /** when the next review is allowed (null: now) */
  next_allowed_at: z.string().nullable(),
});
export type ReviewState = z.infer<typeof reviewStateSchema>;

export const ticketReviewBody = z.object({
  rating: z.number().int().min(TICKET_RATING_MIN).max(TICKET_RATING_MAX),
  body: zRules([maxLength(TICKET_REVIEW_MAX)]),
});
export type TicketReviewInput = z.input<typeof ticketReviewBody>;

export const getReviewState = endpoint({
  id: 'tickets.reviews.state',
  method: 'GET',
  path: '/api/ticket-reviews/latest',
  summary: "The brand's latest review of the support and when the next one is allowed (30 days apart)",
  access: TICKET_READ,
  response: reviewStateSchema,
});

export const createReview = endpoint({
  id: 'tickets.reviews.create',
  method: 'POST',
  path: '/api/ticket-reviews',
  summary: 'Review the support (rating 1–5 and text); 422 review_too_soon with next_allowed_at within 30 days of the last',
  access: TICKET_WRITE,
  body: ticketReviewBody,
  response: reviewStateSchema,
});

/** [ticket id, title, status index in TICKET_STATUSES] */
export const ticketEntrySchema = z.tuple([z.number().int(), z.string(), z.number().int()]);
/** Rows beyond this are cut (`truncated`), as the other entity indexes (decision 028). */
export const TICKET_INDEX_MAX = 100_000;

export const ticketIndex = endpoint({
  id: 'search.tickets',
  method: 'GET',
  path: '/api/search/tickets',
  summary: "The brand's tickets as [id, title, status index], newest first (the palette's ticket search)",
  access: TICKET_READ,
  response: z.object({ items: z.array(ticketEntrySchema), truncated: z.boolean() }),
});
