import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeMe, renderApp } from '../../../../tests/support/dom/app.tsx';
import { json } from '../../../../tests/support/dom/reports.ts';

afterEach(cleanup);

const figures = (over: Record<string, unknown> = {}) => ({
  pending_count: 2,
  approved_count: 3,
  rejected_count: 1,
  estimated_commission: '50.00',
  approved_commission: '30.00',
  actual_cost: '36.00',
  bonus: '0.00',
  arrears: '0.00',
  subtotal: '30.00',
  vat: '3.00',
  total: '33.00',
  ...over,
});
const PERIOD = {
  ...figures(),
  period_start: '2026-10-01',
  period_end: '2026-10-31',
  currency: 'USD',
  records: 2,
  statuses: { temporary: 0, unfinalized: 1, finalized: 1, locked: 0 },
};
const record = (id: number, name: string, status: string, over: Record<string, unknown> = {}) => ({
  ...figures(over),
  id,
  partner_id: id * 10,
  partner_name: name,
  period_start: '2026-10-01',
  period_end: '2026-10-31',
  currency: 'USD',
  status,
  created_at: '2026-11-01T00:00:00.000Z',
  locks_at: '2026-12-16T00:00:00.000Z',
  locked_at: null,
});
const paging = (n: number) => ({ current_page: 1, limit: 25, total_row: n, total_page: 1 });

function setup(path: string, locale: 'en' | 'vi' = 'en') {
  const app = renderApp({
    path,
    locale,
    me: makeMe('owner'),
    routes: {
      'GET /api/invoice/advertiser/cross-check/start-date': () => json({ data: { start_date: '2026-08-01' } }),
      'GET /api/invoice/advertiser/cross-check': () => json({ data: { items: [PERIOD], paging: paging(1) } }),
      'GET /api/invoice/advertiser/cross-check-detail': () =>
        json({
          data: {
            items: [
              record(1, 'Coupon Viet', 'finalized'),
              record(2, 'Money Picks', 'unfinalized', { arrears: '-40.00', subtotal: '-10.00' }),
            ],
            paging: paging(2),
            totals: figures({ total: '66.00' }),
          },
        }),
    } as never,
  });
  return app;
}

describe('/payment', () => {
  it('opens on the cross-check tab: the periods, and Enter on one opens its partners with the totals, their reconciliation and back', async () => {
    const app = setup('/payment');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment' }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Cross-check', selected: true })).toBeTruthy();
    expect(await screen.findByText(/Cross-checks can start from Aug 01, 2026/)).toBeTruthy();
    const grid = await screen.findByRole('grid', { name: 'Cross-check periods' });
    const row = (await within(grid).findByText(/Oct 01, 2026/)).closest('[role="row"]')!;
    fireEvent.doubleClick(row);
    await waitFor(() => expect(app.current()).toContain('typeReport=detail'));
    expect(app.current()).toContain('periodStart=2026-10-01');
    const detail = await screen.findByRole('grid', { name: 'Cross-check records' });
    await within(detail).findByText('#10 Coupon Viet');
    expect(within(detail).getByText('Finalized')).toBeTruthy();
    expect(within(detail).getByText('66.00')).toBeTruthy();
    // the active row (finalized) offers what the cross-check machine allows there
    const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
    await waitFor(() => expect(button('Reopen').disabled).toBe(false));
    expect([button('Finalize').disabled, button('Lock').disabled, button('Set arrears').disabled]).toEqual([true, false, false]);
    // the period's reconciliation and back, by the buttons the palette's commands stand beside
    fireEvent.click(button('Reconcile with our ledger'));
    await waitFor(() =>
      expect(app.current()).toBe('/payment?filterActive=crossCheck&typeReport=reconcile&periodStart=2026-10-01&periodEnd=2026-10-31'),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Back to the period’s cross-check' }));
    await waitFor(() => expect(app.current()).toContain('typeReport=detail&periodStart=2026-10-01&periodEnd=2026-10-31'));
    expect(await screen.findByRole('grid', { name: 'Cross-check records' })).toBeTruthy();
  });

  it('switches tabs by the tab list: from the retainer invoices back to the cross-check', async () => {
    const app = setup('/payment?filterActive=retainer');
    const retainer = await screen.findByRole('tab', { name: 'Retainer invoices' }, { timeout: 15_000 });
    expect(retainer.getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: 'Cross-check' }));
    await waitFor(() => expect(app.current()).toBe('/payment?filterActive=crossCheck'));
  });

  it('speaks Vietnamese', async () => {
    setup('/payment?filterActive=crossCheck', 'vi');
    expect(await screen.findByRole('tab', { name: 'Đối soát' }, { timeout: 15_000 })).toBeTruthy();
    const grid = await screen.findByRole('grid', { name: 'Các kỳ đối soát' });
    await waitFor(() =>
      expect(
        within(grid)
          .getAllByRole('columnheader')
          .map((h) => h.textContent),
      ).toContain('Tổng cộng'),
    );
  });
});
