import type { NotificationSetting } from '../../src/domain/notifications/contract.ts';
import { SETTINGS } from '../../src/domain/notifications/settings.ts';
import { translator, type Locale } from '../../src/i18n/translate.ts';
import type { Db } from '../db/pool.ts';
import { withTransaction } from '../db/pool.ts';

/** The user's settings, titled and described in their language; a setting never saved is on. */
export async function readSettings(db: Db, userId: number): Promise<NotificationSetting[]> {
  const [settings, user] = await Promise.all([
    db.query<{ setting_id: number; status: boolean }>('SELECT setting_id, status FROM notification_settings WHERE user_id = $1', [userId]),
    db.query<{ language: Locale }>('SELECT language FROM brand_users WHERE id = $1', [userId]),
  ]);
  const stored = new Map(settings.rows.map((r) => [Number(r.setting_id), r.status]));
  const ll = translator(user.rows[0]?.language ?? 'en');
  return SETTINGS.map((s) => ({
    id: s.id,
    title: ll.notifications.settings.items[s.key].title(),
    describe: ll.notifications.settings.items[s.key].describe(),
    status: stored.get(s.id) ?? true,
  }));
}

export async function saveSettings(db: Db, userId: number, data: { id: number; status: boolean }[]): Promise<NotificationSetting[]> {
  await withTransaction(db, async (tx) => {
    for (const item of data) {
      await tx.query(
        `INSERT INTO notification_settings (user_id, setting_id, status) VALUES ($1, $2, $3)
         ON CONFLICT (user_id, setting_id) DO UPDATE SET status = EXCLUDED.status, updated_at = now()`,
        [userId, item.id, item.status],
      );
    }
  });
  return readSettings(db, userId);
}
