import type { FastifyInstance } from 'fastify';
import * as api from '../../src/domain/employees/contract.ts';
import { effectiveLevels, levelsForRole, orderedLevels } from '../../src/domain/employees/levels.ts';
import { can, ROLE_KEYS, ROLES, roleKey, LEVEL } from '../../src/domain/permissions.ts';
import { parsePermissions } from '../auth/authenticate.ts';
import { route, type FeatureDeps } from '../http/route.ts';
import { assignPartners, getBrandEmployee, inviteEmployee, listBrandEmployees, updateBrandEmployee } from './service.ts';
import { displayName } from '../../src/domain/employees/levels.ts';

interface ManagerRow {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  role_id: number;
  permissions: unknown;
  is_all_partner: boolean;
}

/** Employees and permissions (src/domain/employees/contract.ts). */
export function registerEmployeeRoutes(app: FastifyInstance, deps: FeatureDeps): void {
  route(app, api.listEmployees, ({ db, user, query }) => listBrandEmployees(db, user, query));
  route(app, api.getEmployee, ({ db, user, params }) => getBrandEmployee(db, user, params.id));
  route(app, api.inviteEmployee, ({ db, user, body }) => inviteEmployee(db, user, body, deps.config.publicUrl));
  route(app, api.updateEmployee, ({ db, user, params, body }) => updateBrandEmployee(db, user, params.id, body));
  route(app, api.partnerManagements, ({ db, user, body }) => assignPartners(db, user, body.brand_user_id, body.partner_ids));

  route(app, api.listRoles, async () => ROLE_KEYS.map((key) => ({ id: ROLES[key], key })));
  route(app, api.rolePermission, async ({ query }) => ({
    role_id: query.role_id,
    items: orderedLevels(levelsForRole(roleKey(query.role_id))),
  }));

  route(app, api.modulePermission, async ({ user }) => ({
    role_id: ROLES[user.role],
    is_all_partner: user.isAllPartner,
    items: orderedLevels(effectiveLevels(user.role, user.permissions)),
  }));

  // Managers are the active users who can see partner management: assigning a partner to someone
  // who cannot open it would help nobody.
  route(app, api.listManagers, async ({ db, user }) => {
    const { rows } = await db.query<ManagerRow>(
      `SELECT id, email, first_name, last_name, role_id, permissions, is_all_partner
         FROM brand_users WHERE brand_id = $1 AND status = 'active' AND agency_id IS NULL ORDER BY first_name, last_name, id`,
      [user.brandId],
    );
    const managers = rows
      .filter((r) => can({ role: roleKey(r.role_id), permissions: parsePermissions(r.permissions) }, 'management', LEVEL.read))
      .map((r) => ({
        id: r.id,
        name: displayName(r.first_name, r.last_name, r.email),
        email: r.email,
        is_all_partner: roleKey(r.role_id) === 'owner' ? true : r.is_all_partner,
      }));
    return [{ id: api.NOT_ASSIGNED_ID, name: 'Not assigned', email: '', is_all_partner: false }, ...managers];
  });
}
