import type { QueryClient } from '@tanstack/react-query';
import type { QueryOf } from '../domain/contract.ts';
import * as api from '../domain/reports/discount-program.ts';
import { httpOf } from './client.ts';

/** The discount-program report's calls (src/domain/reports/discount-program.ts; decision 085). */
export const discountReportCalls = {
  overview: (c: QueryClient, query: QueryOf<typeof api.discountOverview>, signal?: AbortSignal) =>
    httpOf(c).call(api.discountOverview, { query, signal }),
  detail: (c: QueryClient, query: QueryOf<typeof api.discountDetail>, signal?: AbortSignal) =>
    httpOf(c).call(api.discountDetail, { query, signal }),
};
