import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { QueryOf } from '../domain/contract.ts';
import * as api from '../domain/fraud-detection/contract.ts';
import { httpOf } from './client.ts';

/**
 * Fraud-detection calls of the browser (src/domain/fraud-detection/contract.ts): the statistics and
 * the chart as query options (each loads and fails on its own; the previous answer stays on screen
 * while a new range loads), the report page as a call for the analyst table's source.
 */
export type FraudFilters = Partial<Pick<QueryOf<typeof api.statistic>, 'from' | 'to' | 'subject'>>;

export const fraudKeys = {
  all: ['fraud-detection'] as const,
  part: (name: string, input: unknown) => [...fraudKeys.all, name, input] as const,
};
const keep = <T>(previous: T | undefined) => previous;

export function fraudStatisticQuery(filters: FraudFilters) {
  return queryOptions({
    queryKey: fraudKeys.part('statistic', filters),
    queryFn: ({ client, signal }) => httpOf(client).call(api.statistic, { query: filters as QueryOf<typeof api.statistic>, signal }),
    placeholderData: keep,
  });
}

export function fraudChartQuery(filters: FraudFilters) {
  return queryOptions({
    queryKey: fraudKeys.part('chart', filters),
    queryFn: ({ client, signal }) =>
      httpOf(client).call(api.chartDetectionArea, { query: filters as QueryOf<typeof api.chartDetectionArea>, signal }),
    placeholderData: keep,
  });
}

export const fraudCalls = {
  report: (c: QueryClient, query: QueryOf<typeof api.report>, signal?: AbortSignal) => httpOf(c).call(api.report, { query, signal }),
};
