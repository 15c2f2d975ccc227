import type { CrossCheckStatus } from '../domain/cross-check/enums.ts';
import { LEVEL } from '../domain/permissions.ts';
import { crossCheckActions } from '../machines/cross-check.ts';
import type { Command } from './registry.ts';

/**
 * The payment page's commands (issue 27 item 2; decision 090), registered while /payment is open:
 * its tabs, and on the cross-check tab create, export, the locking term, and for the selected
 * records finalize / reopen / lock / arrears. What is enabled follows the cross-check machine
 * (src/machines/cross-check.ts), the one the server applies, so a refused action is listed disabled
 * with why. The detail opens its period's reconciliation (decision 093). Reads need payment ≥ 2,
 * writes 15.
 */
export const PAYMENT_READ = { module: 'payment', level: LEVEL.read } as const;
export const PAYMENT_WRITE = { module: 'payment', level: LEVEL.full } as const;
export const PAYMENT_TABS = ['crossCheck', 'performanceInvoice', 'platformInvoice', 'retainer'] as const;
export type PaymentTab = (typeof PAYMENT_TABS)[number];

export interface SelectedRecord {
  id: number;
  status: CrossCheckStatus;
  /** subtotal below zero: the lock would be refused */
  negative: boolean;
}

export interface PaymentView {
  tab: PaymentTab;
  showTab(tab: PaymentTab): void;
  /** the records selected in the detail (empty on the overview) */
  selected: readonly SelectedRecord[];
  inDetail: boolean;
  /** from the detail back to the overview of the periods */
  backToOverview(): void;
  /** the overview's active period, as shown ("Mar 01, 2026 – Mar 31, 2026"), or null */
  activePeriod: string | null;
  openActivePeriod(): void;
  /** the detail's period's reconciliation with the brand's ledger (decision 093) */
  openReconcile(): void;
  openCreate(): void;
  openSettings(): void;
  openArrears(): void;
  act(action: 'finalize' | 'reopen'): void;
  lock(): void;
  exportFile(format: 'csv' | 'xlsx'): void;
}

const KEYWORDS = ['cross-check', 'payment', 'commission', 'period', 'đối soát', 'thanh toán'];

/** null when `action` may run on the selection, else the i18n key of why not. */
export function crossCheckBlocked(selected: readonly SelectedRecord[], action: 'finalize' | 'reopen' | 'lock' | 'arrears'): string | null {
  if (selected.length === 0) return 'crossCheck.disabled.selectFirst';
  if (action === 'arrears') return selected.length === 1 && selected[0]!.status !== 'locked' ? null : 'crossCheck.disabled.readOnly';
  if (action !== 'lock' && selected.length !== 1) return 'crossCheck.disabled.notNow';
  const ok = selected.some((r) =>
    crossCheckActions(r.status, { negativeSubtotal: action === 'lock' ? r.negative : false }).includes(action),
  );
  if (ok) return null;
  return selected.every((r) => r.status === 'locked') ? 'crossCheck.disabled.readOnly' : 'crossCheck.disabled.notNow';
}

export function paymentCommands(view: () => PaymentView): Command[] {
  const onCrossCheck = () => view().tab === 'crossCheck';
  const rowAction = (action: 'finalize' | 'reopen' | 'lock' | 'arrears', run: () => void): Command => ({
    id: `crossCheck.${action}`,
    title: (LL) => LL.crossCheck.actions[action === 'arrears' ? 'arrears' : action](),
    group: 'actions',
    keywords: [...KEYWORDS, action, { finalize: 'chốt', reopen: 'mở lại', lock: 'khóa', arrears: 'công nợ' }[action]],
    permission: PAYMENT_WRITE,
    row: () => view().selected.length > 0,
    when: () => onCrossCheck() && view().inDetail,
    blocked: () => crossCheckBlocked(view().selected, action),
    run,
  });
  return [
    ...PAYMENT_TABS.map((tab): Command => ({
      id: `payment.tab.${tab}`,
      title: (LL) => LL.invoices.tabs[tab](),
      group: 'navigation',
      keywords: ['payment', 'tab', 'thanh toán', tab],
      permission: PAYMENT_READ,
      // the tab shown is its tab's selected state (decision 097): the command and the tab agree
      blocked: () => (view().tab === tab ? 'common.tabOpen' : null),
      run: () => view().showTab(tab),
    })),
    {
      // the detail's "Back to the periods" button does the same
      id: 'crossCheck.backToOverview',
      title: (LL) => LL.crossCheck.back(),
      group: 'navigation',
      keywords: [...KEYWORDS, 'back', 'overview', 'periods', 'quay lại', 'các kỳ'],
      permission: PAYMENT_READ,
      when: () => onCrossCheck() && view().inDetail,
      run: () => view().backToOverview(),
    },
    {
      // the overview's row command: Enter on the row does the same
      id: 'crossCheck.openPeriod',
      title: (LL) => LL.crossCheck.openPeriod({ period: view().activePeriod ?? '' }),
      group: 'actions',
      keywords: [...KEYWORDS, 'open', 'detail', 'mở'],
      permission: PAYMENT_READ,
      row: () => view().activePeriod !== null,
      when: () => onCrossCheck() && !view().inDetail && view().activePeriod !== null,
      run: () => view().openActivePeriod(),
    },
    {
      // the detail's "Reconcile with our ledger" button does the same
      id: 'crossCheck.reconcile',
      title: (LL) => LL.crossCheck.actions.reconcile(),
      group: 'actions',
      keywords: [...KEYWORDS, 'reconcile', 'reconciliation', 'ledger', 'sổ đơn hàng', 'đối chiếu'],
      permission: PAYMENT_READ,
      when: () => onCrossCheck() && view().inDetail,
      run: () => view().openReconcile(),
    },
    {
      id: 'crossCheck.create',
      title: (LL) => LL.crossCheck.actions.create(),
      group: 'actions',
      keywords: [...KEYWORDS, 'new', 'create', 'tạo'],
      permission: PAYMENT_WRITE,
      when: onCrossCheck,
      opens: 'dialog',
      run: () => view().openCreate(),
    },
    {
      id: 'crossCheck.settings',
      title: (LL) => LL.crossCheck.actions.settings(),
      group: 'actions',
      keywords: [...KEYWORDS, 'locking term', 'days', 'thời hạn'],
      permission: PAYMENT_WRITE,
      when: onCrossCheck,
      opens: 'dialog',
      run: () => view().openSettings(),
    },
    rowAction('finalize', () => view().act('finalize')),
    rowAction('reopen', () => view().act('reopen')),
    rowAction('lock', () => view().lock()),
    rowAction('arrears', () => view().openArrears()),
    ...(['csv', 'xlsx'] as const).map((format): Command => ({
      id: `crossCheck.export.${format}`,
      title: (LL) => `${LL.crossCheck.actions.export()} ${format.toUpperCase()}`,
      group: 'actions',
      keywords: [...KEYWORDS, 'export', format, 'xuất'],
      permission: PAYMENT_READ,
      when: onCrossCheck,
      run: () => view().exportFile(format),
    })),
  ];
}
