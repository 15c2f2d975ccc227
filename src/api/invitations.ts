import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { INVITATION_REFUSALS, type InvitationBrandAction, type InvitationRefusal } from '../domain/partners/invitation-enums.ts';
import {
  changeInvitationStatus,
  createInvitations,
  listInvitations,
  type InvitationListQuery,
  type InviteBody,
} from '../domain/partners/invitations.ts';
import { isApiError } from './api-error.ts';
import { httpOf } from './client.ts';

/** The browser's calls for applications and invitations (src/domain/partners/invitations.ts). */
export const invitationKeys = {
  all: ['invitations'] as const,
  list: (query: InvitationListQuery) => [...invitationKeys.all, 'list', query] as const,
};

export function invitationListQuery(query: InvitationListQuery) {
  return queryOptions({
    queryKey: invitationKeys.list(query),
    queryFn: ({ client, signal }) => httpOf(client).call(listInvitations, { query, signal }),
    placeholderData: (previous) => previous,
  });
}

export const invitationCalls = (client: QueryClient) => ({
  invite: (body: InviteBody) => httpOf(client).call(createInvitations, { body }),
  change: (invitationId: number, action: InvitationBrandAction) =>
    httpOf(client).call(changeInvitationStatus, { params: { invitationId }, body: { action } }),
  /** every list shows the change (the screen's tabs, the offer's Partners tab) */
  refresh: () => client.invalidateQueries({ queryKey: invitationKeys.all }),
});

/** The refusal code of a failed call when it is one of this area's (translated under invitations.refusals). */
export function invitationRefusalOf(error: unknown): InvitationRefusal | null {
  if (!isApiError(error)) return null;
  return (INVITATION_REFUSALS as readonly string[]).includes(error.code) ? (error.code as InvitationRefusal) : null;
}
