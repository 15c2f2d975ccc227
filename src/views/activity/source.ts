import type { QueryClient } from '@tanstack/react-query';
import { auditCalls } from '../../api/audit.ts';
import type { AuditRow, listAudit } from '../../domain/audit/contract.ts';
import { AUDIT_PAGE_SIZES } from '../../domain/audit/contract.ts';
import type { QueryOf } from '../../domain/contract.ts';
import type { ReportSource } from '../table/source.ts';

/**
 * The analyst table's source over `GET /api/audit`: keyset pages, newest first, the server's opaque
 * cursor handed back as it came. `onError` hears every failure but an abort (a 422 belongs on the
 * filter field that caused it); `onAnswer` every answer (the field errors are then stale).
 */
export function activitySource(
  client: QueryClient,
  o: { onAnswer?: () => void; onError?: (e: unknown) => void } = {},
): ReportSource<AuditRow> {
  return {
    async fetchPage(cursor, _sort, filters, signal, limit = 100) {
      const size = (AUDIT_PAGE_SIZES as readonly number[]).includes(limit) ? limit : 100;
      const query = { ...filters, limit: size, ...(cursor ? { cursor } : {}) } as unknown as QueryOf<typeof listAudit>;
      try {
        const answer = await auditCalls.list(client, query, signal);
        o.onAnswer?.();
        return { rows: answer.items, next_cursor: answer.paging.next_cursor };
      } catch (error) {
        if (!(error instanceof DOMException && error.name === 'AbortError')) o.onError?.(error);
        throw error;
      }
    },
  };
}
