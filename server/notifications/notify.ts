import {
  BROADCAST_CATEGORY,
  caseById,
  missingData,
  type Category,
  type NotificationData,
  CASE_IDS,
} from '../../src/domain/notifications/cases.ts';
import { notificationDataSchema } from '../../src/domain/notifications/data.ts';
import { NOTIFICATION_CREATED } from '../../src/domain/notifications/events.ts';
import { settingFor } from '../../src/domain/notifications/settings.ts';
import type { Queryable } from '../db/pool.ts';
import { publishEvent } from '../live/publish.ts';
import { usersNotSeeing } from '../auth/partner-scope.ts';

/**
 * The one way to create a notification: `notify(db, brandId, caseId, data, { userId })`. Areas call it
 * from the real event (an offer status change, a finished upload, …), passing their transaction as
 * `db` so the notification and its live event exist only if the change commits.
 *
 * - Without `userId` the notification is brand-wide: one row every user of the brand sees, with read
 *   state per user; `promotion` and `announcement` become `promotion-all` / `announcement-all`.
 * - Settings are respected: a targeted user who switched the case's family off gets nothing (null is
 *   returned); brand-wide rows are hidden from such users when listed and not pushed to them.
 * - The live event goes to the brand's open tabs of users with read access to `notification`.
 */
export interface NotifyOptions {
  userId?: number | null;
  /** category override, e.g. `other` for an operator message with an image */
  category?: Category;
  /** stored text for unused cases and operator messages */
  content?: string;
}

export interface Notified {
  id: number;
  uuid: string;
  category: Category;
}

export class NotifyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NotifyError';
  }
}

/** The partner a notification is about (`partner_id`, else `publisher_id`), when it names one by a numeric id. */
function partnerOf(data: NotificationData): number | null {
  const id = data.partner_id ?? data.publisher_id;
  return id !== undefined && /^[0-9]{1,18}$/.test(String(id)) ? Number(id) : null;
}

export async function notify(
  db: Queryable,
  brandId: number,
  caseId: number,
  data: NotificationData,
  opts: NotifyOptions = {},
): Promise<Notified | null> {
  if (!CASE_IDS.includes(caseId)) throw new NotifyError(`unknown notification case ${caseId}`);
  const parsed = notificationDataSchema.safeParse(data);
  if (!parsed.success)
    throw new NotifyError(`invalid data for case ${caseId}: ${parsed.error.issues.map((i) => i.path.join('.')).join(', ')}`);
  const missing = missingData(caseId, parsed.data);
  if (missing.length) throw new NotifyError(`case ${caseId} needs ${missing.join(', ')}`);

  const userId = opts.userId ?? null;
  const base: Category = opts.category ?? caseById(caseId)?.category ?? 'other';
  const category = userId === null ? (BROADCAST_CATEGORY[base] ?? base) : base;
  const setting = settingFor(category);

  let exceptUserIds: number[] = [];
  if (setting) {
    const { rows } = await db.query<{ user_id: number }>(
      `SELECT s.user_id FROM notification_settings s JOIN brand_users u ON u.id = s.user_id
        WHERE u.brand_id = $1 AND s.setting_id = $2 AND NOT s.status ${userId === null ? '' : 'AND s.user_id = $3'}`,
      userId === null ? [brandId, setting.id] : [brandId, setting.id, userId],
    );
    exceptUserIds = rows.map((r) => Number(r.user_id));
    if (userId !== null && exceptUserIds.length) return null;
  }

  // the partner scope (docs/decisions/053): employees the partner is not assigned to hear nothing live;
  // the list hides the row from them too (queries.ts), at read time
  const partnerId = partnerOf(parsed.data);
  if (partnerId !== null) exceptUserIds = [...new Set([...exceptUserIds, ...(await usersNotSeeing(db, brandId, partnerId))])];

  const { rows } = await db.query<{ id: number; uuid: string }>(
    `INSERT INTO notifications (brand_id, user_id, category, case_id, data, content)
     SELECT $1, $2, $3, $4, $5, $6
      WHERE $2::bigint IS NULL OR EXISTS (SELECT 1 FROM brand_users WHERE id = $2 AND brand_id = $1)
     RETURNING id, uuid`,
    [brandId, userId, category, caseId, JSON.stringify(parsed.data), opts.content ?? null],
  );
  const row = rows[0];
  if (!row) throw new NotifyError(`user ${userId} is not a user of brand ${brandId}`);
  await publishEvent(db, {
    brandId,
    userId,
    exceptUserIds,
    module: 'notification',
    type: NOTIFICATION_CREATED,
    data: { uuid: row.uuid, category, case_id: caseId },
  });
  return { id: Number(row.id), uuid: row.uuid, category };
}
