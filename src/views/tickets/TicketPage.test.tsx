import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createQueryClient } from '../../api/query-client.ts';
import { createSessionRuntime } from '../../api/session.ts';
import { createMemoryTokenStore } from '../../api/token-store.ts';
import type { TicketDto } from '../../domain/tickets/contract.ts';
import { Providers } from '../Providers.tsx';
import { makeMe } from '../../../tests/support/dom/app.tsx';
import { TicketPage } from './TicketPage.tsx';

afterEach(cleanup);

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ticket: TicketDto = {
  id: 7,
  title: 'Postbacks stopped',
  category: 'tracking',
  status: 'responded',
  author: 'Olivia Owner',
  messages: 2,
  created_at: '2026-11-01T08:00:00.000Z',
  updated_at: '2026-11-01T09:00:00.000Z',
  closed_at: null,
  conversation: [
    {
      id: 1,
      side: 'brand',
      author: 'Olivia Owner',
      body: 'They stopped at 08:00.',
      files: [{ id: 3, name: 'log.txt', size: 2048 }],
      created_at: '2026-11-01T08:00:00.000Z',
    },
    { id: 2, side: 'provider', author: 'Support', body: 'Fixed on our side.', files: [], created_at: '2026-11-01T09:00:00.000Z' },
  ],
};

/** A fake of the ticket API: the list, one ticket, and the review state. */
function mount(path: string, { locale = 'en', approved = true }: { locale?: 'en' | 'vi'; approved?: boolean } = {}) {
  const fetch = (async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://app.test');
    if (url.pathname === '/api/user/me')
      return json(200, { data: { ...makeMe('owner', { is_admin_approve: approved }), language: locale } });
    if (url.pathname === '/api/tickets') {
      const { conversation: _c, closed_at: _x, ...row } = ticket;
      return json(200, { data: { items: [row], paging: { current_page: 1, limit: 25, total_row: 1, total_page: 1 } } });
    }
    if (url.pathname === '/api/tickets/7') return json(200, { data: ticket });
    if (url.pathname === '/api/ticket-reviews/latest') return json(200, { data: { last: null, next_allowed_at: null } });
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
        <TicketPage />
      </Router>
    </Providers>,
  );
}

describe('ticket page', () => {
  it('lists tickets with category, author and status; the first is selected', async () => {
    mount('/ticket');
    const table = await screen.findByRole('table', { name: 'Tickets' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row.textContent).toContain('Postbacks stopped');
    expect(row.textContent).toContain('Tracking');
    expect(row.textContent).toContain('Responded');
    expect((screen.getByRole('radio', { name: 'Open ticket 7: Postbacks stopped' }) as HTMLInputElement).checked).toBe(true);
  });

  it('shows a ticket as its conversation in Vietnamese, with the actions the machine allows', async () => {
    mount('/ticket?id=7', { locale: 'vi' });
    expect(await screen.findByRole('heading', { level: 1, name: '#7 Postbacks stopped' })).toBeTruthy();
    expect(screen.getByText('Fixed on our side.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tải xuống log.txt' })).toBeTruthy();
    const buttons = screen.getAllByRole('button').map((b) => b.textContent);
    expect(buttons).toEqual(expect.arrayContaining(['Gửi trả lời', 'Chấp nhận câu trả lời', 'Mở lại', 'Đóng yêu cầu']));
  });

  it('before the admin approves the onboarding, says why and shows no list', async () => {
    mount('/ticket', { approved: false });
    await waitFor(() => expect(screen.getByText('Tickets are available after the admin approves your onboarding')).toBeTruthy());
    expect(screen.queryByRole('table')).toBeNull();
  });
});
