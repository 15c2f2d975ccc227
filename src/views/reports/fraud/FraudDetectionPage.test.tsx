import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeMe, renderApp } from '../../../../tests/support/dom/app.tsx';
import { json, META } from '../../../../tests/support/dom/reports.ts';
import { FRAUD_FACTORS, FRAUD_LEVELS } from '../../../domain/tracking/fraud.ts';

afterEach(cleanup);

const zero = Object.fromEntries([...FRAUD_LEVELS, ...FRAUD_FACTORS].map((k) => [k, 0]));
const counts = (over: Record<string, number | string>) => ({
  ...zero,
  total: 0,
  flagged: 0,
  givt: 0,
  sivt: 0,
  flagged_share: '0.00',
  ...over,
});
const STAT = counts({ total: 9, flagged: 5, flagged_share: '55.56', givt: 4, sivt: 1, good: 4, bad: 3, warning: 2, web_crawler: 2 });
const CHART = {
  subject: 'clicks',
  total: 9,
  items: FRAUD_FACTORS.flatMap((factor) =>
    FRAUD_LEVELS.map((level) => ({ factor, level, count: factor === 'web_crawler' && level === 'bad' ? 2 : 0 })),
  ),
  meta: META,
};
const rows = [
  { ...counts({ total: 4, flagged: 2, bad: 2, web_crawler: 2, flagged_share: '50.00' }), date: null, id: 11, name: 'Bench partner 0' },
  { ...counts({ total: 5, flagged: 3, bad: 1, warning: 2, flagged_share: '60.00' }), date: null, id: 12, name: 'Bench partner 1' },
];

function setup(path: string, locale: 'en' | 'vi' = 'en') {
  const urls: URL[] = [];
  const app = renderApp({
    path,
    locale,
    me: makeMe('owner'),
    routes: {
      'GET /api/report/advertiser/fraud-detection/statistic': () => json({ data: { subject: 'clicks', ...STAT, meta: META } }),
      'GET /api/report/advertiser/fraud-detection/chart-detection-area': () => json({ data: CHART }),
      'GET /api/report/advertiser/fraud-detection/report': (url: URL) => {
        urls.push(url);
        return json({
          data: {
            group_by: url.searchParams.get('group_by'),
            items: rows,
            paging: { current_page: 1, limit: 50, total_row: 2, total_page: 1 },
            totals: STAT,
            meta: META,
          },
        });
      },
    } as never,
  });
  return { ...app, urls };
}

describe('/fraud-detection', () => {
  it('shows the statistics, the detection areas in words and the report; Enter on a row opens its clicks', async () => {
    const app = setup('/fraud-detection?group_by=partner');
    // the page is a lazy chunk: its first import in a worker may outlast the 5 s default under load
    expect(await screen.findByRole('heading', { level: 1, name: 'Fraud detection' }, { timeout: 15_000 })).toBeTruthy();
    const stats = screen.getByRole('region', { name: 'Statistics' });
    await within(stats).findByText('55.56%');
    expect(within(stats).getByText('GIVT (general invalid traffic)')).toBeTruthy();
    // the chart's data as a table: factor names translated, never a code
    const areas = screen.getByRole('region', { name: 'Flagged traffic by detection area' });
    const crawler = within(areas).getByRole('rowheader', { name: 'Web crawler' });
    expect(crawler.parentElement!.textContent).toContain('2');
    expect(areas.textContent).not.toContain('web_crawler');

    const grid = await screen.findByRole('grid', { name: 'Fraud report' });
    await within(grid).findByText('Bench partner 1');
    expect(app.urls[0]!.searchParams.get('group_by')).toBe('partner');
    expect(app.urls[0]!.searchParams.get('sort_by')).toBe('flagged');
    const row = within(grid).getByText('Bench partner 1').closest('[role="row"]')!;
    fireEvent.doubleClick(row);
    await waitFor(() => expect(app.current()).toBe('/reports/logs?partner_id=12&kind=click'));
  });

  it('narrowed to one level, asks the report for it and opens the traffic of a row at that level only', async () => {
    const app = setup('/fraud-detection?group_by=offer&subject=conversions&level=bad');
    const grid = await screen.findByRole('grid', { name: 'Fraud report' }, { timeout: 15_000 });
    await within(grid).findByText('Bench partner 1');
    expect(app.urls[0]!.searchParams.get('levels')).toBe('bad');
    fireEvent.doubleClick(within(grid).getByText('Bench partner 1').closest('[role="row"]')!);
    await waitFor(() => expect(app.current()).toBe('/reports/conversions?offer_id=12&fraud_level=bad'));
  });

  it('speaks Vietnamese: levels, areas and the column titles', async () => {
    setup('/fraud-detection', 'vi');
    expect(await screen.findByRole('heading', { level: 1, name: 'Phát hiện gian lận' }, { timeout: 15_000 })).toBeTruthy();
    const grid = await screen.findByRole('grid', { name: 'Báo cáo gian lận' });
    await waitFor(() =>
      expect(
        within(grid)
          .getAllByRole('columnheader')
          .map((h) => h.textContent),
      ).toContain('Bị gắn cờ'),
    );
    expect(screen.getByRole('region', { name: 'Lưu lượng theo mức độ gian lận' }).textContent).toContain('Xấu');
  });
});
