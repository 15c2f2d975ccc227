import { describe, expect, it } from 'vitest';
import type { ReportColumn } from './columns.ts';
import { CELL_INSET, columnTemplate, DEFAULT_COLUMN_WIDTH, estimateTextWidth, fitColumnWidths, type MeasureText } from './column-widths.ts';

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
    expect(fitColumnWidths(COLUMNS, rows, [], monospace)).toEqual([120, 64]);
    expect(fitColumnWidths([{ key: 'x', header: 'X', value: () => '1', numeric: true }], [{}], [], monospace)).toEqual([
      DEFAULT_COLUMN_WIDTH,
    ]);
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
