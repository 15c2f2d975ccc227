import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuditRow } from '../../domain/audit/contract.ts';
import { ROLE_DEFAULTS } from '../../domain/permissions.ts';
import { makeMe, renderApp } from '../../../tests/support/dom/app.tsx';
import { json } from '../../../tests/support/dom/reports.ts';

afterEach(cleanup);

const row = (id: number, over: Partial<AuditRow> = {}): AuditRow => ({
  id,
  at: '2026-11-20T09:15:02.123456Z',
  user_id: 12,
  user_name: 'Ada Lovelace',
  action: 'offers.update.payout',
  object_type: 'offer',
  object_id: '31',
  changes: { default_payout: ['1.00', '2.50'], tags: [[], ['spring', 'sale']] },
  request_id: 'req-40',
  ip: '203.0.113.9',
  on_behalf_of: null,
  ...over,
});
const page = (items: AuditRow[], next: string | null = null) => json({ data: { items, paging: { limit: 100, next_cursor: next } } });

const ADA = {
  id: 12,
  first_name: 'Ada',
  last_name: 'Lovelace',
  name: 'Ada Lovelace',
  email: 'ada@demo.test',
  role_id: 2,
  status: 'active',
  permissions: { ...ROLE_DEFAULTS.admin },
  is_all_partner: true,
  has_password: true,
  created_at: '2026-01-01T00:00:00.000Z',
  partner_ids: [],
};

type Answer = (url: URL) => Response;
function setup(path: string, answer: Answer, role: 'owner' | 'custom' = 'owner') {
  const urls: URL[] = [];
  const exports: URL[] = [];
  const app = renderApp({
    path,
    me: makeMe(role),
    routes: {
      'GET /api/audit': (url) => {
        urls.push(url);
        return answer(url);
      },
      'GET /api/audit/export': (url) => {
        exports.push(url);
        return new Response('\uFEFFTime (UTC)\r\n', { status: 200, headers: { 'content-type': 'text/csv' } });
      },
      'GET /api/user/brand/workspace/brand-user/12': () => json({ data: ADA }),
    },
  });
  return { ...app, urls, exports };
}
const params = (url: URL) => Object.fromEntries(url.searchParams);

describe('/activity', () => {
  it('lists who did what, the changes before → after, the request and the address; the object links to its page', async () => {
    setup('/activity', () => page([row(2), row(1, { action: 'employees.update', object_type: 'employee', object_id: '12', changes: {} })]));
    const grid = await screen.findByRole('grid', { name: 'Activity log' });
    expect((await within(grid).findAllByText('Ada Lovelace')).length).toBe(2);
    expect(within(grid).getAllByText('Nov 20, 2026 09:15:02')).toHaveLength(2);
    // the action in words, never its code (decision 066)
    expect(within(grid).getByText('Offer payout changed')).toBeTruthy();
    expect(within(grid).getByText('Employee changed')).toBeTruthy();
    expect(within(grid).queryByText('offers.update.payout')).toBeNull();
    const link = within(grid).getByRole('link', { name: 'Offer #31' });
    expect(link.getAttribute('href')).toBe('/offers/31/detail');
    // an object without a page of its own is named, not linked
    expect(within(grid).getByText('Employee #12')).toBeTruthy();
    expect(within(grid).queryByRole('link', { name: 'Employee #12' })).toBeNull();
    // the cell's title holds the whole text of a cut cell
    const changes = within(grid).getByTitle('default_payout: 1.00 → 2.50; tags: — → spring, sale');
    expect(changes.textContent).toContain('1.00 → 2.50');
    expect(within(grid).getByText('No field changes recorded')).toBeTruthy();
    expect(within(grid).getAllByText('req-40')).toHaveLength(2);
    expect(within(grid).getAllByText('203.0.113.9')).toHaveLength(2);
  });

  it('names the agency a write was made by on behalf of the brand, and "made by" goes to the query (decision 077)', async () => {
    const agencyRow = row(3, {
      user_name: 'Blue Agency',
      on_behalf_of: { agency_id: 5, agency_name: 'Blue Agency', agency_user_id: 9, agency_user_email: 'alex@blue.test' },
    });
    const { urls } = setup('/activity?actor=agency', () => page([agencyRow]));
    const grid = await screen.findByRole('grid', { name: 'Activity log' });
    expect(await within(grid).findByText('Blue Agency (alex@blue.test) on behalf of the brand')).toBeTruthy();
    await waitFor(() => expect(urls.length).toBeGreaterThan(0));
    expect(params(urls[0]!)).toMatchObject({ actor: 'agency' });
  });

  it('filters from the URL go to the query: whole UTC days, the end day included', { timeout: 15_000 }, async () => {
    const { urls } = setup(
      '/activity?object_type=offer&object_id=31&action=offers.update.payout&from=2026-11-01&to=2026-11-20&user_id=12',
      () => page([row(1)]),
    );
    await screen.findByRole('grid', { name: 'Activity log' });
    await waitFor(() => expect(urls).toHaveLength(1));
    expect(params(urls[0]!)).toEqual({
      object_type: 'offer',
      object_id: '31',
      action: 'offers.update.payout',
      from: '2026-11-01T00:00:00.000Z',
      to: '2026-11-21T00:00:00.000Z',
      user_id: '12',
      limit: '100',
    });
    expect((screen.getByRole('textbox', { name: 'Object type' }) as HTMLInputElement).value).toBe('offer');
    await waitFor(() => expect((screen.getByRole('combobox', { name: 'User' }) as HTMLInputElement).value).toBe('Ada Lovelace (#12)'));
  });

  it('typed filters apply on Apply and land in the URL; a malformed one says why on its field and is not sent', async () => {
    const { urls, current } = setup('/activity', () => page([row(1)]));
    await screen.findByRole('grid', { name: 'Activity log' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Object type' }), { target: { value: 'offer type' } });
    expect(screen.getByText('Letters, “_” and “-” only (for example “offer”, “employee”).')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(current()).toBe('/activity');
    fireEvent.change(screen.getByRole('textbox', { name: 'Object type' }), { target: { value: 'offer' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Object ID' }), { target: { value: ' 31 ' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Action' }), { target: { value: 'offers.status.pause' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(current()).toBe('/activity?object_type=offer&object_id=31&action=offers.status.pause'));
    await waitFor(() =>
      expect(params(urls.at(-1)!)).toEqual({ object_type: 'offer', object_id: '31', action: 'offers.status.pause', limit: '100' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(current()).toBe('/activity'));
    expect((screen.getByRole('textbox', { name: 'Action' }) as HTMLInputElement).value).toBe('');
  });

  it('pages by keyset: the next page is asked with the cursor of the previous one', { timeout: 15_000 }, async () => {
    const first = Array.from({ length: 100 }, (_, i) => row(200 - i));
    const { urls } = setup('/activity', (url) =>
      url.searchParams.get('cursor') === 'next-1' ? page([row(1, { action: 'offers.create' })]) : page(first, 'next-1'),
    );
    await screen.findByRole('grid', { name: 'Activity log' });
    // the table reads one page ahead; the last page ends the log, so the count is exact
    expect(await screen.findByText(/^101 rows/)).toBeTruthy();
    expect(urls.map((u) => u.searchParams.get('cursor'))).toEqual([null, 'next-1']);
  });

  it('says so when nothing matches', async () => {
    setup('/activity?action=nothing.here', () => page([]));
    expect(await screen.findByText('No data for these filters.')).toBeTruthy();
  });

  it('a failed load offers a retry; a 422 lands on the field that caused it', async () => {
    let fail = true;
    setup('/activity', () => (fail ? json({ message: 'boom', code: 'internal', errors: [] }, 500) : page([row(1)])));
    expect(await screen.findByText(/Could not load the rows/)).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Offer #31' })).toBeTruthy();
    cleanup();
    setup('/activity?from=2026-11-01', () =>
      json({ message: 'x', code: 'validation_failed', errors: [{ field: 'from', code: 'date_range_max', max: 366 }] }, 422),
    );
    expect(await screen.findByText('The date range can span at most 366 days.')).toBeTruthy();
  });

  it('a user who is not owner or admin is told they see their own changes, and has no user filter', async () => {
    setup('/activity', () => page([row(1)]), 'custom');
    expect(await screen.findByText('You see the changes you made yourself. The owner and admins see everyone’s.')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'User' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'User ID' })).toBeNull();
  });

  it('exports the filtered activity from the table and from the palette', { timeout: 20_000 }, async () => {
    URL.createObjectURL = () => 'blob:x';
    URL.revokeObjectURL = () => undefined;
    const { exports } = setup('/activity?object_type=offer&object_id=31', () => page([row(1)]));
    await screen.findByRole('grid', { name: 'Activity log' });
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(exports).toHaveLength(1));
    expect(params(exports[0]!)).toEqual({ format: 'csv', lang: 'en', object_type: 'offer', object_id: '31' });
    await act(() => void fireEvent.keyDown(window, { key: 'k', ctrlKey: true }));
    const input = await waitFor(() => document.querySelector('[cmdk-input]') as HTMLInputElement);
    fireEvent.change(input, { target: { value: 'export the activity' } });
    const option = await waitFor(() =>
      screen.getAllByRole('option').find((o) => o.textContent?.startsWith('Export the activity as XLSX'))!,
    );
    fireEvent.click(option);
    await waitFor(() => expect(exports).toHaveLength(2));
    expect(params(exports[1]!)).toEqual({ format: 'xlsx', lang: 'en', object_type: 'offer', object_id: '31' });
  });

  it('the palette reaches the view from any page', { timeout: 20_000 }, async () => {
    const { current } = setup('/help', () => page([row(1)]), 'custom');
    await act(() => void fireEvent.keyDown(window, { key: 'k', ctrlKey: true }));
    const input = await waitFor(() => document.querySelector('[cmdk-input]') as HTMLInputElement);
    fireEvent.change(input, { target: { value: 'activity' } });
    const option = await waitFor(() => screen.getAllByRole('option').find((o) => o.textContent?.includes('Go to Activity'))!);
    fireEvent.click(option);
    await waitFor(() => expect(current()).toBe('/activity'));
    expect(await screen.findByRole('grid', { name: 'Activity log' })).toBeTruthy();
  });
});
