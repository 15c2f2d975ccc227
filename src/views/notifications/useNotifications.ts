import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { liveEventsOf, RECONNECTED } from '../../api/live.ts';
import { markRead, refreshNotifications, unreadQuery } from '../../api/notifications.ts';
import { NOTIFICATION_CREATED, NOTIFICATIONS_READ } from '../../domain/notifications/events.ts';
import { withoutNotificationId } from '../../domain/notifications/notification-id.ts';
import { useI18n } from '../../i18n/runtime.ts';
import { showToast } from '../system/toast-queue.ts';
import { announceRead, onReadElsewhere } from './sync.ts';

/**
 * Keeps the bell current without polling: the unread count is fetched once, then refetched when the
 * live stream says something changed (a new notification, read in another tab), after the stream
 * reconnects (events may have been missed), and when another tab or an opened window reports a read.
 */
export function useNotificationsLive(): number {
  const client = useQueryClient();
  const unread = useQuery(unreadQuery()).data ?? 0;
  useEffect(() => {
    const refresh = () => void refreshNotifications(client);
    const live = liveEventsOf(client);
    const undo = [NOTIFICATION_CREATED, NOTIFICATIONS_READ, RECONNECTED].map((type) => live.subscribe(type, refresh));
    const stopSync = onReadElsewhere(refresh);
    return () => {
      undo.forEach((u) => u());
      stopSync();
    };
  }, [client]);
  return unread;
}

/** Mark read (an empty list = all): tells other tabs, refetches; a failure shows the common error toast. */
export function useMarkRead(): (uuids: string[]) => Promise<boolean> {
  const client = useQueryClient();
  const { LL } = useI18n();
  return useCallback(
    async (uuids: string[]) => {
      try {
        await markRead(client, uuids);
        announceRead(uuids);
        return true;
      } catch {
        showToast({ tone: 'error', title: LL.errors.failure(), description: LL.errors.somethingWentWrong() });
        return false;
      } finally {
        void refreshNotifications(client);
      }
    },
    [client, LL],
  );
}

/**
 * Spec 1 §2: a screen opened from an unread notification carries `notification_id`. It is marked read,
 * the opener (and other tabs) are told, then the parameter leaves the address.
 */
export function useNotificationIdQuery(): void {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const client = useQueryClient();
  useEffect(() => {
    const found = withoutNotificationId(search);
    if (!found) return;
    let cancelled = false;
    void markRead(client, [found.id])
      .then(() => announceRead([found.id]))
      .catch(() => undefined)
      .finally(() => {
        void refreshNotifications(client);
        if (!cancelled) navigate(`${location}${found.search}`, { replace: true });
      });
    return () => {
      cancelled = true;
    };
  }, [search, location, navigate, client]);
}
