import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { PARTNER_REFUSALS, type ContractAction, type PartnerRefusal } from '../domain/partners/enums.ts';
import { changeContractStatus, getContract } from '../domain/partners/contract.ts';
import {
  drawUpContracts,
  getContractUsage,
  listBrandContracts,
  type ContractListQuery,
  type DrawUpBody,
} from '../domain/partners/contracts.ts';
import { isApiError } from './api-error.ts';
import { httpOf } from './client.ts';
import { managementKeys } from './partners.ts';

/** The browser's calls of the partner-contract screen (src/domain/partners/contracts.ts, decision 074). */
export const contractKeys = {
  all: ['partner-contracts'] as const,
  list: (query: ContractListQuery) => [...contractKeys.all, 'list', query] as const,
  one: (id: number) => [...contractKeys.all, 'one', id] as const,
  usage: (id: number) => [...contractKeys.all, 'usage', id] as const,
};

export function contractListQuery(query: ContractListQuery) {
  return queryOptions({
    queryKey: contractKeys.list(query),
    queryFn: ({ client, signal }) => httpOf(client).call(listBrandContracts, { query, signal }),
    placeholderData: (previous) => previous,
  });
}

export function contractQuery(contractId: number) {
  return queryOptions({
    queryKey: contractKeys.one(contractId),
    queryFn: ({ client, signal }) => httpOf(client).call(getContract, { params: { contractId }, signal }),
  });
}

/** Budget usage counts live traffic: asked again every 30 s while the detail is open. */
export function contractUsageQuery(contractId: number) {
  return queryOptions({
    queryKey: contractKeys.usage(contractId),
    queryFn: ({ client, signal }) => httpOf(client).call(getContractUsage, { params: { contractId }, signal }),
    refetchInterval: 30_000,
  });
}

export const contractCalls = (client: QueryClient) => ({
  drawUp: (body: DrawUpBody) => httpOf(client).call(drawUpContracts, { body }),
  /** `contractDate`: approve only, ISO; absent = now */
  change: (contractId: number, action: ContractAction, contractDate?: string) =>
    httpOf(client).call(changeContractStatus, {
      params: { contractId },
      body: { action, ...(contractDate === undefined ? {} : { contract_date: contractDate }) },
    }),
  /** the screen's list and detail, and the partner detail's contract tab */
  refresh: () =>
    Promise.all([client.invalidateQueries({ queryKey: contractKeys.all }), client.invalidateQueries({ queryKey: managementKeys.all })]),
});

/** The refusal code of a failed call when it is one of this area's (translated under partners.refusals). */
export function contractRefusalOf(error: unknown): PartnerRefusal | null {
  if (!isApiError(error)) return null;
  return (PARTNER_REFUSALS as readonly string[]).includes(error.code) ? (error.code as PartnerRefusal) : null;
}
