import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '../../api/http.ts';
import * as api from '../../domain/reports/contract.ts';
import type { RangeQuery } from './range.ts';

/**
 * The six dashboard calls (src/domain/reports/contract.ts) as shared query options. One query per
 * widget, so each loads, fails and retries on its own: a 5xx on one never blanks the others. Keys
 * start with `dashboard`, which is what "refresh" invalidates. The previous answer stays on screen
 * while a new range loads (no flash of empty cards).
 */
export type TopBy = 'offer' | 'partner';
export type TopMetric = (typeof api.TOP_METRICS)[number];

export const dashboardKeys = {
  all: ['dashboard'] as const,
  part: (name: string, input: unknown) => [...dashboardKeys.all, name, input] as const,
};

const keep = <T>(previous: T | undefined) => previous;

export function overviewQuery(http: HttpClient, range: RangeQuery) {
  return queryOptions({
    queryKey: dashboardKeys.part('overview', range),
    queryFn: ({ signal }) => http.call(api.overviewStatistic, { query: range, signal }),
    placeholderData: keep,
  });
}

export function hourOfDateQuery(http: HttpClient, range: RangeQuery) {
  return queryOptions({
    queryKey: dashboardKeys.part('hourOfDate', range),
    queryFn: ({ signal }) => http.call(api.hourOfDate, { query: range, signal }),
    placeholderData: keep,
  });
}

export function conversionsStatusQuery(http: HttpClient, range: RangeQuery) {
  return queryOptions({
    queryKey: dashboardKeys.part('conversionsStatus', range),
    queryFn: ({ signal }) => http.call(api.conversionsStatus, { query: range, signal }),
    placeholderData: keep,
  });
}

export function performanceQuery(http: HttpClient, range: RangeQuery) {
  return queryOptions({
    queryKey: dashboardKeys.part('performance', range),
    queryFn: ({ signal }) => http.call(api.dailyPerformance, { query: range, signal }),
    placeholderData: keep,
  });
}

export function topQuery(http: HttpClient, range: RangeQuery, by: TopBy, metric: TopMetric) {
  const query = { ...range, by, metric, limit: 5 };
  return queryOptions({
    queryKey: dashboardKeys.part('top', query),
    queryFn: ({ signal }) => http.call(api.topStatistic, { query, signal }),
    placeholderData: keep,
  });
}

/** Today against yesterday: no range; it also tells the report zone and the delay. */
export function snapshotQuery(http: HttpClient) {
  return queryOptions({
    queryKey: dashboardKeys.part('snapshot', null),
    queryFn: ({ signal }) => http.call(api.snapshot, { signal }),
  });
}
