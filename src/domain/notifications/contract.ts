import { z } from 'zod';
import { endpoint, pagedSchema, pageSizeQuery } from '../contract.ts';
import { CATEGORIES } from './cases.ts';
import { notificationDataSchema } from './data.ts';
import { SETTING_IDS } from './settings.ts';
import { LEVEL } from '../permissions.ts';

/**
 * Notification endpoints (spec 1 §7; paths verbatim under /api) and the live-events stream.
 * Module `notification`: reading, marking read and the user's own settings need level 2 (read); a
 * read-only user still owns their inbox and preferences. See docs/decisions/013-notifications.md.
 */
const READ = { kind: 'module', module: 'notification', level: LEVEL.read } as const;

/** Dropdown page size (spec 1 §9); the page uses the shared sizes. */
export const DROPDOWN_PAGE_SIZE = 10;
export const NOTIFICATION_PAGE_SIZES = [10, 25, 50, 100] as const;

export const notificationSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  category_id: z.enum(CATEGORIES),
  case_id: z.number().int(),
  data: notificationDataSchema,
  /** stored text of cases without a rendering (operator messages) */
  content: z.string().nullable(),
  is_read: z.boolean(),
  /** ISO 8601, UTC */
  created_at: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = pagedSchema(notificationSchema).extend({ total_unread: z.number().int() });
export type NotificationList = z.infer<typeof notificationListSchema>;

export const listNotifications = endpoint({
  id: 'notifications.list',
  method: 'GET',
  path: '/api/user/adv/notifications',
  summary: 'The signed-in user’s notifications, newest first, with the unread total',
  access: READ,
  query: z.object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    limit: pageSizeQuery(NOTIFICATION_PAGE_SIZES, DROPDOWN_PAGE_SIZE),
  }),
  response: notificationListSchema,
});

export const unreadNotifications = endpoint({
  id: 'notifications.unread',
  method: 'GET',
  path: '/api/user/adv/unread-notifications',
  summary: 'Number of unread notifications (the bell badge)',
  access: READ,
  response: z.object({ total_unread: z.number().int() }),
});

export const markNotificationsRead = endpoint({
  id: 'notifications.markRead',
  method: 'PUT',
  path: '/api/user/adv/notifications/mark-read',
  summary: 'Mark the given notifications read; an empty list marks every notification read',
  access: READ,
  body: z.object({ notification_uuids: z.array(z.uuid()).max(500) }),
  response: z.object({ updated: z.number().int(), total_unread: z.number().int() }),
});

export const notificationSettingSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  describe: z.string(),
  status: z.boolean(),
});
export type NotificationSetting = z.infer<typeof notificationSettingSchema>;

export const getNotificationSettings = endpoint({
  id: 'notifications.settings',
  method: 'GET',
  path: '/api/user/adv/notification-settings',
  summary: 'The user’s notification settings, titled in their language',
  access: READ,
  response: z.array(notificationSettingSchema),
});

export const saveNotificationSettings = endpoint({
  id: 'notifications.saveSettings',
  method: 'PUT',
  path: '/api/user/adv/notification-settings',
  summary: 'Turn notification settings on or off',
  access: READ,
  body: z.object({
    data: z
      .array(
        z.object({
          id: z
            .number()
            .int()
            .refine((n) => SETTING_IDS.includes(n), 'unknown_setting'),
          status: z.boolean(),
        }),
      )
      .min(1)
      .max(SETTING_IDS.length),
  }),
  response: z.array(notificationSettingSchema),
});
