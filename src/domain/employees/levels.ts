import {
  levelOf,
  MODULE_DISPLAY_ORDER,
  MODULE_KEYS,
  MODULES,
  ROLE_DEFAULTS,
  roleKey,
  type Level,
  type ModuleKey,
  type ModuleLevels,
  type RoleKey,
} from '../permissions.ts';

/**
 * Module levels of an employee, shared by the server (what is stored) and the edit dialog (what the
 * radios show). Stored maps are always complete for employees, so "missing means unrestricted"
 * (spec 1 §6) only ever applies to rows written before this area existed, and to the owner.
 */
export type FullLevels = Record<ModuleKey, Level>;

/** The effective level of every module (owner: all 15; a missing entry: 15). */
export function effectiveLevels(role: RoleKey, stored: ModuleLevels): FullLevels {
  return Object.fromEntries(MODULE_KEYS.map((k) => [k, levelOf({ role, permissions: stored }, k)])) as FullLevels;
}

/** What to store for `role`: its defaults, with any explicitly given levels on top. */
export function levelsForRole(role: RoleKey, given?: ModuleLevels): FullLevels {
  return { ...ROLE_DEFAULTS[role], ...given };
}

const KEY_BY_ID = new Map<number, ModuleKey>(MODULE_KEYS.map((k) => [MODULES[k], k]));

/** Module keys in the spec's display order 7,1,2,3,4,5,6,10,11,8,9. */
export const MODULES_IN_DISPLAY_ORDER: readonly ModuleKey[] = MODULE_DISPLAY_ORDER.map((id) => KEY_BY_ID.get(id)!);

/** `[{ module_id, module, level }]` in display order. */
export function orderedLevels(levels: FullLevels): { module_id: number; module: ModuleKey; level: Level }[] {
  return MODULES_IN_DISPLAY_ORDER.map((module) => ({ module_id: MODULES[module], module, level: levels[module] }));
}

/** Display name of a brand user: first and last name, or the email while both are empty. */
export function displayName(first: string, last: string, email: string): string {
  return `${first} ${last}`.trim() || email;
}

export { roleKey };
