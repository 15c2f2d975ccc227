import { describe, expect, it } from 'vitest';
import { NO_FILTERS } from '../domain/markets/schema.ts';
import { translator } from '../i18n/translate.ts';
import { checkShortcuts, listedViewCommands } from './app-commands.ts';
import { marketListCommands, marketListKeyCommands, marketSearchCommands, stashedFilterCommands, type MarketListView } from './markets.ts';
import { CommandRegistry } from './registry.ts';
import { textOf } from './text.ts';

const LL = translator('en');
const user = (market: number) => ({ role: 'custom' as const, permissions: { market }, isAllPartner: true });
const ctx = (market = 15, navigate: (p: string) => void = () => undefined) =>
  ({ user: user(market), flags: {}, navigate, openPage: () => undefined }) as never;

function listView(over: Partial<MarketListView> = {}): MarketListView & { ran: string[] } {
  const ran: string[] = [];
  return {
    ran,
    tab: 'all',
    filterCount: 0,
    row: { id: 4, name: 'Lan Blog', is_favorite: false },
    setTab: (t) => ran.push(`tab:${t}`),
    clearFilters: () => ran.push('clear'),
    saveFilter: () => ran.push('save'),
    toggleFavorite: () => ran.push('favorite'),
    open: () => ran.push('open'),
    ...over,
  };
}

describe('marketplace commands', () => {
  it('toggles the active row’s favourite (one command, as the row’s star), titled by what it does, needs market 15, is disabled without a row', async () => {
    const registry = new CommandRegistry();
    let view = listView();
    registry.registerAll(marketListCommands(() => view));
    const ids = (market: number) => registry.visible(ctx(market), ['marketsPartner']).map((c) => c.id);
    const title = () => textOf(LL, registry.get('markets.favorite')!.title);
    expect(ids(15)).toContain('markets.favorite');
    expect(ids(15)).not.toContain('markets.unfavorite');
    expect(title()).toBe('Favourite the selected partner');
    expect(ids(2)).not.toContain('markets.favorite');
    expect(ids(2)).toContain('markets.open');
    expect(ids(0)).toEqual([]);
    view = listView({ row: { id: 4, name: 'Lan Blog', is_favorite: true } });
    // the star of a favourite row names the same command: it is still listed, saying it unfavourites
    expect(ids(15)).toContain('markets.favorite');
    expect(title()).toBe('Unfavourite the selected partner');
    expect(await registry.run('markets.favorite', ctx())).toBe(true);
    expect(view.ran).toEqual(['favorite']);
    view = listView({ row: null });
    expect(registry.availability(registry.get('markets.favorite')!, ctx())).toEqual({ enabled: false, reason: 'markets.reasons.noRow' });
  });

  it('clear and save need a filter; the tab shown is disabled with its reason; running reaches the view', async () => {
    const registry = new CommandRegistry();
    const view = listView({ filterCount: 2 });
    registry.registerAll(marketListCommands(() => view));
    expect(registry.availability(registry.get('markets.tab.all')!, ctx()).reason).toBe('markets.reasons.sameTab');
    await registry.run('markets.tab.suggested', ctx());
    await registry.run('markets.clearFilters', ctx());
    await registry.run('markets.saveFilter', ctx());
    expect(view.ran).toEqual(['tab:suggested', 'clear', 'save']);
    expect(textOf(LL, registry.get('markets.tab.suggested')!.title)).toBe('Partner list: show Suggested partners');
    const empty = new CommandRegistry();
    empty.registerAll(marketListCommands(() => listView()));
    expect(empty.availability(empty.get('markets.saveFilter')!, ctx()).reason).toBe('markets.reasons.noFilter');
  });

  it('page keys j / k / Enter and f (no x: this list has no selection), f off for a read-only user', () => {
    const keys = marketListKeyCommands(() => ({
      rows: 3,
      move: () => undefined,
      open: () => undefined,
      toggleFavorite: () => undefined,
      canFavorite: false,
    }));
    expect(keys.map((k) => k.shortcut)).toEqual(['j', 'k', 'enter', 'f']);
    const registry = new CommandRegistry();
    registry.registerAll(keys);
    expect(registry.availability(registry.get('marketsPartner.keys.favorite')!, ctx()).enabled).toBe(false);
  });

  it('one restore / delete per saved filter, in fixed slots; restore goes to the list with its query', async () => {
    const navigated: string[] = [];
    const registry = new CommandRegistry();
    const asked: number[] = [];
    registry.registerAll(
      stashedFilterCommands(() => ({
        filters: [{ id: 31, name: 'VN shops', tab: 'suggested', search: '', filters: { ...NO_FILTERS, geos: [704] } }],
        confirmDelete: (id) => asked.push(id),
      })),
    );
    const visible = registry.visible(ctx(2), ['marketsPartnerFilter']).map((c) => c.id);
    expect(visible).toEqual(['markets.filters.restore.0', 'markets.filters.delete.0']);
    expect(textOf(LL, registry.get('markets.filters.restore.0')!.title)).toBe('Restore saved filter "VN shops"');
    await registry.run(
      'markets.filters.restore.0',
      ctx(2, (p) => navigated.push(p)),
    );
    await registry.run('markets.filters.delete.0', ctx(2));
    expect(navigated).toEqual(['/markets/partner?tab=suggested&geos=704']);
    expect(asked).toEqual([31]);
  });

  it('the palette searches marketplace partners and agencies at market ≥ 2; the shortcuts do not clash', () => {
    const registry = new CommandRegistry();
    registry.registerAll(marketSearchCommands());
    expect(registry.visible(ctx(2)).map((c) => c.page?.id)).toEqual(['search.marketPartners', 'search.agencies']);
    expect(registry.visible(ctx(0))).toEqual([]);
    expect(() => checkShortcuts()).not.toThrow();
    expect(
      listedViewCommands()
        .filter((c) => c.scope === 'marketsPartner' && c.shortcut)
        .map((c) => c.shortcut),
    ).toEqual(['j', 'k', 'enter', 'f', 'i']);
  });
});
