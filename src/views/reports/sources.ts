import type { QueryClient } from '@tanstack/react-query';
import { downloadUrl } from '../../api/download.ts';
import { reportCalls } from '../../api/reports.ts';
import { logCalls } from '../../api/tracking-logs.ts';
import type { QueryOf } from '../../domain/contract.ts';
import * as reports from '../../domain/reports/contract.ts';
import type { ConversionItem, PerformanceRow } from '../../domain/reports/schema.ts';
import * as logs from '../../domain/tracking-logs/contract.ts';
import type { EventLogItem, ServerLogItem } from '../../domain/tracking-logs/contract.ts';
import type { ExportFormat } from '../table/export.ts';
import type { Filters, ReportSource, SortState } from '../table/source.ts';

/**
 * ReportTable sources over the report API. Performance pages by page number (the cursor is the
 * first row's index, so any page can be asked for directly); the conversions list and the logs by
 * the server's opaque keyset cursor. `observer` hears every answer (totals, meta, the first page's
 * count) and every failure (a 422 belongs on the filter field that caused it).
 */
export interface SourceObserver<A> {
  /** `first`: the answer to the first page (cursor null) */
  onAnswer?: (answer: A, first: boolean) => void;
  onError?: (error: unknown) => void;
}

async function observed<A>(o: SourceObserver<A>, call: () => Promise<A>, first = false): Promise<A> {
  try {
    const answer = await call();
    o.onAnswer?.(answer, first);
    return answer;
  } catch (error) {
    if (!(error instanceof DOMException && error.name === 'AbortError')) o.onError?.(error);
    throw error;
  }
}

export type PerformanceAnswer = reports.PerformanceAnswer;

export function performanceSource(
  client: QueryClient,
  tab: 'offer' | 'partner',
  o: SourceObserver<PerformanceAnswer> = {},
): ReportSource<PerformanceRow> {
  return {
    async fetchPage(cursor, sort, filters, signal, limit = 25) {
      const start = cursor === null ? 0 : Number(cursor);
      const page = Math.floor(start / limit) + 1;
      const query = {
        ...filters,
        sort_by: sort?.id ?? 'clicks',
        sort: sort && !sort.desc ? 'asc' : 'desc',
        page,
        limit,
      } as unknown as QueryOf<typeof reports.offerReport>;
      const answer = await observed(o, () => reportCalls.performance(client, tab, query, signal));
      const end = start + answer.items.length;
      return { rows: answer.items, next_cursor: end < answer.paging.total_row ? String(end) : null, total: answer.paging.total_row };
    },
    cursorAt: (index) => String(index),
  };
}

export function conversionSource(client: QueryClient, o: SourceObserver<reports.ConversionAnswer> = {}): ReportSource<ConversionItem> {
  return {
    async fetchPage(cursor, sort, filters, signal, limit = 100) {
      // the API pages by 25/50/100/200: the table's scroll blocks are 100
      const size = [25, 50, 100, 200].includes(limit) ? limit : 100;
      const query = {
        ...filters,
        sort_by: 'created_at',
        sort: sort && !sort.desc ? 'asc' : 'desc',
        limit: size,
        ...(cursor ? { cursor } : {}),
      } as unknown as QueryOf<typeof reports.conversionReport>;
      const answer = await observed(o, () => reportCalls.conversions(client, query, signal), cursor === null);
      return {
        rows: answer.items,
        next_cursor: answer.paging.next_cursor,
        ...(answer.paging.total_row !== null ? { total: answer.paging.total_row } : {}),
      };
    },
  };
}

type LogAnswer<T> = { items: T[]; paging: { limit: number; next_cursor: string | null } };

export function eventLogSource(client: QueryClient, o: SourceObserver<LogAnswer<EventLogItem>> = {}): ReportSource<EventLogItem> {
  return {
    async fetchPage(cursor, _sort, filters, signal, limit = 100) {
      const query = {
        ...filters,
        limit: [25, 50, 100, 200].includes(limit) ? limit : 100,
        ...(cursor ? { cursor } : {}),
      } as unknown as QueryOf<typeof logs.eventLog>;
      const answer = await observed(o, () => logCalls.eventLog(client, query, signal));
      return { rows: answer.items, next_cursor: answer.paging.next_cursor };
    },
  };
}

export function serverLogSource(client: QueryClient, o: SourceObserver<LogAnswer<ServerLogItem>> = {}): ReportSource<ServerLogItem> {
  return {
    async fetchPage(cursor, _sort, filters, signal, limit = 100) {
      const query = {
        ...filters,
        limit: [25, 50, 100, 200].includes(limit) ? limit : 100,
        ...(cursor ? { cursor } : {}),
      } as unknown as QueryOf<typeof logs.serverLog>;
      const answer = await observed(o, () => logCalls.serverLog(client, query, signal));
      return { rows: answer.items, next_cursor: answer.paging.next_cursor };
    },
  };
}

/** The export URL of a report's current query (the table adds nothing: it passes sort and filters). */
export function exportUrl(path: string, format: ExportFormat, lang: string, filters: Filters, extra: Record<string, string> = {}): string {
  const query: Record<string, string> = { ...extra, format, lang };
  for (const [k, v] of Object.entries(filters)) if (v !== null && v !== undefined && v !== '') query[k] = String(v);
  return downloadUrl(path, query);
}

export const sortQuery = (sort: SortState | null, fallback: string): Record<string, string> => ({
  sort_by: sort?.id ?? fallback,
  sort: sort && !sort.desc ? 'asc' : 'desc',
});
