import { queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  changeAgencyContractStatus,
  createAgencyContract,
  getAgencyContract,
  listAgencyContracts,
  updateAgencyContract,
} from '../domain/agencies/contract.ts';
import type { AgencyBrandAction, AgencyContractStatus } from '../domain/agencies/enums.ts';
import type { AgencyContractCreateInput, AgencyContractUpdateInput } from '../domain/agencies/schema.ts';
import { httpOf } from './client.ts';

/**
 * Agency contracts (src/domain/agencies/contract.ts): query keys, queries and writes. Every write
 * invalidates the whole `agencyContracts` key (and the palette's index), so list and detail follow.
 */
export interface AgencyContractParams {
  page: number;
  limit: number;
  search?: string | undefined;
  status?: AgencyContractStatus | undefined;
}

export const agencyContractKeys = {
  all: ['agencyContracts'] as const,
  list: (q: AgencyContractParams) => ['agencyContracts', 'list', q] as const,
  one: (id: number) => ['agencyContracts', 'one', id] as const,
};

export function agencyContractsQuery(q: AgencyContractParams) {
  return queryOptions({
    queryKey: agencyContractKeys.list(q),
    queryFn: ({ client, signal }) =>
      httpOf(client).call(listAgencyContracts, {
        query: { page: q.page, limit: q.limit, ...(q.search ? { search: q.search } : {}), ...(q.status ? { status: q.status } : {}) },
        signal,
      }),
    placeholderData: (previous) => previous,
  });
}

export function agencyContractQuery(id: number) {
  return queryOptions({
    queryKey: agencyContractKeys.one(id),
    queryFn: ({ client, signal }) => httpOf(client).call(getAgencyContract, { params: { agencyContractId: id }, signal }),
  });
}

export const agencyContractCalls = (client: QueryClient) => ({
  create: (body: AgencyContractCreateInput) => httpOf(client).call(createAgencyContract, { body }),
  update: (id: number, body: AgencyContractUpdateInput) =>
    httpOf(client).call(updateAgencyContract, { params: { agencyContractId: id }, body }),
  act: (id: number, action: AgencyBrandAction) =>
    httpOf(client).call(changeAgencyContractStatus, { params: { agencyContractId: id }, body: { action } }),
});
