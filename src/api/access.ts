import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { answerAccessRequest, listAccessRequests } from '../domain/account-access/contract.ts';
import { createApiKey, getApiKey, revokeApiKey, rotateApiKey } from '../domain/api-keys/contract.ts';
import { httpOf } from './client.ts';

/** The browser's calls for the brand API key and the account manager's access requests. */
export const accessKeys = {
  apiKey: ['access', 'api-key'] as const,
  requests: ['access', 'requests'] as const,
};

export function apiKeyQuery() {
  return queryOptions({ queryKey: accessKeys.apiKey, queryFn: ({ client, signal }) => httpOf(client).call(getApiKey, { signal }) });
}

export function accessRequestsQuery() {
  return queryOptions({
    queryKey: accessKeys.requests,
    queryFn: ({ client, signal }) => httpOf(client).call(listAccessRequests, { signal }),
  });
}

export const apiKeyCalls = (client: QueryClient) => ({
  create: () => httpOf(client).call(createApiKey),
  rotate: () => httpOf(client).call(rotateApiKey),
  revoke: () => httpOf(client).call(revokeApiKey),
});

export const answerRequest = (client: QueryClient, id: number, action: 'accept' | 'reject') =>
  httpOf(client).call(answerAccessRequest, { params: { id }, body: { action } });
