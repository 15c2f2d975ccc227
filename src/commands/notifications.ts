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
      enabled: (ctx) => (st(ctx)?.unread ?? 0) > 0,
      disabledReason: () => 'notifications.nothingUnread',
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
