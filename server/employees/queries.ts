import type { Employee, EmployeeDetail } from '../../src/domain/employees/contract.ts';
import { displayName, effectiveLevels } from '../../src/domain/employees/levels.ts';
import { roleKey } from '../../src/domain/permissions.ts';
import { parsePermissions } from '../auth/authenticate.ts';
import type { Queryable } from '../db/pool.ts';

/** Reads of brand users for the employee area. Every query takes the brand id: nothing crosses brands. */
export interface EmployeeRow {
  id: number;
  brand_id: number;
  email: string;
  first_name: string;
  last_name: string;
  language: string;
  role_id: number;
  status: 'active' | 'inactive';
  permissions: unknown;
  is_all_partner: boolean;
  has_password: boolean;
  created_at: Date;
}

export const EMPLOYEE_COLUMNS = `id, brand_id, email, first_name, last_name, language, role_id, status, permissions, is_all_partner,
  password_hash IS NOT NULL AS has_password, created_at`;

export function toEmployee(row: EmployeeRow): Employee {
  const role = roleKey(row.role_id);
  return {
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    name: displayName(row.first_name, row.last_name, row.email),
    email: row.email,
    role_id: row.role_id,
    status: row.status,
    permissions: effectiveLevels(role, parsePermissions(row.permissions)),
    is_all_partner: role === 'owner' ? true : row.is_all_partner,
    has_password: row.has_password,
    created_at: row.created_at.toISOString(),
  };
}

export async function findEmployee(q: Queryable, brandId: number, id: number, lock = false): Promise<EmployeeRow | null> {
  const { rows } = await q.query<EmployeeRow>(
    `SELECT ${EMPLOYEE_COLUMNS} FROM brand_users WHERE id = $1 AND brand_id = $2 AND agency_id IS NULL${lock ? ' FOR UPDATE' : ''}`,
    [id, brandId],
  );
  return rows[0] ?? null;
}

export async function partnerIdsOf(q: Queryable, brandId: number, userId: number): Promise<number[]> {
  const { rows } = await q.query<{ partner_id: number }>(
    'SELECT partner_id FROM brand_user_partners WHERE brand_id = $1 AND brand_user_id = $2 ORDER BY partner_id',
    [brandId, userId],
  );
  return rows.map((r) => r.partner_id);
}

export async function detailOf(q: Queryable, row: EmployeeRow): Promise<EmployeeDetail> {
  return { ...toEmployee(row), partner_ids: await partnerIdsOf(q, row.brand_id, row.id) };
}
