import { describe, expect, it } from 'vitest';
import { ROLE_DEFAULTS } from '../domain/permissions.ts';
import { assetListCommands, offerAssetCommands, type AssetListView } from './offer-assets.ts';
import { CommandRegistry, type CommandContext } from './registry.ts';

const ctx = (offers: 0 | 2 | 15, navigate: (p: string) => void = () => undefined): CommandContext => ({
  user: { role: 'custom', permissions: { ...ROLE_DEFAULTS.admin, offers }, isAllPartner: true },
  flags: {},
  navigate,
  openPage: () => undefined,
});

describe('offer-asset commands', () => {
  it('create commands need full offers access and navigate to the form', () => {
    const registry = new CommandRegistry();
    registry.registerAll(offerAssetCommands());
    expect(registry.visible(ctx(2)).map((c) => c.id)).toEqual([]);
    const paths: string[] = [];
    const visible = registry.visible(ctx(15, (p) => paths.push(p)));
    expect(visible.map((c) => c.id)).toEqual(['offerAssets.new.group', 'offerAssets.new.questionnaire', 'offerAssets.new.creative']);
    for (const c of visible) void c.run?.(ctx(15, (p) => paths.push(p)));
    expect(paths).toEqual(['/offers/offer-groups/new', '/offers/questionnaire/new', '/offers/creatives/new']);
  });

  it('edit and delete act on the selection and are disabled without one', () => {
    const calls: string[] = [];
    const view: AssetListView = {
      selected: null,
      create: () => calls.push('create'),
      edit: (id) => calls.push(`edit ${id}`),
      remove: (id) => calls.push(`delete ${id}`),
    };
    const commands = assetListCommands('event', () => view);
    const edit = commands.find((c) => c.id === 'offerAssets.event.edit')!;
    expect(edit.enabled!(ctx(15))).toBe(false);
    expect(edit.disabledReason!(ctx(15))).toBe('offerAssets.commands.selectFirst');
    view.selected = { id: 7, name: 'Sale' };
    expect(edit.enabled!(ctx(15))).toBe(true);
    for (const c of commands) void c.run?.(ctx(15));
    expect(calls).toEqual(['create', 'edit 7', 'delete 7']);
    const registry = new CommandRegistry();
    registry.registerAll(commands);
    expect(registry.visible(ctx(2))).toEqual([]);
  });
});
