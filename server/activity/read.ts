import { decodeAuditCursor, encodeAuditCursor, listAudit, type AuditRow } from '../../src/domain/audit/contract.ts';
import type { Principal } from '../../src/domain/permissions.ts';
import type { Db } from '../db/pool.ts';
import type { QueryOf } from '../../src/domain/contract.ts';

/** Roles that see every row of their brand; everyone else sees the rows of their own actions. */
const SEES_ALL = new Set<Principal['role']>(['owner', 'admin']);

/**
 * The audit log's read (`GET /api/audit` and its export): newest first, keyset on `id`. Owner and
 * admins see every row of their brand; everyone else only the rows of their own actions.
 */
export async function readAudit(db: Db, user: Principal, q: QueryOf<typeof listAudit>) {
  const where = ['a.brand_id = $1'];
  const args: unknown[] = [user.brandId];
  const add = (sql: string, value: unknown) => {
    args.push(value);
    where.push(sql.replace('?', `$${args.length}`));
  };
  if (!SEES_ALL.has(user.role)) add('a.brand_user_id = ?', user.userId);
  if (q.user_id !== undefined) add('a.brand_user_id = ?', q.user_id);
  if (q.object_type !== undefined) add('a.object_type = ?', q.object_type);
  if (q.object_id !== undefined) add('a.object_id = ?', q.object_id);
  if (q.action !== undefined) add('a.action = ?', q.action);
  if (q.from !== undefined) add('a.at >= ?', q.from);
  if (q.to !== undefined) add('a.at < ?', q.to);
  if (q.actor === 'agency') where.push('a.agency_id IS NOT NULL');
  if (q.actor === 'brand') where.push('a.agency_id IS NULL');
  if (q.cursor !== undefined) add('a.id < ?', decodeAuditCursor(q.cursor));
  // on behalf of: the agency and its user as they are named now ('' once gone; the ids stay)
  const { rows } = await db.query<AuditRow>(
    `SELECT a.id, to_char(a.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS at, a.brand_user_id AS user_id,
            COALESCE(trim(u.first_name || ' ' || u.last_name), '') AS user_name,
            a.action, a.object_type, a.object_id, a.changes, a.request_id, a.ip,
            CASE WHEN a.agency_id IS NULL THEN NULL ELSE jsonb_build_object(
              'agency_id', a.agency_id, 'agency_name', COALESCE(ag.name, ''),
              'agency_user_id', a.agency_user_id, 'agency_user_email', COALESCE(au.email, '')) END AS on_behalf_of
       FROM audit_log a LEFT JOIN brand_users u ON u.id = a.brand_user_id
       LEFT JOIN agencies ag ON ag.id = a.agency_id
       LEFT JOIN agency_users au ON au.id = a.agency_user_id
      WHERE ${where.join(' AND ')}
      ORDER BY a.id DESC LIMIT ${q.limit + 1}`,
    args,
  );
  const items = rows.slice(0, q.limit);
  const next = rows.length > q.limit ? encodeAuditCursor(items.at(-1)!.id) : null;
  return { items, paging: { limit: q.limit, next_cursor: next } };
}
