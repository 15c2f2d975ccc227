import { MARKET_TABS, MAX_STASHED_FILTERS, type MarketTab } from '../domain/markets/enums.ts';
import type { MarketFilters } from '../domain/markets/schema.ts';
import { LEVEL } from '../domain/permissions.ts';
import { AGENCY_SEARCH_PAGE, MARKET_PARTNER_SEARCH_PAGE } from './entity-search.ts';
import { listKeyCommands, type ListKeysView } from './list-keys.ts';
import type { Command } from './registry.ts';

/**
 * Marketplace actions as palette commands (issue 16 items 1 and 6; docs/decisions/049). Going to each
 * page is the route table's navigation (`nav.markets` "g m", `nav.marketsPartner` …); these act on the
 * partner list while it is mounted (tab, clear, save, favourite and open the active row), on the
 * saved filters (restore, delete) and search the marketplace from the palette. Module `market`: the
 * list and saved filters at read level (a saved filter is a personal view), favourites at full level
 * (the contract's levels, src/domain/markets/contract.ts).
 */
export const MARKET_READ = { module: 'market', level: LEVEL.read } as const;
export const MARKET_WRITE = { module: 'market', level: LEVEL.full } as const;
/** The page key that toggles the favourite of the active row (j / k / Enter are the list keys). */
export const FAVORITE_KEY = 'f';

export interface MarketRowFacts {
  id: number;
  name: string;
  is_favorite: boolean;
}

export interface MarketListView {
  tab: MarketTab;
  /** filters set now, the search included (0: nothing to clear or save) */
  filterCount: number;
  /** the active row (j / k), null when the page shows none */
  row: MarketRowFacts | null;
  setTab(tab: MarketTab): void;
  clearFilters(): void;
  /** opens the saved-filters page with the current filters, ready to be named */
  saveFilter(): void;
  toggleFavorite(): void;
  open(): void;
}

export function marketListCommands(view: () => MarketListView): Command[] {
  const row = () => view().row;
  const tab = (t: MarketTab): Command => ({
    id: `markets.tab.${t}`,
    title: (LL) => LL.markets.commands.tab({ tab: LL.markets.list[t]() }),
    group: 'actions',
    keywords: ['tab', 'suggested', 'all', 'partners', 'gợi ý', 'đối tác'],
    permission: MARKET_READ,
    blocked: () => (view().tab === t ? 'markets.reasons.sameTab' : null),
    run: () => view().setTab(t),
  });
  // one toggle, as the row's star (decision 098): its title says what it does to the active row now
  const favorite: Command = {
    id: 'markets.favorite',
    title: (LL) => (row()?.is_favorite ? LL.markets.commands.unfavorite() : LL.markets.commands.favorite()),
    group: 'actions',
    row: () => row() !== null,
    keywords: ['favourite', 'favorite', 'unfavourite', 'star', 'yêu thích', 'bỏ yêu thích'],
    permission: MARKET_WRITE,
    blocked: () => (row() === null ? 'markets.reasons.noRow' : null),
    run: () => view().toggleFavorite(),
  };
  return [
    ...MARKET_TABS.map(tab),
    {
      id: 'markets.clearFilters',
      title: (LL) => LL.markets.commands.clearFilters(),
      group: 'actions',
      keywords: ['clear', 'reset', 'filters', 'xóa bộ lọc'],
      permission: MARKET_READ,
      blocked: () => (view().filterCount > 0 ? null : 'markets.reasons.noFilter'),
      run: () => view().clearFilters(),
    },
    {
      id: 'markets.saveFilter',
      title: (LL) => LL.markets.commands.saveFilter(),
      group: 'actions',
      keywords: ['save', 'stash', 'filters', 'lưu bộ lọc'],
      permission: MARKET_READ,
      blocked: () => (view().filterCount > 0 ? null : 'markets.reasons.noFilter'),
      run: () => view().saveFilter(),
    },
    favorite,
    {
      id: 'markets.open',
      title: (LL) => LL.markets.commands.open(),
      group: 'actions',
      row: () => row() !== null,
      keywords: ['open', 'profile', 'detail', 'mở'],
      permission: MARKET_READ,
      blocked: () => (row() === null ? 'markets.reasons.noRow' : null),
      run: () => view().open(),
    },
  ];
}

/** j / k / Enter of the list keys (no selection on this list: x is left out) and f for the favourite. */
export interface MarketKeysView extends Omit<ListKeysView, 'toggle'> {
  toggleFavorite(): void;
  /** the user may change favourites (market 15) */
  canFavorite: boolean;
}

export function marketListKeyCommands(view: () => MarketKeysView): Command[] {
  const keys = listKeyCommands('marketsPartner', () => ({ ...view(), toggle: () => undefined })).filter(
    (c) => c.id !== 'marketsPartner.keys.toggle',
  );
  return [
    ...keys,
    {
      id: 'marketsPartner.keys.favorite',
      title: (LL) => LL.markets.commands.keyFavorite(),
      group: 'actions',
      keywords: ['favourite', 'favorite', 'star', 'yêu thích'],
      shortcut: FAVORITE_KEY,
      pageKey: true,
      permission: MARKET_WRITE,
      // a page key is asked only for availability (not for its permission): the level is checked here too
      blocked: () => {
        if (!view().canFavorite) return 'errors.permissionDeniedAction';
        return view().rows > 0 ? null : 'markets.reasons.noRow';
      },
      run: () => view().toggleFavorite(),
    },
  ];
}

export interface StashedFilterFacts {
  id: number;
  name: string;
  tab: MarketTab;
  search: string;
  filters: MarketFilters;
}

export interface StashedFiltersView {
  filters: readonly StashedFilterFacts[];
  /** asks before deleting (the page's confirmation dialog) */
  confirmDelete(id: number): void;
}

/** What the saved-filter commands list, as `useViewCommands`' `changes` key: the palette lists again when it moves (decision 114). */
export const stashedFiltersKey = (filters: readonly Pick<StashedFilterFacts, 'id' | 'name'>[]) =>
  filters.map((f) => `${f.id}:${f.name}`).join();

/**
 * "Restore saved filter …" and "Delete saved filter …" for each saved filter, while a page that lists
 * them is mounted. A factory's commands are made once per mount (useViewCommands) and must be listable
 * unmounted, so there is one fixed slot per possible filter (at most MAX_STASHED_FILTERS), each shown
 * only while its slot holds a filter.
 */
export function stashedFilterCommands(view: () => StashedFiltersView): Command[] {
  const at = (slot: number) => view().filters[slot];
  return Array.from({ length: MAX_STASHED_FILTERS }, (_, slot): Command[] => [
    {
      id: `markets.filters.restore.${slot}`,
      title: (LL) => LL.markets.commands.restoreFilter({ name: at(slot)?.name ?? '' }),
      group: 'actions',
      keywords: ['restore', 'saved filter', 'stash', 'khôi phục'],
      permission: MARKET_READ,
      when: () => at(slot) !== undefined,
      // list-url normalizes the stored filters with the zod schema: imported when run (the saved-filters page
      // that registers these commands has it loaded already), so zod stays out of the palette's chunk (decision 064)
      run: async (ctx) => ctx.navigate((await import('../domain/markets/list-url.ts')).stashedFilterPath(at(slot)!)),
    },
    {
      id: `markets.filters.delete.${slot}`,
      title: (LL) => LL.markets.commands.deleteFilter({ name: at(slot)?.name ?? '' }),
      group: 'actions',
      keywords: ['delete', 'remove', 'saved filter', 'xóa'],
      permission: MARKET_READ,
      when: () => at(slot) !== undefined,
      run: () => view().confirmDelete(at(slot)!.id),
    },
  ]).flat();
}

/** "Find marketplace partner…" and "Find agency…": entity-search pages of the palette (decision 028). */
export function marketSearchCommands(): Command[] {
  return [
    {
      id: MARKET_PARTNER_SEARCH_PAGE,
      title: (LL) => LL.markets.commands.findPartner(),
      group: 'navigation',
      keywords: ['marketplace', 'partner', 'publisher', 'find', 'search', 'chợ', 'tìm', 'đối tác'],
      permission: MARKET_READ,
      page: { id: MARKET_PARTNER_SEARCH_PAGE },
    },
    {
      id: AGENCY_SEARCH_PAGE,
      title: (LL) => LL.markets.commands.findAgency(),
      group: 'navigation',
      keywords: ['marketplace', 'agency', 'find', 'search', 'tìm', 'đại lý'],
      permission: MARKET_READ,
      page: { id: AGENCY_SEARCH_PAGE },
    },
  ];
}
