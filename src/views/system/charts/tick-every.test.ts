import { describe, expect, it } from 'vitest';
import { MARGIN, WIDTH } from './types.ts';
import { tickEvery } from './useChartWidth.ts';

const inner = (w: number) => w - MARGIN.left - MARGIN.right;

describe('tickEvery: axis labels stay apart at any chart width', () => {
  it('keeps the old labelling at the 640 px design width (every 2nd of 24 hours, ~6 of 30 days)', () => {
    expect(tickEvery(24, inner(WIDTH), 44)).toBe(2);
    expect(tickEvery(30, inner(WIDTH), 90)).toBe(5);
    expect(tickEvery(3, inner(WIDTH), 44)).toBe(1);
  });

  it('labels fewer points on a phone-wide chart, each at least the gap apart', () => {
    const w = inner(280);
    const every = tickEvery(24, w, 44);
    expect(every).toBeGreaterThan(2);
    expect((w / 24) * every).toBeGreaterThanOrEqual(44);
    expect(tickEvery(30, 0, 90)).toBe(2700); // a box not laid out yet: one label, never a division by zero
  });
});
