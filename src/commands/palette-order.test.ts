import { describe, expect, it } from 'vitest';
import { openingGroups, openingPlace, RECENT_SHOWN, type OrderedItem } from './palette-order.ts';

type G = 'navigation' | 'actions' | 'account';
const ORDER: readonly G[] = ['navigation', 'actions', 'account'];
const item = (id: string, group: G, place?: OrderedItem<G>['place'], rowSelected?: boolean): OrderedItem<G> => ({
  id,
  group,
  place,
  rowSelected,
});
const ids = (groups: ReturnType<typeof openingGroups<G, OrderedItem<G>>>) => groups.map((g) => [g.key, g.items.map((i) => i.id)]);

describe('the palette opens on the page', () => {
  const nav = [item('nav.home', 'navigation'), item('nav.offers', 'navigation'), item('nav.webhooks', 'navigation')];
  const jumps = [item('featured.board.top', 'navigation', 'searched'), item('featured.board.talent', 'navigation', 'searched')];
  const global = [item('theme', 'actions'), item('logout', 'account')];
  const page = [item('partners.export', 'actions', 'here'), item('partners.invite.many', 'actions', 'here')];

  it('with a row selected: the row’s commands, the page’s, recent ones, then navigation; another page’s jumps only when searched', () => {
    // a selected row's commands lead, the ones it does not allow (disabled, with why) included
    const row = [item('partners.mode.pause', 'actions', 'row', true), item('partners.mode.block', 'actions', 'row', true)];
    const groups = openingGroups([...nav, ...jumps, ...global, ...page, ...row], ['nav.webhooks', 'partners.export'], ORDER);
    expect(ids(groups)).toEqual([
      ['row', ['partners.mode.pause', 'partners.mode.block']],
      ['here', ['partners.export', 'partners.invite.many']],
      ['recent', ['nav.webhooks']],
      ['navigation', ['nav.home', 'nav.offers']],
      ['actions', ['theme']],
      ['account', ['logout']],
    ]);
  });

  it('with no row selected the row’s commands (all disabled) follow the page’s own', () => {
    const row = [item('partners.mode.pause', 'actions', 'row', false)];
    const groups = openingGroups([...nav, ...page, ...row], [], ORDER);
    expect(ids(groups).slice(0, 1)).toEqual([['here', ['partners.export', 'partners.invite.many', 'partners.mode.pause']]]);
  });

  it('the page’s furniture (tabs, a table’s columns; registered first, by child components) comes after its own and its rows’', () => {
    const furniture = [
      item('reportPerformance.tab.offer', 'actions', 'hereLast'),
      item('table.performance.columns', 'actions', 'hereLast'),
    ];
    const row = [item('partners.mode.pause', 'actions', 'row', false)];
    expect(ids(openingGroups([...furniture, ...nav, ...page, ...row], [], ORDER)).slice(0, 1)).toEqual([
      [
        'here',
        ['partners.export', 'partners.invite.many', 'partners.mode.pause', 'reportPerformance.tab.offer', 'table.performance.columns'],
      ],
    ]);
    const selected = [item('partners.mode.pause', 'actions', 'row', true)];
    expect(ids(openingGroups([...furniture, ...page, ...selected], [], ORDER)).slice(0, 2)).toEqual([
      ['row', ['partners.mode.pause']],
      ['here', ['partners.export', 'partners.invite.many', 'reportPerformance.tab.offer', 'table.performance.columns']],
    ]);
  });

  it('a page with no commands opens on recent ones, then navigation; every item once, at most a few recent', () => {
    const many = Array.from({ length: 9 }, (_, i) => item(`nav.r${i}`, 'navigation'));
    const groups = openingGroups([...many, ...global], [...many.map((m) => m.id), 'gone'], ORDER);
    expect(groups[0]!.key).toBe('recent');
    expect(groups[0]!.items).toHaveLength(RECENT_SHOWN);
    const all = groups.flatMap((g) => g.items.map((i) => i.id));
    expect(new Set(all).size).toBe(all.length);
    expect(all).toHaveLength(many.length + global.length);
  });
});

describe('openingPlace', () => {
  it('a view command is the page’s (its row’s when it targets the row); a homed global command is the page’s only at home', () => {
    expect(openingPlace({ scope: 'managementPartners', row: () => false }, ['global', 'managementPartners'])).toBe('row');
    expect(openingPlace({ scope: 'managementPartners' }, ['global', 'managementPartners'])).toBe('here');
    expect(openingPlace({ scope: 'reportPerformance', furniture: true }, ['global', 'reportPerformance'])).toBe('hereLast');
    expect(openingPlace({ homeScope: 'marketsFeatured' }, ['global', 'marketsFeatured'])).toBe('here');
    expect(openingPlace({ homeScope: 'marketsFeatured' }, ['global', 'managementPartners'])).toBe('searched');
    expect(openingPlace({ scope: 'global' }, ['global'])).toBeUndefined();
  });
});
