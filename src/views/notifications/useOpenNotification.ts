import { useCallback } from 'react';
import { useLocation } from 'wouter';
import type { Notification } from '../../domain/notifications/contract.ts';
import { useMarkRead } from './useNotifications.ts';

/**
 * Clicking a notification (spec 1 §2, §4): an internal target is opened here with `notification_id`
 * while unread, and the screen that opens marks it read (useNotificationIdQuery) — the same path a
 * Ctrl-clicked new tab takes. An external link opens in a new tab by the anchor itself; this marks it
 * read directly. The target rules load with the item list (a lazy chunk), not the entry chunk.
 */
export function useOpenNotification(after?: () => void): (n: Notification) => void {
  const [, navigate] = useLocation();
  const markRead = useMarkRead();
  return useCallback(
    (n: Notification) =>
      void import('../../domain/notifications/targets.ts').then(({ targetOf }) => {
        const target = targetOf(n);
        if (target.kind === 'external') {
          if (!n.is_read) void markRead([n.uuid]);
        } else navigate(target.path);
        after?.();
      }),
    [navigate, markRead, after],
  );
}
