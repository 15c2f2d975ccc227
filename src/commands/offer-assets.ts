import { routePath } from '../domain/routes.ts';
import type { Command } from './registry.ts';
import { LEVEL } from '../domain/permissions.ts';

/**
 * Offer-asset actions as palette commands (offer groups, questionnaires, creatives, conversion events).
 * Creating is global (it navigates to the form); edit and delete act on the row selected in the list
 * page that is mounted, which registers them through `assetListCommands`. Every write needs full
 * access on offers, the level the server demands (src/domain/offer-assets/shared.ts).
 */
export const OFFERS_WRITE = { module: 'offers', level: LEVEL.full } as const;

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
    enabled: () => selectionBlocked(view()) === null,
    disabledReason: () => selectionBlocked(view()) ?? undefined,
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
      run: () => view().create(),
    });
  }
  return commands;
}
