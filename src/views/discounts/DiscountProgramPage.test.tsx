import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createQueryClient } from '../../api/query-client.ts';
import { createSessionRuntime } from '../../api/session.ts';
import { createMemoryTokenStore } from '../../api/token-store.ts';
import type { ProgramDto } from '../../domain/discounts/contract.ts';
import { Providers } from '../Providers.tsx';
import { closeToast, toastQueue } from '../system/toast-queue.ts';
import { makeMe } from '../../../tests/support/dom/app.tsx';
import { DiscountProgramPage } from './DiscountProgramPage.tsx';

afterEach(() => {
  for (const t of [...toastQueue.visibleToasts]) closeToast(t.key);
  cleanup();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const program = (id: number, name: string, status: 'active' | 'inactive', end_at: string): ProgramDto => ({
  id,
  name,
  offer: { id: 1, name: 'Shop sale' },
  discount_type: 'percentage',
  discount_value: '15.00',
  code_format: 'qr',
  status,
  start_at: '2026-10-01T00:00:00.000Z',
  end_at,
  progress: 40,
  usage: 3,
  clicks: 120,
  promo_codes: 0,
  items: [],
  created_at: '2026-10-01T00:00:00.000Z',
  updated_at: '2026-10-01T00:00:00.000Z',
});

/** A fake of the programs' API: the list, and the status change refusing an ended program as the server does (422 program_ended). */
function mount(locale: 'en' | 'vi' = 'en', backToSchoolEnds = '2020-01-01T00:00:00.000Z') {
  const programs = [
    program(2, 'Tet sale', 'active', '2099-01-01T00:00:00.000Z'),
    program(1, 'Back to school', 'inactive', backToSchoolEnds),
  ];
  const statusCalls: string[] = [];
  const fetch = (async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://app.test');
    if (url.pathname === '/api/user/me') return json(200, { data: { ...makeMe('owner'), language: locale } });
    if (url.pathname === '/api/discount-programs')
      return json(200, { data: { items: programs, paging: { current_page: 1, limit: 25, total_row: 2, total_page: 1 } } });
    if (url.pathname === '/api/discount-programs/1/status') {
      statusCalls.push(url.pathname);
      return json(422, {
        code: 'program_ended',
        message: 'The program has ended: it cannot be activated after its end time.',
        errors: [{ field: 'status', code: 'program_ended' }],
      });
    }
    return json(404, { message: 'not found', code: 'not_found', errors: [] });
  }) as typeof globalThis.fetch;
  const me = makeMe('owner');
  const tokens = createMemoryTokenStore({ accessToken: 'a', refreshToken: 'r', user: { id: me.id, email: me.email } });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const location = memoryLocation({ path: '/offers/discount-program', record: true });
  render(
    <Providers runtime={createSessionRuntime({ fetch, tokens })} queryClient={queryClient} locale={locale}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <DiscountProgramPage />
      </Router>
    </Providers>,
  );
  return { statusCalls };
}

describe('discount program page', () => {
  it('lists programs with discount, progress and usage; the first is selected', async () => {
    mount();
    const table = await screen.findByRole('table', { name: 'Discount programs' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([expect.stringContaining('Tet sale'), expect.stringContaining('Back to school')]);
    expect(rows[0]!.textContent).toContain('15 % off');
    expect(rows[0]!.textContent).toContain('40 %');
    expect((screen.getByRole('radio', { name: 'Open program 2: Tet sale' }) as HTMLInputElement).checked).toBe(true);
  });

  it('an ended program’s Activate is disabled and says why in Vietnamese, as the palette does, before asking the server (decision 097)', async () => {
    const { statusCalls } = mount('vi');
    fireEvent.click(await screen.findByRole('radio', { name: 'Mở chương trình 1: Back to school' }));
    const activate = await screen.findByRole('button', { name: 'Kích hoạt chương trình' });
    expect(activate.hasAttribute('disabled') || activate.getAttribute('aria-disabled') === 'true').toBe(true);
    expect(activate.getAttribute('data-command')).toBe('discounts.activate');
    const described = (activate.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain('Chương trình đã kết thúc: không thể kích hoạt lại.');
    fireEvent.click(activate);
    expect(statusCalls).toEqual([]);
  });

  it('activating a program the server finds ended (it ended while the page was open) shows its refusal in Vietnamese', async () => {
    mount('vi', '2099-06-01T00:00:00.000Z');
    fireEvent.click(await screen.findByRole('radio', { name: 'Mở chương trình 1: Back to school' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Kích hoạt chương trình' }));
    // the app's toast queue (the shell draws it; this page is mounted alone)
    await waitFor(() =>
      expect(toastQueue.visibleToasts.map((t) => (t.content as { title: string }).title)).toContain(
        'Chương trình đã kết thúc: không thể kích hoạt sau thời điểm kết thúc.',
      ),
    );
  });
});
