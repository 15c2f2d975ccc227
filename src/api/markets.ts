import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { BodyOf, QueryOf, ResponseOf } from '../domain/contract.ts';
import * as api from '../domain/markets/contract.ts';
import { httpOf } from './client.ts';
import { downloadFile } from './files.ts';

/**
 * Marketplace calls of the browser (src/domain/markets/contract.ts; docs/decisions/032 and 048): keys,
 * query options and mutation options for the views of /markets that come next. The list sends its
 * filters in the body (the spec's POST publisher list) and passes react-query's `signal`, so a new
 * filter cancels the request in flight. A favourite toggle patches the cached rows in place (spec 3 §2
 * "favoriting updates the row in place") instead of refetching the page.
 */
export type MarketListParams = { query: QueryOf<typeof api.listMarketPartners>; filters: BodyOf<typeof api.listMarketPartners> };
type ReviewQuery = QueryOf<typeof api.listMarketPartnerReviews>;
type MarketPage = ResponseOf<typeof api.listMarketPartners>;

export const marketKeys = {
  all: ['markets'] as const,
  lists: () => [...marketKeys.all, 'list'] as const,
  list: (p: MarketListParams) => [...marketKeys.lists(), p] as const,
  partner: (id: number) => [...marketKeys.all, 'partner', id] as const,
  performance: (id: number) => [...marketKeys.partner(id), 'performance'] as const,
  offers: (id: number) => [...marketKeys.partner(id), 'offers'] as const,
  reviews: (id: number, q: ReviewQuery) => [...marketKeys.partner(id), 'reviews', q] as const,
  filters: () => [...marketKeys.all, 'filters'] as const,
  filter: (id: number) => [...marketKeys.filters(), id] as const,
  agencies: (q: QueryOf<typeof api.listAgencies>) => [...marketKeys.all, 'agencies', q] as const,
  agency: (id: number, q: ReviewQuery) => [...marketKeys.all, 'agency', id, q] as const,
  profile: () => [...marketKeys.all, 'profile'] as const,
  profileReviews: (q: ReviewQuery) => [...marketKeys.profile(), 'reviews', q] as const,
  featured: () => [...marketKeys.all, 'featured'] as const,
};

export const marketListQuery = (p: MarketListParams) =>
  queryOptions({
    queryKey: marketKeys.list(p),
    queryFn: ({ client, signal }) => httpOf(client).call(api.listMarketPartners, { query: p.query, body: p.filters, signal }),
    placeholderData: (previous) => previous,
  });

export const marketPartnerQuery = (id: number) =>
  queryOptions({
    queryKey: marketKeys.partner(id),
    queryFn: ({ client, signal }) => httpOf(client).call(api.getMarketPartner, { params: { partnerId: id }, signal }),
  });

export const marketPerformanceQuery = (id: number) =>
  queryOptions({
    queryKey: marketKeys.performance(id),
    queryFn: ({ client, signal }) => httpOf(client).call(api.getMarketPartnerPerformance, { params: { partnerId: id }, signal }),
  });

export const marketPartnerOffersQuery = (id: number) =>
  queryOptions({
    queryKey: marketKeys.offers(id),
    queryFn: ({ client, signal }) => httpOf(client).call(api.listMarketPartnerOffers, { params: { partnerId: id }, signal }),
  });

export const marketReviewsQuery = (id: number, q: ReviewQuery) =>
  queryOptions({
    queryKey: marketKeys.reviews(id, q),
    queryFn: ({ client, signal }) => httpOf(client).call(api.listMarketPartnerReviews, { params: { partnerId: id }, query: q, signal }),
    placeholderData: (previous) => previous,
  });

export const stashedFiltersQuery = () =>
  queryOptions({
    queryKey: marketKeys.filters(),
    queryFn: ({ client, signal }) => httpOf(client).call(api.listStashedFilters, { signal }),
  });

export const stashedFilterQuery = (id: number) =>
  queryOptions({
    queryKey: marketKeys.filter(id),
    queryFn: ({ client, signal }) => httpOf(client).call(api.getStashedFilter, { params: { filterId: id }, signal }),
  });

export const agencyListQuery = (q: QueryOf<typeof api.listAgencies>) =>
  queryOptions({
    queryKey: marketKeys.agencies(q),
    queryFn: ({ client, signal }) => httpOf(client).call(api.listAgencies, { query: q, signal }),
    placeholderData: (previous) => previous,
  });

export const agencyQuery = (id: number, q: ReviewQuery) =>
  queryOptions({
    queryKey: marketKeys.agency(id, q),
    queryFn: ({ client, signal }) => httpOf(client).call(api.getAgency, { params: { agencyId: id }, query: q, signal }),
  });

export const brandMarketProfileQuery = () =>
  queryOptions({
    queryKey: marketKeys.profile(),
    queryFn: ({ client, signal }) => httpOf(client).call(api.getBrandMarketProfile, { signal }),
  });

export const brandReviewsQuery = (q: ReviewQuery) =>
  queryOptions({
    queryKey: marketKeys.profileReviews(q),
    queryFn: ({ client, signal }) => httpOf(client).call(api.listBrandReviews, { query: q, signal }),
  });

export const featuredQuery = () =>
  queryOptions({
    queryKey: marketKeys.featured(),
    queryFn: ({ client, signal }) => httpOf(client).call(api.getFeatured, { signal }),
    staleTime: 60_000,
  });

/** Sets is_favorite on every cached list row and detail of `partnerId` (no refetch of the page). */
export function patchFavorite(client: QueryClient, partnerId: number, isFavorite: boolean): void {
  client.setQueriesData<MarketPage>({ queryKey: marketKeys.lists() }, (page) =>
    page ? { ...page, items: page.items.map((r) => (r.id === partnerId ? { ...r, is_favorite: isFavorite } : r)) } : page,
  );
  client.setQueryData<ResponseOf<typeof api.getMarketPartner>>(marketKeys.partner(partnerId), (p) =>
    p ? { ...p, is_favorite: isFavorite } : p,
  );
}

/** Favourite on / off: the row changes in place from the server's answer. */
export const favoriteMutation = (client: QueryClient) =>
  mutationOptions({
    mutationKey: [...marketKeys.all, 'favorite'],
    mutationFn: ({ partnerId, on }: { partnerId: number; on: boolean }) =>
      httpOf(client).call(on ? api.favoriteMarketPartner : api.unfavoriteMarketPartner, { params: { partnerId } }),
    onSuccess: (r) => patchFavorite(client, r.partner_id, r.is_favorite),
  });

export const saveFilterMutation = (client: QueryClient) =>
  mutationOptions({
    mutationKey: [...marketKeys.filters(), 'save'],
    mutationFn: (body: BodyOf<typeof api.saveStashedFilter>) => httpOf(client).call(api.saveStashedFilter, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: marketKeys.filters() }),
  });

export const deleteFilterMutation = (client: QueryClient) =>
  mutationOptions({
    mutationKey: [...marketKeys.filters(), 'delete'],
    mutationFn: (id: number) => httpOf(client).call(api.deleteStashedFilter, { params: { filterId: id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: marketKeys.filters() }),
  });

/** A review of a partner: refreshes that partner (rating, reviews) and the lists (rating sort). */
export const reviewMutation = (client: QueryClient) =>
  mutationOptions({
    mutationKey: [...marketKeys.all, 'review'],
    mutationFn: ({ partnerId, body }: { partnerId: number; body: BodyOf<typeof api.writeMarketPartnerReview> }) =>
      httpOf(client).call(api.writeMarketPartnerReview, { params: { partnerId }, body }),
    onSuccess: (_r, v) =>
      Promise.all([
        client.invalidateQueries({ queryKey: marketKeys.partner(v.partnerId) }),
        client.invalidateQueries({ queryKey: marketKeys.lists() }),
      ]),
  });

// ── market profiles (issue 16 item 1, decision 050): the agency review and the media kit ──

/** A review of an agency: refreshes that agency's profile (rating, reviews, is_reviewed) and the agency lists. */
export const agencyReviewMutation = (client: QueryClient) =>
  mutationOptions({
    mutationKey: [...marketKeys.all, 'agency-review'],
    mutationFn: ({ agencyId, body }: { agencyId: number; body: BodyOf<typeof api.writeAgencyReview> }) =>
      httpOf(client).call(api.writeAgencyReview, { params: { agencyId }, body }),
    onSuccess: (_r, v) =>
      Promise.all([
        client.invalidateQueries({ queryKey: [...marketKeys.all, 'agency', v.agencyId] }),
        client.invalidateQueries({ queryKey: [...marketKeys.all, 'agencies'] }),
      ]),
  });

/** Opens a partner's media kit through the files API's signed link; false when it could not (spec 1 §8: no dialog). */
export const downloadMediaKit = (client: QueryClient, fileId: number, open?: (url: string) => void): Promise<boolean> =>
  downloadFile(httpOf(client), fileId, open);
