import { WORKING_MODE, WORKING_MODE_ACTIONS, type WorkingModeAction } from '../domain/offers/enums.ts';
import { LEVEL } from '../domain/permissions.ts';
import { workingModeAt, workingModeEvent } from '../machines/working-mode.ts';
import type { Command } from './registry.ts';

/**
 * Partner management as palette commands (issue 16 item 2; decision 033): the list's, acting on the
 * selected rows (x) or, with none selected, on the active row (j / k), and one partner's on its
 * detail page. Enabled-ness comes from the working-mode chart the server enforces, so the palette
 * never offers what the server would refuse for the state. Reads need management ≥ 2, writes 15.
 */
export const MANAGEMENT_READ = { module: 'management', level: LEVEL.read } as const;
export const MANAGEMENT_WRITE = { module: 'management', level: LEVEL.full } as const;

export interface PartnerRef {
  id: number;
  name: string;
  working_mode: number;
}

/** The working-mode actions the chart allows a partner in `mode` now (pause, resume, block, unblock order). */
export function partnerModeActions(mode: number): WorkingModeAction[] {
  const at = workingModeAt(mode);
  return WORKING_MODE_ACTIONS.filter((a) => at.can(workingModeEvent(a)));
}

/**
 * null when `action` may be asked of `partners`: at least one of them allows it (the server answers
 * per partner for the rest); else the i18n key of why not.
 */
export function partnerModeBlocked(partners: readonly Pick<PartnerRef, 'working_mode'>[], action: WorkingModeAction): string | null {
  if (partners.length === 0) return 'management.reasons.selectFirst';
  if (partners.some((p) => partnerModeActions(p.working_mode).includes(action))) return null;
  return partners.length === 1 ? 'management.reasons.modeForbidden' : 'management.reasons.noneAllowed';
}

/**
 * null when `partners` may be invited to offers from partner management: exactly one partner (the
 * dialog invites one), not blocked (the server would refuse it: spec 3 §4); else the i18n key of why not.
 */
export function partnerInviteRefusal(partners: readonly Pick<PartnerRef, 'working_mode'>[]): string | null {
  if (partners.length === 0) return 'management.reasons.selectFirst';
  if (partners.length > 1) return 'partners.invite.selectOne';
  return partners[0]!.working_mode === WORKING_MODE.blocked ? 'partners.invite.blocked' : null;
}

// --- the list ------------------------------------------------------------------------------------

export interface PartnerListView {
  /** the selected rows (x); the selection may span pages */
  selected: readonly PartnerRef[];
  /** the active row (j / k), null when the list is empty */
  active: PartnerRef | null;
  setMode(partners: readonly PartnerRef[], action: WorkingModeAction): void;
  openManager(partners: readonly PartnerRef[]): void;
  openTags(partner: PartnerRef): void;
  exportFile(format: 'csv' | 'xlsx'): void;
}

/** What a list command acts on: the selection, else the active row. */
export const listTargets = (v: PartnerListView): readonly PartnerRef[] => (v.selected.length > 0 ? v.selected : v.active ? [v.active] : []);

export function partnerListCommands(view: () => PartnerListView): Command[] {
  const targets = () => listTargets(view());
  const mode = (action: WorkingModeAction): Command => ({
    id: `partners.mode.${action}`,
    title: (LL) => {
      const t = targets();
      const name = LL.management.actions[action]();
      return t.length === 1
        ? LL.management.commands.mode({ action: name, name: t[0]!.name })
        : LL.management.commands.modeMany({ action: name, count: t.length });
    },
    group: 'actions',
    row: () => targets().length > 0,
    keywords: ['working mode', action, 'partner', 'đối tác', 'chế độ'],
    permission: MANAGEMENT_WRITE,
    blocked: () => partnerModeBlocked(targets(), action),
    run: () => view().setMode(targets(), action),
  });
  return [
    ...WORKING_MODE_ACTIONS.map(mode),
    {
      id: 'partners.manager',
      title: (LL) => {
        const t = targets();
        return t.length === 1
          ? LL.management.commands.manager({ name: t[0]!.name })
          : LL.management.commands.managerMany({ count: t.length });
      },
      group: 'actions',
      row: () => targets().length > 0,
      keywords: ['manager', 'assign', 'người quản lý'],
      permission: MANAGEMENT_WRITE,
      blocked: () => (targets().length > 0 ? null : 'management.reasons.selectFirst'),
      opens: 'dialog',
      run: () => view().openManager(targets()),
    },
    {
      id: 'partners.tags',
      title: (LL) => LL.management.commands.tags({ name: view().active?.name ?? '' }),
      group: 'actions',
      row: () => view().active !== null,
      keywords: ['tags', 'label', 'thẻ'],
      permission: MANAGEMENT_WRITE,
      blocked: () => (view().active === null ? 'management.reasons.selectFirst' : null),
      run: () => {
        const a = view().active;
        if (a) view().openTags(a);
      },
    },
    {
      id: 'partners.exportCsv',
      title: (LL) => LL.management.commands.exportCsv(),
      group: 'actions',
      keywords: ['export', 'csv', 'download', 'xuất'],
      permission: MANAGEMENT_READ,
      run: () => view().exportFile('csv'),
    },
    {
      id: 'partners.exportXlsx',
      title: (LL) => LL.management.commands.exportXlsx(),
      group: 'actions',
      keywords: ['export', 'xlsx', 'excel', 'download', 'xuất'],
      permission: MANAGEMENT_READ,
      run: () => view().exportFile('xlsx'),
    },
  ];
}

// --- one partner ---------------------------------------------------------------------------------

export const PARTNER_TABS = ['overview', 'contract', 'performance', 'reviews'] as const;
export type PartnerTab = (typeof PARTNER_TABS)[number];

export interface PartnerDetailView {
  partner: PartnerRef | null;
  setMode(action: WorkingModeAction): void;
  openManager(): void;
  openTags(): void;
  showTab(tab: PartnerTab): void;
}

export function partnerDetailCommands(view: () => PartnerDetailView): Command[] {
  const partner = () => view().partner;
  const has = () => partner() !== null;
  const mode = (action: WorkingModeAction): Command => ({
    id: `partner.mode.${action}`,
    title: (LL) => LL.management.commands.mode({ action: LL.management.actions[action](), name: partner()?.name ?? '' }),
    group: 'actions',
    keywords: ['working mode', action, 'partner', 'đối tác', 'chế độ'],
    permission: MANAGEMENT_WRITE,
    when: has,
    blocked: () => partnerModeBlocked([partner()!], action),
    run: () => view().setMode(action),
  });
  return [
    ...WORKING_MODE_ACTIONS.map(mode),
    {
      id: 'partner.manager',
      title: (LL) => LL.management.commands.manager({ name: partner()?.name ?? '' }),
      group: 'actions',
      keywords: ['manager', 'assign', 'người quản lý'],
      permission: MANAGEMENT_WRITE,
      when: has,
      opens: 'dialog',
      run: () => view().openManager(),
    },
    {
      id: 'partner.tags',
      title: (LL) => LL.management.commands.tags({ name: partner()?.name ?? '' }),
      group: 'actions',
      keywords: ['tags', 'label', 'thẻ'],
      permission: MANAGEMENT_WRITE,
      when: has,
      opens: 'dialog',
      run: () => view().openTags(),
    },
    ...PARTNER_TABS.map((tab): Command => ({
      id: `partner.tab.${tab}`,
      title: (LL) => LL.management.commands.tab({ tab: LL.management.detail.tabs[tab]() }),
      group: 'navigation',
      keywords: ['tab', tab, 'partner', 'đối tác'],
      permission: MANAGEMENT_READ,
      when: has,
      run: () => view().showTab(tab),
    })),
  ];
}
