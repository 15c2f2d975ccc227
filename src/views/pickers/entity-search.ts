import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import type { HttpClient } from '../../api/http.ts';
import { offerListQuery } from '../../api/offers.ts';
import { listOffers } from '../../domain/offers/contract.ts';
import { listPartners } from '../../domain/partners/contract.ts';
import type { Entity } from '../system/EntityPicker.tsx';

/**
 * The server searches behind the offer and partner pickers, and the names of ids that arrive
 * without one (a notification link, a drill-down, a typed URL). Offers: `POST /api/offers/list`
 * (name or exact id; status 0 = every status but deleted; `ids` ignores the status, so a deleted
 * offer of an old report still gets its name). Partners: `GET /api/partners` (name, email or exact
 * id; an employee sees only the partners assigned to them, the same scope as the reports).
 */
export const SEARCH_LIMIT = 25;

export function partnerSearchQuery(http: HttpClient, search: string, enabled = true) {
  return queryOptions({
    queryKey: ['partners', 'pick', search],
    queryFn: ({ signal }) => http.call(listPartners, { query: { page: 1, limit: SEARCH_LIMIT, search: search || undefined }, signal }),
    enabled,
    placeholderData: (previous) => previous,
  });
}

export const offerSearchQuery = (http: HttpClient, search: string, enabled = true) => ({
  ...offerListQuery(http, { query: { page: 1, limit: SEARCH_LIMIT, search_value: search || undefined, status: 0 }, filters: {} }),
  enabled,
});

/** One partner by id: the list's exact-id search (which also matches names holding the digits). */
function partnerNameQuery(http: HttpClient, id: number, enabled: boolean) {
  return queryOptions({
    queryKey: ['partners', 'name', id],
    queryFn: async ({ signal }) => {
      const page = await http.call(listPartners, { query: { page: 1, limit: SEARCH_LIMIT, search: String(id) }, signal });
      return page.items.find((p) => p.id === id)?.display_name ?? null;
    },
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** Names of `ids`, asked once per id and cached; `undefined` while unknown (or not found). */
export function usePartnerNames(http: HttpClient, ids: readonly number[], enabled: boolean): (id: number) => string | undefined {
  const answers = useQueries({ queries: ids.map((id) => partnerNameQuery(http, id, enabled)) });
  const names = new Map<number, string>();
  ids.forEach((id, i) => {
    const n = answers[i]?.data;
    if (n) names.set(id, n);
  });
  return (id) => names.get(id);
}

/** Names of `ids` in one call (the `ids` filter of the offer list). */
export function useOfferNames(http: HttpClient, ids: readonly number[], enabled: boolean): (id: number) => string | undefined {
  const sorted = [...ids].sort((a, b) => a - b);
  const answer = useQuery({
    queryKey: ['offers', 'names', sorted],
    queryFn: ({ signal }) => http.call(listOffers, { query: { page: 1, limit: 200, status: 0 }, body: { ids: sorted }, signal }),
    enabled: enabled && sorted.length > 0,
    staleTime: 5 * 60_000,
    placeholderData: (previous) => previous,
  });
  const names = new Map((answer.data?.items ?? []).map((o) => [o.id, o.name]));
  return (id) => names.get(id);
}

export const toEntities = (rows: readonly { id: number; name: string }[] | undefined): Entity[] =>
  (rows ?? []).map((r) => ({ id: r.id, name: r.name }));
