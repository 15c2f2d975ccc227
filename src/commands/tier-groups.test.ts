import { describe, expect, it, vi } from 'vitest';
import { ROLE_DEFAULTS } from '../domain/permissions.ts';
import { CommandRegistry, type CommandContext } from './registry.ts';
import { managedOfferCommands, managedOffersCommands, tierGroupCommands, type TierGroupsView } from './tier-groups.ts';

function setup(over: Partial<TierGroupsView> = {}, managementLevel: 0 | 2 | 15 = 15) {
  const view: TierGroupsView = {
    selected: null,
    selectedMembers: 0,
    openCreate: vi.fn(),
    openRename: vi.fn(),
    openTier: vi.fn(),
    openDelete: vi.fn(),
    openAddMembers: vi.fn(),
    removeSelectedMembers: vi.fn(),
    ...over,
  };
  const registry = new CommandRegistry();
  registry.registerAll(tierGroupCommands(() => view));
  const ctx: CommandContext = {
    user: { role: 'custom', permissions: { ...ROLE_DEFAULTS.admin, management: managementLevel }, isAllPartner: true },
    flags: {},
    navigate: () => undefined,
    openPage: () => undefined,
  };
  return { view, registry, ctx };
}
const GOLD = { id: 4, name: 'Gold', member_count: 3 };

describe('tier group commands', () => {
  it('are hidden below full access on partner management', () => {
    for (const level of [0, 2] as const) {
      const { registry, ctx } = setup({ selected: GOLD }, level);
      expect(registry.visible(ctx)).toEqual([]);
    }
    const { registry, ctx } = setup();
    expect(registry.visible(ctx).map((c) => c.id)).toEqual([
      'tierGroups.create',
      'tierGroups.rename',
      'tierGroups.changeTier',
      'tierGroups.delete',
      'tierGroups.addMembers',
      'tierGroups.removeMembers',
    ]);
  });

  it('create runs without a selection; the group actions say why they are disabled', async () => {
    const { registry, ctx, view } = setup();
    expect(await registry.run('tierGroups.create', ctx)).toBe(true);
    expect(view.openCreate).toHaveBeenCalled();
    for (const id of [
      'tierGroups.rename',
      'tierGroups.changeTier',
      'tierGroups.delete',
      'tierGroups.addMembers',
      'tierGroups.removeMembers',
    ])
      expect(registry.availability(registry.get(id)!, ctx)).toEqual({ enabled: false, reason: 'tierGroups.commands.noGroup' });
    expect(await registry.run('tierGroups.delete', ctx)).toBe(false);
    expect(view.openDelete).not.toHaveBeenCalled();
  });

  it('act on the selected group; removing members needs ticked members', async () => {
    const { registry, ctx, view } = setup({ selected: GOLD });
    for (const [id, fn] of [
      ['tierGroups.rename', view.openRename],
      ['tierGroups.changeTier', view.openTier],
      ['tierGroups.delete', view.openDelete],
      ['tierGroups.addMembers', view.openAddMembers],
    ] as const) {
      expect(await registry.run(id, ctx)).toBe(true);
      expect(fn).toHaveBeenCalledTimes(1);
    }
    expect(registry.availability(registry.get('tierGroups.removeMembers')!, ctx)).toEqual({
      enabled: false,
      reason: 'tierGroups.commands.noMembers',
    });
    const ticked = setup({ selected: GOLD, selectedMembers: 2 });
    expect(await ticked.registry.run('tierGroups.removeMembers', ticked.ctx)).toBe(true);
    expect(ticked.view.removeSelectedMembers).toHaveBeenCalled();
  });

  it('the offer detail’s back command needs read access only', async () => {
    const back = vi.fn();
    const registry = new CommandRegistry();
    registry.registerAll(managedOfferCommands(() => ({ back })));
    const ctx: CommandContext = {
      user: { role: 'custom', permissions: { ...ROLE_DEFAULTS.admin, management: 2 }, isAllPartner: false },
      flags: {},
      navigate: () => undefined,
      openPage: () => undefined,
    };
    expect(await registry.run('managementOffers.back', ctx)).toBe(true);
    expect(back).toHaveBeenCalled();
  });

  it('the offer list’s Apply runs the view’s filters for a reader, and is not listed without partnership', async () => {
    const applyFilters = vi.fn();
    const registry = new CommandRegistry();
    registry.registerAll(managedOffersCommands(() => ({ applyFilters })));
    const ctx = (management: 0 | 2): CommandContext => ({
      user: { role: 'custom', permissions: { ...ROLE_DEFAULTS.admin, management }, isAllPartner: false },
      flags: {},
      navigate: () => undefined,
      openPage: () => undefined,
    });
    const command = registry.get('managementOffers.applyFilters')!;
    expect(registry.isVisible(command, ctx(0))).toBe(false);
    expect(registry.availability(command, ctx(2))).toEqual({ enabled: true });
    expect(await registry.run('managementOffers.applyFilters', ctx(2))).toBe(true);
    expect(applyFilters).toHaveBeenCalledTimes(1);
  });
});
