import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeMe, renderApp } from '../../../tests/support/dom/app.tsx';
import { closeToast, toastQueue } from '../system/toast-queue.ts';
import { json, notification, page, settings, U1, U2 } from '../../../tests/support/dom/notifications.ts';

afterEach(() => {
  // the toast queue is the app's singleton: a toast of one test must not show in the next
  for (const t of [...toastQueue.visibleToasts]) closeToast(t.key);
  cleanup();
  localStorage.clear();
});

const disabled = (el: HTMLElement) => el.hasAttribute('disabled') || el.getAttribute('data-disabled') === 'true';

describe('the /notification page (spec 1 §2)', () => {
  it('pages through the list: page 1 of 25 first, Next page asks for page 2, Previous page is disabled on page 1', async () => {
    const asked: string[] = [];
    renderApp({
      path: '/notification',
      me: makeMe('owner'),
      routes: {
        'GET /api/user/adv/notifications': (url) => {
          asked.push(url.search);
          const n = Number(url.searchParams.get('page'));
          return json({
            data: page([notification({ uuid: n === 1 ? U1 : U2, offer: `Offer page ${n}` })], { page: n, total_page: 3, unread: 0 }),
          });
        },
      },
    });
    expect(await screen.findByText('Offer "Offer page 1" is now paused.')).toBeTruthy();
    expect(asked[0]).toBe('?page=1&limit=25');
    const previous = screen.getByRole('button', { name: 'Previous page' });
    expect(disabled(previous)).toBe(true);
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Offer "Offer page 2" is now paused.')).toBeTruthy();
    expect(asked).toContain('?page=2&limit=25');
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    await waitFor(() => expect(disabled(screen.getByRole('button', { name: 'Previous page' }))).toBe(false));
  });

  it('clicking an unread item opens its target with notification_id, which sends mark-read with its uuid and then leaves the address', async () => {
    const marked: unknown[] = [];
    const app = renderApp({
      path: '/notification',
      me: makeMe('owner'),
      routes: {
        'GET /api/user/adv/notifications': () => json({ data: page([notification({ uuid: U1, unread: true })], { unread: 1 }) }),
        'PUT /api/user/adv/notifications/mark-read': (_, init) => {
          marked.push(JSON.parse(String(init.body)));
          return json({ data: { updated: 1, total_unread: 0 } });
        },
      },
    });
    const item = await screen.findByTestId('notification-item');
    expect(item.getAttribute('href')).toBe(`/offers/7/detail?notification_id=${U1}`);
    fireEvent.click(item);
    await waitFor(() => expect(marked).toEqual([{ notification_uuids: [U1] }]));
    // the parameter is replaced away (not a history entry) once the read is sent
    await waitFor(() => expect(app.current()).toBe('/offers/7/detail'));
  });

  it('clicking a read item opens its target without notification_id and sends no mark-read', async () => {
    const app = renderApp({
      path: '/notification',
      me: makeMe('owner'),
      routes: { 'GET /api/user/adv/notifications': () => json({ data: page([notification({ uuid: U1, unread: false })], { unread: 0 }) }) },
    });
    fireEvent.click(await screen.findByTestId('notification-item'));
    await waitFor(() => expect(app.current()).toBe('/offers/7/detail'));
    expect(app.calls).not.toContain('PUT /api/user/adv/notifications/mark-read');
  });

  it('mark all read is disabled when nothing is unread', async () => {
    renderApp({
      path: '/notification',
      me: makeMe('owner'),
      routes: {
        'GET /api/user/adv/unread-notifications': () => json({ data: { total_unread: 0 } }),
        'GET /api/user/adv/notifications': () => json({ data: page([notification({ uuid: U1, unread: false })], { unread: 0 }) }),
      },
    });
    await screen.findByTestId('notification-item');
    const main = screen.getByRole('region', { name: 'Notifications' });
    expect(disabled(within(main).getByTestId('mark-all-read'))).toBe(true);
  });

  it('mark all read sends an empty list; a failure shows the common error toast', async () => {
    const marked: unknown[] = [];
    renderApp({
      path: '/notification',
      me: makeMe('owner'),
      routes: {
        'GET /api/user/adv/unread-notifications': () => json({ data: { total_unread: 2 } }),
        'GET /api/user/adv/notifications': () =>
          json({ data: page([notification({ uuid: U1 }), notification({ uuid: U2 })], { unread: 2 }) }),
        'PUT /api/user/adv/notifications/mark-read': (_, init) => {
          marked.push(JSON.parse(String(init.body)));
          return json({ message: 'boom', code: 'internal', errors: [] }, 500);
        },
      },
    });
    await screen.findAllByTestId('notification-item');
    const button = within(screen.getByRole('region', { name: 'Notifications' })).getByTestId('mark-all-read');
    await waitFor(() => expect(disabled(button)).toBe(false));
    fireEvent.click(button);
    expect(await screen.findByText('Something went wrong, please try again later.')).toBeTruthy();
    expect(marked).toEqual([{ notification_uuids: [] }]);
  });
});

describe('the notification settings dialog', () => {
  function open(save: () => Response = () => json({ data: settings(false) })) {
    const saved: unknown[] = [];
    const app = renderApp({
      path: '/notification',
      me: makeMe('owner'),
      routes: {
        'GET /api/user/adv/notifications': () => json({ data: page([], { unread: 0 }) }),
        'GET /api/user/adv/notification-settings': () => json({ data: settings(true) }),
        'PUT /api/user/adv/notification-settings': (url, init) => {
          saved.push(JSON.parse(String(init.body)));
          return save();
        },
      },
    });
    return { app, saved };
  }
  const openDialog = async () => {
    fireEvent.click(await screen.findByRole('button', { name: 'Notification settings' }));
    return screen.findByRole('checkbox', { name: 'Offers' });
  };

  it('closes at once without changes; with unsaved changes asks first, keep editing keeps them, discard closes without saving', async () => {
    const { saved } = open();
    await openDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'Offers' })).toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();

    fireEvent.click(await openDialog());
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const ask = await screen.findByRole('alertdialog');
    expect(within(ask).getByText('You have unsaved changes. Are you sure you want to close without saving?')).toBeTruthy();
    fireEvent.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    const offers = await screen.findByRole('checkbox', { name: 'Offers' });
    expect((offers as HTMLInputElement).checked).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'Offers' })).toBeNull());
    expect(saved).toEqual([]);
  });

  it('save sends every setting and shows the success toast', async () => {
    const { saved } = open();
    fireEvent.click(await openDialog());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your notification settings have been saved.')).toBeTruthy();
    expect(saved).toEqual([
      {
        data: [
          { id: 1, status: false },
          { id: 2, status: true },
        ],
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'Offers' })).toBeNull());
  });

  it('a failed save shows the error toast and keeps the dialog with the changes', async () => {
    open(() => json({ message: 'boom', code: 'internal', errors: [] }, 500));
    fireEvent.click(await openDialog());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your notification settings could not be saved. Please try again later.')).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Offers' }) as HTMLInputElement).checked).toBe(false);
  });
});
