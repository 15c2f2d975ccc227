import { LEVEL } from '../domain/permissions.ts';
import type { Command } from './registry.ts';

/**
 * The tier-groups page's actions as palette commands (registered while /management/tier-groups is
 * mounted; docs/decisions/052). Writes need full access on partner management, the server's level;
 * the ones that act on a group read the group selected in the list (j / k move it), removing members
 * reads the members ticked in the panel. Predicates are pure functions of the view.
 */
export interface SelectedTierGroup {
  id: number;
  name: string;
  member_count: number;
}

export interface TierGroupsView {
  selected: SelectedTierGroup | null;
  /** members ticked in the members panel */
  selectedMembers: number;
  openCreate(): void;
  openRename(): void;
  openTier(): void;
  openDelete(): void;
  openAddMembers(): void;
  removeSelectedMembers(): void;
}

export const TIER_GROUP_WRITE = { module: 'management', level: LEVEL.full } as const;

/** null when a group is selected, else the i18n key of the reason. */
export const groupBlocked = (v: Pick<TierGroupsView, 'selected'>): string | null => (v.selected ? null : 'tierGroups.commands.noGroup');
export function removeMembersBlocked(v: Pick<TierGroupsView, 'selected' | 'selectedMembers'>): string | null {
  return groupBlocked(v) ?? (v.selectedMembers > 0 ? null : 'tierGroups.commands.noMembers');
}

export function tierGroupCommands(view: () => TierGroupsView): Command[] {
  const onGroup = (
    id: string,
    title: Command['title'],
    keywords: string[],
    run: (v: TierGroupsView) => void,
    blocked: (v: TierGroupsView) => string | null = groupBlocked,
  ): Command => ({
    id,
    title,
    group: 'actions',
    row: () => view().selected !== null,
    keywords,
    permission: TIER_GROUP_WRITE,
    blocked: () => blocked(view()),
    run: () => run(view()),
  });
  /** rename, tier, delete and add members each ask in a dialog first (decision 103) */
  const asking = (...args: Parameters<typeof onGroup>): Command => ({ ...onGroup(...args), opens: 'dialog' });
  return [
    {
      id: 'tierGroups.create',
      title: (LL) => LL.tierGroups.commands.create(),
      group: 'actions',
      keywords: ['tier', 'group', 'new', 'payout', 'nhóm hạng', 'tạo'],
      permission: TIER_GROUP_WRITE,
      opens: 'dialog',
      run: () => view().openCreate(),
    },
    asking(
      'tierGroups.rename',
      (LL) => LL.tierGroups.commands.rename(),
      ['tier', 'group', 'rename', 'đổi tên'],
      (v) => v.openRename(),
    ),
    asking(
      'tierGroups.changeTier',
      (LL) => LL.tierGroups.commands.changeTier(),
      ['tier', 'payout', 'percent', 'hoa hồng'],
      (v) => v.openTier(),
    ),
    asking(
      'tierGroups.delete',
      (LL) => LL.tierGroups.commands.delete(),
      ['tier', 'group', 'delete', 'remove', 'xóa'],
      (v) => v.openDelete(),
    ),
    asking(
      'tierGroups.addMembers',
      (LL) => LL.tierGroups.commands.addMembers(),
      ['tier', 'member', 'partner', 'add', 'thành viên', 'thêm'],
      (v) => v.openAddMembers(),
    ),
    onGroup(
      'tierGroups.removeMembers',
      (LL) => LL.tierGroups.commands.removeMembers(),
      ['tier', 'member', 'partner', 'remove', 'gỡ'],
      (v) => v.removeSelectedMembers(),
      removeMembersBlocked,
    ),
  ];
}

/** The offer management detail's way back (its list keys come from list-keys.ts). */
export interface ManagedOfferView {
  back(): void;
}
export function managedOfferCommands(view: () => ManagedOfferView): Command[] {
  return [
    {
      id: 'managementOffers.back',
      title: (LL) => LL.tierGroups.offers.commands.back(),
      group: 'navigation',
      keywords: ['offer', 'management', 'back', 'chiến dịch', 'quay lại'],
      permission: { module: 'management', level: LEVEL.read },
      run: () => view().back(),
    },
  ];
}

/** The offer management list's filter bar (decision 098): Apply is the face of this command. */
export interface ManagedOffersView {
  /** applies the search and status typed in the bar (page 1, first row) */
  applyFilters(): void;
}
export function managedOffersCommands(view: () => ManagedOffersView): Command[] {
  return [
    {
      id: 'managementOffers.applyFilters',
      title: (LL) => LL.tierGroups.offers.commands.applyFilters(),
      group: 'actions',
      keywords: ['offer', 'filter', 'search', 'status', 'apply', 'chiến dịch', 'bộ lọc', 'áp dụng'],
      permission: { module: 'management', level: LEVEL.read },
      run: () => view().applyFilters(),
    },
  ];
}
