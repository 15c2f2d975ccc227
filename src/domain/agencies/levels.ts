import { MODULE_DISPLAY_ORDER, MODULE_KEYS, MODULES, type Level, type ModuleKey } from '../permissions.ts';

/**
 * An agency's module levels. Unlike an employee's (where a missing module means unrestricted, spec 1
 * §6), a module the contract does not name is closed to the agency: the brand grants, never forgets.
 * So the stored map always names every module, and the screen lists them in the display order
 * 7,1,2,3,4,5,6,10,11,8,9 (spec 3 §3).
 */
export function agencyLevels(given: Partial<Record<ModuleKey, Level>>): Record<ModuleKey, Level> {
  return Object.fromEntries(MODULE_KEYS.map((k) => [k, given[k] ?? 0])) as Record<ModuleKey, Level>;
}

const KEY_BY_ID = new Map<number, ModuleKey>(MODULE_KEYS.map((k) => [MODULES[k], k]));

/** The levels as `{ module, level }` in the display order. */
export function levelsInDisplayOrder(levels: Partial<Record<ModuleKey, Level>>): { module: ModuleKey; level: Level }[] {
  return MODULE_DISPLAY_ORDER.map((id) => {
    const module = KEY_BY_ID.get(id)!;
    return { module, level: levels[module] ?? 0 };
  });
}
