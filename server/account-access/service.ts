import { ACCESS_REQUEST_MS, type AccessRequest, type AccessRequestStatus } from '../../src/domain/account-access/contract.ts';
import type { Principal } from '../../src/domain/permissions.ts';
import { nextAccessRequest, type AccessRequestEvent } from '../../src/machines/access-request.ts';
import { withTransaction, type Db, type Tx } from '../db/pool.ts';
import { HttpError } from '../http/errors.ts';
import { nowOf } from '../db/clock.ts';

/**
 * Account-access requests (spec 1 §4). The chart in src/machines/access-request.ts is the authority
 * on transitions: the row is restored at its stored status, a lapse of 24 hours is applied first as
 * `request.expire`, then the owner's answer is asked of the chart (`can`) and the result persisted.
 */
interface Row {
  id: number;
  brand_id: number;
  manager_name: string;
  status: AccessRequestStatus;
  requested_at: Date;
  decided_at: Date | null;
  expires_at: Date;
}

const COLUMNS = 'id, brand_id, manager_name, status, requested_at, decided_at, expires_at';

export function toAccessRequest(row: Row, now: Date): AccessRequest {
  return {
    id: row.id,
    manager_name: row.manager_name,
    status: effectiveStatus(row, now),
    requested_at: row.requested_at.toISOString(),
    decided_at: row.decided_at?.toISOString() ?? null,
    expires_at: row.expires_at.toISOString(),
  };
}

/** The status as of `now`: past its expiry, a requested or accepted row has expired (through the chart). */
export function effectiveStatus(row: Pick<Row, 'status' | 'expires_at'>, now: Date): AccessRequestStatus {
  if (now.getTime() < row.expires_at.getTime()) return row.status;
  return nextAccessRequest(row.status, { type: 'request.expire' }) ?? row.status;
}

export async function createAccessRequest(db: Db, brandId: number, managerName: string): Promise<AccessRequest> {
  const now = nowOf(db);
  const { rows } = await db.query<Row>(
    `INSERT INTO account_access_requests (brand_id, manager_name, status, requested_at, expires_at)
     VALUES ($1, $2, 'requested', $3, $4) RETURNING ${COLUMNS}`,
    [brandId, managerName, now, new Date(now.getTime() + ACCESS_REQUEST_MS)],
  );
  return toAccessRequest(rows[0]!, now);
}

export async function listAccessRequests(db: Db, brandId: number): Promise<{ items: AccessRequest[]; has_access: boolean }> {
  const now = nowOf(db);
  const { rows } = await db.query<Row>(`SELECT ${COLUMNS} FROM account_access_requests WHERE brand_id = $1 ORDER BY id DESC LIMIT 100`, [
    brandId,
  ]);
  const items = rows.map((r) => toAccessRequest(r, now));
  return { items, has_access: items.some((r) => r.status === 'accepted') };
}

/** Whether the account manager may enter the brand's account right now, and until when. */
export async function accessStatus(
  db: Db,
  brandId: number,
): Promise<{ hasAccess: boolean; until: Date | null; latest: AccessRequest | null }> {
  const { items } = await listAccessRequests(db, brandId);
  const open = items.find((r) => r.status === 'accepted');
  return { hasAccess: Boolean(open), until: open ? new Date(open.expires_at) : null, latest: items[0] ?? null };
}

async function persist(tx: Tx, row: Row, status: AccessRequestStatus, extra: { decidedBy?: number; now: Date }): Promise<Row> {
  const decided = status === 'accepted' || status === 'rejected';
  const { rows } = await tx.query<Row>(
    `UPDATE account_access_requests
        SET status = $2,
            decided_at = CASE WHEN $3::boolean THEN $4 ELSE decided_at END,
            decided_by = CASE WHEN $3::boolean THEN $5 ELSE decided_by END,
            expires_at = CASE WHEN $2 = 'accepted' THEN $6 ELSE expires_at END
      WHERE id = $1 RETURNING ${COLUMNS}`,
    [row.id, status, decided, extra.now, extra.decidedBy ?? null, new Date(extra.now.getTime() + ACCESS_REQUEST_MS)],
  );
  return rows[0]!;
}

/** The owner's answer. 404 for another brand's request; 409 once expired or already answered. */
export async function answerAccessRequest(db: Db, user: Principal, id: number, action: 'accept' | 'reject'): Promise<AccessRequest> {
  if (user.role !== 'owner') throw new HttpError(403, 'forbidden', 'Only the brand owner answers account-access requests');
  const now = nowOf(db);
  const outcome = await withTransaction(db, async (tx) => {
    const found = await tx.query<Row>(`SELECT ${COLUMNS} FROM account_access_requests WHERE id = $1 AND brand_id = $2 FOR UPDATE`, [
      id,
      user.brandId,
    ]);
    let row = found.rows[0];
    if (!row) throw new HttpError(404, 'not_found', 'Access request not found');
    // time first: a lapsed request is stored as expired before the answer is considered
    const current = effectiveStatus(row, now);
    if (current !== row.status) row = await persist(tx, row, current, { now });
    const event: AccessRequestEvent = { type: action === 'accept' ? 'request.accept' : 'request.reject' };
    const next = nextAccessRequest(row.status, event);
    if (!next) return { refused: row };
    return { row: await persist(tx, row, next, { now, decidedBy: user.userId }) };
  });
  if ('refused' in outcome) {
    const row = outcome.refused!;
    if (row.status === 'expired') {
      throw new HttpError(409, 'access_request_expired', 'This access request has expired (requests are valid for 24 hours)');
    }
    throw new HttpError(409, 'access_request_answered', `This access request was already ${row.status}`);
  }
  return toAccessRequest(outcome.row, now);
}
