import { describe, expect, it } from 'vitest';
import { appCommands, checkShortcuts, listedViewCommands, staticCommands, viewCommands } from './app-commands.ts';
import { CommandRegistry, ShortcutConflictError } from './registry.ts';

describe('the app commands', () => {
  it('has no shortcut conflict among the static commands and every listed view command, mounted or not', () => {
    expect(() => checkShortcuts()).not.toThrow();
  });

  it('lists the page keys of the offer list in its scope', () => {
    const keys = listedViewCommands().filter((c) => c.id.startsWith('offers.keys.'));
    expect(keys.map((c) => [c.shortcut, c.scope])).toEqual([
      ['j', 'offers'],
      ['k', 'offers'],
      ['x', 'offers'],
      ['enter', 'offers'],
    ]);
  });

  it('gives every listed view command the scope its factory is listed with', () => {
    for (const factory of Object.values(viewCommands)) {
      const commands = factory(() => {
        throw new Error('not mounted');
      });
      expect(commands.every((c) => c.scope === factory.scope)).toBe(true);
    }
  });

  it('a page key that clashes with a global shortcut fails the check', () => {
    const registry = new CommandRegistry();
    registry.registerAll(staticCommands());
    expect(() => registry.register({ id: 'x.keys', title: 'x', group: 'navigation', shortcut: 't', scope: 'offers' })).toThrow(
      ShortcutConflictError,
    );
  });

  it('registers the static commands at once and no view command until a view mounts', () => {
    expect(appCommands.get('nav.offers')).toBeDefined();
    expect(appCommands.get('offers.keys.down')).toBeUndefined();
    expect(appCommands.activeScopes()).toEqual(['global']);
  });
});
