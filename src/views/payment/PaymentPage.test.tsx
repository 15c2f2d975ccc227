import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createQueryClient } from '../../api/query-client.ts';
import { createSessionRuntime } from '../../api/session.ts';
import { createMemoryTokenStore } from '../../api/token-store.ts';
import type { InvoiceDto } from '../../domain/invoices/contract.ts';
import { Providers } from '../Providers.tsx';
import { makeMe } from '../../../tests/support/dom/app.tsx';
import { PaymentPage } from './PaymentPage.tsx';

afterEach(cleanup);

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const invoice: InvoiceDto = {
  id: 42,
  type: 'performance',
  status: 'unpaid',
  party_name: 'Nguyễn Thị Hương',
  partner_id: 5,
  agency_id: null,
  contract_id: null,
  currency: 'USD',
  period_start: '2026-10-01',
  period_end: '2026-10-31',
  subtotal: '1354.61',
  vat: '135.46',
  total: '1490.07',
  issued_at: '2026-11-03T10:00:00.000Z',
  due_date: '2026-12-03',
  paid_at: null,
  based_on_id: null,
  lines: [
    { position: 1, kind: 'commission', amount: '1234.56', base: null, percent: null },
    { position: 2, kind: 'bonus', amount: '100.00', base: null, percent: null },
    { position: 3, kind: 'arrears', amount: '20.05', base: null, percent: null },
    { position: 4, kind: 'vat', amount: '135.46', base: null, percent: null },
  ],
};

/** A fake of the invoice API: the list (recording its queries), one invoice, and the mark. */
function mount(path: string, { locale = 'en' }: { locale?: 'en' | 'vi' } = {}) {
  const asked: string[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://app.test');
    if (url.pathname === '/api/user/me') return json(200, { data: { ...makeMe('owner'), language: locale } });
    if (url.pathname === '/api/invoices') {
      asked.push(url.search);
      const { lines: _l, based_on_id: _b, ...row } = invoice;
      return json(200, {
        data: {
          items: [row],
          paging: { current_page: 1, limit: 25, total_row: 1, total_page: 1 },
          totals: { currency: 'USD', unpaid: '1490.07', overdue: '0', paid: '0' },
        },
      });
    }
    if (url.pathname === '/api/invoices/issue-due') {
      asked.push('POST issue-due');
      return json(200, { data: { issued: [7, 8] } });
    }
    if (url.pathname === '/api/invoices/bonus-arrears')
      return json(200, {
        data: {
          items: [
            {
              invoice_id: 42,
              partner_id: 5,
              party_name: 'Nguyễn Thị Hương',
              currency: 'USD',
              period_start: '2026-10-01',
              period_end: '2026-10-31',
              bonus: '100.00',
              arrears: '20.05',
            },
          ],
          totals: { currency: 'USD', bonus: '100.00', arrears: '20.05' },
        },
      });
    if (url.pathname === '/api/invoices/42' && (!init?.method || init.method === 'GET')) return json(200, { data: invoice });
    if (url.pathname === '/api/invoices/42/status') {
      asked.push(`PUT ${String(init?.body)}`);
      return json(200, { data: { ...invoice, status: 'paid', paid_at: '2026-11-05T00:00:00.000Z' } });
    }
    return json(404, { message: 'not found', code: 'not_found', errors: [] });
  }) as typeof globalThis.fetch;
  const me = makeMe('owner');
  const tokens = createMemoryTokenStore({ accessToken: 'a', refreshToken: 'r', user: { id: me.id, email: me.email } });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const [pathname, search = ''] = path.split('?');
  const location = memoryLocation({ path: pathname!, searchPath: search, record: true } as Parameters<typeof memoryLocation>[0]);
  render(
    <Providers runtime={createSessionRuntime({ fetch, tokens })} queryClient={queryClient} locale={locale}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <PaymentPage />
      </Router>
    </Providers>,
  );
  return { asked };
}

describe('payment page: invoice tabs', () => {
  it('lists the tab’s invoices with party, total and status, and the sums by status', async () => {
    const { asked } = mount('/payment?filterActive=performanceInvoice');
    const table = await screen.findByRole('table', { name: 'Invoices' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row.textContent).toContain('Nguyễn Thị Hương');
    expect(row.textContent).toContain('1,490.07');
    expect(row.textContent).toContain('Unpaid');
    expect(screen.getByTestId('invoice-totals').textContent).toBe('Unpaid 1,490.07 · overdue 0.00 · paid 0.00');
    expect(asked[0]).toContain('type=performance');
    expect(screen.getByRole('tab', { name: 'Performance invoices', selected: true })).toBeTruthy();
    // spec 3 §7 bonus-arrears beside the list
    const extra = await screen.findByRole('table', { name: 'Bonus and arrears' });
    expect(
      within(extra)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['PartnerPeriodBonusArrears', 'Nguyễn Thị HươngOct 01, 2026100.0020.05', 'Sum100.0020.05']);
  });

  it('a notification’s search=<id> opens that invoice with its lines, in Vietnamese; marking it paid goes to the server', async () => {
    const { asked } = mount('/payment?filterActive=performanceInvoice&search=42', { locale: 'vi' });
    const detail = await screen.findByTestId('invoice-detail');
    expect(within(detail).getByRole('heading', { name: 'Hóa đơn 42' })).toBeTruthy();
    expect(detail.textContent).toContain('Hoa hồng đã duyệt');
    expect(within(detail).getByTestId('invoice-total').textContent).toBe('1,490.07 USD');
    expect(asked[0]).toContain('search=42');
    fireEvent.click(within(detail).getByRole('button', { name: 'Đánh dấu đã thanh toán' }));
    await waitFor(() => expect(asked).toContain('PUT {"action":"pay"}'));
  });

  it('the retainer tab issues the due retainer invoices, then reads the list again', async () => {
    const { asked } = mount('/payment?filterActive=retainer');
    await screen.findByRole('table', { name: 'Invoices' });
    expect(asked[0]).toContain('type=retainer');
    fireEvent.click(screen.getByRole('button', { name: 'Issue due retainer invoices' }));
    await waitFor(() => expect(asked).toContain('POST issue-due'));
    await waitFor(() => expect(asked.filter((q) => q.includes('type=retainer'))).toHaveLength(2));
  });
});
