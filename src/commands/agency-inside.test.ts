import { describe, expect, it } from 'vitest';
import { LEVEL, MODULE_KEYS, type Level, type ModuleKey } from '../domain/permissions.ts';
import { CommandRegistry } from './registry.ts';
import { accountCommands } from './account.ts';
import { agencyBrandsCommands, agencyInsideCommands } from './agency-inside.ts';
import { employeeCommands } from './employees.ts';
import type { CommandContext } from './context.ts';

const all = (level: Level) => Object.fromEntries(MODULE_KEYS.map((k) => [k, level])) as Record<ModuleKey, Level>;
const ctx = (agency: boolean): CommandContext => ({
  user: {
    role: 'custom',
    permissions: all(LEVEL.full),
    isAllPartner: true,
    agency: agency ? { name: 'Blue Agency', contractId: 4 } : null,
  },
  flags: { adminApproved: true },
  navigate: () => undefined,
  openPage: () => undefined,
});

describe('an agency inside a brand in the palette (decision 077)', () => {
  it("lists the account's own commands disabled with why, whatever its levels; the brand's people keep them", () => {
    const registry = new CommandRegistry();
    registry.registerAll(accountCommands());
    const password = registry.get('account.changePassword')!;
    expect(registry.availability(password, ctx(true))).toEqual({ enabled: false, reason: 'errors.agency_not_allowed' });
    expect(registry.availability(password, ctx(false))).toEqual({ enabled: true });
    // the technical tab (time zone, language) is the stand-in's own and stays
    expect(registry.availability(registry.get('account.settings.technical')!, ctx(true)).enabled).toBe(true);
  });

  it('offers "leave the brand" only inside a brand as an agency, and the agency sign-in only signed out', () => {
    const registry = new CommandRegistry();
    registry.registerAll(agencyInsideCommands());
    const leave = registry.get('agencyInside.leaveBrand')!;
    expect(registry.isVisible(leave, ctx(true))).toBe(true);
    expect(registry.isVisible(leave, ctx(false))).toBe(false);
    const signIn = registry.get('agencyInside.signIn')!;
    expect(registry.isVisible(signIn, { ...ctx(false), user: null })).toBe(true);
    expect(registry.isVisible(signIn, ctx(false))).toBe(false);
  });

  it("one enter command per listed brand, opening that brand's confirmation", () => {
    const asked: number[] = [];
    const view = { brands: [{ contractId: 7, name: 'Demo Brand' }], askEnter: (id: number) => asked.push(id), signOut: () => undefined };
    const registry = new CommandRegistry();
    registry.registerAll(agencyBrandsCommands(() => view));
    const visible = registry.visible({ ...ctx(false), user: null }, ['agencyBrands']).map((c) => c.id);
    expect(visible).toContain('agencyInside.enter.1');
    expect(visible).not.toContain('agencyInside.enter.2');
    void registry.get('agencyInside.enter.1')!.run!({ ...ctx(false), user: null });
    expect(asked).toEqual([7]);
  });

  it('employee commands are the account’s own too', () => {
    const commands = employeeCommands(() => ({}) as never);
    expect(commands.every((c) => c.accountOwn)).toBe(true);
  });
});
