import type { QueryClient } from '@tanstack/react-query';
import { discountReportCalls } from '../../../api/discount-report.ts';
import type { QueryOf } from '../../../domain/contract.ts';
import type {
  discountDetail,
  DiscountDetailAnswer,
  DiscountDetailRow,
  discountOverview,
  DiscountOverviewAnswer,
  DiscountOverviewRow,
} from '../../../domain/reports/discount-program.ts';
import type { ReportSource } from '../../table/source.ts';
import type { SourceObserver } from '../sources.ts';

/** The report's table sources: pages by number, the cursor is the first row's index (as the performance report). */
function paged<Row, A extends { items: Row[]; paging: { total_row: number } }>(
  fetch: (query: Record<string, unknown>, signal?: AbortSignal) => Promise<A>,
  fallbackSort: string,
  o: SourceObserver<A>,
): ReportSource<Row> {
  return {
    async fetchPage(cursor, sort, filters, signal, limit = 25) {
      const start = cursor === null ? 0 : Number(cursor);
      const query = {
        ...filters,
        sort_by: sort?.id ?? fallbackSort,
        sort: sort && !sort.desc ? 'asc' : 'desc',
        page: Math.floor(start / limit) + 1,
        limit,
      };
      let answer: A;
      try {
        answer = await fetch(query, signal);
        o.onAnswer?.(answer, cursor === null);
      } catch (error) {
        if (!(error instanceof DOMException && error.name === 'AbortError')) o.onError?.(error);
        throw error;
      }
      const end = start + answer.items.length;
      return { rows: answer.items, next_cursor: end < answer.paging.total_row ? String(end) : null, total: answer.paging.total_row };
    },
    cursorAt: (index) => String(index),
  };
}

export const overviewSource = (client: QueryClient, o: SourceObserver<DiscountOverviewAnswer>) =>
  paged<DiscountOverviewRow, DiscountOverviewAnswer>(
    (q, signal) => discountReportCalls.overview(client, q as unknown as QueryOf<typeof discountOverview>, signal),
    'conversions',
    o,
  );

export const detailSource = (client: QueryClient, o: SourceObserver<DiscountDetailAnswer>) =>
  paged<DiscountDetailRow, DiscountDetailAnswer>(
    (q, signal) => discountReportCalls.detail(client, q as unknown as QueryOf<typeof discountDetail>, signal),
    'date',
    o,
  );
