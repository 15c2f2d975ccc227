import type { QueryClient } from '@tanstack/react-query';
import type { HttpClient } from './http.ts';

/**
 * Binds the one HTTP client (src/api/http.ts) to the one TanStack `QueryClient`, so query and
 * mutation functions take it from TanStack's own function context:
 * `queryFn: ({ client, signal }) => httpOf(client).call(endpoint, { signal })` and
 * `mutationFn: (input, { client }) => httpOf(client).call(…)`. Views never hold an HTTP client.
 * A WeakMap, not `defaultOptions.meta`: `setDefaultOptions` (used by tests) replaces the defaults.
 */
const bound = new WeakMap<QueryClient, HttpClient>();

export function bindHttp(queryClient: QueryClient, http: HttpClient): QueryClient {
  bound.set(queryClient, http);
  return queryClient;
}

export function httpOf(queryClient: QueryClient): HttpClient {
  const http = bound.get(queryClient);
  if (!http) throw new Error('no HTTP client is bound to this QueryClient (src/api/client.ts bindHttp)');
  return http;
}
