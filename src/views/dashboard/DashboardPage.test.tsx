import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_DEFAULTS } from '../../domain/permissions.ts';
import { formatDate, todayIn } from '../../domain/validation/dates.ts';
import { appCommands } from '../../commands/app-commands.ts';
import { makeMe, renderApp } from '../../../tests/support/dom/app.tsx';
import { dashboardRoutes, emptyData, fullData } from '../../../tests/support/dom/dashboard.ts';

afterEach(cleanup);
// the page and its chart chunks are lazy: transform them once here, not inside the first test's time
beforeAll(async () => {
  await Promise.all([import('./DashboardPage.tsx'), import('../system/charts/BarChart.tsx'), import('../system/charts/LineChart.tsx')]);
}, 60_000);

const region = async (name: string) => screen.findByRole('region', { name });

describe('home dashboard', { timeout: 15_000 }, () => {
  it('shows the overview cards with the change against the previous period', async () => {
    const { routes } = dashboardRoutes(fullData());
    renderApp({ path: '/', me: makeMe('owner'), routes });
    const overview = await region('Overview');
    const clicks = await within(overview).findByText('1,234');
    const card = clicks.closest('li')!;
    expect(card.textContent).toContain('▲ 12.49%');
    expect(within(card as HTMLElement).getByText('Up 12.49% from the previous period')).toBeTruthy();
    expect(within(card as HTMLElement).getByText('Previous period: 1,097')).toBeTruthy();
    const payout = within(overview).getByText('1,234.50').closest('li')!;
    expect(within(payout as HTMLElement).getByText('Down 17.7% from the previous period')).toBeTruthy();
    expect(payout.querySelector('[data-direction="down"]')).not.toBeNull();
    const revenue = within(overview).getByText('Revenue').closest('li')!;
    expect(within(revenue as HTMLElement).getByText('No change from the previous period')).toBeTruthy();
    const epc = within(overview).getByText('EPC').closest('li')!;
    expect(within(epc as HTMLElement).getByText('No data in the previous period')).toBeTruthy();
    expect(within(overview).getByText('4.54%')).toBeTruthy();
    // the range the server used, in the report zone, and the delay note
    expect(screen.getByText(/From Feb 14, 2026 to Mar 15, 2026 \(Asia\/Ho_Chi_Minh\)/)).toBeTruthy();
    expect(screen.getByText(/Reports include traffic up to the last second/)).toBeTruthy();
  });

  it('asks for the default range without dates and a preset with its dates in the report zone', async () => {
    const { routes, seen } = dashboardRoutes(fullData());
    const app = renderApp({ path: '/', me: makeMe('owner'), routes });
    await region('Overview');
    await waitFor(() => expect(seen.overview?.length).toBeGreaterThan(0));
    const first = seen.overview![0]!;
    expect(first.searchParams.has('from')).toBe(false);
    expect(first.searchParams.has('to')).toBe(false);
    expect(screen.getByRole('button', { name: 'Last 30 days' }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Last 7 days' }));
    const today = todayIn('UTC'); // the snapshot names UTC as the report zone
    await waitFor(() => expect(seen.overview!.some((u) => u.searchParams.get('from') === formatDate(today - 6))).toBe(true));
    for (const part of ['hour', 'status', 'performance', 'top'] as const) {
      const last = seen[part]!.at(-1)!;
      expect(last.searchParams.get('from')).toBe(formatDate(today - 6));
      expect(last.searchParams.get('to')).toBe(formatDate(today));
    }
    expect(app.current()).toBe('/?range=last7');
    expect(screen.getByRole('button', { name: 'Last 7 days' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('opens on the preset named in the URL', async () => {
    const { routes, seen } = dashboardRoutes(fullData());
    renderApp({ path: '/?range=yesterday', me: makeMe('owner'), routes });
    const yesterday = formatDate(todayIn('UTC') - 1);
    await waitFor(() =>
      expect(seen.status?.some((u) => u.searchParams.get('from') === yesterday && u.searchParams.get('to') === yesterday)).toBe(true),
    );
  });

  it('says so when the range has no traffic', async () => {
    const { routes } = dashboardRoutes(emptyData());
    renderApp({ path: '/', me: makeMe('owner'), routes });
    const hours = await region('Traffic by hour of day');
    expect(await within(hours).findByText('No traffic in this period.')).toBeTruthy();
    expect(within(await region('Conversions by status')).getByText('No traffic in this period.')).toBeTruthy();
    expect(within(await region('Top statistics')).getByText('Nothing ranked in this period.')).toBeTruthy();
    const overview = await region('Overview');
    expect(within(overview).getAllByText('No data in the previous period')).toHaveLength(6);
  });

  it('keeps every other widget when one answers 5xx, and retries that one alone', async () => {
    const { routes, seen } = dashboardRoutes(fullData(), ['hour']);
    renderApp({ path: '/', me: makeMe('owner'), routes });
    const hours = await region('Traffic by hour of day');
    expect(await within(hours).findByText('This part of the dashboard could not be loaded.')).toBeTruthy();
    expect(await within(await region('Overview')).findByText('1,234')).toBeTruthy();
    expect(await within(await region('Top statistics')).findByText('Summer Sale')).toBeTruthy();
    expect(within(await region('Conversions by status')).queryByRole('alert')).toBeNull();
    const before = seen.hour!.length;
    const overviewCalls = seen.overview!.length;
    fireEvent.click(within(hours).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(seen.hour!.length).toBe(before + 1));
    expect(seen.overview!.length).toBe(overviewCalls);
  });

  it('gives every chart its data as a table and a summary in words', async () => {
    const { routes } = dashboardRoutes(fullData());
    renderApp({ path: '/', me: makeMe('owner'), routes });
    const hours = await screen.findByRole('table', { name: 'Traffic by hour of day as a table' });
    expect(within(hours).getAllByRole('row')).toHaveLength(25);
    const peak = within(hours).getByRole('rowheader', { name: '14:00' }).closest('tr')!;
    expect(peak.textContent).toBe('14:003009');
    expect(screen.getByText('Traffic by hour of day (Clicks): highest 14:00 with 300; total 562.')).toBeTruthy();
    const status = screen.getByRole('table', { name: 'Conversions by status as a table' });
    expect(within(status).getByRole('rowheader', { name: 'Approved' }).closest('tr')!.textContent).toBe('Approved4071.4%');
    const daily = screen.getByRole('table', { name: 'Daily performance as a table' });
    expect(within(daily).getByRole('rowheader', { name: 'Mar 15, 2026' }).closest('tr')!.textContent).toContain('834.50');
  });

  it('draws the daily chart for the metric chosen', async () => {
    const { routes } = dashboardRoutes(fullData());
    renderApp({ path: '/', me: makeMe('owner'), routes });
    const daily = await region('Daily performance');
    expect(await within(daily).findByText('Daily performance (Clicks): highest Mar 15, 2026 with 634; total 1,234.')).toBeTruthy();
    fireEvent.click(within(daily).getByRole('button', { name: /Metric/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Payout' }));
    expect(await within(daily).findByText('Daily performance (Payout): highest Mar 15, 2026 with 834.50; total 1,234.50.')).toBeTruthy();
  });

  it('ranks top partners when asked', async () => {
    const data = fullData();
    const { routes, seen } = dashboardRoutes(data);
    renderApp({ path: '/', me: makeMe('owner'), routes });
    const top = await region('Top statistics');
    await within(top).findByText('Summer Sale');
    fireEvent.click(within(top).getByRole('button', { name: 'Top partners' }));
    await waitFor(() => expect(seen.top!.at(-1)!.searchParams.get('by')).toBe('partner'));
    expect(seen.top!.at(-1)!.searchParams.get('metric')).toBe('conversions');
  });

  it('refreshes every widget from the button and the palette command it registers while mounted', async () => {
    const { routes, seen } = dashboardRoutes(fullData());
    const app = renderApp({ path: '/', me: makeMe('owner'), routes });
    await within(await region('Overview')).findByText('1,234');
    await waitFor(() => expect(seen.top?.length).toBe(1));
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(Object.values(seen).map((urls) => urls.length)).toEqual([2, 2, 2, 2, 2, 2]));
    const refresh = appCommands.get('dashboard.refresh');
    expect(refresh).toBeDefined();
    void refresh!.run!({ user: null, flags: {}, navigate: () => undefined, openPage: () => undefined });
    await waitFor(() => expect(seen.snapshot!.length).toBe(3));
    app.unmount();
    expect(appCommands.get('dashboard.refresh')).toBeUndefined();
  });

  it('shows no figures and calls nothing without the report permission', async () => {
    const { routes, seen } = dashboardRoutes(fullData());
    renderApp({ path: '/', me: makeMe('custom', { permissions: { ...ROLE_DEFAULTS.custom, dashboard: 2 } }), routes });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Overview' })).toBeNull();
    expect(Object.keys(seen)).toHaveLength(0);
  });

  it('speaks Vietnamese', async () => {
    const { routes } = dashboardRoutes(fullData());
    renderApp({ path: '/', me: makeMe('owner'), routes, locale: 'vi' });
    expect(await screen.findByRole('heading', { name: 'Bảng điều khiển' })).toBeTruthy();
    expect(await screen.findByText('Tăng 12.49% so với kỳ trước')).toBeTruthy();
  });
});
