import { ROLES } from '../../../src/domain/permissions.ts';
import { call, createUser, PASSWORD, uniqueIp, type Answer } from './auth.ts';
import type { Db } from '../../../server/db/pool.ts';

/** Helpers for the notification API tests. Not used by the server. */
export interface Member {
  token: string;
  brandId: number;
  userId: number;
  email: string;
}

let n = 0;
export async function member(url: string, db: Db, opts: { brandId?: number; roleId?: number; permissions?: object } = {}): Promise<Member> {
  const email = `noti${++n}-${Date.now()}@notifications.test`;
  const user = await createUser(db, { email, roleId: opts.roleId ?? ROLES.owner, brandId: opts.brandId, permissions: opts.permissions });
  const res = await call(url, 'POST', '/api/auth/login', { body: { email, password: PASSWORD }, ip: uniqueIp() });
  if (res.status !== 200) throw new Error(`login ${res.status}`);
  return { token: (res.body.data as { access_token: string }).access_token, brandId: user.brandId, userId: user.id, email };
}

export interface ListData {
  items: { uuid: string; case_id: number; category_id: string; is_read: boolean; content: string | null; data: Record<string, unknown> }[];
  paging: { current_page: number; limit: number; total_row: number; total_page: number };
  total_unread: number;
}

export const list = (url: string, token: string | undefined, query = '') =>
  call(url, 'GET', `/api/user/adv/notifications${query}`, { token });
export const unread = async (url: string, token: string): Promise<number> =>
  ((await call(url, 'GET', '/api/user/adv/unread-notifications', { token })).body.data as { total_unread: number }).total_unread;
export const markRead = (url: string, token: string | undefined, uuids: string[]): Promise<Answer> =>
  call(url, 'PUT', '/api/user/adv/notifications/mark-read', { token, body: { notification_uuids: uuids } });
