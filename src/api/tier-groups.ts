import { queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  addTierMembers,
  createTierGroup,
  deleteTierGroup,
  getManagedOffer,
  listManagedOffers,
  listOfferPartners,
  listTierGroups,
  listTierMembers,
  removeTierMembers,
  updateTierGroup,
  MANAGEMENT_PAGE_SIZE,
  type TierGroupCreateInput,
  type TierGroupUpdateInput,
} from '../domain/partners/tier-groups.ts';
import type { ContractStatus } from '../domain/partners/enums.ts';

/** What the offer management list asks: a page of 20, the search and the status filter (undefined: any but deleted). */
export interface ManagedOfferParams {
  page: number;
  search?: string | undefined;
  status?: number | undefined;
}
const limit = MANAGEMENT_PAGE_SIZE;
import { httpOf } from './client.ts';

/**
 * Tier groups and offer management (src/domain/partners/tier-groups.ts): query keys, queries and the
 * writes. Every write invalidates the whole `tierGroups` key, so counts and members follow at once.
 */
export const tierGroupKeys = {
  all: ['tierGroups'] as const,
  list: ['tierGroups', 'list'] as const,
  members: (id: number, page: number) => ['tierGroups', 'members', id, page] as const,
};
export const managedOfferKeys = {
  all: ['managedOffers'] as const,
  list: (q: ManagedOfferParams) => ['managedOffers', 'list', q] as const,
  one: (id: number) => ['managedOffers', 'one', id] as const,
  partners: (id: number, page: number, contractStatus: ContractStatus | undefined) =>
    ['managedOffers', 'partners', id, page, contractStatus] as const,
};

export function tierGroupsQuery() {
  return queryOptions({
    queryKey: tierGroupKeys.list,
    queryFn: ({ client, signal }) => httpOf(client).call(listTierGroups, { query: {}, signal }),
  });
}

export function tierMembersQuery(id: number, page: number) {
  return queryOptions({
    queryKey: tierGroupKeys.members(id, page),
    queryFn: ({ client, signal }) => httpOf(client).call(listTierMembers, { params: { tierGroupId: id }, query: { page, limit }, signal }),
    placeholderData: (previous) => previous,
  });
}

export const tierGroupCalls = (client: QueryClient) => ({
  create: (body: TierGroupCreateInput) => httpOf(client).call(createTierGroup, { body }),
  update: (id: number, body: TierGroupUpdateInput) => httpOf(client).call(updateTierGroup, { params: { tierGroupId: id }, body }),
  remove: (id: number) => httpOf(client).call(deleteTierGroup, { params: { tierGroupId: id } }),
  addMembers: (id: number, partnerIds: number[]) =>
    httpOf(client).call(addTierMembers, { params: { tierGroupId: id }, body: { partner_ids: partnerIds } }),
  removeMembers: (id: number, partnerIds: number[]) =>
    httpOf(client).call(removeTierMembers, { params: { tierGroupId: id }, body: { partner_ids: partnerIds } }),
});

export function managedOffersQuery(q: ManagedOfferParams) {
  return queryOptions({
    queryKey: managedOfferKeys.list(q),
    queryFn: ({ client, signal }) =>
      httpOf(client).call(listManagedOffers, {
        query: { page: q.page, limit, ...(q.search ? { search: q.search } : {}), ...(q.status ? { status: q.status } : {}) },
        signal,
      }),
    placeholderData: (previous) => previous,
  });
}

export function managedOfferQuery(id: number) {
  return queryOptions({
    queryKey: managedOfferKeys.one(id),
    queryFn: ({ client, signal }) => httpOf(client).call(getManagedOffer, { params: { offerId: id }, signal }),
  });
}

export function offerPartnersQuery(id: number, page: number, contractStatus?: ContractStatus) {
  return queryOptions({
    queryKey: managedOfferKeys.partners(id, page, contractStatus),
    queryFn: ({ client, signal }) =>
      httpOf(client).call(listOfferPartners, {
        params: { offerId: id },
        query: { page, limit, ...(contractStatus ? { contract_status: contractStatus } : {}) },
        signal,
      }),
    placeholderData: (previous) => previous,
  });
}
