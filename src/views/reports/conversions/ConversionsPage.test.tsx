import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ConversionItem } from '../../../domain/reports/schema.ts';
import { makeMe, renderApp } from '../../../../tests/support/dom/app.tsx';
import { pick, pickerRoutes } from '../../../../tests/support/dom/pickers.ts';
import { json, META } from '../../../../tests/support/dom/reports.ts';

afterEach(cleanup);

const CLICK = '0b6f3c2e-1d2a-4c5b-9e8f-7a6b5c4d3e2f';
const item = (id: number, over: Partial<ConversionItem> = {}): ConversionItem => ({
  id,
  uuid: `00000000-0000-4000-8000-00000000000${id}`,
  click_id: 40 + id,
  click_uuid: CLICK,
  click_at: '2026-03-05T14:07:00.000Z',
  created_at: '2026-03-05T14:08:05.000Z',
  time_to_convert: 65,
  click_ip: '203.0.113.9',
  ip: '203.0.113.10',
  status: 'pending',
  suggested_status: null,
  payment_status: 'unpaid',
  message: '',
  modified_at: '2026-03-05T14:08:05.000Z',
  adjustment: '0.0000',
  sale_amount: '100.0000',
  payout: '12.5000',
  bonus: '0.0000',
  revenue: '15.0000',
  transaction_id: `tx-${id}`,
  method: 'postback',
  offer_id: 3,
  offer_name: 'Spring sale',
  partner_id: 5,
  partner_name: 'Ann',
  event_id: 1,
  event_name: 'Sale',
  subs: [],
  fraud_level: 'good',
  fraud_kind: null,
  fraud_reasons: [],
  fraud_factors: [],
  ...over,
});

function setup(
  path: string,
  answer: (url: URL) => Response = () =>
    json({
      data: {
        items: [item(1), item(2, { status: 'approved', fraud_level: 'bad' })],
        paging: { limit: 100, next_cursor: null, total_row: 2 },
        meta: META,
      },
    }),
) {
  const urls: URL[] = [];
  const pickers = pickerRoutes(
    [{ id: 3, name: 'Spring sale' }],
    [
      { id: 5, name: 'Ann' },
      { id: 6, name: 'Anna Le' },
    ],
  );
  const routes = {
    'GET /api/report/advertiser/conversion': (url: URL) => {
      urls.push(url);
      return answer(url);
    },
    ...pickers.routes,
  };
  const app = renderApp({ path, me: makeMe('owner'), routes: routes as never });
  return { ...app, urls };
}

describe('/reports/conversions', () => {
  it('lists conversions with every field, translated statuses and fraud levels', async () => {
    setup('/reports/conversions');
    const grid = await screen.findByRole('grid', { name: 'Conversions' });
    await within(grid).findByText('tx-1');
    expect(within(grid).getAllByText(CLICK).length).toBeGreaterThan(0);
    expect(within(grid).getByText('Approved')).toBeTruthy();
    expect(within(grid).getByText('Bad')).toBeTruthy();
    expect(within(grid).getAllByText('Mar 05, 2026 14:08:05').length).toBeGreaterThan(0);
    expect(within(grid).getAllByText('12.50').length).toBe(2);
    // the owner may change statuses: the toolbar is over the table
    expect(screen.getByRole('toolbar', { name: 'Status changes' })).toBeTruthy();
  });

  it('sends the URL filters and the keyset page, newest first', async () => {
    const { urls } = setup(`/reports/conversions?status=pending&offer_id=3&fraud_level=bad&search=${CLICK}&from=03/01/2026&to=03/05/2026`);
    await screen.findByText('tx-1');
    const q = Object.fromEntries(urls[0]!.searchParams);
    expect(q).toEqual({
      status: 'pending',
      offer_id: '3',
      fraud_level: 'bad',
      search: CLICK,
      from: '03/01/2026',
      to: '03/05/2026',
      sort_by: 'created_at',
      sort: 'desc',
      limit: '100',
    });
  });

  it('the typed search and a partner picked by name go to the query and the URL', { timeout: 20_000 }, async () => {
    const { urls, current } = setup('/reports/conversions');
    await screen.findByText('tx-1');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'tx-9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(urls.at(-1)!.searchParams.get('search')).toBe('tx-9'));
    const box = screen.getByRole('combobox', { name: 'Partner' }) as HTMLInputElement;
    await pick(box, 'anna', 'Anna Le (#6)');
    await waitFor(() => expect(urls.at(-1)!.searchParams.get('partner_id')).toBe('6'));
    expect(current()).toBe('/reports/conversions?partner_id=6&search=tx-9');
    await waitFor(() => expect(box.value).toBe('Anna Le (#6)'));
  });

  it('a link with the offer id shows the offer by name; emptying the box clears the filter', { timeout: 20_000 }, async () => {
    const { urls, current } = setup('/reports/conversions?offer_id=3');
    await screen.findByText('tx-1');
    const box = screen.getByRole('combobox', { name: 'Offer' }) as HTMLInputElement;
    await waitFor(() => expect(box.value).toBe('Spring sale (#3)'));
    box.focus();
    fireEvent.change(box, { target: { value: '' } });
    await waitFor(() => expect(current()).toBe('/reports/conversions'));
    await waitFor(() => expect(urls.at(-1)!.searchParams.has('offer_id')).toBe(false));
  });

  it('says when more than 10,000 conversions match, and shows the 422 range message', async () => {
    setup('/reports/conversions', () =>
      json({ data: { items: [item(1)], paging: { limit: 100, next_cursor: null, total_row: null }, meta: META } }),
    );
    expect(await screen.findByText('More than 10,000 conversions match.')).toBeTruthy();
    cleanup();
    setup('/reports/conversions?from=01/01/2020&to=01/01/2026', () =>
      json({ message: 'x', code: 'validation_failed', errors: [{ field: 'to', code: 'date_range_max', max: 366 }] }, 422),
    );
    expect(await screen.findByText('The date range can span at most 366 days.')).toBeTruthy();
  });
});
