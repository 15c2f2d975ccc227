import { act, cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeMe, renderApp } from '../../../tests/support/dom/app.tsx';
import { announceRead, READ_KEY_PREFIX, READ_MESSAGE } from './sync.ts';
import { json, notification, page, U1 } from '../../../tests/support/dom/notifications.ts';

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.restoreAllMocks();
});

const UNREAD = 'GET /api/user/adv/unread-notifications';

/** A signed-in app whose unread count is `counts[n]` on the n-th ask (the last one repeats). */
function app(counts: number[]) {
  let n = 0;
  const view = renderApp({
    path: '/help',
    me: makeMe('owner'),
    routes: {
      [UNREAD]: () => json({ data: { total_unread: counts[Math.min(n++, counts.length - 1)] } }),
      'GET /api/user/adv/notifications': () => json({ data: page([notification({ uuid: U1 })], { limit: 10, unread: 1 }) }),
      'PUT /api/user/adv/notifications/mark-read': () => json({ data: { updated: 1, total_unread: 0 } }),
    },
  });
  const badge = () => within(view.container).queryByTestId('bell-badge')?.textContent ?? null;
  const asked = () => view.calls.filter((c) => c === UNREAD).length;
  return { ...view, badge, asked };
}

describe('read state across tabs (spec 1 §4)', () => {
  it('a noti_read_ storage key written by another tab refetches the count; other keys and removals do not', async () => {
    const tab = app([3, 0]);
    await waitFor(() => expect(tab.badge()).toBe('3'));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated', newValue: '1' }));
      window.dispatchEvent(new StorageEvent('storage', { key: `${READ_KEY_PREFIX}${U1}`, newValue: null }));
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(tab.asked()).toBe(1);

    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: `${READ_KEY_PREFIX}${U1}`, newValue: String(Date.now()) })));
    await waitFor(() => expect(tab.badge()).toBeNull());
    expect(tab.asked()).toBe(2);
  });

  it('a posted notification_read message (a window opened from this one) refetches; one from another origin does not', async () => {
    const tab = app([2, 1]);
    await waitFor(() => expect(tab.badge()).toBe('2'));
    const data = { type: READ_MESSAGE, uuids: [U1] };
    act(() => void window.dispatchEvent(new MessageEvent('message', { data, origin: 'https://evil.test' })));
    await new Promise((r) => setTimeout(r, 50));
    expect(tab.asked()).toBe(1);

    act(() => void window.dispatchEvent(new MessageEvent('message', { data, origin: window.location.origin })));
    await waitFor(() => expect(tab.badge()).toBe('1'));
  });

  it('marking read writes a noti_read_ key and posts notification_read to the opener', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const opener = { postMessage: vi.fn() };
    const win = { localStorage, opener, location: window.location } as unknown as Window;
    announceRead([U1], win);
    announceRead([], win);
    expect(setItem.mock.calls.map(([key]) => key)).toEqual([`${READ_KEY_PREFIX}${U1}`, `${READ_KEY_PREFIX}all`]);
    // the key only has to change; it does not stay behind
    expect(Object.keys(localStorage).filter((k) => k.startsWith(READ_KEY_PREFIX))).toEqual([]);
    expect(opener.postMessage).toHaveBeenCalledWith({ type: READ_MESSAGE, uuids: [U1] }, window.location.origin);
    expect(opener.postMessage).toHaveBeenCalledWith({ type: READ_MESSAGE, uuids: [] }, window.location.origin);
  });

  it('mark all read in one instance updates the badge of another (the broadcast notification_read)', async () => {
    const first = app([1, 0]);
    const second = app([1, 0]);
    await waitFor(() => expect(first.badge()).toBe('1'));
    await waitFor(() => expect(second.badge()).toBe('1'));
    fireEvent.click(within(first.container).getByTestId('bell'));
    const markAll = await within(document.body).findByTestId('mark-all-read');
    await waitFor(() => expect(markAll.hasAttribute('disabled')).toBe(false));
    fireEvent.click(markAll);
    await waitFor(() => expect(first.calls).toContain('PUT /api/user/adv/notifications/mark-read'));
    // the second instance never marked anything: only the message can make it ask again
    await waitFor(() => expect(second.badge()).toBeNull());
    expect(second.calls).not.toContain('PUT /api/user/adv/notifications/mark-read');
  });
});
