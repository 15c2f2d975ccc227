import type { Category } from '../../src/domain/notifications/cases.ts';
import type { Notification, NotificationList } from '../../src/domain/notifications/contract.ts';
import { NOTIFICATIONS_READ } from '../../src/domain/notifications/events.ts';
import { SETTINGS } from '../../src/domain/notifications/settings.ts';
import type { Principal } from '../../src/domain/permissions.ts';
import type { Db } from '../db/pool.ts';
import { assignedPartnerIdsOf, seesAllPartners } from '../auth/partner-scope.ts';
import { withTransaction } from '../db/pool.ts';
import { publishEvent } from '../live/publish.ts';

/**
 * What one user sees: their own notifications plus the brand-wide ones of families they have not
 * switched off, always within their brand. Brand-wide read state lives in notification_reads.
 */
const BASE_VISIBLE = `n.brand_id = $1 AND (n.user_id = $2 OR (n.user_id IS NULL AND NOT (n.category = ANY($3::text[]))))`;
/**
 * The partner a notification is about (`partner_id`, else the spec's `publisher_id`), as bigint; NULL
 * when it names none. Ids are numbers or digit strings on the wire (src/domain/notifications/data.ts).
 */
const PARTNER_KEY = `COALESCE(n.data->>'partner_id', n.data->>'publisher_id')`;
const PARTNER_OF = `(CASE WHEN ${PARTNER_KEY} ~ '^[0-9]{1,18}$' THEN (${PARTNER_KEY})::bigint END)`;
/**
 * What one user sees, the partner scope included (docs/decisions/053): a notification about a partner
 * reaches an employee without the all-partner flag only while that partner is assigned to them. Read
 * at list time, so re-assigning a partner also re-assigns its past notifications.
 */
const visible = (user: Principal) =>
  seesAllPartners(user)
    ? BASE_VISIBLE
    : `${BASE_VISIBLE} AND (${PARTNER_KEY} IS NULL OR ${PARTNER_OF} IN (${assignedPartnerIdsOf('$1', '$2')}))`;
const IS_READ = `CASE WHEN n.user_id IS NULL
  THEN EXISTS (SELECT 1 FROM notification_reads r WHERE r.notification_id = n.id AND r.user_id = $2)
  ELSE n.is_read END`;

/** Categories this user switched off (their brand-wide rows are hidden). */
export async function hiddenCategories(db: Db, userId: number): Promise<Category[]> {
  const { rows } = await db.query<{ setting_id: number }>(
    'SELECT setting_id FROM notification_settings WHERE user_id = $1 AND NOT status',
    [userId],
  );
  const off = new Set(rows.map((r) => Number(r.setting_id)));
  return SETTINGS.filter((s) => off.has(s.id)).flatMap((s) => [...s.categories]);
}

async function scope(db: Db, user: Principal): Promise<[number, number, Category[]]> {
  return [user.brandId, user.userId, await hiddenCategories(db, user.userId)];
}

export async function countUnread(db: Db, user: Principal): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM notifications n WHERE ${visible(user)} AND NOT (${IS_READ})`,
    await scope(db, user),
  );
  return rows[0]?.n ?? 0;
}

interface Row {
  id: number;
  uuid: string;
  category: Notification['category_id'];
  case_id: number;
  data: Notification['data'];
  content: string | null;
  is_read: boolean;
  created_at: Date;
}

export async function listNotifications(db: Db, user: Principal, page: number, limit: number): Promise<NotificationList> {
  const params = await scope(db, user);
  const [list, totals] = await Promise.all([
    db.query<Row>(
      `SELECT n.id, n.uuid, n.category, n.case_id, n.data, n.content, ${IS_READ} AS is_read, n.created_at
         FROM notifications n WHERE ${visible(user)}
        ORDER BY n.created_at DESC, n.id DESC LIMIT $4 OFFSET $5`,
      [...params, limit, (page - 1) * limit],
    ),
    db.query<{ total: number; unread: number }>(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE NOT (${IS_READ}))::int AS unread FROM notifications n WHERE ${visible(user)}`,
      params,
    ),
  ]);
  const total = totals.rows[0]?.total ?? 0;
  return {
    items: list.rows.map((r) => ({
      id: Number(r.id),
      uuid: r.uuid,
      category_id: r.category,
      case_id: r.case_id,
      data: r.data,
      content: r.content,
      is_read: r.is_read,
      created_at: r.created_at.toISOString(),
    })),
    paging: { current_page: page, limit, total_row: total, total_page: Math.ceil(total / limit) },
    total_unread: totals.rows[0]?.unread ?? 0,
  };
}

/**
 * Marks the given notifications read for this user, or all of them for an empty list. Uuids the user
 * cannot see (another brand's, another user's) are ignored, never revealed. The user's other tabs
 * hear about it through the live stream.
 */
export async function markRead(db: Db, user: Principal, uuids: string[]): Promise<{ updated: number; total_unread: number }> {
  const hidden = await hiddenCategories(db, user.userId);
  const all = uuids.length === 0;
  const updated = await withTransaction(db, async (tx) => {
    const only = all ? '' : 'AND uuid = ANY($3::uuid[])';
    const args = all ? [user.brandId, user.userId] : [user.brandId, user.userId, uuids];
    const own = await tx.query(
      `UPDATE notifications SET is_read = true WHERE brand_id = $1 AND user_id = $2 AND NOT is_read ${only}`,
      args,
    );
    const wide = await tx.query(
      `INSERT INTO notification_reads (notification_id, user_id)
       SELECT id, $2 FROM notifications
        WHERE brand_id = $1 AND user_id IS NULL AND NOT (category = ANY($${all ? 3 : 4}::text[])) ${only}
       ON CONFLICT DO NOTHING`,
      [...args, hidden],
    );
    const count = (own.rowCount ?? 0) + (wide.rowCount ?? 0);
    if (count) await publishEvent(tx, { brandId: user.brandId, userId: user.userId, type: NOTIFICATIONS_READ, data: { uuids, all } });
    return count;
  });
  return { updated, total_unread: await countUnread(db, user) };
}
