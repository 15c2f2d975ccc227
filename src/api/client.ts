import type { QueryClient } from '@tanstack/react-query';
import type { HttpClient } from './http.ts';
import type { TokenStore } from './token-store.ts';

/**
 * Binds the one HTTP client (src/api/http.ts) to the one TanStack `QueryClient`, so query and
 * mutation functions take it from TanStack's own function context:
 * `queryFn: ({ client, signal }) => httpOf(client).call(endpoint, { signal })` and
 * `mutationFn: (input, { client }) => httpOf(client).call(…)`. Views never hold an HTTP client.
 * Downloads and streamed exports, which are not JSON, take the rest of the transport (token store,
 * fetch) the same way: `transportOf(queryClient)`.
 * A WeakMap, not `defaultOptions.meta`: `setDefaultOptions` (used by tests) replaces the defaults.
 */
export interface Transport {
  http: HttpClient;
  tokens: TokenStore;
  fetch: typeof fetch;
  baseUrl?: string;
}

const bound = new WeakMap<QueryClient, Transport>();

/** Binds the session runtime's transport (a `SessionRuntime` is one) to the app's QueryClient. */
export function bindHttp(queryClient: QueryClient, transport: Transport): QueryClient {
  bound.set(queryClient, transport);
  return queryClient;
}

export function transportOf(queryClient: QueryClient): Transport {
  const transport = bound.get(queryClient);
  if (!transport) throw new Error('no HTTP client is bound to this QueryClient (src/api/client.ts bindHttp)');
  return transport;
}

export const httpOf = (queryClient: QueryClient): HttpClient => transportOf(queryClient).http;
