import type { FastifyInstance } from 'fastify';
import * as api from '../../src/domain/notifications/contract.ts';
import { route } from '../http/route.ts';
import { countUnread, listNotifications, markRead } from './queries.ts';
import { readSettings, saveSettings } from './settings.ts';

/** Notification routes (src/domain/notifications/contract.ts); creating one is `notify()` in notify.ts. */
export function registerNotificationRoutes(app: FastifyInstance): void {
  route(app, api.listNotifications, ({ db, user, query }) => listNotifications(db, user, query.page, query.limit));
  route(app, api.unreadNotifications, async ({ db, user }) => ({ total_unread: await countUnread(db, user) }));
  route(app, api.markNotificationsRead, ({ db, user, body }) => markRead(db, user, body.notification_uuids));
  route(app, api.getNotificationSettings, ({ db, user }) => readSettings(db, user.userId));
  route(app, api.saveNotificationSettings, ({ db, user, body }) => saveSettings(db, user.userId, body.data));
}
