import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { QueryOf } from '../domain/contract.ts';
import * as api from '../domain/reports/contract.ts';
import { httpOf } from './client.ts';

/** A date range of the dashboard; no dates means the default range the server fills in. */
export interface RangeQuery {
  from?: string;
  to?: string;
}

/**
 * Report calls of the browser (src/domain/reports/contract.ts). The six dashboard calls (src/domain/reports/contract.ts) as shared query options. One query per
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

export function overviewQuery(range: RangeQuery) {
  return queryOptions({
    queryKey: dashboardKeys.part('overview', range),
    queryFn: ({ client, signal }) => httpOf(client).call(api.overviewStatistic, { query: range, signal }),
    placeholderData: keep,
  });
}

export function hourOfDateQuery(range: RangeQuery) {
  return queryOptions({
    queryKey: dashboardKeys.part('hourOfDate', range),
    queryFn: ({ client, signal }) => httpOf(client).call(api.hourOfDate, { query: range, signal }),
    placeholderData: keep,
  });
}

export function conversionsStatusQuery(range: RangeQuery) {
  return queryOptions({
    queryKey: dashboardKeys.part('conversionsStatus', range),
    queryFn: ({ client, signal }) => httpOf(client).call(api.conversionsStatus, { query: range, signal }),
    placeholderData: keep,
  });
}

export function performanceQuery(range: RangeQuery) {
  return queryOptions({
    queryKey: dashboardKeys.part('performance', range),
    queryFn: ({ client, signal }) => httpOf(client).call(api.dailyPerformance, { query: range, signal }),
    placeholderData: keep,
  });
}

export function topQuery(range: RangeQuery, by: TopBy, metric: TopMetric) {
  const query = { ...range, by, metric, limit: 5 };
  return queryOptions({
    queryKey: dashboardKeys.part('top', query),
    queryFn: ({ client, signal }) => httpOf(client).call(api.topStatistic, { query, signal }),
    placeholderData: keep,
  });
}

/** Today against yesterday: no range; it also tells the report zone and the delay. */
export function snapshotQuery() {
  return queryOptions({
    queryKey: dashboardKeys.part('snapshot', null),
    queryFn: ({ client, signal }) => httpOf(client).call(api.snapshot, { signal }),
  });
}

/**
 * The report tables' pages (src/views/reports/sources.ts pages them), on the app's QueryClient:
 * performance by offer or partner, the conversions list (keyset cursor) and one pair's daily detail.
 */
export const reportCalls = {
  performance: (c: QueryClient, tab: 'offer' | 'partner', query: QueryOf<typeof api.offerReport>, signal?: AbortSignal) =>
    tab === 'offer' ? httpOf(c).call(api.offerReport, { query, signal }) : httpOf(c).call(api.partnerReport, { query, signal }),
  conversions: (c: QueryClient, query: QueryOf<typeof api.conversionReport>, signal?: AbortSignal) =>
    httpOf(c).call(api.conversionReport, { query, signal }),
  detail: (c: QueryClient, query: QueryOf<typeof api.detailReport>, signal?: AbortSignal) =>
    httpOf(c).call(api.detailReport, { query, signal }),
};
