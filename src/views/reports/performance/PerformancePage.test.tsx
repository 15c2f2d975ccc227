import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeMe, renderApp } from '../../../../tests/support/dom/app.tsx';
import { pick, pickerRoutes } from '../../../../tests/support/dom/pickers.ts';
import { json, performanceAnswer } from '../../../../tests/support/dom/reports.ts';

afterEach(cleanup);

const rows = [
  { id: 3, name: 'Spring sale', now: { clicks: 150, conversions: 6 }, before: { clicks: 100, conversions: 8 } },
  { id: 4, name: 'Summer sale', now: { clicks: 50, conversions: 0 }, before: { clicks: 0, conversions: 0 } },
];

const OFFERS = [
  { id: 3, name: 'Spring sale' },
  { id: 4, name: 'Summer sale' },
  { id: 8, name: 'Winter boots' },
];
const PARTNERS = [
  { id: 5, name: 'Ann' },
  { id: 9, name: 'Lan Nguyen' },
  { id: 10, name: 'Lanterns Media' },
];

/** The report's pages and the pickers' lists, plus `extra` routes. */
function setupWith(path: string, extra: Record<string, (url: URL) => Response>) {
  const app = renderApp({
    path,
    me: makeMe('owner'),
    routes: {
      'GET /api/report/advertiser/offer': () => json(performanceAnswer(rows)),
      ...pickerRoutes(OFFERS, PARTNERS).routes,
      ...extra,
    } as never,
  });
  return app;
}

function setup(path: string, answer: (url: URL) => Response = () => json(performanceAnswer(rows)), me = makeMe('owner')) {
  const urls: URL[] = [];
  const record = (url: URL) => {
    urls.push(url);
    return answer(url);
  };
  const pickers = pickerRoutes(OFFERS, PARTNERS);
  const app = renderApp({
    path,
    me,
    routes: { 'GET /api/report/advertiser/offer': record, 'GET /api/report/advertiser/publisher': record, ...pickers.routes } as never,
  });
  return { ...app, urls, pickerCalls: pickers.calls };
}

describe('/reports/performances', () => {
  it('shows rows with the change against the previous period and a totals row', async () => {
    setup('/reports/performances');
    const grid = await screen.findByRole('grid', { name: 'Performance by offer' });
    await within(grid).findByText('Spring sale');
    // 150 clicks against 100: up 50 %, said in words for screen readers
    expect(within(grid).getByRole('img', { name: 'Up 50.0% from the previous period (100)' }).textContent).toBe('▲ 50.0%');
    expect(within(grid).getByRole('img', { name: 'Down 25.0% from the previous period (8)' }).textContent).toBe('▼ 25.0%');
    // totals: 200 clicks against 100
    const foot = within(grid).getAllByRole('rowgroup').at(-1)!;
    expect(
      within(foot)
        .getAllByRole('gridcell')
        .map((c) => c.textContent),
    ).toContain('200 ▲ 100.0%');
  });

  it('sends the URL filters (the notification link) and the page size to the API', async () => {
    const { urls } = setup('/reports/performances?by=partner&from=03/01/2026&to=03/30/2026&search=shoe&offer_ids=3');
    await screen.findByRole('grid', { name: 'Performance by partner' });
    await waitFor(() => expect(urls.length).toBeGreaterThan(0));
    const q = Object.fromEntries(urls[0]!.searchParams);
    expect(urls[0]!.pathname).toBe('/api/report/advertiser/publisher');
    expect(q).toMatchObject({
      from: '03/01/2026',
      to: '03/30/2026',
      search: 'shoe',
      offer_ids: '3',
      sort_by: 'clicks',
      sort: 'desc',
      page: '1',
      limit: '25',
    });
  });

  it('applies the typed search and the partners picked by name to the query and the URL', { timeout: 20_000 }, async () => {
    const { urls, current } = setup('/reports/performances');
    await screen.findByText('Spring sale');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'spring' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(urls.at(-1)!.searchParams.get('search')).toBe('spring'));

    const box = screen.getByRole('combobox', { name: 'Partners' });
    await pick(box, 'lan', 'Lan Nguyen (#9)');
    await waitFor(() => expect(urls.at(-1)!.searchParams.get('partner_ids')).toBe('9'));
    // a second partner: the chosen one is no longer offered
    await pick(box, 'lan', 'Lanterns Media (#10)', ['Lanterns Media (#10)']);
    await waitFor(() => expect(urls.at(-1)!.searchParams.get('partner_ids')).toBe('9,10'));
    expect(urls.at(-1)!.searchParams.get('search')).toBe('spring');
    expect(current()).toBe('/reports/performances?search=spring&partner_ids=9%2C10');
    // each chip has its own Remove; Backspace in the empty box removes the last one
    // the list stays open for more picks; Escape closes it
    fireEvent.keyDown(box, { key: 'Escape' });
    await waitFor(() => expect(box.getAttribute('aria-expanded')).toBe('false'));
    const chips = screen.getByRole('list', { name: 'Partners' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((c) => c.textContent),
    ).toEqual(['Lan Nguyen (#9)', 'Lanterns Media (#10)']);
    fireEvent.click(within(chips).getByRole('button', { name: 'Remove Lan Nguyen (#9)' }));
    await waitFor(() => expect(current()).toBe('/reports/performances?search=spring&partner_ids=10'));
    fireEvent.keyDown(box, { key: 'Backspace' });
    await waitFor(() => expect(current()).toBe('/reports/performances?search=spring'));
  });

  it('a link with ids only shows the offers by name (one call for all of them)', async () => {
    const { pickerCalls } = setup('/reports/performances?offer_ids=3,8');
    const chips = await screen.findByRole('list', { name: 'Offers' });
    await waitFor(() =>
      expect(
        within(chips)
          .getAllByRole('listitem')
          .map((c) => c.textContent),
      ).toEqual(['Spring sale (#3)', 'Winter boots (#8)']),
    );
    expect(pickerCalls.filter((c) => c.ids)).toEqual([{ key: 'offers', search: '', ids: [3, 8] }]);
    // nothing is searched until the picker is used
    expect(pickerCalls.filter((c) => !c.ids)).toEqual([]);
  });

  it('without partner management the partner filter is an id field (a list call would answer 403)', { timeout: 20_000 }, async () => {
    const owner = makeMe('owner');
    const { urls, current, pickerCalls } = setup(
      '/reports/performances',
      undefined,
      makeMe('custom', { permissions: { ...owner.permissions, management: 0 } }),
    );
    await screen.findByText('Spring sale');
    expect(screen.queryByRole('combobox', { name: 'Partners' })).toBeNull();
    const field = screen.getByRole('textbox', { name: 'Partner IDs' });
    fireEvent.change(field, { target: { value: '9, x' } });
    expect(screen.getByText('Enter numbers separated by commas.')).toBeTruthy();
    fireEvent.change(field, { target: { value: '9, 10' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    await waitFor(() => expect(urls.at(-1)!.searchParams.get('partner_ids')).toBe('9,10'));
    expect(current()).toBe('/reports/performances?partner_ids=9%2C10');
    expect(pickerCalls.filter((c) => c.key === 'partners')).toEqual([]);
    // offers may still be listed: that filter stays a picker
    expect(screen.getByRole('combobox', { name: 'Offers' })).toBeTruthy();
  });

  it('puts the server’s 366-day message on the To field', async () => {
    setup('/reports/performances?from=01/01/2024&to=03/01/2026', () =>
      json({ message: 'range', code: 'validation_failed', errors: [{ field: 'to', code: 'date_range_max', max: 366 }] }, 422),
    );
    expect(await screen.findByText('The date range can span at most 366 days.')).toBeTruthy();
  });

  it('Enter on an offer row shows its partners; with the partner pinned, opens the daily detail', { timeout: 15_000 }, async () => {
    const { current } = setup('/reports/performances');
    const grid = await screen.findByRole('grid', { name: 'Performance by offer' });
    await within(grid).findByText('Spring sale');
    fireEvent.keyDown(grid, { key: 'Enter' });
    await waitFor(() => expect(current()).toBe('/reports/performances?by=partner&offer_ids=3'));
    cleanup();
    // the partner pinned: Enter on an offer row opens the detail of that pair
    const pinned = setup('/reports/performances?partner_ids=5');
    const again = await screen.findByRole('grid', { name: 'Performance by offer' });
    await within(again).findByText('Spring sale');
    fireEvent.keyDown(again, { key: 'Enter' });
    await waitFor(() => expect(pinned.current()).toBe('/reports/performances?partner_ids=5&detail_offer=3&detail_partner=5'));
  });

  it('the notification link opens the detail of one partner × offer with status 4 (every conversion)', async () => {
    const detailUrls: URL[] = [];
    renderApp({
      path: '/reports/performances?screenType=detail&partnerId=5&offerId=3&status=4',
      me: makeMe('owner'),
      routes: {
        'GET /api/report/advertiser/offer': () => json(performanceAnswer(rows)),
        'GET /api/report/advertiser/detail': (url) => {
          detailUrls.push(url);
          return json({
            data: {
              offer: { id: 3, name: 'Spring sale' },
              partner: { id: 5, name: 'Ann' },
              status: 'gross',
              items: [],
              totals: performanceAnswer(rows).data.totals,
              meta: performanceAnswer(rows).data.meta,
            },
          });
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Ann on Spring sale' })).toBeTruthy();
    expect(Object.fromEntries(detailUrls[0]!.searchParams)).toMatchObject({ offer_id: '3', partner_id: '5', status: 'gross' });
  });

  it("the detail's own pickers switch it to another partner", { timeout: 20_000 }, async () => {
    const detailUrls: URL[] = [];
    const { current } = setupWith('/reports/performances?detail_offer=3&detail_partner=5', {
      'GET /api/report/advertiser/detail': (url: URL) => {
        detailUrls.push(url);
        const partner = PARTNERS.find((p) => String(p.id) === url.searchParams.get('partner_id'))!;
        return json({
          data: {
            offer: { id: 3, name: 'Spring sale' },
            partner,
            status: 'gross',
            items: [],
            totals: performanceAnswer(rows).data.totals,
            meta: performanceAnswer(rows).data.meta,
          },
        });
      },
    });
    const panel = await screen.findByRole('region', { name: 'Ann on Spring sale' });
    const box = within(panel).getByRole('combobox', { name: 'Partner' }) as HTMLInputElement;
    await waitFor(() => expect(box.value).toBe('Ann (#5)'));
    await pick(box, 'lanterns', 'Lanterns Media (#10)');
    await waitFor(() => expect(current()).toBe('/reports/performances?detail_offer=3&detail_partner=10'));
    expect(await screen.findByRole('heading', { name: 'Lanterns Media on Spring sale' })).toBeTruthy();
    expect(detailUrls.at(-1)!.searchParams.get('partner_id')).toBe('10');
  });
});
