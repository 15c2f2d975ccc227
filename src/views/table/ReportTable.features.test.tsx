import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { columnSettings, type SavedColumns } from '../../domain/profile/columns.ts';
import type { ReportColumn } from './columns.ts';
import { CELL_INSET, estimateTextWidth } from './column-widths.ts';
import { json, renderTable, SYNTHETIC_COLUMNS } from '../../../tests/support/dom/table.tsx';
import { syntheticSource, type SyntheticRow } from './source.ts';

afterEach(cleanup);

// the performance report's default keys (src/domain/profile/columns.ts), filled from synthetic rows
const PERFORMANCE: ReportColumn<SyntheticRow>[] = [
  { key: 'id', header: 'ID', value: (r) => String(r.id), numeric: true },
  { key: 'name', header: 'Name', value: (r) => r.partner },
  { key: 'clicks', header: 'Clicks', value: (r) => String(r.clicks), numeric: true },
  { key: 'payout', header: 'Payout', value: (r) => r.payout, numeric: true },
];
const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent);

describe('ReportTable column settings', () => {
  it('shows the saved groups and columns, saves a change and restores the defaults', async () => {
    const puts: unknown[] = [];
    const routes = {
      'GET /api/user/adv/report/column-setting': () => json({ data: columnSettings('performance', null) }),
      'PUT /api/user/adv/report/column-setting': (_url: URL, init: RequestInit) => {
        const body = JSON.parse(String(init.body)) as SavedColumns & { restore_default?: boolean };
        puts.push(body);
        return json({ data: columnSettings('performance', body.restore_default ? null : body) });
      },
    };
    renderTable(
      {
        report: 'performance',
        label: 'Performance',
        columns: PERFORMANCE,
        source: syntheticSource(1000),
        totalRows: 1000,
        totals: { clicks: '123,456' },
      },
      routes,
    );
    await screen.findByText('Partner 1');
    // group header row, then the columns (group names from the settings)
    expect(headers()).toEqual(['Offer or partner', 'Traffic', 'Money', 'ID', 'Name', 'Clicks', 'Payout']);
    // sticky totals row: the label under the first column, the server's sums by key
    const foot = screen.getAllByRole('row').at(-1)!;
    expect(
      within(foot)
        .getAllByRole('gridcell')
        .map((c) => c.textContent),
    ).toEqual(['Total', '', '123,456', '']);

    fireEvent.click(screen.getByRole('button', { name: 'Columns…' }));
    const dialog = await screen.findByRole('dialog');
    // the first group starts collapsed
    expect(within(dialog).queryByRole('checkbox', { name: 'ID' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Show the Offer or partner columns' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Clicks' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    const saved = puts[0] as SavedColumns;
    expect(saved.groups.find((g) => g.key === 'traffic')!.columns.find((c) => c.key === 'clicks')!.is_enable).toBe(false);
    await waitFor(() => expect(headers()).not.toContain('Clicks'));

    fireEvent.click(within(dialog).getByRole('button', { name: 'Restore defaults' }));
    await waitFor(() => expect(puts.at(-1)).toEqual({ restore_default: true }));
    await waitFor(() => expect(headers()).toContain('Clicks'));
  });
});

describe('ReportTable figures in cells', () => {
  it('lays out a numeric column wide enough for its totals value 10,543 ▲ 12.5%, and titles text cells', async () => {
    const clicks = { key: 'clicks', header: 'Clicks', value: (r: SyntheticRow) => String(r.clicks), numeric: true, width: 64 };
    const columns: ReportColumn<SyntheticRow>[] = [{ key: 'offer', header: 'Offer', value: (r) => r.offer, width: 90 }, clicks];
    const total = '10,543 ▲ 12.5%';
    renderTable({ report: 'bench', label: 'Bench', columns, source: syntheticSource(50), totalRows: 50, totals: { clicks: total } });
    const first = await screen.findByText('Offer 1');
    const foot = screen.getAllByRole('row').at(-1)!;
    expect(within(foot).getByText(total)).toBeTruthy();
    // happy-dom has no canvas: the table sizes by the estimate, so the column is at least the text's estimated width
    const [offer, figure] = foot.style.gridTemplateColumns.split(' ').map((w) => parseFloat(w));
    expect(offer).toBe(90);
    expect(figure).toBeGreaterThanOrEqual(estimateTextWidth(total, true) + CELL_INSET);
    // every row, header and grid width follow the same widths
    const header = screen.getAllByRole('row')[1]!;
    expect(header.style.gridTemplateColumns).toBe(foot.style.gridTemplateColumns);
    expect(screen.getByRole('grid').style.width).toBe(`${offer! + figure!}px`);
    expect(first.getAttribute('title')).toBe('Offer 1');
  });
});

describe('ReportTable export', () => {
  it('streams the server export with the bearer token, shows progress, then saves the file', async () => {
    const encoder = new TextEncoder();
    const body = 'id,day\n' + Array.from({ length: 100 }, (_, i) => `${i + 1},2026-01-01\n`).join('');
    const bytes = encoder.encode(body);
    let push: (n: number) => void = () => undefined;
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        push = (n) => {
          controller.enqueue(bytes.slice(sent, sent + n));
          sent += n;
          if (sent >= bytes.length) controller.close();
        };
      },
    });
    const seen: RequestInit[] = [];
    const routes = {
      'GET /api/report/test/export': (_url: URL, init: RequestInit) => {
        seen.push(init);
        return new Response(stream, {
          status: 200,
          headers: {
            'content-type': 'text/csv',
            'content-length': String(bytes.length),
            'content-disposition': 'attachment; filename="report.csv"',
          },
        });
      },
    };
    const saved: string[] = [];
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = () => 'blob:test';
    URL.revokeObjectURL = () => undefined;
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      saved.push(this.download);
    };
    try {
      const exportUrl = vi.fn(
        (format: string, sort: unknown, filters: Record<string, unknown>) =>
          `/api/report/test/export?format=${format}&offer=${String(filters.offer)}`,
      );
      renderTable(
        { report: 'bench', label: 'Bench', columns: SYNTHETIC_COLUMNS, source: syntheticSource(100), filters: { offer: 7 }, exportUrl },
        routes,
      );
      await screen.findByText('Offer 1');
      fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
      await waitFor(() => expect(seen).toHaveLength(1));
      expect((seen[0]!.headers as Record<string, string>).authorization).toBe('Bearer access-1');
      expect(exportUrl).toHaveBeenCalledWith('csv', null, { offer: 7 });
      await act(async () => {
        push(Math.floor(bytes.length / 2));
      });
      const bar = await screen.findByRole('progressbar', { name: 'Exporting CSV' });
      await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('50'));
      await act(async () => {
        push(bytes.length);
      });
      await waitFor(() => expect(saved).toEqual(['report.csv']));
      await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    } finally {
      URL.createObjectURL = createObjectURL;
      URL.revokeObjectURL = revokeObjectURL;
      HTMLAnchorElement.prototype.click = click;
    }
  });
});

describe('ReportTable in pages mode', () => {
  it('shows one page of the spec sizes, moves between pages and changes the page size', async () => {
    const cursors: (string | null)[] = [];
    const source = syntheticSource(1000, { onFetch: (c) => cursors.push(c) });
    const { grid } = renderTable({ report: 'bench', label: 'Bench', columns: SYNTHETIC_COLUMNS, source, mode: 'pages' });
    await screen.findByText('Offer 25');
    expect(grid().querySelectorAll('[role="rowgroup"]:nth-child(2) > [role="row"]').length).toBe(25);
    expect(screen.getByText('Page 1 of 40')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Offer 26');
    expect(screen.getByText('Page 2 of 40')).toBeTruthy();
    // the second page is asked for with the cursor the first returned
    expect(cursors).toEqual([null, '25']);
    // Ctrl+End stays inside the page: the last row of page 2 is row 50 of the result
    await act(async () => {
      fireEvent.keyDown(grid(), { key: 'End', ctrlKey: true });
    });
    const active = document.getElementById(grid().getAttribute('aria-activedescendant')!);
    expect(active?.closest('[role="row"]')?.getAttribute('aria-rowindex')).toBe(String(25 + 25 + 2));
    // 50 rows per page: back to page 1 of 20, asked for again from the first cursor
    fireEvent.click(screen.getByRole('button', { name: /Rows per page/ }));
    fireEvent.click(await screen.findByRole('option', { name: '50' }));
    await screen.findByText('Page 1 of 20');
    await screen.findByText('Offer 50');
    expect(grid().querySelectorAll('[role="rowgroup"]:nth-child(2) > [role="row"]').length).toBe(50);
    expect(cursors.at(-1)).toBeNull();
  });
});
