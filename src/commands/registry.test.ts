import { describe, expect, it, vi } from 'vitest';
import { rankCommands } from '../../tests/support/commands/rank.ts';
import { titleScore } from './ranking.ts';
import { CommandRegistry, ShortcutConflictError, type Command, type CommandContext } from './registry.ts';

const ctx = (over: Partial<CommandContext> = {}): CommandContext => ({
  user: { role: 'custom', permissions: { report: 2, payment: 0 }, isAllPartner: true },
  flags: {},
  navigate: vi.fn(),
  openPage: vi.fn(),
  ...over,
});
const cmd = (id: string, over: Partial<Command> = {}): Command => ({ id, title: id, group: 'actions', run: vi.fn(), ...over });

describe('CommandRegistry', () => {
  it('refuses a shortcut conflict in overlapping scopes, normalising the notation', () => {
    const r = new CommandRegistry();
    r.register(cmd('a', { shortcut: 'Mod+K' }));
    expect(() => r.register(cmd('b', { shortcut: 'cmd+k' }))).toThrow(ShortcutConflictError);
    expect(() => r.register(cmd('c', { shortcut: 'mod+k', scope: 'offers' }))).toThrow(ShortcutConflictError);
  });

  it('refuses a sequence that starts with an existing single-key shortcut', () => {
    const r = new CommandRegistry();
    r.register(cmd('g', { shortcut: 'g' }));
    expect(() => r.register(cmd('go', { shortcut: 'g o' }))).toThrow(ShortcutConflictError);
  });

  it('allows the same shortcut in two disjoint view scopes, and again after unregistering', () => {
    const r = new CommandRegistry();
    r.register(cmd('a', { shortcut: 'x', scope: 'offers' }));
    const undo = r.register(cmd('b', { shortcut: 'x', scope: 'partners' }));
    undo();
    expect(r.get('b')).toBeUndefined();
    expect(() => r.register(cmd('b2', { shortcut: 'x', scope: 'partners' }))).not.toThrow();
  });

  it('filters by the shared can() and by when', () => {
    const r = new CommandRegistry();
    r.register(cmd('report', { permission: { module: 'report', level: 2 } }));
    r.register(cmd('reportEdit', { permission: { module: 'report', level: 15 } }));
    r.register(cmd('pay', { permission: { module: 'payment', level: 2 } }));
    r.register(cmd('flagged', { when: (c) => Boolean(c.flags.fraudDetector) }));
    expect(r.visible(ctx()).map((c) => c.id)).toEqual(['report']);
    expect(r.visible(ctx({ user: null })).map((c) => c.id)).toEqual([]);
    expect(r.visible(ctx({ flags: { fraudDetector: true } })).map((c) => c.id)).toContain('flagged');
  });

  it('does not run hidden or disabled commands and reports the disabled reason', async () => {
    const r = new CommandRegistry();
    const off = cmd('off', { blocked: () => 'offers.reasons.locked' });
    r.register(off);
    expect(r.availability(off, ctx())).toEqual({ enabled: false, reason: 'offers.reasons.locked' });
    // nothing blocking, whichever way it is said, is enabled with no reason
    for (const blocked of [undefined, () => null, () => undefined])
      expect(r.availability(cmd('on', { blocked }), ctx())).toEqual({ enabled: true });
    expect(await r.run('off', ctx())).toBe(false);
    expect(off.run).not.toHaveBeenCalled();
    expect(await r.run('missing', ctx())).toBe(false);
  });

  it('opens a sub-page with its typed payload instead of running', async () => {
    const r = new CommandRegistry();
    r.register<{ offerId: number }>({
      id: 'status',
      title: 't',
      group: 'actions',
      page: { id: 'offer.status', payload: () => ({ offerId: 7 }) },
    });
    const c = ctx();
    expect(await r.run('status', c)).toBe(true);
    expect(c.openPage).toHaveBeenCalledWith({ id: 'offer.status', payload: { offerId: 7 } });
  });

  it('ranks by match quality, recent commands first among equal matches', () => {
    const r = new CommandRegistry();
    for (const id of ['Open offers', 'Offer groups', 'Reports', 'Create offer']) r.register(cmd(id));
    expect(rankCommands(r, 'off', ctx()).map((c) => c.id)).toEqual(['Offer groups', 'Open offers', 'Create offer']);
    // a recent command moves up among the word matches, not above the prefix match
    expect(rankCommands(r, 'off', ctx(), ['Create offer']).map((c) => c.id)).toEqual(['Offer groups', 'Create offer', 'Open offers']);
    expect(rankCommands(r, '', ctx(), ['Reports'])[0]?.id).toBe('Reports');
    expect(rankCommands(r, 'zzz', ctx())).toEqual([]);
  });

  it('matches keywords and subsequences', () => {
    expect(titleScore('ofr', 'offers')).toBeGreaterThan(0);
    expect(titleScore('xyz', 'offers')).toBe(0);
    const r = new CommandRegistry();
    r.register(cmd('theme', { keywords: ['dark mode'] }));
    expect(rankCommands(r, 'dark', ctx()).map((c) => c.id)).toEqual(['theme']);
  });

  it('notifies subscribers on register and unregister', () => {
    const r = new CommandRegistry();
    const listener = vi.fn();
    r.subscribe(listener);
    const v = r.getVersion();
    r.register(cmd('a'))();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(r.getVersion()).toBe(v + 2);
  });

  it('notifies subscribers when a mounted view says what its commands read has changed', () => {
    const r = new CommandRegistry();
    const listener = vi.fn();
    r.subscribe(listener);
    const v = r.getVersion();
    r.viewChanged();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(r.getVersion()).toBe(v + 1);
  });

  it('finds the command bound to a shortcut', () => {
    const r = new CommandRegistry();
    r.register(cmd('a', { shortcut: 'g o' }));
    expect(r.byShortcut('G O', ctx())?.id).toBe('a');
  });
});
