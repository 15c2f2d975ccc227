import { scoped } from './app-registry.ts';
import type { NotificationCommandState } from './context.ts';
import type { Command, CommandContext } from './registry.ts';
import { LEVEL } from '../domain/permissions.ts';

/**
 * Notification commands of the palette. The bell registers them while mounted (it is mounted only
 * when the user has notification access), passing what they act on in `ctx.notifications`;
 * predicates stay pure functions of the context.
 */
export type { NotificationCommandState } from './context.ts';

export const NOTIFICATION_PATH = '/notification';

export function notificationState(ctx: CommandContext): NotificationCommandState | undefined {
  return ctx.notifications;
}

const permission = { module: 'notification', level: LEVEL.read } as const;

/** `state` is used when the palette's context does not carry one (the palette builds its own context). */
export function notificationCommands(fallback?: () => NotificationCommandState | undefined): Command[] {
  const st = (ctx: CommandContext) => notificationState(ctx) ?? fallback?.();
  return [
    {
      id: 'notifications.open',
      title: (LL) => LL.notifications.palette.open(),
      group: 'actions',
      keywords: ['notifications', 'bell', 'inbox', 'thông báo'],
      permission,
      run: (ctx) => {
        const s = st(ctx);
        if (s) s.openDropdown();
        else ctx.navigate(NOTIFICATION_PATH);
      },
    },
    {
      id: 'notifications.markAllRead',
      title: (LL) => LL.notifications.palette.markAllRead(),
      group: 'actions',
      keywords: ['read', 'mark', 'notifications', 'đã đọc', 'thông báo'],
      permission,
      blocked: (ctx) => ((st(ctx)?.unread ?? 0) > 0 ? null : 'notifications.nothingUnread'),
      run: (ctx) => st(ctx)?.markAllRead(),
    },
    {
      id: 'notifications.settings',
      title: (LL) => LL.notifications.palette.settings(),
      group: 'preferences',
      keywords: ['notification settings', 'preferences', 'cài đặt', 'thông báo'],
      permission,
      when: (ctx) => st(ctx) !== undefined,
      run: (ctx) => st(ctx)?.openSettings(),
    },
  ];
}

/** The bell's listed factory (app-commands.ts lists it; the bell imports it from here, decision 027). */
export const notificationViewCommands = scoped<NotificationCommandState | undefined>('global', notificationCommands);

/** The /notification page's list: the notification that last held focus there (null before any). */
export interface NotificationPageView {
  focused: { uuid: string; isRead: boolean } | null;
  markRead(uuid: string): void;
}

/**
 * "Mark this notification as read" (issue 29 item 1): a row command on the /notification page, acting in
 * the palette on the notification that last held focus (the list has no selection), so each unread
 * item's "Mark as read" is its row's own face. Disabled with why before an item had focus or once it is read.
 */
export function notificationPageCommands(view: () => NotificationPageView): Command[] {
  return [
    {
      id: 'notifications.markRead',
      title: (LL) => LL.notifications.palette.markRead(),
      group: 'actions',
      row: () => view().focused !== null,
      keywords: ['read', 'mark', 'notification', 'đã đọc', 'thông báo'],
      permission,
      blocked: () => {
        const { focused } = view();
        if (focused === null) return 'notifications.focusFirst';
        return focused.isRead ? 'notifications.alreadyRead' : null;
      },
      run: () => {
        const { focused, markRead } = view();
        if (focused) markRead(focused.uuid);
      },
    },
  ];
}
