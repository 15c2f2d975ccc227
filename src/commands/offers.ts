import { OFFER_STATUS, type OfferVisibility, type WorkingModeAction } from '../domain/offers/enums.ts';
import { offerStatusRefusal, type OfferStatusRefusal } from '../machines/offer-status.ts';
import { offerVisibilityAt } from '../machines/offer-visibility.ts';
import { workingModeEvent, workingModeAt } from '../machines/working-mode.ts';
import type { Command } from './registry.ts';
import { LEVEL } from '../domain/permissions.ts';

/**
 * Offer actions as palette commands (spec 2; issue 4 "every offer action is a palette command").
 * Two sets, registered by the views while mounted: the list's (bulk status, exports, create) acting on
 * the selection, and one offer's (edit tabs, status, duplicate, visibility, working mode, test
 * tracking) on the detail and edit pages. Enabled-ness comes from the same XState charts the server
 * enforces (`snapshot.can`), so the palette never offers what the server would refuse for the state.
 * Reads need offers ≥ 2, every change offers 15 (the contract's levels).
 */
export const OFFERS_READ = { module: 'offers', level: LEVEL.read } as const;
export const OFFERS_WRITE = { module: 'offers', level: LEVEL.full } as const;

export const STATUS_ACTIONS = {
  activate: OFFER_STATUS.active,
  pause: OFFER_STATUS.paused,
  pend: OFFER_STATUS.pending,
  delete: OFFER_STATUS.deleted,
} as const;
export type StatusAction = keyof typeof STATUS_ACTIONS;
const STATUS_ACTION_KEYS = Object.keys(STATUS_ACTIONS) as StatusAction[];

/** The sentence (i18n key) of each refusal of the status chart (src/machines/offer-status.ts). */
export const STATUS_REFUSAL_TEXT: Record<OfferStatusRefusal, string> = {
  unchanged: 'offers.reasons.statusSame',
  deleted: 'offers.reasons.deleted',
  deactivated: 'offers.reasons.deactivated',
  waitingForStart: 'offers.reasons.waitingForStart',
  notAllowed: 'offers.reasons.statusForbidden',
};

/**
 * null when the status chart lets an offer in `status` be set to `target`; else the i18n key of why
 * not. `waiting`: the offer waits on its start date (known for one offer, not for list rows).
 */
export function statusChangeBlocked(status: number, target: number, waiting = false): string | null {
  const refusal = offerStatusRefusal(status, target, waiting);
  return refusal === null ? null : STATUS_REFUSAL_TEXT[refusal];
}

/** A bulk change is offered when at least one selected offer may take it; the server reports the rest per id. */
export function bulkBlocked(statuses: readonly number[], target: number): string | null {
  if (statuses.length === 0) return 'offers.reasons.selectFirst';
  return statuses.some((s) => statusChangeBlocked(s, target) === null) ? null : 'offers.reasons.statusForbidden';
}

export function modeBlocked(mode: number, action: WorkingModeAction): string | null {
  return workingModeAt(mode).can(workingModeEvent(action)) ? null : 'offers.reasons.modeForbidden';
}

export interface VisibilityFacts {
  visibility: OfferVisibility;
  has_events: boolean;
  tracking_test_status: string;
}
/** Going public needs events and a successful tracking test (spec 2 §4); the chart decides the rest. */
export function publicBlocked(o: VisibilityFacts): string | null {
  if (!offerVisibilityAt(o.visibility).can({ type: 'visibility.request' })) return 'offers.reasons.visibilityForbidden';
  if (!o.has_events) return 'offers.reasons.needsEvents';
  if (o.tracking_test_status !== 'success') return 'offers.reasons.needsTest';
  return null;
}

// --- the list ------------------------------------------------------------------------------------

export interface OfferListView {
  /** statuses of the selected offers (the selection may span pages) */
  selected: readonly { id: number; status: number }[];
  setStatus(ids: number[], status: number): void;
  exportFile(format: 'csv' | 'xlsx'): void;
  exportSelection(): void;
  openColumns(): void;
  /** the row j / k is on (its own Status menu is the face of `offers.rowStatus`) */
  active: { id: number; name: string } | null;
  /** opens the status menu of the active row */
  openStatusMenu(): void;
  /** back to the default filters and no search */
  clearFilters(): void;
}

export function offerListCommands(view: () => OfferListView): Command[] {
  const statuses = () => view().selected.map((o) => o.status);
  const bulk = (action: StatusAction): Command => ({
    id: `offers.bulk.${action}`,
    title: (LL) => LL.offers.commands.setSelection({ action: LL.offers.commands.actions[action](), count: view().selected.length }),
    group: 'actions',
    row: () => view().selected.length > 0,
    keywords: ['bulk', 'selection', 'status', action, 'offers', 'ưu đãi'],
    permission: OFFERS_WRITE,
    blocked: () => bulkBlocked(statuses(), STATUS_ACTIONS[action]),
    run: () => {
      const target = STATUS_ACTIONS[action];
      const ids = view()
        .selected.filter((o) => statusChangeBlocked(o.status, target) === null)
        .map((o) => o.id);
      view().setStatus(ids.length > 0 ? ids : view().selected.map((o) => o.id), target);
    },
  });
  return [
    {
      id: 'offers.create',
      title: (LL) => LL.offers.commands.create(),
      group: 'actions',
      keywords: ['new offer', 'create', 'tạo'],
      permission: OFFERS_WRITE,
      run: (ctx) => ctx.navigate('/offers/new'),
    },
    ...STATUS_ACTION_KEYS.map(bulk),
    {
      id: 'offers.exportSelection',
      title: (LL) => LL.offers.commands.exportSelection({ count: view().selected.length }),
      group: 'actions',
      row: () => view().selected.length > 0,
      keywords: ['export', 'csv', 'selection', 'xuất'],
      permission: OFFERS_READ,
      blocked: () => (view().selected.length > 0 ? null : 'offers.reasons.selectFirst'),
      run: () => view().exportSelection(),
    },
    {
      id: 'offers.exportCsv',
      title: (LL) => LL.offers.commands.exportCsv(),
      group: 'actions',
      keywords: ['export', 'csv', 'download', 'xuất'],
      permission: OFFERS_READ,
      run: () => view().exportFile('csv'),
    },
    {
      id: 'offers.exportXlsx',
      title: (LL) => LL.offers.commands.exportXlsx(),
      group: 'actions',
      keywords: ['export', 'xlsx', 'excel', 'download', 'xuất'],
      permission: OFFERS_READ,
      run: () => view().exportFile('xlsx'),
    },
    {
      id: 'offers.columns',
      title: (LL) => LL.offers.commands.columnSettings(),
      group: 'preferences',
      keywords: ['columns', 'cột'],
      permission: OFFERS_READ,
      opens: 'dialog',
      run: () => view().openColumns(),
    },
    {
      id: 'offers.clearFilters',
      title: (LL) => LL.offers.commands.clearFilters(),
      group: 'actions',
      keywords: ['filter', 'clear', 'reset', 'xóa bộ lọc'],
      permission: OFFERS_READ,
      run: () => view().clearFilters(),
    },
    {
      // the row's own Status menu (decision 098): in the palette, the menu of the row j / k is on
      id: 'offers.rowStatus',
      title: (LL) => {
        const a = view().active;
        return a ? LL.offers.commands.rowStatusNamed({ name: a.name }) : LL.offers.commands.rowStatus();
      },
      group: 'actions',
      row: () => view().active !== null,
      keywords: ['status', 'change status', 'row', 'trạng thái'],
      permission: OFFERS_WRITE,
      blocked: () => (view().active === null ? 'offers.reasons.moveToOffer' : null),
      run: () => view().openStatusMenu(),
    },
  ];
}

// --- one offer -----------------------------------------------------------------------------------

export const EDIT_TABS = ['general', 'tracking', 'targeting', 'schedule', 'creative'] as const;
export type EditTab = (typeof EDIT_TABS)[number];

export interface OfferView {
  offer: (VisibilityFacts & { id: number; status: number; working_mode: number; waiting_for_start: boolean }) | null;
  setStatus(status: number): void;
  duplicate(): void;
  setVisibility(v: 'public' | 'private'): void;
  workingMode(action: WorkingModeAction): void;
  testTracking(): void;
}

const WORKING_ACTIONS: readonly WorkingModeAction[] = ['pause', 'resume', 'block', 'unblock'];

export function offerCommands(view: () => OfferView): Command[] {
  const offer = () => view().offer;
  const has = () => offer() !== null;
  const editTab = (tab: EditTab): Command => ({
    id: `offer.edit.${tab}`,
    title: (LL) => LL.offers.commands.editTab({ tab: LL.offers.tabs[tab]() }),
    group: 'actions',
    keywords: ['edit', 'offer', tab, 'sửa'],
    permission: OFFERS_WRITE,
    when: has,
    blocked: () => (offer()?.status === OFFER_STATUS.deleted ? 'offers.reasons.deleted' : null),
    run: (ctx) => ctx.navigate(`/offers/${offer()!.id}/edit?tab=${tab}`),
  });
  const status = (action: StatusAction): Command => {
    const target = STATUS_ACTIONS[action];
    return {
      id: `offer.status.${action}`,
      title: (LL) => LL.offers.commands.setStatus({ status: LL.offers.status[String(target) as '1']() }),
      group: 'actions',
      keywords: ['status', 'change status', action, 'trạng thái'],
      permission: OFFERS_WRITE,
      when: has,
      blocked: () => (offer() ? statusChangeBlocked(offer()!.status, target, offer()!.waiting_for_start) : 'offers.reasons.selectFirst'),
      run: () => view().setStatus(target),
    };
  };
  const mode = (action: WorkingModeAction): Command => ({
    id: `offer.mode.${action}`,
    title: (LL) => LL.offers.commands.mode[action](),
    group: 'actions',
    keywords: ['working mode', action, 'chế độ'],
    permission: OFFERS_WRITE,
    when: has,
    blocked: () => (offer() ? modeBlocked(offer()!.working_mode, action) : 'offers.reasons.selectFirst'),
    run: () => view().workingMode(action),
  });
  return [
    ...EDIT_TABS.map(editTab),
    ...STATUS_ACTION_KEYS.map(status),
    {
      id: 'offer.duplicate',
      title: (LL) => LL.offers.commands.duplicate(),
      group: 'actions',
      keywords: ['copy', 'clone', 'duplicate', 'nhân bản'],
      permission: OFFERS_WRITE,
      when: has,
      run: () => view().duplicate(),
    },
    {
      id: 'offer.requestPublic',
      title: (LL) => LL.offers.commands.requestPublic(),
      group: 'actions',
      keywords: ['public', 'visibility', 'marketplace', 'công khai'],
      permission: OFFERS_WRITE,
      when: () => offer() !== null && offer()!.visibility === 'private',
      blocked: () => publicBlocked(offer()!),
      run: () => view().setVisibility('public'),
    },
    {
      id: 'offer.makePrivate',
      title: (LL) => LL.offers.commands.makePrivate(),
      group: 'actions',
      keywords: ['private', 'visibility', 'riêng tư'],
      permission: OFFERS_WRITE,
      when: () => offer() !== null && offerVisibilityAt(offer()!.visibility).can({ type: 'visibility.private' }),
      run: () => view().setVisibility('private'),
    },
    ...WORKING_ACTIONS.map(mode),
    {
      id: 'offer.testTracking',
      title: (LL) => LL.offers.commands.testTracking(),
      group: 'actions',
      keywords: ['test', 'tracking', 'postback', 'pixel', 'kiểm tra'],
      // writes the offer's test status (needed before going public): offers 15, like the endpoint
      permission: OFFERS_WRITE,
      when: () => has() && offer()!.status !== OFFER_STATUS.deleted,
      run: () => view().testTracking(),
    },
  ];
}
