import { infiniteQueryOptions } from '@tanstack/react-query';
import { listAudit } from '../domain/audit/contract.ts';
import type { QueryOf } from '../domain/contract.ts';
import { httpOf } from './client.ts';

/** Audit-log calls of the browser (src/domain/audit/contract.ts), for the Activity view to come. */
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
