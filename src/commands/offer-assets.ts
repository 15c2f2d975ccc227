import { routePath } from '../domain/routes.ts';
import type { Command } from './registry.ts';
import { OFFERS_READ, OFFERS_WRITE } from './offers.ts';

/**
 * Offer-asset actions as palette commands (offer groups, questionnaires, creatives, conversion events).
 * Creating is global (it navigates to the form); edit and delete act on the row selected in the list
 * page that is mounted, which registers them through `assetListCommands`. Every write needs full
 * access on offers, the level the server demands (src/domain/offer-assets/shared.ts).
 */

export type AssetKind = 'group' | 'questionnaire' | 'creative' | 'event';

const NEW_ROUTE: Record<Exclude<AssetKind, 'event'>, string> = {
  group: 'offerGroupNew',
  questionnaire: 'questionnaireNew',
  creative: 'creativeNew',
};

export function offerAssetCommands(): Command[] {
  const create = (kind: Exclude<AssetKind, 'event'>, title: Command['title'], keywords: string[]): Command => ({
    id: `offerAssets.new.${kind}`,
    title,
    group: 'actions',
    keywords,
    permission: OFFERS_WRITE,
    run: (ctx) => ctx.navigate(routePath(NEW_ROUTE[kind])),
  });
  return [
    create('group', (LL) => LL.offerAssets.commands.newGroup(), ['offer group', 'group', 'nhóm chiến dịch']),
    create('questionnaire', (LL) => LL.offerAssets.commands.newQuestionnaire(), ['questionnaire', 'questions', 'bảng câu hỏi']),
    create('creative', (LL) => LL.offerAssets.commands.newCreative(), ['creative', 'banner', 'html', 'tài liệu quảng cáo']),
  ];
}

/** What a mounted list (or the events panel) tells its commands. */
export interface AssetListView {
  selected: { id: number; name: string } | null;
  create(): void;
  edit(id: number): void;
  remove(id: number): void;
}

export const selectionBlocked = (view: AssetListView): string | null => (view.selected ? null : 'offerAssets.commands.selectFirst');

/** Contextual commands of one list; `view` is read when the palette asks, so they follow the selection. */
export function assetListCommands(kind: AssetKind, view: () => AssetListView): Command[] {
  const acting = (verb: 'edit' | 'delete', title: Command['title'], run: (v: AssetListView, id: number) => void): Command => ({
    id: `offerAssets.${kind}.${verb}`,
    title,
    subject: (LL) => view().selected?.name ?? LL.offerAssets.commands.selectFirst(),
    group: 'actions',
    row: () => view().selected !== null,
    keywords: [verb, kind, verb === 'edit' ? 'sửa' : 'xóa'],
    permission: OFFERS_WRITE,
    blocked: () => selectionBlocked(view()),
    // an event is edited in a dialog and deleted at once; the other assets are edited on their own page
    // and deleted after a confirmation (decision 103)
    opens: (kind === 'event') === (verb === 'edit') ? 'dialog' : undefined,
    run: () => {
      const v = view();
      if (v.selected) run(v, v.selected.id);
    },
  });
  const commands = [
    acting(
      'edit',
      (LL) => LL.offerAssets.commands.editSelected(),
      (v, id) => v.edit(id),
    ),
    acting(
      'delete',
      (LL) => LL.offerAssets.commands.deleteSelected(),
      (v, id) => v.remove(id),
    ),
  ];
  if (kind === 'event') {
    commands.unshift({
      id: 'offerAssets.new.event',
      title: (LL) => LL.offerAssets.commands.newEvent(),
      group: 'actions',
      keywords: ['conversion event', 'event', 'sự kiện chuyển đổi'],
      permission: OFFERS_WRITE,
      opens: 'dialog',
      run: () => view().create(),
    });
  }
  return commands;
}

// --- the tracking panel and the offer's events (decision 098: their buttons are faces of these)

/** The offer's tracking settings panel (detail page and the edit page's tracking tab). */
export interface TrackingView {
  /** the two rules of spec 2 §5 hold for what is typed (else saving waits) */
  valid: boolean;
  /** the snippet that last held focus: its name, null when none */
  focusedSnippet: { index: number; name: string } | null;
  /** the brand's global postback is shown */
  hasGlobalPostback: boolean;
  save(): void;
  copySnippet(index: number): void;
  copyGlobalPostback(): void;
  rotateGlobalPostback(): void;
}

export function trackingCommands(view: () => TrackingView): Command[] {
  return [
    {
      id: 'offerAssets.tracking.save',
      title: (LL) => LL.offerAssets.commands.saveTracking(),
      group: 'actions',
      keywords: ['tracking', 'save', 'theo dõi', 'lưu'],
      permission: OFFERS_WRITE,
      blocked: () => (view().valid ? null : 'offerAssets.commands.fixTracking'),
      run: () => view().save(),
    },
    {
      id: 'offerAssets.tracking.copy',
      title: (LL) => {
        const s = view().focusedSnippet;
        return s ? LL.offerAssets.commands.copySnippetNamed({ name: s.name }) : LL.offerAssets.commands.copySnippet();
      },
      group: 'actions',
      row: () => view().focusedSnippet !== null,
      keywords: ['copy', 'snippet', 'pixel', 'postback', 'tracking link', 'sao chép'],
      permission: OFFERS_READ,
      blocked: () => (view().focusedSnippet === null ? 'offerAssets.commands.moveToSnippet' : null),
      run: () => {
        const s = view().focusedSnippet;
        if (s) view().copySnippet(s.index);
      },
    },
    {
      id: 'offerAssets.tracking.copyGlobalPostback',
      title: (LL) => LL.offerAssets.commands.copyGlobalPostback(),
      group: 'actions',
      keywords: ['copy', 'global postback', 'postback', 'sao chép'],
      permission: OFFERS_READ,
      when: () => view().hasGlobalPostback,
      run: () => view().copyGlobalPostback(),
    },
    {
      id: 'offerAssets.tracking.rotateGlobalPostback',
      title: (LL) => LL.offerAssets.commands.rotateGlobalPostback(),
      group: 'actions',
      keywords: ['rotate', 'replace', 'token', 'global postback', 'thay'],
      permission: OFFERS_WRITE,
      when: () => view().hasGlobalPostback,
      run: () => view().rotateGlobalPostback(),
    },
  ];
}

/** The offer's events panel: its links saved together, one removed from the offer. */
export interface OfferEventsView {
  /** the links were changed and are not saved */
  changed: boolean;
  /** the linked event that last held focus, null when none */
  focused: { id: number; name: string } | null;
  saveLinks(): void;
  unlink(id: number): void;
}

export function offerEventCommands(view: () => OfferEventsView): Command[] {
  return [
    {
      id: 'offerAssets.event.saveLinks',
      title: (LL) => LL.offerAssets.commands.saveEvents(),
      group: 'actions',
      keywords: ['events', 'conversion event', 'save', 'sự kiện', 'lưu'],
      permission: OFFERS_WRITE,
      blocked: () => (view().changed ? null : 'offerAssets.commands.noChanges'),
      run: () => view().saveLinks(),
    },
    {
      id: 'offerAssets.event.unlink',
      title: (LL) => {
        const f = view().focused;
        return f ? LL.offerAssets.commands.unlinkEventNamed({ name: f.name }) : LL.offerAssets.commands.unlinkEvent();
      },
      group: 'actions',
      row: () => view().focused !== null,
      keywords: ['event', 'remove', 'unlink', 'sự kiện', 'gỡ'],
      permission: OFFERS_WRITE,
      blocked: () => (view().focused === null ? 'offerAssets.commands.moveToEvent' : null),
      run: () => {
        const f = view().focused;
        if (f) view().unlink(f.id);
      },
    },
  ];
}
