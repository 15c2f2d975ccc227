import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { BodyOf, QueryOf } from '../domain/contract.ts';
import * as api from '../domain/offers/contract.ts';
import type { WorkingModeAction } from '../domain/offers/enums.ts';
import { httpOf } from './client.ts';

/**
 * Offer calls of the browser (src/domain/offers/contract.ts) as shared query options and plain
 * mutation functions. The list query passes react-query's `signal`, so a new filter cancels the
 * request in flight (spec 2 §4). After a write, invalidate `offerKeys.all`.
 */
export type OfferListParams = { query: QueryOf<typeof api.listOffers>; filters: BodyOf<typeof api.listOffers> };

export const offerKeys = {
  all: ['offers'] as const,
  list: (p: OfferListParams) => [...offerKeys.all, 'list', p] as const,
  detail: (id: number) => [...offerKeys.all, 'detail', id] as const,
  byUuid: (uuid: string) => [...offerKeys.all, 'uuid', uuid] as const,
  tags: (search: string) => [...offerKeys.all, 'tags', search] as const,
  invite: (search: string) => [...offerKeys.all, 'invite', search] as const,
  names: (ids: readonly number[]) => [...offerKeys.all, 'names', ids] as const,
};

export function offerListQuery(p: OfferListParams) {
  return queryOptions({
    queryKey: offerKeys.list(p),
    queryFn: ({ client, signal }) => httpOf(client).call(api.listOffers, { query: p.query, body: p.filters, signal }),
    placeholderData: (previous) => previous,
  });
}

export function offerQuery(id: number) {
  return queryOptions({
    queryKey: offerKeys.detail(id),
    queryFn: ({ client, signal }) => httpOf(client).call(api.getOffer, { params: { id }, signal }),
  });
}

export function offerByUuidQuery(uuid: string) {
  return queryOptions({
    queryKey: offerKeys.byUuid(uuid),
    queryFn: ({ client, signal }) => httpOf(client).call(api.getOfferByUuid, { params: { uuid }, signal }),
  });
}

export function offerTagsQuery(search = '') {
  return queryOptions({
    queryKey: offerKeys.tags(search),
    queryFn: ({ client, signal }) => httpOf(client).call(api.listTags, { query: { search }, signal }),
    staleTime: 60_000,
  });
}

export function inviteOffersQuery(search = '') {
  return queryOptions({
    queryKey: offerKeys.invite(search),
    queryFn: ({ client, signal }) => httpOf(client).call(api.inviteOffers, { query: { search }, signal }),
  });
}

/** The offer picker's search: name or exact id; status 0 = every status but deleted. */
export const offerSearchQuery = (search: string, enabled = true, limit = 25) => ({
  ...offerListQuery({ query: { page: 1, limit, search_value: search || undefined, status: 0 }, filters: {} }),
  enabled,
});

/** Names of offer ids in one call (the `ids` filter ignores the status, so a deleted offer still gets its name). */
export function offerNamesQuery(ids: readonly number[], enabled: boolean) {
  const sorted = [...ids].sort((a, b) => a - b);
  return queryOptions({
    queryKey: offerKeys.names(sorted),
    queryFn: ({ client, signal }) =>
      httpOf(client).call(api.listOffers, { query: { page: 1, limit: 200, status: 0 }, body: { ids: sorted }, signal }),
    enabled: enabled && sorted.length > 0,
    staleTime: 5 * 60_000,
    placeholderData: (previous) => previous,
  });
}

type TabEndpoint =
  typeof api.updateGeneral | typeof api.updateTracking | typeof api.updateTargeting | typeof api.updateSchedule | typeof api.updateCreative;
/** Mutations on the app's QueryClient (`useQueryClient()`): each returns the offer (or results) as the server answered it. */
export function offerMutations(client: QueryClient) {
  const http = httpOf(client);
  return {
    create: (body: BodyOf<typeof api.createOffer>) => http.call(api.createOffer, { body }),
    updateTab: <E extends TabEndpoint>(tab: E, id: number, body: BodyOf<E>) =>
      http.call(tab as typeof api.updateGeneral, { params: { id }, body: body as BodyOf<typeof api.updateGeneral> }),
    setStatus: (id: number, status: number) => http.call(api.setStatus, { params: { id }, body: { status } }),
    bulkStatus: (ids: number[], status: number) => http.call(api.bulkStatus, { body: { ids, status } }),
    duplicate: (id: number) => http.call(api.duplicateOffer, { params: { id } }),
    remove: (id: number) => http.call(api.deleteOffer, { params: { id } }),
    setVisibility: (id: number, visibility: 'public' | 'private') => http.call(api.setVisibility, { params: { id }, body: { visibility } }),
    workingMode: (offerId: number, action: WorkingModeAction) => http.call(api.setWorkingMode, { body: { offer_id: offerId, action } }),
    shortCode: (offerId: number) => http.call(api.updateShortCode, { body: { offer_id: offerId } }),
  };
}

/** Export path + query string for a download (the body carries the filters; see exportOffers). */
export const exportDescriptor = api.exportOffers;
