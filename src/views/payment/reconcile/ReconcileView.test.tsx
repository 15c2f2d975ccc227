import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeMe, renderApp } from '../../../../tests/support/dom/app.tsx';
import { json } from '../../../../tests/support/dom/reports.ts';
import type { Reconciliation, ReconciliationRow } from '../../../domain/reconciliation/contract.ts';

afterEach(cleanup);

const PATH = '/payment?filterActive=crossCheck&typeReport=reconcile&periodStart=2026-03-01&periodEnd=2026-03-31';
const groups = (m: number, d: number, l: number, t: number) => ({ matched: m, amount_differs: d, only_ledger: l, only_tracked: t });
const RECONCILIATION: Reconciliation = {
  id: 1,
  period_start: '2026-03-01',
  period_end: '2026-03-31',
  status: 'open',
  locked: false,
  file_name: 'march.csv',
  ledger_rows: 5,
  skipped_rows: 1,
  errors: [{ row: 6, column: 'amount', code: 'amount_invalid', value: 'abc' }],
  counts: groups(2, 1, 1, 1),
  decided: groups(0, 0, 0, 0),
  uploaded_by: 'Olivia Owner',
  uploaded_at: '2026-04-01T09:00:00Z',
  signed_off_by: null,
  signed_off_at: null,
  events: [{ id: 1, kind: 'upload', user_id: 1, user_name: 'Olivia Owner', at: '2026-04-01T09:00:00Z', detail: {} }],
};
const row = (id: number, tx: string): ReconciliationRow => ({
  id,
  group: 'matched',
  transaction_id: tx,
  row: id + 1,
  ledger_amount: '100.0000',
  ledger_status: 'completed',
  conversion_id: 500 + id,
  tracked_amount: '100.0000',
  status: 'pending',
  payout: '10.0000',
  adjustment: '0.0000',
  decision: null,
  outcome: null,
  decided_by: null,
  decided_at: null,
});

function setup(locale: 'en' | 'vi' = 'en') {
  const bodies: unknown[] = [];
  renderApp({
    path: PATH,
    locale,
    me: makeMe('owner'),
    routes: {
      'GET /api/payment/reconciliation': () => json({ data: { reconciliation: RECONCILIATION, locked: false } }),
      'GET /api/payment/reconciliation/rows': () =>
        json({ data: { items: [row(1, 'ORD-1'), row(2, 'ORD-2')], paging: { current_page: 1, limit: 50, total_row: 2, total_page: 1 } } }),
      'POST /api/payment/reconciliation/decide': (_url: URL, init: RequestInit) => {
        bodies.push(JSON.parse(String(init.body)));
        const summary = { changed: 2, unchanged: 0, locked: 0, partner_blocked: 0, not_allowed: 0, not_found: 0, negative: 0 };
        return json({ data: { decision: 'approve', results: [], summary, reconciliation: RECONCILIATION } });
      },
    } as never,
  });
  return { bodies };
}

describe('the reconcile view', () => {
  it('shows the groups with their counts, the refused ledger rows and the matched rows; approves the group', async () => {
    const { bodies } = setup();
    expect(await screen.findByRole('heading', { name: 'Reconciliation' })).toBeTruthy();
    expect(await screen.findByRole('tab', { name: 'Matched (2)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Only tracked (1)' })).toBeTruthy();
    expect(screen.getByText('Ledger line 6: The amount is not a number')).toBeTruthy();
    const grid = await screen.findByRole('grid', { name: 'Reconciliation rows: Matched' });
    await waitFor(() => expect(within(grid).getByText('ORD-2')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Approve the Matched group' }));
    await waitFor(() =>
      expect(bodies).toEqual([{ period_start: '2026-03-01', period_end: '2026-03-31', group: 'matched', decision: 'approve' }]),
    );
    expect(await screen.findByText('2 changed, 0 refused, 0 unchanged')).toBeTruthy();
  });

  it('speaks Vietnamese', async () => {
    setup('vi');
    expect(await screen.findByRole('heading', { name: 'Đối soát' })).toBeTruthy();
    expect(await screen.findByRole('tab', { name: 'Khớp (2)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ký duyệt' })).toBeTruthy();
  });
});
