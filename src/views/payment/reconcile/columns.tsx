import type { ReconciliationRow } from '../../../domain/reconciliation/contract.ts';
import type { ReconciliationGroup } from '../../../domain/reconciliation/enums.ts';
import type { LL } from '../../../i18n/translate.ts';
import type { Formats } from '../../app/formats.ts';
import type { ReportColumn } from '../../table/columns.ts';

/** The reconciliation rows' columns: the ledger's side, the conversion's side (as it is now), the last decision. */
export function reconcileColumns(ll: LL, fmt: Formats, group: ReconciliationGroup): ReportColumn<ReconciliationRow>[] {
  const c = ll.reconciliation.columns;
  const money = (v: string | null) => (v === null ? '' : fmt.money(v));
  const ledger = group !== 'only_tracked';
  const tracked = group !== 'only_ledger';
  const cols: (ReportColumn<ReconciliationRow> | false)[] = [
    { key: 'transaction_id', header: c.transaction_id(), value: (r) => r.transaction_id, width: 180, pin: true },
    ledger && {
      key: 'row',
      header: c.row(),
      numeric: true,
      width: 110,
      priority: 3,
      value: (r) => (r.row === null ? '' : fmt.number(r.row)),
    },
    ledger && {
      key: 'ledger_amount',
      header: c.ledger_amount(),
      numeric: true,
      width: 140,
      priority: 1,
      value: (r) => money(r.ledger_amount),
    },
    ledger && { key: 'ledger_status', header: c.ledger_status(), width: 130, priority: 3, value: (r) => r.ledger_status ?? '' },
    tracked && {
      key: 'conversion_id',
      header: c.conversion_id(),
      numeric: true,
      width: 120,
      priority: 2,
      value: (r) => (r.conversion_id ? `#${r.conversion_id}` : ''),
    },
    tracked && {
      key: 'tracked_amount',
      header: c.tracked_amount(),
      numeric: true,
      width: 140,
      priority: 1,
      value: (r) => money(r.tracked_amount),
    },
    tracked && { key: 'status', header: c.status(), width: 140, priority: 1, value: (r) => (r.status ? statusText(ll, r.status) : '') },
    tracked && { key: 'payout', header: c.payout(), numeric: true, width: 120, priority: 2, value: (r) => money(r.payout) },
    tracked && {
      key: 'decision',
      header: c.decision(),
      width: 170,
      priority: 2,
      value: (r) => (r.decision ? ll.reconciliation.decisions[r.decision]() : ''),
    },
    tracked && {
      key: 'outcome',
      header: c.outcome(),
      width: 150,
      priority: 1,
      value: (r) => (r.outcome ? ll.reconciliation.outcomes[r.outcome]() : ''),
    },
    tracked && { key: 'decided_by', header: c.decided_by(), width: 160, priority: 3, value: (r) => r.decided_by ?? '' },
    tracked && {
      key: 'decided_at',
      header: c.decided_at(),
      width: 180,
      priority: 3,
      value: (r) => (r.decided_at ? fmt.dateTime(r.decided_at) : ''),
    },
  ];
  return cols.filter((x): x is ReportColumn<ReconciliationRow> => x !== false);
}

function statusText(ll: LL, status: string): string {
  const statuses = ll.reconciliation.conversionStatuses as Record<string, (() => string) | undefined>;
  return statuses[status]?.() ?? status;
}
