import { diff, record } from '../audit/record.ts';
import type { z } from 'zod';
import type { EmployeeDetail, inviteBody, listEmployees, updateBody } from '../../src/domain/employees/contract.ts';
import { levelsForRole } from '../../src/domain/employees/levels.ts';
import type { QueryOf } from '../../src/domain/contract.ts';
import { roleKey, type Principal } from '../../src/domain/permissions.ts';
import { sendPasswordLink } from '../auth/password-links.ts';
import { withTransaction, type Db, type Tx } from '../db/pool.ts';
import { HttpError } from '../http/errors.ts';
import { unjoinedPartnerErrors } from '../partners/refs.ts';
import { likeContains } from '../db/like.ts';
import { detailOf, EMPLOYEE_COLUMNS, findEmployee, toEmployee, type EmployeeRow } from './queries.ts';

/**
 * Employee management of one brand. Business rules that the schema cannot express live here:
 * unique email (422 already_exists), the owner is never changed or deactivated (409 owner_locked),
 * nobody deactivates themselves (409 self_deactivate), partner assignments only for employees who
 * do not manage all partners (422 not_valid on brand_user_id).
 */
export const notFound = () => new HttpError(404, 'not_found', 'Employee not found');

export async function listBrandEmployees(db: Db, user: Principal, query: QueryOf<typeof listEmployees>) {
  // an agency's stand-in row (decision 077) is no employee
  const where = ['brand_id = $1', 'agency_id IS NULL'];
  const args: unknown[] = [user.brandId];
  if (query.search?.trim()) {
    args.push(likeContains(query.search.trim()));
    where.push(`(first_name || ' ' || last_name ILIKE $${args.length} OR email ILIKE $${args.length})`);
  }
  if (query.status) {
    args.push(query.status);
    where.push(`status = $${args.length}`);
  }
  if (query.role_id !== undefined) {
    args.push(query.role_id);
    where.push(`role_id = $${args.length}`);
  }
  const filter = where.join(' AND ');
  const total = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM brand_users WHERE ${filter}`, args);
  const offset = (query.page - 1) * query.limit;
  // The owner first, then the newest invitations.
  const { rows } = await db.query<EmployeeRow>(
    `SELECT ${EMPLOYEE_COLUMNS} FROM brand_users WHERE ${filter}
      ORDER BY (role_id = 1) DESC, created_at DESC, id DESC LIMIT ${query.limit} OFFSET ${offset}`,
    args,
  );
  const totalRow = total.rows[0]!.n;
  return {
    items: rows.map(toEmployee),
    paging: { current_page: query.page, limit: query.limit, total_row: totalRow, total_page: Math.ceil(totalRow / query.limit) },
  };
}

export async function getBrandEmployee(db: Db, user: Principal, id: number): Promise<EmployeeDetail> {
  const row = await findEmployee(db, user.brandId, id);
  if (!row) throw notFound();
  return detailOf(db, row);
}

export async function inviteEmployee(
  db: Db,
  user: Principal,
  body: z.output<typeof inviteBody>,
  publicUrl: string,
): Promise<EmployeeDetail> {
  const role = roleKey(body.role_id);
  const levels = levelsForRole(role, body.permissions);
  return withTransaction(db, async (tx) => {
    // The unique index on lower(email) is the real guard; the insert's conflict answers a race too.
    const { rows } = await tx.query<EmployeeRow>(
      `INSERT INTO brand_users (brand_id, email, password_hash, first_name, last_name, role_id, permissions, is_all_partner, is_first_login, language)
       SELECT $1, $2, NULL, $3, $4, $5, $6, $7, true, b.language
         FROM (SELECT COALESCE((SELECT language FROM brand_users WHERE id = $8), 'en') AS language) b
       ON CONFLICT ((lower(email))) DO NOTHING
       RETURNING ${EMPLOYEE_COLUMNS}`,
      [
        user.brandId,
        body.email.trim(),
        body.first_name?.trim() ?? '',
        body.last_name?.trim() ?? '',
        body.role_id,
        JSON.stringify(levels),
        body.is_all_partner,
        user.userId,
      ],
    );
    const row = rows[0];
    if (!row) throw new HttpError(422, 'validation_failed', 'Email already in use', [{ field: 'email', code: 'already_exists' }]);
    await record(tx, {
      action: 'employees.invite',
      objectType: 'employee',
      objectId: row.id,
      changes: diff(null, row, ['email', 'first_name', 'last_name', 'role_id', 'permissions', 'is_all_partner']),
    });
    await sendPasswordLink(tx, row, 'set', publicUrl);
    return detailOf(tx, row);
  });
}

export async function updateBrandEmployee(db: Db, user: Principal, id: number, body: z.output<typeof updateBody>): Promise<EmployeeDetail> {
  return withTransaction(db, async (tx) => {
    const row = await findEmployee(tx, user.brandId, id, true);
    if (!row) throw notFound();
    if (roleKey(row.role_id) === 'owner') throw new HttpError(409, 'owner_locked', 'The owner cannot be changed or deactivated');
    if (row.id === user.userId && body.status === 'inactive') {
      throw new HttpError(409, 'self_deactivate', 'You cannot deactivate yourself');
    }
    const sets: string[] = [];
    const args: unknown[] = [];
    const set = (column: string, value: unknown) => {
      args.push(value);
      sets.push(`${column} = $${args.length}`);
    };
    if (body.first_name !== undefined) set('first_name', body.first_name.trim());
    if (body.last_name !== undefined) set('last_name', body.last_name.trim());
    if (body.role_id !== undefined && body.role_id !== row.role_id) {
      // A new role brings its defaults unless the levels come with it (spec: custom always does).
      set('role_id', body.role_id);
      set('permissions', JSON.stringify(levelsForRole(roleKey(body.role_id), body.permissions)));
    } else if (body.permissions !== undefined) {
      const current = toEmployee(row).permissions;
      set('permissions', JSON.stringify({ ...current, ...body.permissions }));
    }
    if (body.is_all_partner !== undefined) set('is_all_partner', body.is_all_partner);
    if (body.status !== undefined) set('status', body.status);
    if (sets.length === 0) return detailOf(tx, row);
    args.push(row.id, user.brandId);
    const { rows } = await tx.query<EmployeeRow>(
      `UPDATE brand_users SET ${sets.join(', ')} WHERE id = $${args.length - 1} AND brand_id = $${args.length} RETURNING ${EMPLOYEE_COLUMNS}`,
      args,
    );
    // authenticate() and refresh rotation already refuse inactive users; revoking the sessions as well
    // means activating the account again does not bring old tokens back to life.
    if (body.status === 'inactive' && row.status === 'active') await revokeAllSessions(tx, row.id);
    await record(tx, {
      action: 'employees.update',
      objectType: 'employee',
      objectId: row.id,
      changes: diff(row, rows[0]!, ['first_name', 'last_name', 'role_id', 'permissions', 'is_all_partner', 'status']),
    });
    return detailOf(tx, rows[0]!);
  });
}

export async function assignPartners(db: Db, user: Principal, brandUserId: number, partnerIds: readonly number[]) {
  return withTransaction(db, async (tx) => {
    const row = await findEmployee(tx, user.brandId, brandUserId, true);
    if (!row) throw notFound();
    if (roleKey(row.role_id) === 'owner' || row.is_all_partner) {
      // an all-partner employee already sees every partner; assignments would be silently ignored
      throw new HttpError(422, 'validation_failed', 'Employee manages all partners', [{ field: 'brand_user_id', code: 'not_valid' }]);
    }
    const unique = [...new Set(partnerIds)].sort((a, b) => a - b);
    // only partners of this brand (partner_id references partners since migration 013)
    const unknown = await unjoinedPartnerErrors(tx, user.brandId, partnerIds, (i) => `partner_ids.${i}`);
    if (unknown.length) throw new HttpError(422, 'validation_failed', 'Unknown partners', unknown);
    const { rows: old } = await tx.query<{ partner_id: number }>(
      'DELETE FROM brand_user_partners WHERE brand_id = $1 AND brand_user_id = $2 RETURNING partner_id',
      [user.brandId, row.id],
    );
    const before = old.map((r) => Number(r.partner_id)).sort((a, b) => a - b);
    await record(tx, {
      action: 'employees.assignPartners',
      objectType: 'employee',
      objectId: row.id,
      changes: diff({ partner_ids: before }, { partner_ids: unique }, ['partner_ids']),
    });
    if (unique.length > 0) {
      await tx.query(`INSERT INTO brand_user_partners (brand_user_id, brand_id, partner_id) SELECT $1, $2, unnest($3::bigint[])`, [
        row.id,
        user.brandId,
        unique,
      ]);
    }
    return { brand_user_id: row.id, partner_ids: unique };
  });
}

async function revokeAllSessions(tx: Tx, userId: number): Promise<void> {
  await tx.query("UPDATE auth_sessions SET revoked_at = now(), revoke_reason = 'deactivated' WHERE user_id = $1 AND revoked_at IS NULL", [
    userId,
  ]);
  await tx.query('UPDATE refresh_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [userId]);
}
