import { LEVEL } from '../domain/permissions.ts';
import {
  DECISION_GROUPS,
  RECONCILIATION_GROUPS,
  type ReconciliationDecision,
  type ReconciliationGroup,
} from '../domain/reconciliation/enums.ts';
import type { ReconciliationStatus } from '../domain/reconciliation/enums.ts';
import { reconciliationRefusal, type ReconciliationAction } from '../machines/reconciliation.ts';
import type { Command } from './registry.ts';

/**
 * The reconciliation page's commands (issue 27 item 3; decision 093), registered while it is open:
 * upload, the three decisions on the group shown or the selected rows, sign off, re-open, one
 * "show group" per group, and back to the period's cross-check. Each is filtered by permission
 * (payment full to write) and by the reconciliation's state through its machine; a disabled one
 * says why.
 */
export const PAYMENT_READ = { module: 'payment', level: LEVEL.read } as const;
export const PAYMENT_WRITE = { module: 'payment', level: LEVEL.full } as const;

export interface ReconciliationView {
  status(): ReconciliationStatus | null;
  locked(): boolean;
  group(): ReconciliationGroup;
  /** selected rows of the group shown that have a conversion */
  selected(): number;
  upload(): void;
  decide(decision: ReconciliationDecision, scope: 'group' | 'selection'): void;
  signOff(): void;
  reopen(): void;
  showGroup(group: ReconciliationGroup): void;
  /** the period's cross-check detail, where the reconciliation was opened from */
  backToPeriod(): void;
}

const REFUSAL_KEYS = {
  period_locked: 'reconciliation.refusals.period_locked',
  status_not_allowed: 'reconciliation.refusals.status_not_allowed',
  no_reconciliation: 'reconciliation.refusals.no_reconciliation',
  no_rows: 'reconciliation.refusals.no_rows',
} as const;

export function reconciliationCommands(view: () => ReconciliationView): Command[] {
  const refusal = (action: ReconciliationAction) => {
    const code = reconciliationRefusal(view().status(), action, view().locked());
    return code ? REFUSAL_KEYS[code] : undefined;
  };
  const decision = (d: ReconciliationDecision, scope: 'group' | 'selection'): Command => ({
    id: `reconciliation.${d}.${scope}`,
    title: (LL) => {
      const c = LL.reconciliation.commands;
      const group = LL.reconciliation.groups[view().group()]();
      if (d === 'approve') return scope === 'group' ? c.approveGroup({ group }) : c.approveSelection();
      if (d === 'reject') return scope === 'group' ? c.rejectGroup({ group }) : c.rejectSelection();
      return c.adjustGroup();
    },
    group: 'actions',
    keywords: ['reconciliation', 'ledger', d, 'đối soát', d === 'approve' ? 'duyệt' : d === 'reject' ? 'từ chối' : 'điều chỉnh'],
    permission: PAYMENT_WRITE,
    ...(scope === 'selection' ? { row: () => view().selected() > 0 } : {}),
    blocked: () =>
      refusal(d) ??
      (DECISION_GROUPS[d].includes(view().group()) ? undefined : 'reconciliation.commands.notForGroup') ??
      (scope === 'selection' && view().selected() === 0 ? 'reconciliation.commands.noSelection' : undefined),
    run: () => view().decide(d, scope),
  });
  return [
    {
      id: 'reconciliation.upload',
      title: (LL) => LL.reconciliation.commands.upload(),
      group: 'actions',
      keywords: ['reconciliation', 'ledger', 'upload', 'csv', 'xlsx', 'đối soát', 'tải lên'],
      permission: PAYMENT_WRITE,
      blocked: () => refusal('upload'),
      run: () => view().upload(),
    },
    decision('approve', 'group'),
    decision('approve', 'selection'),
    decision('reject', 'group'),
    decision('reject', 'selection'),
    decision('adjust', 'group'),
    {
      id: 'reconciliation.signOff',
      title: (LL) => LL.reconciliation.commands.signOff(),
      group: 'actions',
      keywords: ['reconciliation', 'sign off', 'đối soát', 'ký duyệt'],
      permission: PAYMENT_WRITE,
      blocked: () => refusal('sign_off'),
      run: () => view().signOff(),
    },
    {
      id: 'reconciliation.reopen',
      title: (LL) => LL.reconciliation.commands.reopen(),
      group: 'actions',
      keywords: ['reconciliation', 'reopen', 'đối soát', 'mở lại'],
      permission: PAYMENT_WRITE,
      blocked: () => refusal('reopen'),
      run: () => view().reopen(),
    },
    {
      // the view's "Back to the period's cross-check" button does the same
      id: 'reconciliation.backToPeriod',
      title: (LL) => LL.reconciliation.commands.backToPeriod(),
      group: 'navigation',
      keywords: ['reconciliation', 'cross-check', 'period', 'back', 'đối soát', 'kỳ', 'quay lại'],
      permission: PAYMENT_READ,
      run: () => view().backToPeriod(),
    },
    ...RECONCILIATION_GROUPS.map((g): Command => ({
      id: `reconciliation.show.${g}`,
      title: (LL) => LL.reconciliation.commands.showGroup({ group: LL.reconciliation.groups[g]() }),
      group: 'actions',
      keywords: ['reconciliation', 'group', g, 'đối soát', 'nhóm'],
      permission: PAYMENT_READ,
      // the group shown is its tab's selected state (decision 097): the command and the tab agree
      blocked: () => (view().group() === g ? 'common.tabOpen' : null),
      run: () => view().showGroup(g),
    })),
  ];
}
