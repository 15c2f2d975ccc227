import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  DROPDOWN_PAGE_SIZE,
  getNotificationSettings,
  listNotifications,
  markNotificationsRead,
  saveNotificationSettings,
  unreadNotifications,
} from '../domain/notifications/contract.ts';
import { httpOf } from './client.ts';

/** Notification calls of the browser (spec 1 §7) as shared query options. */
export const notificationKeys = {
  all: ['notifications'] as const,
  unread: () => [...notificationKeys.all, 'unread'] as const,
  dropdown: () => [...notificationKeys.all, 'dropdown'] as const,
  page: (page: number, limit: number) => [...notificationKeys.all, 'page', page, limit] as const,
  settings: () => [...notificationKeys.all, 'settings'] as const,
};

/** The badge count. Spec 1 §4: a failed unread call counts as 0 (never an error state on the bell). */
export function unreadQuery() {
  return queryOptions({
    queryKey: notificationKeys.unread(),
    queryFn: async ({ client, signal }) => {
      try {
        return (await httpOf(client).call(unreadNotifications, { signal })).total_unread;
      } catch {
        return 0;
      }
    },
    staleTime: 30_000,
  });
}

/** The dropdown: pages of 10, the next one loaded when scrolled to the end. */
export function dropdownQuery() {
  return infiniteQueryOptions({
    queryKey: notificationKeys.dropdown(),
    queryFn: ({ client, pageParam, signal }) =>
      httpOf(client).call(listNotifications, { query: { page: pageParam, limit: DROPDOWN_PAGE_SIZE }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.paging.current_page < last.paging.total_page ? last.paging.current_page + 1 : undefined),
  });
}

export function pageQuery(page: number, limit: number) {
  return queryOptions({
    queryKey: notificationKeys.page(page, limit),
    queryFn: ({ client, signal }) => httpOf(client).call(listNotifications, { query: { page, limit }, signal }),
    placeholderData: (previous) => previous,
  });
}

export function settingsQuery() {
  return queryOptions({
    queryKey: notificationKeys.settings(),
    queryFn: ({ client, signal }) => httpOf(client).call(getNotificationSettings, { signal }),
  });
}

export function markRead(client: QueryClient, uuids: string[]) {
  return httpOf(client).call(markNotificationsRead, { body: { notification_uuids: uuids } });
}

export function saveSettings(client: QueryClient, data: { id: number; status: boolean }[]) {
  return httpOf(client).call(saveNotificationSettings, { body: { data } });
}

/** After anything changed (a new one, read here or elsewhere): badge, dropdown and page refetch. */
export function refreshNotifications(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: notificationKeys.all, predicate: (q) => q.queryKey[1] !== 'settings' });
}
