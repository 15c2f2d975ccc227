import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { QueryOf } from '../domain/contract.ts';
import type { WorkingModeAction } from '../domain/offers/enums.ts';
import * as api from '../domain/partners/contract.ts';
import { listPartners } from '../domain/partners/contract.ts';
import { downloadWith } from './download.ts';
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

// --- partner management (issue 16 item 2) ---------------------------------------------------------

export type PartnerListParams = QueryOf<typeof api.listPartners>;

export const managementKeys = {
  all: [...partnerKeys.all, 'management'] as const,
  list: (p: PartnerListParams) => [...managementKeys.all, 'list', p] as const,
  one: (id: number) => [...managementKeys.all, 'one', id] as const,
  contracts: (id: number) => [...managementKeys.all, 'contracts', id] as const,
  managers: () => [...managementKeys.all, 'managers'] as const,
};

/** The management list (filters, sort, paging in the query string); the previous page stays while the next loads. */
export function managementListQuery(query: PartnerListParams) {
  return queryOptions({
    queryKey: managementKeys.list(query),
    queryFn: ({ client, signal }) => httpOf(client).call(api.listPartners, { query, signal }),
    placeholderData: (previous) => previous,
  });
}

export function partnerQuery(id: number) {
  return queryOptions({
    queryKey: managementKeys.one(id),
    queryFn: ({ client, signal }) => httpOf(client).call(api.getPartner, { params: { partnerId: id }, signal }),
    retry: false,
  });
}

export function partnerContractsQuery(id: number) {
  return queryOptions({
    queryKey: managementKeys.contracts(id),
    queryFn: ({ client, signal }) => httpOf(client).call(api.listPartnerContracts, { params: { partnerId: id }, signal }),
  });
}

export function managerOptionsQuery() {
  return queryOptions({
    queryKey: managementKeys.managers(),
    queryFn: ({ client, signal }) => httpOf(client).call(api.managerOptions, { signal }),
    staleTime: 60_000,
  });
}

/** Writes on the app's QueryClient; each invalidates every partner query, so list and detail refetch. */
export function partnerMutations(client: QueryClient) {
  const http = httpOf(client);
  const after = async <T>(p: Promise<T>): Promise<T> => {
    const r = await p;
    await client.invalidateQueries({ queryKey: partnerKeys.all });
    return r;
  };
  return {
    workingMode: (partnerId: number, action: WorkingModeAction) =>
      after(http.call(api.setPartnerWorkingMode, { params: { partnerId }, body: { action } })),
    multiWorkingMode: (partnerIds: number[], action: WorkingModeAction) =>
      after(http.call(api.multiWorkingMode, { body: { partner_ids: partnerIds, action } })),
    manager: (partnerId: number, managerId: number) =>
      after(http.call(api.setPartnerManager, { params: { partnerId }, body: { manager_id: managerId } })),
    multiManager: (partnerIds: number[], managerId: number) =>
      after(http.call(api.multiManager, { body: { partner_ids: partnerIds, manager_id: managerId } })),
    tags: (partnerId: number, tags: string[]) => after(http.call(api.setPartnerTags, { params: { partnerId }, body: { tags } })),
  };
}

/** The filtered list as a streamed CSV / XLSX download (the server formula-escapes every cell and applies partner scope). */
export async function downloadPartnerList(client: QueryClient, query: PartnerListParams, format: 'csv' | 'xlsx') {
  const { page: _page, limit: _limit, ...filters } = query;
  return downloadWith(client, api.exportPartners, { query: { ...filters, format } });
}
