import { describe, expect, it, vi } from 'vitest';
import { ROLE_DEFAULTS } from '../domain/permissions.ts';
import { agencyContractCommands, agencySearchCommands, type AgencyContractsView } from './agencies.ts';
import { CommandRegistry, type CommandContext } from './registry.ts';

function setup(over: Partial<AgencyContractsView> = {}, managementLevel: 0 | 2 | 15 = 15) {
  const view: AgencyContractsView = { selected: null, openCreate: vi.fn(), openEdit: vi.fn(), act: vi.fn(), ...over };
  const registry = new CommandRegistry();
  registry.registerAll([...agencyContractCommands(() => view), ...agencySearchCommands()]);
  const ctx: CommandContext = {
    user: { role: 'custom', permissions: { ...ROLE_DEFAULTS.admin, management: managementLevel }, isAllPartner: true },
    flags: {},
    navigate: () => undefined,
    openPage: () => undefined,
  };
  return { view, registry, ctx };
}
const ACTIONS = [
  'agencyContracts.edit',
  'agencyContracts.send',
  'agencyContracts.keep',
  'agencyContracts.cancel',
  'agencyContracts.terminate',
];

describe('agency contract commands', () => {
  it('need full access on partnership to act; the search needs read', () => {
    expect(setup({}, 0).registry.visible(setup({}, 0).ctx)).toEqual([]);
    const read = setup({}, 2);
    expect(read.registry.visible(read.ctx).map((c) => c.id)).toEqual(['search.agencyContracts']);
    const full = setup();
    expect(full.registry.visible(full.ctx).map((c) => c.id)).toEqual(['agencyContracts.create', ...ACTIONS, 'search.agencyContracts']);
  });

  it('without a selection the actions say to select one', () => {
    const { registry, ctx } = setup();
    for (const id of ACTIONS)
      expect(registry.availability(registry.get(id)!, ctx)).toEqual({ enabled: false, reason: 'agencies.commands.noContract' });
  });

  it('enable exactly what the chart allows the selected contract, and run it on the view', async () => {
    const { registry, ctx, view } = setup({ selected: { id: 7, agency: 'Mekong', status: 'termination_requested' } });
    const enabled = ACTIONS.filter((id) => registry.availability(registry.get(id)!, ctx).enabled);
    expect(enabled).toEqual(['agencyContracts.keep', 'agencyContracts.terminate']);
    expect(registry.availability(registry.get('agencyContracts.send')!, ctx)).toEqual({
      enabled: false,
      reason: 'agencies.refusals.status_not_allowed',
    });
    expect(await registry.run('agencyContracts.keep', ctx)).toBe(true);
    expect(view.act).toHaveBeenCalledWith('keep');
    expect(await registry.run('agencyContracts.send', ctx)).toBe(false);
    const draft = setup({ selected: { id: 8, agency: 'Hà Nội', status: 'pending' } });
    expect(ACTIONS.filter((id) => draft.registry.availability(draft.registry.get(id)!, draft.ctx).enabled)).toEqual([
      'agencyContracts.edit',
      'agencyContracts.send',
      'agencyContracts.cancel',
    ]);
    expect(await draft.registry.run('agencyContracts.edit', draft.ctx)).toBe(true);
    expect(draft.view.openEdit).toHaveBeenCalled();
  });
});
