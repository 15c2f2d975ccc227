import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error.ts';

/**
 * The one QueryClient of the app (jotai-tanstack-query atoms and React hooks share it).
 * Retries: the HTTP client already refreshes tokens and the shell offers Retry on time-outs, so only
 * network failures and 5xx are retried here, and never client errors.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) => failures < 2 && (!isApiError(error) || error.status === 0 || error.status >= 500),
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
