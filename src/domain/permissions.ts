/**
 * Roles, modules and access levels of the brand workspace (spec 1 §6), and the one `can` function
 * that the server, the route guard, the menu and the command palette all use.
 * Module ids are ours (the spec does not show them); they make the display order 7,1,2,3,4,5,6,10,11,8,9
 * read as dashboard, offers, market, report, management, payment, employee, brand account, fraud, ticket,
 * notification. See docs/decisions/005-permissions.md.
 */
export const MODULES = {
  offers: 1,
  market: 2,
  report: 3,
  management: 4,
  payment: 5,
  employee: 6,
  dashboard: 7,
  ticket: 8,
  notification: 9,
  brand_account: 10,
  fraud_detector: 11,
} as const;
export type ModuleKey = keyof typeof MODULES;
export const MODULE_KEYS = Object.keys(MODULES) as ModuleKey[];
export const MODULE_DISPLAY_ORDER = [7, 1, 2, 3, 4, 5, 6, 10, 11, 8, 9] as const;

export const LEVEL = { none: 0, read: 2, full: 15 } as const;
export type Level = (typeof LEVEL)[keyof typeof LEVEL];
export const LEVELS: readonly Level[] = [0, 2, 15];

export const ROLES = {
  owner: 1,
  admin: 2,
  affiliate_manager: 3,
  technical: 4,
  finance: 5,
  custom: 6,
} as const;
export type RoleKey = keyof typeof ROLES;
export type RoleId = (typeof ROLES)[RoleKey];
export const ROLE_KEYS = Object.keys(ROLES) as RoleKey[];
export function roleKey(id: number): RoleKey {
  return ROLE_KEYS.find((k) => ROLES[k] === id) ?? 'owner';
}

export type ModuleLevels = Partial<Record<ModuleKey, Level>>;

const all = (level: Level): Record<ModuleKey, Level> => Object.fromEntries(MODULE_KEYS.map((k) => [k, level])) as Record<ModuleKey, Level>;

/** Default levels per role. The spec says "not shown"; these follow the role descriptions of spec 1 §6. */
export const ROLE_DEFAULTS: Record<RoleKey, Record<ModuleKey, Level>> = {
  owner: all(15),
  admin: all(15),
  affiliate_manager: {
    ...all(15),
    offers: 2,
    payment: 0,
    employee: 0,
    brand_account: 2,
    fraud_detector: 2,
  },
  technical: {
    ...all(15),
    market: 2,
    report: 2,
    management: 2,
    payment: 0,
    employee: 0,
    brand_account: 2,
    fraud_detector: 2,
  },
  finance: {
    ...all(15),
    offers: 2,
    market: 0,
    report: 2,
    management: 2,
    employee: 0,
    brand_account: 2,
    fraud_detector: 0,
  },
  custom: all(0),
};

/** What authorization needs to know about a signed-in brand user. */
export interface Principal {
  userId: number;
  brandId: number;
  role: RoleKey;
  /** Levels by module; a missing module means unrestricted (spec 1 §6: "unrestricted view when no permission item exists"). */
  permissions: ModuleLevels;
  isAllPartner: boolean;
  /**
   * Set when an agency acts inside the brand under a contract in force (decision 077): `userId` is
   * then the agency's stand-in row of the brand, `permissions` exactly the contract's levels.
   */
  actingFor?: ActingFor;
}

/** Who an agency session acts as: the agency, its signed-in user and the contract that lets it in. */
export interface ActingFor {
  agencyId: number;
  agencyUserId: number;
  contractId: number;
}

export function levelOf(user: Pick<Principal, 'role' | 'permissions'>, module: ModuleKey): Level {
  if (user.role === 'owner') return 15;
  return user.permissions[module] ?? 15;
}

/** True when the user holds at least `level` on `module`. Used by server, guard, menu and palette alike. */
export function can(user: Pick<Principal, 'role' | 'permissions'>, module: ModuleKey, level: Level): boolean {
  return levelOf(user, module) >= level;
}
