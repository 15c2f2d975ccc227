import { describe, expect, it, vi } from 'vitest';
import { ROLE_DEFAULTS } from '../domain/permissions.ts';
import { listedViewCommands, staticCommands, viewCommands } from './app-commands.ts';
import { CommandRegistry, type AnyCommand, type CommandContext } from './registry.ts';

/** Every module at 0: the Activity commands must not ask for any permission. */
const ctxOf = (navigate: (path: string) => void, role: 'owner' | 'custom' = 'custom'): CommandContext => ({
  user: { role, permissions: Object.fromEntries(Object.keys(ROLE_DEFAULTS.admin).map((k) => [k, 0])) as never, isAllPartner: false },
  flags: {},
  navigate,
  openPage: () => undefined,
});

function mount<V>(factory: (view: () => V) => AnyCommand[], view: V) {
  const registry = new CommandRegistry();
  registry.registerAll(factory(() => view));
  return registry;
}

describe('Activity commands', () => {
  it('"Go to Activity" is static, for everyone, with the g y shortcut, among the account entries', async () => {
    const open = staticCommands().find((c) => c.id === 'nav.activity')!;
    expect(open).toMatchObject({ shortcut: 'g y', group: 'account' });
    expect(open.permission).toBeUndefined();
    const navigate = vi.fn();
    const registry = new CommandRegistry();
    registry.registerAll([open]);
    expect(registry.visible(ctxOf(navigate)).map((c) => c.id)).toEqual(['nav.activity']);
    expect(await registry.run('nav.activity', ctxOf(navigate))).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/activity');
  });

  it('are listed in the scope of the page that mounts them', () => {
    const scopes = Object.fromEntries(
      listedViewCommands()
        .filter((c) => c.id.startsWith('activity.'))
        .map((c) => [c.id, c.scope]),
    );
    expect(scopes).toEqual({
      'activity.export.csv': 'activity',
      'activity.export.xlsx': 'activity',
      'activity.filters.apply': 'activity',
      'activity.filters.clear': 'activity',
      'activity.ofOffer': 'offerDetail',
      'activity.ofPartner': 'managementPartnerDetail',
      'activity.ofUser': 'employee',
    });
  });

  it('"Activity of this offer" opens the view filtered to the offer, for a user without any module', async () => {
    const navigate = vi.fn();
    const registry = mount(viewCommands.offerActivity, { offerId: 31 });
    const ctx = ctxOf(navigate);
    // shown while the offer page is the active scope, and only then
    expect(registry.visible(ctx, registry.activeScopes()).map((c) => c.id)).toEqual(['activity.ofOffer']);
    expect(registry.visible(ctx)).toEqual([]);
    expect(await registry.run('activity.ofOffer', ctx)).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/activity?object_type=offer&object_id=31');
  });

  it('"Activity of this partner" opens the view filtered to the partner', async () => {
    const navigate = vi.fn();
    const registry = mount(viewCommands.partnerActivity, { partnerId: 5 });
    expect(await registry.run('activity.ofPartner', ctxOf(navigate))).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/activity?object_type=partner&object_id=5');
    const loading = mount(viewCommands.partnerActivity, { partnerId: null });
    expect(await loading.run('activity.ofPartner', ctxOf(navigate))).toBe(false);
  });

  it('"Activity of this user" needs a selected employee and opens the view filtered to them', async () => {
    const navigate = vi.fn();
    const none = mount(viewCommands.employeeActivity, { selectedId: null });
    expect(none.availability(none.get('activity.ofUser')!, ctxOf(navigate, 'owner'))).toEqual({
      enabled: false,
      reason: 'employees.selectFirst',
    });
    expect(await none.run('activity.ofUser', ctxOf(navigate, 'owner'))).toBe(false);
    const picked = mount(viewCommands.employeeActivity, { selectedId: 12 });
    expect(await picked.run('activity.ofUser', ctxOf(navigate, 'owner'))).toBe(true);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/activity?user_id=12');
  });

  it('the export commands export the open view in the format they name', async () => {
    const exportFile = vi.fn();
    const registry = mount(viewCommands.activityExport, { exportFile });
    await registry.run(
      'activity.export.xlsx',
      ctxOf(() => undefined),
    );
    expect(exportFile).toHaveBeenCalledExactlyOnceWith('xlsx');
  });
});
