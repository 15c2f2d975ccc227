import { isApiError } from '../../../api/api-error.ts';
import type { reconciliationCalls } from '../../../api/reconciliation.ts';
import type { PeriodKey, ReconciliationRow } from '../../../domain/reconciliation/contract.ts';
import { RECONCILIATION_REFUSALS, type ReconciliationGroup, type ReconciliationRefusal } from '../../../domain/reconciliation/enums.ts';
import type { LL } from '../../../i18n/translate.ts';
import type { ReportSource } from '../../table/source.ts';

/** A refusal's or failure's text. */
export function failureText(ll: LL, error: unknown): string {
  if (isApiError(error)) {
    if ((RECONCILIATION_REFUSALS as readonly string[]).includes(error.code))
      return ll.reconciliation.refusals[error.code as ReconciliationRefusal]();
    const file = error.errors.find((e) => e.field === 'file_id');
    if (file && file.code in ll.reconciliation.fileErrors)
      return ll.reconciliation.fileErrors[file.code as keyof LL['reconciliation']['fileErrors']]();
  }
  return ll.reconciliation.failed();
}

/** The analyst table's source over a group's rows: numbered pages, the cursor is the first row's index. */
export function rowsSource(
  calls: ReturnType<typeof reconciliationCalls>,
  period: PeriodKey,
  group: ReconciliationGroup,
): ReportSource<ReconciliationRow> {
  return {
    async fetchPage(cursor, _sort, _filters, signal, limit = 50) {
      const start = cursor === null ? 0 : Number(cursor);
      const size = [25, 50, 100, 200].includes(limit) ? limit : 50;
      const answer = await calls.rows({ ...period, group, page: Math.floor(start / size) + 1, limit: size }, signal);
      const end = start + answer.items.length;
      return { rows: answer.items, next_cursor: end < answer.paging.total_row ? String(end) : null, total: answer.paging.total_row };
    },
    cursorAt: (index) => String(index),
  };
}
