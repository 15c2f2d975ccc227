import { queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  changeCrossCheck,
  createCrossCheck,
  getSettings,
  listDetail,
  listOverview,
  lockCrossChecks,
  putSettings,
  setArrears,
  startDate,
  type DetailQuery,
} from '../domain/cross-check/contract.ts';
import { httpOf } from './client.ts';

/**
 * Cross-check (src/domain/cross-check/contract.ts; decision 090): query keys, queries and writes.
 * Every write invalidates the whole `crossCheck` key (overview, detail, start date), and the
 * conversions a lock approved belong to the reports, which refetch on their own next visit.
 */
export const crossCheckKeys = {
  all: ['crossCheck'] as const,
  overview: (page: number, limit: number) => ['crossCheck', 'overview', page, limit] as const,
  detail: (q: DetailQuery) => ['crossCheck', 'detail', q] as const,
  startDate: ['crossCheck', 'startDate'] as const,
  settings: ['crossCheck', 'settings'] as const,
};

export const crossCheckOverviewQuery = (page: number, limit: number) =>
  queryOptions({
    queryKey: crossCheckKeys.overview(page, limit),
    queryFn: ({ client, signal }) => httpOf(client).call(listOverview, { query: { page, limit }, signal }),
  });

export const crossCheckDetailQuery = (q: DetailQuery) =>
  queryOptions({
    queryKey: crossCheckKeys.detail(q),
    queryFn: ({ client, signal }) => httpOf(client).call(listDetail, { query: q, signal }),
  });

export const crossCheckStartQuery = () =>
  queryOptions({ queryKey: crossCheckKeys.startDate, queryFn: ({ client, signal }) => httpOf(client).call(startDate, { signal }) });

export const crossCheckSettingsQuery = () =>
  queryOptions({ queryKey: crossCheckKeys.settings, queryFn: ({ client, signal }) => httpOf(client).call(getSettings, { signal }) });

export const crossCheckCalls = (client: QueryClient) => {
  const after = async <T>(p: Promise<T>): Promise<T> => {
    const out = await p;
    await client.invalidateQueries({ queryKey: crossCheckKeys.all });
    return out;
  };
  return {
    overview: (page: number, limit: number, signal?: AbortSignal) => httpOf(client).call(listOverview, { query: { page, limit }, signal }),
    detail: (query: DetailQuery, signal?: AbortSignal) => httpOf(client).call(listDetail, { query, signal }),
    create: (period_start: string, period_end: string) =>
      after(httpOf(client).call(createCrossCheck, { body: { period_start, period_end } })),
    lock: (ids: number[]) => after(httpOf(client).call(lockCrossChecks, { body: { ids } })),
    act: (id: number, action: 'finalize' | 'reopen') =>
      after(httpOf(client).call(changeCrossCheck, { params: { crossCheckId: id }, body: { action } })),
    arrears: (id: number, arrears: string) => after(httpOf(client).call(setArrears, { params: { crossCheckId: id }, body: { arrears } })),
    settings: (locking_days: number) => after(httpOf(client).call(putSettings, { body: { locking_days } })),
  };
};
