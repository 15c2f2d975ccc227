import { infiniteQueryOptions, type QueryClient } from '@tanstack/react-query';
import { exportAudit, listAudit } from '../domain/audit/contract.ts';
import type { QueryOf } from '../domain/contract.ts';
import { httpOf } from './client.ts';
import { downloadUrl } from './download.ts';

/** Audit-log calls of the browser (src/domain/audit/contract.ts) for the Activity view. */
export type AuditFilters = Omit<QueryOf<typeof listAudit>, 'cursor'>;

export const auditKeys = {
  all: ['audit'] as const,
  list: (filters: AuditFilters) => [...auditKeys.all, 'list', filters] as const,
};

/** Pages of the filtered log, newest first; the next page starts at the previous page's cursor. */
export function auditQuery(filters: AuditFilters) {
  return infiniteQueryOptions({
    queryKey: auditKeys.list(filters),
    queryFn: ({ client, pageParam, signal }) =>
      httpOf(client).call(listAudit, { query: { ...filters, ...(pageParam ? { cursor: pageParam } : {}) }, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.paging.next_cursor,
  });
}

export const auditCalls = {
  /** One keyset page (the analyst table asks page by page itself). */
  list: (client: QueryClient, query: QueryOf<typeof listAudit>, signal?: AbortSignal) =>
    httpOf(client).call(listAudit, { query, ...(signal ? { signal } : {}) }),
  /** The export URL of the filtered log (streamed by the table's export buttons and the palette). */
  exportUrl: (format: 'csv' | 'xlsx', lang: string, filters: Partial<Record<string, string | number>>) => {
    const query: Record<string, string> = { format, lang };
    for (const [k, v] of Object.entries(filters)) if (v !== undefined && v !== '') query[k] = String(v);
    return downloadUrl(exportAudit.path, query);
  },
};
