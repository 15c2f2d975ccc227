import { queryOptions } from '@tanstack/react-query';
import { answerAccessRequest, listAccessRequests } from '../domain/account-access/contract.ts';
import { createApiKey, getApiKey, revokeApiKey, rotateApiKey } from '../domain/api-keys/contract.ts';
import type { HttpClient } from './http.ts';

/** The browser's calls for the brand API key and the account manager's access requests. */
export const accessKeys = {
  apiKey: ['access', 'api-key'] as const,
  requests: ['access', 'requests'] as const,
};

export function apiKeyQuery(http: HttpClient) {
  return queryOptions({ queryKey: accessKeys.apiKey, queryFn: ({ signal }) => http.call(getApiKey, { signal }) });
}

export function accessRequestsQuery(http: HttpClient) {
  return queryOptions({ queryKey: accessKeys.requests, queryFn: ({ signal }) => http.call(listAccessRequests, { signal }) });
}

export const apiKeyCalls = (http: HttpClient) => ({
  create: () => http.call(createApiKey),
  rotate: () => http.call(rotateApiKey),
  revoke: () => http.call(revokeApiKey),
});

export const answerRequest = (http: HttpClient, id: number, action: 'accept' | 'reject') =>
  http.call(answerAccessRequest, { params: { id }, body: { action } });
