import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeMe, renderApp } from '../../../tests/support/dom/app.tsx';

const json =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const U = '11111111-2222-4333-8444-555555555555';
const list = (unread: number) =>
  json({
    data: {
      items: [
        {
          id: 1,
          uuid: U,
          category_id: 'offer',
          case_id: 1,
          data: { offer_id: 7, offer_name: 'Shoes', offer_status: 'paused' },
          content: null,
          is_read: unread === 0,
          created_at: new Date().toISOString(),
        },
      ],
      paging: { current_page: 1, limit: 10, total_row: 1, total_page: 1 },
      total_unread: unread,
    },
  });

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('notification bell', () => {
  it('shows 99+ above 99 unread, and its name says the same "99+" (the visible text stays part of the name)', async () => {
    renderApp({
      path: '/help',
      me: makeMe('owner'),
      routes: { 'GET /api/user/adv/unread-notifications': json({ data: { total_unread: 150 } }) },
    });
    expect((await screen.findByTestId('bell-badge')).textContent).toBe('99+');
    expect(screen.getByTestId('bell').getAttribute('aria-label')).toBe('Notifications, 99+ unread');
  });

  it('is named by its badge: "Notifications, 3 unread" holds the visible 3 outside parentheses (WCAG 2.5.3)', async () => {
    renderApp({
      path: '/help',
      me: makeMe('owner'),
      routes: { 'GET /api/user/adv/unread-notifications': json({ data: { total_unread: 3 } }) },
    });
    expect((await screen.findByTestId('bell-badge')).textContent).toBe('3');
    expect(screen.getByTestId('bell').getAttribute('aria-label')).toBe('Notifications, 3 unread');
  });

  it('shows no badge when the unread call fails (counts as 0)', async () => {
    const app = renderApp({
      path: '/help',
      me: makeMe('owner'),
      routes: { 'GET /api/user/adv/unread-notifications': json({ message: 'x', code: 'internal', errors: [] }, 500) },
    });
    await waitFor(() => expect(app.calls).toContain('GET /api/user/adv/unread-notifications'));
    await screen.findByTestId('bell');
    expect(screen.queryByTestId('bell-badge')).toBeNull();
  });

  it('is hidden when notification access is none', async () => {
    const me = makeMe('custom', { permissions: { ...makeMe('admin').permissions, notification: 0 } });
    const app = renderApp({ path: '/help', me });
    await screen.findByRole('banner');
    expect(screen.queryByTestId('bell')).toBeNull();
    expect(app.calls).not.toContain('GET /api/user/adv/unread-notifications');
  });

  it('disables mark all read when nothing is unread, and enables it otherwise', async () => {
    renderApp({
      path: '/help',
      me: makeMe('owner'),
      routes: { 'GET /api/user/adv/unread-notifications': json({ data: { total_unread: 0 } }), 'GET /api/user/adv/notifications': list(0) },
    });
    fireEvent.click(await screen.findByTestId('bell'));
    const button = await screen.findByTestId('mark-all-read');
    expect(button.hasAttribute('disabled') || button.getAttribute('data-disabled') === 'true').toBe(true);
  });

  it('lists the newest notifications in the dropdown and marks all read', async () => {
    const app = renderApp({
      path: '/help',
      me: makeMe('owner'),
      routes: {
        'GET /api/user/adv/unread-notifications': json({ data: { total_unread: 1 } }),
        'GET /api/user/adv/notifications': list(1),
        'PUT /api/user/adv/notifications/mark-read': json({ data: { updated: 1, total_unread: 0 } }),
      },
    });
    fireEvent.click(await screen.findByTestId('bell'));
    expect(await screen.findByText('Offer "Shoes" is now paused.')).toBeTruthy();
    const item = screen.getByTestId('notification-item');
    expect(item.getAttribute('href')).toBe(`/offers/7/detail?notification_id=${U}`);
    const button = screen.getByTestId('mark-all-read');
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    fireEvent.click(button);
    await waitFor(() => expect(app.calls).toContain('PUT /api/user/adv/notifications/mark-read'));
  });

  it('marks a notification_id from the address read and removes it', async () => {
    const app = renderApp({
      path: `/help?x=1&notification_id=${U}`,
      me: makeMe('owner'),
      routes: { 'PUT /api/user/adv/notifications/mark-read': json({ data: { updated: 1, total_unread: 0 } }) },
    });
    await waitFor(() => expect(app.calls).toContain('PUT /api/user/adv/notifications/mark-read'));
    await waitFor(() => expect(app.current()).toBe('/help?x=1'));
  });
});
