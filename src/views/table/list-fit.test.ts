import { describe, expect, it } from 'vitest';
import { CARDS_BELOW, giveWayOrder, nextFit, priorityOf, startFit } from './list-fit.ts';

describe('list-fit: which columns give way (decision 065)', () => {
  it('never the select box, the name or the actions; a status only when the page ranks it lower', () => {
    expect(priorityOf({ key: 'n', role: 'name', priority: 3 })).toBe(1);
    expect(priorityOf({ key: 'a', role: 'actions' })).toBe(1);
    expect(priorityOf({ key: 's', role: 'status' })).toBe(1);
    expect(priorityOf({ key: 's', role: 'status', priority: 2 })).toBe(2);
    expect(priorityOf({ key: 'd' })).toBe(2);
  });

  it('gives way lowest priority first, the rightmost first within a priority', () => {
    const order = giveWayOrder([
      { key: 'select', role: 'select' },
      { key: 'id', role: 'figure', priority: 3 },
      { key: 'name', role: 'name' },
      { key: 'joined', priority: 2 },
      { key: 'manager', priority: 3 },
      { key: 'offers', role: 'figure' },
      { key: 'tags', priority: 3 },
    ]);
    expect(order).toEqual(['tags', 'manager', 'id', 'offers', 'joined']);
  });

  it('measures from everything shown; a card list on a phone starts as cards, a figure table never', () => {
    expect(startFit(0, 'cards')).toEqual({ hidden: 0, cards: false });
    expect(startFit(CARDS_BELOW - 1, 'cards')).toEqual({ hidden: 0, cards: true });
    expect(startFit(CARDS_BELOW - 1, 'pinned')).toEqual({ hidden: 0, cards: false });
  });

  it('hides one more column while the table is wider than its box, then turns a card list into cards', () => {
    const fit = { hidden: 0, cards: false };
    expect(nextFit(fit, 800, 800, 3, 'cards')).toBeNull();
    expect(nextFit(fit, 900, 800, 3, 'cards')).toEqual({ hidden: 1, cards: false });
    expect(nextFit({ hidden: 3, cards: false }, 900, 800, 3, 'cards')).toEqual({ hidden: 3, cards: true });
    expect(nextFit({ hidden: 3, cards: false }, 900, 800, 3, 'pinned')).toBeNull();
    // not measured (no layout): nothing to do
    expect(nextFit(fit, 900, 0, 3, 'cards')).toBeNull();
  });
});
