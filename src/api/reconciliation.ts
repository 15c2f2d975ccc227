import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { QueryOf } from '../domain/contract.ts';
import * as api from '../domain/reconciliation/contract.ts';
import type { PeriodKey } from '../domain/reconciliation/contract.ts';
import { httpOf } from './client.ts';

/**
 * Reconciliation calls of the browser (src/domain/reconciliation/contract.ts; decision 093): the
 * period's reconciliation as a query, a group's rows as a call for the analyst table's source, and
 * the writes (upload, decide, sign off, re-open), after which the page refreshes what it shows.
 */
export const reconciliationKeys = {
  all: ['reconciliation'] as const,
  period: (p: PeriodKey) => [...reconciliationKeys.all, p.period_start, p.period_end] as const,
};

export function reconciliationQuery(p: PeriodKey) {
  return queryOptions({
    queryKey: reconciliationKeys.period(p),
    queryFn: ({ client, signal }) => httpOf(client).call(api.getReconciliation, { query: p, signal }),
  });
}

export const reconciliationCalls = (client: QueryClient) => ({
  rows: (query: QueryOf<typeof api.reconciliationRows>, signal?: AbortSignal) =>
    httpOf(client).call(api.reconciliationRows, { query, signal }),
  upload: (p: PeriodKey, fileId: number) => httpOf(client).call(api.uploadLedger, { body: { ...p, file_id: fileId } }),
  decide: (body: api.DecideBody) => httpOf(client).call(api.decideRows, { body }),
  signOff: (p: PeriodKey) => httpOf(client).call(api.signOff, { body: p }),
  reopen: (p: PeriodKey, reason?: string) => httpOf(client).call(api.reopen, { body: { ...p, ...(reason ? { reason } : {}) } }),
});
