import { describe, expect, it } from 'vitest';
import type { ReportColumn } from './columns.ts';
import {
  CELL_INSET,
  columnTemplate,
  DEFAULT_COLUMN_WIDTH,
  estimateTextWidth,
  fitColumnWidths,
  fitReportColumns,
  phoneReportColumns,
  PIN_MAX_WIDTH,
  type MeasureText,
} from './column-widths.ts';

interface Row {
  name: string;
  clicks: number;
}
const COLUMNS: ReportColumn<Row>[] = [
  { key: 'name', header: 'Name', value: (r) => r.name, width: 120 },
  { key: 'clicks', header: 'Clicks', value: (r) => r.clicks.toLocaleString('en-US'), numeric: true, width: 64 },
];
/** a font where every character is 9px wide, bold 10px: easy to reason about */
const monospace: MeasureText = (text, bold) => [...text].length * (bold ? 10 : 9);

describe('fitColumnWidths: a figure is never cut', () => {
  it('widens a numeric column to its totals value 10,543 (the performance report showed "543")', () => {
    const totals = '10,543 ▲ 12.5%';
    const [, clicks] = fitColumnWidths(COLUMNS, [{ name: 'a', clicks: 12 }], ['Total', totals], monospace);
    expect(clicks).toBe(totals.length * 10 + CELL_INSET);
    expect(clicks! - CELL_INSET).toBeGreaterThanOrEqual(monospace(totals, true));
  });

  it('is as wide as its header: a right-aligned title wider than its figures lost its start ("…nhấp duy nhất")', () => {
    const header = 'Lượt nhấp duy nhất';
    const [, unique] = fitColumnWidths([COLUMNS[0]!, { ...COLUMNS[1]!, header }], [{ name: 'a', clicks: 51 }], [], monospace);
    expect(unique).toBe([...header].length * 10 + CELL_INSET);
  });

  it('fits the widest row value when it is wider than the totals', () => {
    const rows = [
      { name: 'a', clicks: 5 },
      { name: 'b', clicks: 1_234_567_890 },
    ];
    const [, clicks] = fitColumnWidths(COLUMNS, rows, ['', '9'], monospace);
    expect(clicks).toBe('1,234,567,890'.length * 9 + CELL_INSET);
  });

  it('keeps the set width when the figures fit, and text columns at theirs (they ellipsize, whole value in title)', () => {
    const rows = [{ name: 'a very long partner name that will not fit in 120 pixels', clicks: 7 }];
    // the figures fit 64 px; the bold header "Clicks" (60 px + inset) is the widest text of the column
    expect(fitColumnWidths(COLUMNS, rows, [], monospace)).toEqual([120, 'Clicks'.length * 10 + CELL_INSET]);
    expect(fitColumnWidths([{ ...COLUMNS[1]!, header: '#' }], rows, [], monospace)).toEqual([64]);
    expect(fitColumnWidths([{ key: 'x', header: 'X', value: () => '1', numeric: true }], [{}], [], monospace)).toEqual([
      DEFAULT_COLUMN_WIDTH,
    ]);
  });

  it("asks for the row's whole name in the pinned column, up to PIN_MAX_WIDTH (decision 065)", () => {
    const pinned = [{ ...COLUMNS[0]!, pin: true }];
    const name = 'VPBank Credit Card Sign-up – CPA';
    expect(fitColumnWidths(pinned, [{ name, clicks: 1 }], [], monospace)).toEqual([name.length * 9 + CELL_INSET]);
    expect(fitColumnWidths(pinned, [{ name: 'short', clicks: 1 }], [], monospace)).toEqual([120]);
    expect(fitColumnWidths(pinned, [{ name: name.repeat(4), clicks: 1 }], [], monospace)).toEqual([PIN_MAX_WIDTH]);
  });

  it('never shrinks a column seen wider before (scrolling does not make columns jump)', () => {
    const wide = fitColumnWidths(COLUMNS, [{ name: 'a', clicks: 123_456_789 }], [], monospace);
    const after = fitColumnWidths(COLUMNS, [{ name: 'b', clicks: 1 }], [], monospace, wide);
    expect(after).toEqual(wide);
    expect(columnTemplate(after)).toBe(`120px ${wide[1]}px`);
  });
});

describe('estimateTextWidth (no canvas): an upper bound of the body font', () => {
  it('gives 10,543 at 14px at least 0.6em per digit and separator, bold wider', () => {
    expect(estimateTextWidth('10,543', false)).toBeGreaterThanOrEqual(Math.ceil(6 * 14 * 0.6));
    expect(estimateTextWidth('10,543', true)).toBeGreaterThan(estimateTextWidth('10,543', false));
  });

  it('sizes the totals "10,543 ▲ 12.5%" wider than the 130px the figure columns had', () => {
    const [fit] = fitColumnWidths(
      [{ key: 'clicks', header: 'Clicks', value: () => '', numeric: true, width: 130 }],
      [],
      ['10,543 ▲ 12.5%'],
      estimateTextWidth,
    );
    expect(fit).toBeGreaterThan(130);
    expect(fit).toBeGreaterThanOrEqual(estimateTextWidth('10,543 ▲ 12.5%', true) + CELL_INSET);
  });
});

describe('fitReportColumns: the grid fits its box (decision 065)', () => {
  interface R {
    v: string;
  }
  const col = (key: string, extra: Partial<ReportColumn<R>> = {}): ReportColumn<R> => ({ key, header: key, value: (r) => r.v, ...extra });
  const leaf = [
    col('id', { numeric: true, priority: 3 }),
    col('name', { pin: true }),
    col('clicks', { numeric: true, priority: 1 }),
    col('unique', { numeric: true }),
    col('conversions', { numeric: true, priority: 1 }),
    col('message'),
  ];
  const widths = [80, 220, 100, 100, 100, 300];

  it('shows every column in the user order, at its width, when they all fit (or the box is not measured)', () => {
    expect(fitReportColumns(leaf, widths, 900)).toEqual({ shown: [0, 1, 2, 3, 4, 5], widths });
    expect(fitReportColumns(leaf, widths, 0)).toEqual({ shown: [0, 1, 2, 3, 4, 5], widths });
  });

  it('keeps the name first, then the columns by priority while they fit; text shrinks before anything gives way', () => {
    const fit = fitReportColumns(leaf, widths, 600);
    // name (140 at least) + clicks + conversions (priority 1) + unique + message (140 at least) = 580; id (priority 3) gives way
    expect(fit.shown).toEqual([1, 2, 3, 4, 5]);
    expect(fit.widths.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(600);
    // figures keep their width, the spare 20 px goes back to the text columns, the name's first
    expect(fit.widths.slice(1, 4)).toEqual([100, 100, 100]);
    expect(fit.widths[0]).toBe(160);
    expect(fit.widths[4]).toBe(140);
  });

  it('gives the room left to the name before the other text columns (whole names first)', () => {
    // name 140 + figures 300 + message 140 = 580 at least; 100 px spare: 80 bring the name to its 220, 20 go to the message
    expect(fitReportColumns(leaf, widths, 680)).toEqual({ shown: [1, 2, 3, 4, 5], widths: [220, 100, 100, 100, 160] });
  });

  it('a column of priority 3 comes only when it squeezes nothing: the others keep their widths', () => {
    // name 220 + clicks, unique, conversions 300 + message 300 = 820 whole; id would fit only by shrinking the texts
    expect(fitReportColumns(leaf, widths, 820)).toEqual({ shown: [1, 2, 3, 4, 5], widths: [220, 100, 100, 100, 300] });
  });

  it('on a phone keeps the pinned name and what fits beside it', () => {
    const fit = fitReportColumns(leaf, widths, 343);
    expect(fit.shown).toEqual([1, 2, 4]);
    expect(fit.widths.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(343);
  });

  it('never drops the pinned column, even in a box narrower than it', () => {
    expect(fitReportColumns(leaf, widths, 100).shown).toEqual([1]);
  });
});

describe('phoneReportColumns: on a phone the name is pinned and the rest ranked by priority (decision 065)', () => {
  interface R {
    v: string;
  }
  const col = (key: string, extra: Partial<ReportColumn<R>> = {}): ReportColumn<R> => ({ key, header: key, value: (r) => r.v, ...extra });
  const leaf = [
    col('id', { numeric: true, priority: 3 }),
    col('unique', { numeric: true }),
    col('name', { pin: true }),
    col('clicks', { numeric: true, priority: 1 }),
    col('message'),
    col('conversions', { numeric: true, priority: 1 }),
  ];
  const widths = [80, 100, 260, 100, 300, 100];

  it('the name first, then priority 1, then 2, each in the user order; priority 3 gives way', () => {
    expect(phoneReportColumns(leaf, widths, 293).shown).toEqual([2, 3, 5, 1, 4]);
  });

  it('the name takes at most half the box (it wraps), the others keep their widths and scroll beside it', () => {
    expect(phoneReportColumns(leaf, widths, 293).widths).toEqual([146, 100, 100, 100, 300]);
    // a short name keeps its own width
    expect(phoneReportColumns(leaf, [80, 100, 120, 100, 300, 100], 293).widths[0]).toBe(120);
  });
});
