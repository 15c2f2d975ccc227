import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { EventLogItem, ServerLogItem } from '../../../domain/tracking-logs/contract.ts';
import { makeMe, renderApp } from '../../../../tests/support/dom/app.tsx';
import { pickerRoutes } from '../../../../tests/support/dom/pickers.ts';
import { json } from '../../../../tests/support/dom/reports.ts';

afterEach(cleanup);

const CLICK = '0b6f3c2e-1d2a-4c5b-9e8f-7a6b5c4d3e2f';
const serverRow = (id: number, over: Partial<ServerLogItem> = {}): ServerLogItem => ({
  id,
  created_at: '2026-03-05T14:08:05.000Z',
  endpoint: 'postback',
  request: { query: { click_id: CLICK, token: 'x' } },
  ip: '203.0.113.7',
  outcome: 'refused',
  reason: 'bad_token',
  http_status: 403,
  response: { ok: false, reason: 'bad_token' },
  offer_id: 3,
  event_id: 1,
  partner_id: 5,
  click_id: CLICK,
  conversion_id: null,
  ...over,
});
const eventRow = (id: number): EventLogItem => ({
  kind: 'click',
  id,
  created_at: '2026-03-05T14:07:00.000Z',
  offer_id: 3,
  offer_name: 'Spring sale',
  partner_id: 5,
  partner_name: 'Ann',
  click_id: CLICK,
  conversion_id: null,
  conversion_status: null,
  event_id: null,
  event_name: null,
  payout: null,
  revenue: null,
  sale_amount: null,
  transaction_id: null,
  ip: '203.0.113.7',
  country_id: null,
  device_id: null,
  os_id: null,
  browser_id: null,
  subs: ['', '', '', '', ''],
  refusal: 'offer_inactive',
  fraud_level: 'good',
  fraud_reasons: [],
  is_test: false,
});

function setup(path: string) {
  const urls: URL[] = [];
  const exports: URL[] = [];
  const csv = (url: URL) => {
    exports.push(url);
    return new Response('\uFEFFTime (UTC)\r\n', { status: 200, headers: { 'content-type': 'text/csv' } });
  };
  const app = renderApp({
    path,
    me: makeMe('owner'),
    routes: {
      ...(pickerRoutes([{ id: 3, name: 'Spring sale' }], [{ id: 5, name: 'Ann' }]).routes as unknown as Record<
        string,
        (url: URL) => Response
      >),
      'GET /api/reports/event-log': (url) => {
        urls.push(url);
        return json({ data: { items: [eventRow(1)], paging: { limit: 100, next_cursor: null } } });
      },
      'GET /api/reports/event-log/export': csv,
      'GET /api/reports/server-log/export': csv,
      'GET /api/reports/server-log': (url) => {
        urls.push(url);
        return json({
          data: {
            items: [serverRow(7), serverRow(8, { outcome: 'accepted', reason: null, http_status: 200 })],
            paging: { limit: 100, next_cursor: null },
          },
        });
      },
    },
  });
  return { ...app, urls, exports };
}

describe('/reports/logs', () => {
  it('shows the event log with refusals in words', async () => {
    const { urls } = setup('/reports/logs?kind=click&refusal=any');
    const grid = await screen.findByRole('grid', { name: 'Event log' });
    expect(await within(grid).findByText('Offer is not active.')).toBeTruthy();
    expect(Object.fromEntries(urls[0]!.searchParams)).toEqual({ kind: 'click', refusal: 'any', limit: '100' });
  });

  it("the fraud screen's drill: one fraud level goes to the query and stands as a removable filter", async () => {
    const { urls, current } = setup('/reports/logs?partner_id=5&kind=click&fraud_level=bad');
    await screen.findByRole('grid', { name: 'Event log' });
    await waitFor(() => expect(urls[0]!.searchParams.get('fraud_level')).toBe('bad'));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove filter Fraud status: Bad' }));
    await waitFor(() => expect(current()).toBe('/reports/logs?partner_id=5&kind=click'));
    await waitFor(() => expect(urls.at(-1)!.searchParams.get('fraud_level')).toBeNull());
  });

  it('?filter=server_log selects the server log; Enter shows request, reason and response', async () => {
    const { urls } = setup('/reports/logs?filter=server_log&outcome=refused');
    const grid = await screen.findByRole('grid', { name: 'Server log' });
    expect(await within(grid).findByText('The postback token is missing or wrong.')).toBeTruthy();
    expect(urls[0]!.pathname).toBe('/api/reports/server-log');
    expect(urls[0]!.searchParams.get('outcome')).toBe('refused');
    fireEvent.keyDown(grid, { key: 'Enter' });
    const panel = await screen.findByRole('region', { name: 'Server log entry 7' });
    expect(within(panel).getByLabelText('Request').textContent).toContain('"token": "x"');
    expect(within(panel).getByLabelText('Response').textContent).toContain('"ok": false');
    expect(within(panel).getByText('Refused · HTTP 403')).toBeTruthy();
  });

  it('switching the log rewrites the URL and asks the other endpoint', async () => {
    const { urls, current } = setup('/reports/logs');
    await screen.findByRole('grid', { name: 'Event log' });
    fireEvent.click(screen.getByRole('button', { name: /Log/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Server log' }));
    await waitFor(() => expect(current()).toBe('/reports/logs?filter=server_log'));
    await screen.findByRole('grid', { name: 'Server log' });
    await waitFor(() => expect(urls.at(-1)!.pathname).toBe('/api/reports/server-log'));
  });

  it('a click id filter goes to the query; a malformed one is refused on the field', async () => {
    const { urls } = setup('/reports/logs?filter=server_log');
    await screen.findByRole('grid', { name: 'Server log' });
    const field = screen.getByRole('textbox', { name: 'Click ID' });
    fireEvent.change(field, { target: { value: 'nope' } });
    expect(screen.getByText('A click ID is a UUID (like 0b6f…-…).')).toBeTruthy();
    fireEvent.change(field, { target: { value: CLICK.toUpperCase() } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(urls.at(-1)!.searchParams.get('click_id')).toBe(CLICK));
  });

  it('each log exports its whole filtered result, from the table and from the palette', { timeout: 20_000 }, async () => {
    URL.createObjectURL = () => 'blob:x';
    URL.revokeObjectURL = () => undefined;
    const { exports } = setup('/reports/logs?filter=server_log&outcome=refused&partner_id=5');
    await screen.findByRole('grid', { name: 'Server log' });
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(exports).toHaveLength(1));
    expect(exports[0]!.pathname).toBe('/api/reports/server-log/export');
    expect(Object.fromEntries(exports[0]!.searchParams)).toEqual({ format: 'csv', lang: 'en', outcome: 'refused', partner_id: '5' });

    // the palette names the log it exports
    await act(() => void fireEvent.keyDown(window, { key: 'k', ctrlKey: true }));
    const input = await waitFor(() => document.querySelector('[cmdk-input]') as HTMLInputElement);
    fireEvent.change(input, { target: { value: 'export the server log' } });
    const option = await waitFor(() =>
      screen.getAllByRole('option').find((o) => o.textContent?.startsWith('Export the server log as XLSX'))!,
    );
    fireEvent.click(option);
    await waitFor(() => expect(exports).toHaveLength(2));
    expect(Object.fromEntries(exports[1]!.searchParams)).toMatchObject({ format: 'xlsx', outcome: 'refused', partner_id: '5' });
  });

  it('the offer and partner filters are pickers that show the names of the ids in the link', async () => {
    const { urls } = setup('/reports/logs?offer_id=3&partner_id=5');
    await screen.findByRole('grid', { name: 'Event log' });
    await waitFor(() => expect((screen.getByRole('combobox', { name: 'Offer' }) as HTMLInputElement).value).toBe('Spring sale (#3)'));
    await waitFor(() => expect((screen.getByRole('combobox', { name: 'Partner' }) as HTMLInputElement).value).toBe('Ann (#5)'));
    expect(Object.fromEntries(urls[0]!.searchParams)).toMatchObject({ offer_id: '3', partner_id: '5' });
  });
});
