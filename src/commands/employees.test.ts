import { describe, expect, it, vi } from 'vitest';
import { ROLE_DEFAULTS } from '../domain/permissions.ts';
import { employeeCommands, type EmployeeView } from './employees.ts';
import { CommandRegistry, type CommandContext } from './registry.ts';

function setup(selected: EmployeeView['selected'], role: 'admin' | 'custom' = 'admin', employeeLevel: 0 | 2 | 15 = 15) {
  const view: EmployeeView = {
    selfId: 1,
    selected,
    openInvite: vi.fn(),
    openEdit: vi.fn(),
    openDeactivate: vi.fn(),
    openPartners: vi.fn(),
  };
  const registry = new CommandRegistry();
  registry.registerAll(employeeCommands(() => view));
  const ctx: CommandContext = {
    user: { role, permissions: { ...ROLE_DEFAULTS.admin, employee: employeeLevel }, isAllPartner: true },
    flags: {},
    navigate: () => undefined,
    openPage: () => undefined,
  };
  return { view, registry, ctx };
}

describe('employee commands', () => {
  it('are hidden below full access on the employee module', () => {
    for (const level of [0, 2] as const)
      expect(setup(null, 'custom', level).registry.visible(setup(null, 'custom', level).ctx)).toEqual([]);
    const { registry, ctx } = setup(null);
    expect(registry.visible(ctx).map((c) => c.id)).toEqual([
      'employees.invite',
      'employees.changeRole',
      'employees.deactivate',
      'employees.assignPartners',
    ]);
  });

  it('invite runs; role and deactivation need a selection', async () => {
    const { registry, ctx, view } = setup(null);
    expect(await registry.run('employees.invite', ctx)).toBe(true);
    expect(view.openInvite).toHaveBeenCalled();
    expect(registry.availability(registry.get('employees.changeRole')!, ctx)).toEqual({ enabled: false, reason: 'employees.selectFirst' });
    expect(await registry.run('employees.deactivate', ctx)).toBe(false);
  });

  it('never offers to change or deactivate the owner, or to deactivate yourself', async () => {
    const owner = setup({ id: 9, role_id: 1, status: 'active', is_all_partner: true });
    expect(owner.registry.availability(owner.registry.get('employees.changeRole')!, owner.ctx).reason).toBe('employees.ownerLocked');
    const self = setup({ id: 1, role_id: 2, status: 'active', is_all_partner: true });
    expect(self.registry.availability(self.registry.get('employees.deactivate')!, self.ctx).reason).toBe('employees.selfDeactivate');
    expect(await self.registry.run('employees.changeRole', self.ctx)).toBe(true);
    expect(self.view.openEdit).toHaveBeenCalledWith(1);
  });

  it('deactivate opens the confirmation for an active employee and is disabled with why for an inactive one', async () => {
    const active = setup({ id: 5, role_id: 3, status: 'active', is_all_partner: true });
    expect(await active.registry.run('employees.deactivate', active.ctx)).toBe(true);
    expect(active.view.openDeactivate).toHaveBeenCalledWith(5);
    const inactive = setup({ id: 5, role_id: 3, status: 'inactive', is_all_partner: true });
    // listed (the rows' own Deactivate buttons are drawn while the palette lists it), not runnable
    expect(inactive.registry.visible(inactive.ctx).map((c) => c.id)).toContain('employees.deactivate');
    expect(inactive.registry.availability(inactive.registry.get('employees.deactivate')!, inactive.ctx)).toEqual({
      enabled: false,
      reason: 'employees.alreadyInactive',
    });
    expect(await inactive.registry.run('employees.deactivate', inactive.ctx)).toBe(false);
    expect(inactive.view.openDeactivate).not.toHaveBeenCalled();
  });

  it('assign partners: needs a selected employee who does not see all partners', async () => {
    const none = setup(null);
    expect(none.registry.availability(none.registry.get('employees.assignPartners')!, none.ctx)).toEqual({
      enabled: false,
      reason: 'employees.selectFirst',
    });
    const all = setup({ id: 5, role_id: 3, status: 'active', is_all_partner: true });
    expect(all.registry.availability(all.registry.get('employees.assignPartners')!, all.ctx)).toEqual({
      enabled: false,
      reason: 'employees.allPartnerNoAssign',
    });
    expect(await all.registry.run('employees.assignPartners', all.ctx)).toBe(false);
    const limited = setup({ id: 6, role_id: 3, status: 'active', is_all_partner: false });
    expect(await limited.registry.run('employees.assignPartners', limited.ctx)).toBe(true);
    expect(limited.view.openPartners).toHaveBeenCalledWith(6);
  });
});
