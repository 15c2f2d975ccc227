import { queryOptions } from '@tanstack/react-query';
import { listPartners } from '../domain/partners/contract.ts';
import { httpOf } from './client.ts';

/**
 * Partner calls of the browser (src/domain/partners/contract.ts): the picker's search and the name
 * of a partner id that arrives without one. `GET /api/partners` searches name, email or exact id; an
 * employee sees only the partners assigned to them, the same scope as the reports.
 */
export const SEARCH_LIMIT = 25;

export const partnerKeys = {
  all: ['partners'] as const,
  pick: (search: string) => [...partnerKeys.all, 'pick', search] as const,
  name: (id: number) => [...partnerKeys.all, 'name', id] as const,
};

export function partnerSearchQuery(search: string, enabled = true) {
  return queryOptions({
    queryKey: partnerKeys.pick(search),
    queryFn: ({ client, signal }) =>
      httpOf(client).call(listPartners, { query: { page: 1, limit: SEARCH_LIMIT, search: search || undefined }, signal }),
    enabled,
    placeholderData: (previous) => previous,
  });
}

/** One partner's display name by id: the list's exact-id search (which also matches names holding the digits). */
export function partnerNameQuery(id: number, enabled: boolean) {
  return queryOptions({
    queryKey: partnerKeys.name(id),
    queryFn: async ({ client, signal }) => {
      const page = await httpOf(client).call(listPartners, { query: { page: 1, limit: SEARCH_LIMIT, search: String(id) }, signal });
      return page.items.find((p) => p.id === id)?.display_name ?? null;
    },
    enabled,
    staleTime: 5 * 60_000,
  });
}
