import { z } from 'zod';
import { endpoint, PAGE_SIZES, pagedSchema, pageSizeQuery } from '../contract.ts';
import { LEVEL } from '../permissions.ts';
import { zSearch } from '../validation/zod.ts';
import {
  INVITATION_BRAND_ACTIONS,
  INVITATION_KINDS,
  INVITATION_MESSAGE_MAX,
  INVITATION_PAGE_SIZE,
  INVITATION_STATUSES,
  INVITE_MAX_OFFERS,
  INVITE_MAX_PARTNERS,
} from './invitation-enums.ts';

/**
 * Applications and invitations (issue 16 item 4; decision 054): the spec's management/advertiser
 * applications, invitations and offers/partners/invitations as one list with kind and offer filters.
 * Module management (partnership), as the contracts: reads ≥ 2, writes 15. Partner scope: an employee
 * without the all-partner flag sees and acts on the records of partners assigned to them only.
 */
const READ = { kind: 'module', module: 'management', level: LEVEL.read } as const;
const WRITE = { kind: 'module', module: 'management', level: LEVEL.full } as const;
const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const invitationSchema = z.object({
  id: z.number().int(),
  offer: z.object({ id: z.number().int(), name: z.string() }),
  partner: z.object({ id: z.number().int(), display_name: z.string(), email: z.string() }),
  kind: z.enum(INVITATION_KINDS),
  status: z.enum(INVITATION_STATUSES),
  message: z.string(),
  author_id: z.number().int().nullable(),
  answered_by: z.enum(['brand', 'partner']).nullable(),
  contract_id: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  answered_at: z.string().nullable(),
});
export type InvitationDto = z.infer<typeof invitationSchema>;

export const invitationListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  /** the screen's 20 (spec 3 §2) and the shared sizes: the document lists them as an `enum` */
  limit: pageSizeQuery([INVITATION_PAGE_SIZE, ...PAGE_SIZES, 200], INVITATION_PAGE_SIZE),
  /** the exact application / invitation id (notification targets), or part of the partner's name or email */
  search: zSearch(),
  status: z.enum(INVITATION_STATUSES).optional(),
  /** invitations (invite, re-invite) or applications (applied), or one kind */
  kind: z.enum([...INVITATION_KINDS, 'invitations', 'applications']).optional(),
  offer_id: id.optional(),
});
export type InvitationListQuery = z.output<typeof invitationListQuerySchema>;

export const listInvitations = endpoint({
  id: 'partners.invitations.list',
  method: 'GET',
  path: '/api/partners/invitations',
  summary: 'Applications and invitations of the brand, newest first; search by id or partner, filter by status, kind and offer',
  access: READ,
  query: invitationListQuerySchema,
  response: pagedSchema(invitationSchema),
});

export const getInvitation = endpoint({
  id: 'partners.invitations.get',
  method: 'GET',
  path: '/api/partners/invitations/:invitationId',
  summary: 'One application or invitation',
  access: READ,
  params: z.object({ invitationId: id }),
  response: invitationSchema,
});

export const inviteBodySchema = z.object({
  offer_ids: z.array(id).min(1).max(INVITE_MAX_OFFERS),
  partner_ids: z.array(id).min(1).max(INVITE_MAX_PARTNERS),
  message: z.string().max(INVITATION_MESSAGE_MAX).default(''),
});
export type InviteBody = z.input<typeof inviteBodySchema>;

export const createInvitations = endpoint({
  id: 'partners.invitations.create',
  method: 'POST',
  path: '/api/partners/invitations',
  summary: 'Invite partners to offers: one pending invitation per offer and partner, all or none; 409 with the reason when refused',
  access: WRITE,
  mayBeMissing: true,
  body: inviteBodySchema,
  response: z.object({ items: z.array(invitationSchema) }),
});

export const changeInvitationStatus = endpoint({
  id: 'partners.invitations.status',
  method: 'PUT',
  path: '/api/partners/invitations/:invitationId/status',
  summary:
    'approve / reject an application, re-invite a declined invitation, through the lifecycle machine; 409 with the reason when refused',
  access: WRITE,
  params: z.object({ invitationId: id }),
  body: z.object({ action: z.enum(INVITATION_BRAND_ACTIONS) }),
  response: invitationSchema,
});
