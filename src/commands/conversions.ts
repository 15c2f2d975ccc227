import { CONVERSION_ACTIONS, MAX_ACTION_IDS, type ConversionAction } from '../domain/conversions/status.ts';
import { stepConversionStatus } from '../machines/conversion-status.ts';
import type { Command } from './registry.ts';
import { LEVEL } from '../domain/permissions.ts';

/**
 * Conversion actions as palette commands (issue 6 item 3; docs/decisions/025-conversion-actions.md),
 * registered by the conversions report while it is mounted and acting on the table's selection:
 * "Approve 3 conversions", "Reject 3 conversions…", "Mark 3 conversions as organic", "Adjust payout
 * of conversion #id…". Enabled-ness comes from the status chart the server enforces (`stepConversionStatus`),
 * so the palette never offers a change the server would refuse for every selected conversion. Every
 * change needs report full access (15), the contract's level.
 */
export const REPORTS_WRITE = { module: 'report', level: LEVEL.full } as const;

/** What the chart needs of a selected row (the list carries `locked`, not the partner's working mode). */
export interface ConversionFacts {
  id: number;
  status: string;
  locked?: boolean;
}

/**
 * null when `action` changes at least one selected conversion (the server answers the rest per id);
 * else the i18n key of why not: nothing selected, too many, or the first row's refusal by the chart.
 */
export function actionBlocked(rows: readonly ConversionFacts[], action: ConversionAction, count = rows.length): string | null {
  if (count === 0 || rows.length === 0) return 'conversions.disabled.selectFirst';
  if (count > MAX_ACTION_IDS) return 'conversions.disabled.tooMany';
  const outcomes = rows.map((r) => stepConversionStatus(r.status, action, { locked: r.locked === true }).outcome);
  if (outcomes.includes('changed')) return null;
  return `conversions.disabled.${outcomes[0] === 'not_found' ? 'not_allowed' : outcomes[0]}`;
}

/** The rows' ids the action changes; the whole selection when none (the server then says why per id). */
export function actionIds(rows: readonly ConversionFacts[], action: ConversionAction): number[] {
  const open = rows.filter((r) => stepConversionStatus(r.status, action, { locked: r.locked === true }).outcome === 'changed');
  return (open.length > 0 ? open : rows).map((r) => r.id);
}

/** An adjustment is for one conversion, and not a locked one (the server answers 409). */
export function adjustBlocked(rows: readonly ConversionFacts[], count = rows.length): string | null {
  if (count === 0 || rows.length === 0) return 'conversions.disabled.selectFirst';
  if (count > 1) return 'conversions.disabled.oneRow';
  return rows[0]!.locked ? 'conversions.disabled.locked' : null;
}

export interface ConversionListView {
  /** the loaded selected rows (the Shift range, or the active row) */
  selected: readonly ConversionFacts[];
  /** the selection's size (more than `selected` when it is over the lookup cap) */
  count: number;
  /** opens the confirmation (reject: with its required reason) for these ids */
  act(action: ConversionAction, ids: number[]): void;
  adjust(id: number): void;
}

export function conversionListCommands(view: () => ConversionListView): Command[] {
  const action = (a: ConversionAction): Command => ({
    id: `conversions.${a}`,
    title: (LL) => LL.conversions.commands[a]({ count: view().count }),
    group: 'actions',
    row: () => view().count > 0,
    keywords: [
      'conversion',
      'status',
      'selection',
      a,
      'chuyển đổi',
      'trạng thái',
      ...(a === 'organic' ? ['tự nhiên'] : a === 'approve' ? ['duyệt'] : ['từ chối']),
    ],
    permission: REPORTS_WRITE,
    blocked: () => actionBlocked(view().selected, a, view().count),
    opens: 'dialog',
    run: () => view().act(a, actionIds(view().selected, a)),
  });
  return [
    ...CONVERSION_ACTIONS.map(action),
    {
      id: 'conversions.adjust',
      title: (LL) =>
        view().count === 1 && view().selected[0]
          ? LL.conversions.commands.adjust({ id: view().selected[0]!.id })
          : LL.conversions.commands.adjustNone(),
      group: 'actions',
      row: () => view().count > 0,
      keywords: ['adjust', 'adjustment', 'payout', 'conversion', 'điều chỉnh', 'hoa hồng'],
      permission: REPORTS_WRITE,
      blocked: () => adjustBlocked(view().selected, view().count),
      opens: 'dialog',
      run: () => view().adjust(view().selected[0]!.id),
    },
  ];
}
