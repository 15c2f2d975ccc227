import { QueryClient, type InvalidateOptions, type InvalidateQueryFilters, type Query } from '@tanstack/react-query';
import { isApiError } from './api-error.ts';

/**
 * After a write the views invalidate the queries it touched. TanStack restarts a fetch in flight only
 * when its query already has data: a query's FIRST fetch, started before the write and answered after
 * it, was awaited as it was, and its screen showed the state before the write until it went stale
 * (30 s). Seen in CI: a promo code added while the codes tab's first load was still in flight, the
 * list "No promo codes yet.". Such first loads are invalidated once more when they have answered, so
 * the screen reads after the write.
 */
class AppQueryClient extends QueryClient {
  override async invalidateQueries(filters?: InvalidateQueryFilters, options?: InvalidateOptions): Promise<void> {
    const firstLoads = this.getQueryCache()
      .findAll(filters)
      .filter((q) => q.state.data === undefined && q.state.fetchStatus === 'fetching');
    const inFlight = firstLoads.map((q) => q.promise);
    await super.invalidateQueries(filters, options);
    if (firstLoads.length === 0) return;
    await Promise.allSettled(inFlight);
    await super.invalidateQueries({ ...filters, predicate: (q: Query) => firstLoads.includes(q) }, options);
  }
}

/**
 * The one QueryClient of the app (jotai-tanstack-query atoms and React hooks share it).
 * Retries: the HTTP client already refreshes tokens and the shell offers Retry on time-outs, so only
 * network failures and 5xx are retried here, and never client errors.
 */
export function createQueryClient(): QueryClient {
  return new AppQueryClient({
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
