import { z } from 'zod';
import { endpoint, pagedSchema, pageQuerySchema } from '../contract.ts';
import { MODULE_KEYS, ROLES, type Level, type ModuleKey, LEVEL } from '../permissions.ts';
import { zEmail, zName, zSearch } from '../validation/zod.ts';

/**
 * Employees and permissions (spec 1 §6, §7 "user/brand/workspace/…", paths verbatim under /api).
 * Reads need the employee module at read only (2), writes at full access (15); the signed-in user's
 * own module levels are open to any user (the shell needs them). See docs/decisions/012.
 */
const levelSchema = z.union([z.literal(0), z.literal(2), z.literal(15)]) as z.ZodType<Level>;
const moduleKeySchema = z.enum(MODULE_KEYS as [ModuleKey, ...ModuleKey[]]);
/** module key → level; a partial map on input (merged onto the role's defaults) */
export const levelsSchema = z.partialRecord(moduleKeySchema, levelSchema);
/** every module present (answers always carry the effective level of each module) */
export const fullLevelsSchema = z.record(moduleKeySchema, levelSchema);

/** Roles an employee may be given: every role but owner (a brand has exactly one owner). */
export const EMPLOYEE_ROLE_IDS = [ROLES.admin, ROLES.affiliate_manager, ROLES.technical, ROLES.finance, ROLES.custom] as const;
const employeeRoleId = z.coerce
  .number()
  .int()
  .refine((n) => (EMPLOYEE_ROLE_IDS as readonly number[]).includes(n), { message: 'not_valid' });

export const EMPLOYEE_STATUSES = ['active', 'inactive'] as const;
export type EmployeeStatus = (typeof EMPLOYEE_STATUSES)[number];
const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const idParams = z.object({ id });

export const employeeSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  /** first and last name, or the email while both are empty */
  name: z.string(),
  email: z.string(),
  role_id: z.number().int(),
  status: z.enum(EMPLOYEE_STATUSES),
  permissions: fullLevelsSchema,
  /** always true for the owner */
  is_all_partner: z.boolean(),
  /** false until the invited employee has used the set-password link */
  has_password: z.boolean(),
  created_at: z.string(),
});
export type Employee = z.infer<typeof employeeSchema>;

export const employeeDetailSchema = employeeSchema.extend({
  /** partners assigned to a non-all-partner employee */
  partner_ids: z.array(z.number().int()),
});
export type EmployeeDetail = z.infer<typeof employeeDetailSchema>;

export const listEmployees = endpoint({
  id: 'employees.list',
  method: 'GET',
  path: '/api/user/brand/workspace/brand-users',
  summary: 'Employees of the brand (paged; search by name or email)',
  access: { kind: 'module', module: 'employee', level: LEVEL.read },
  query: pageQuerySchema.extend({
    search: zSearch(),
    status: z.enum(EMPLOYEE_STATUSES).optional(),
    // bounded like the roles table's ids: a number beyond the column type was a 500 (found by the fuzzer)
    role_id: z.coerce
      .number()
      .int()
      .min(1)
      .max(Math.max(...Object.values(ROLES)))
      .optional(),
  }),
  response: pagedSchema(employeeSchema),
});

export const getEmployee = endpoint({
  id: 'employees.get',
  method: 'GET',
  path: '/api/user/brand/workspace/brand-user/:id',
  summary: 'One employee of the brand with assigned partners',
  access: { kind: 'module', module: 'employee', level: LEVEL.read },
  params: idParams,
  response: employeeDetailSchema,
});

export const inviteBody = z
  .object({
    email: zEmail(),
    first_name: zName({ optional: true }),
    last_name: zName({ optional: true }),
    role_id: employeeRoleId,
    /** required for the custom role; otherwise overrides the role's defaults */
    permissions: levelsSchema.optional(),
    is_all_partner: z.boolean().default(true),
  })
  .superRefine(customNeedsLevels);
export type InviteInput = z.input<typeof inviteBody>;

export const inviteEmployee = endpoint({
  id: 'employees.invite',
  method: 'POST',
  path: '/api/user/brand/workspace/brand-user',
  summary: 'Invite an employee by email: creates the user without a password and mails the set-password link',
  access: { kind: 'module', module: 'employee', level: LEVEL.full },
  body: inviteBody,
  response: employeeDetailSchema,
});

export const updateBody = z
  .object({
    first_name: zName({ optional: true }),
    last_name: zName({ optional: true }),
    role_id: employeeRoleId.optional(),
    permissions: levelsSchema.optional(),
    is_all_partner: z.boolean().optional(),
    status: z.enum(EMPLOYEE_STATUSES).optional(),
  })
  .superRefine(customNeedsLevels);
export type UpdateInput = z.input<typeof updateBody>;

export const updateEmployee = endpoint({
  id: 'employees.update',
  method: 'PUT',
  path: '/api/user/brand/workspace/brand-user/:id',
  summary: 'Change role, module levels, all-partner flag or status (deactivate / activate) of an employee',
  access: { kind: 'module', module: 'employee', level: LEVEL.full },
  params: idParams,
  body: updateBody,
  response: employeeDetailSchema,
});

/** The custom role has no defaults worth keeping (all 0): its levels must be given. */
function customNeedsLevels(value: { role_id?: number; permissions?: unknown }, ctx: z.RefinementCtx): void {
  if (value.role_id === ROLES.custom && value.permissions === undefined) {
    ctx.addIssue({ code: 'custom', message: 'c_c01', path: ['permissions'] });
  }
}

export const roleSchema = z.object({ id: z.number().int(), key: z.string() });
export const listRoles = endpoint({
  id: 'employees.roles',
  method: 'GET',
  path: '/api/user/brand/workspace/roles',
  summary: 'Roles of the brand workspace (names are translated by the client from the key)',
  access: { kind: 'module', module: 'employee', level: LEVEL.read },
  response: z.array(roleSchema),
});

/** One module's level, in the spec's display order 7,1,2,3,4,5,6,10,11,8,9. */
export const moduleLevelSchema = z.object({ module_id: z.number().int(), module: moduleKeySchema, level: levelSchema });
export type ModuleLevel = z.infer<typeof moduleLevelSchema>;

export const rolePermission = endpoint({
  id: 'employees.rolePermission',
  method: 'GET',
  path: '/api/user/brand/workspace/role-permission',
  summary: 'Default module levels of a role',
  access: { kind: 'module', module: 'employee', level: LEVEL.read },
  query: z.object({
    role_id: z.coerce
      .number()
      .int()
      .refine((n) => Object.values(ROLES).includes(n as never), { message: 'not_valid' }),
  }),
  response: z.object({ role_id: z.number().int(), items: z.array(moduleLevelSchema) }),
});

export const managerOptionSchema = z.object({ id: z.number().int(), name: z.string(), email: z.string(), is_all_partner: z.boolean() });
/** The 'not assigned' option of the manager list (spec 1 §3 "Manager option"). */
export const NOT_ASSIGNED_ID = 0;
export const listManagers = endpoint({
  id: 'employees.managers',
  method: 'GET',
  path: '/api/user/brand/workspace/info/list-managers',
  summary: "Manager options: 'not assigned' (id 0), then active users with access to partner management",
  access: { kind: 'module', module: 'employee', level: LEVEL.read },
  response: z.array(managerOptionSchema),
});

export const modulePermission = endpoint({
  id: 'employees.modulePermission',
  method: 'GET',
  path: '/api/user/brand/brand-user/module-permission',
  summary: "The signed-in user's module levels in display order",
  access: { kind: 'user' },
  response: z.object({ role_id: z.number().int(), is_all_partner: z.boolean(), items: z.array(moduleLevelSchema) }),
});

export const MAX_ASSIGNED_PARTNERS = 10_000;
export const partnerManagements = endpoint({
  id: 'employees.partnerManagements',
  method: 'PUT',
  path: '/api/user/brand/brand-user/partner-managements',
  summary: 'Replace the partners assigned to an employee who does not manage all partners',
  access: { kind: 'module', module: 'employee', level: LEVEL.full },
  body: z.object({
    brand_user_id: id,
    partner_ids: z.array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER)).max(MAX_ASSIGNED_PARTNERS),
  }),
  response: z.object({ brand_user_id: z.number().int(), partner_ids: z.array(z.number().int()) }),
});

export const employeeEndpoints = [
  listEmployees,
  getEmployee,
  inviteEmployee,
  updateEmployee,
  listRoles,
  rolePermission,
  listManagers,
  modulePermission,
  partnerManagements,
] as const;
