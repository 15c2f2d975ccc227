import { describe, expect, it } from 'vitest';
import { LOCALES, translator } from '../i18n/translate.ts';
import { staticCommands, viewCommands } from './app-commands.ts';
import type { AnyCommand, CommandContext } from './registry.ts';
import { textOf } from './text.ts';

/**
 * No two commands the palette can list together share a label, in either language (issue 24 item 4;
 * decision 068: "Đi đến Chợ đối tác" was listed twice — the marketplace hub and its partner list had one
 * Vietnamese name). "Together" is what one page can show: every static command, the global view
 * commands (the bell), and the view commands of one scope. View commands are asked about an empty
 * view (no rows, no names), so a title that only differs by the name it shows is still told apart by
 * the rest of its words.
 */

/** A view where every field is empty: no rows, no selection, empty names; callbacks do nothing. */
function emptyView(): unknown {
  const target = function () {
    /* a callable stand-in */
  };
  const proxy: unknown = new Proxy(target, {
    get(_t, key) {
      if (key === Symbol.toPrimitive) return () => '';
      if (key === Symbol.iterator) return function* () {};
      if (key === 'length' || key === 'size' || key === 'count' || key === 'rows') return 0;
      // an empty list has nothing at any index
      if (key === 'then' || (typeof key === 'string' && /^\d+$/.test(key))) return undefined;
      return proxy;
    },
    apply: () => proxy,
  });
  return proxy;
}

const owner: CommandContext = {
  user: { role: 'owner', permissions: {}, isAllPartner: true },
  flags: { fraudDetector: true, discountProgram: true, adminApproved: true },
  navigate: () => undefined,
  openPage: () => undefined,
  shell: {
    actions: {
      toggleTheme: () => undefined,
      setTheme: () => undefined,
      openLogout: () => undefined,
      openKeyboardMap: () => undefined,
      setMenuLayout: () => undefined,
      openInvite: () => undefined,
      copyManagerEmail: () => undefined,
    },
    menuLayout: 'side',
    header: null,
    hasManager: true,
  },
} as CommandContext;

const listed = (c: AnyCommand) => !c.pageKey && (c.when ? c.when(owner) : true);

/** Static commands and the global view commands, then per page scope its own view commands. */
function togetherByScope(): Map<string, AnyCommand[]> {
  const byScope = new Map<string, AnyCommand[]>();
  for (const factory of Object.values(viewCommands)) {
    const commands = factory(() => emptyView() as never);
    const list = byScope.get(factory.scope) ?? [];
    for (const c of commands) if (!list.some((x) => x.id === c.id)) list.push(c);
    byScope.set(factory.scope, list);
  }
  const global = [...staticCommands(), ...(byScope.get('global') ?? [])];
  const out = new Map<string, AnyCommand[]>([['global', global]]);
  for (const [scope, commands] of byScope) if (scope !== 'global') out.set(scope, [...global, ...commands]);
  return out;
}

describe('command labels', () => {
  it.each(LOCALES)('no two commands listed together share a label (%s)', (locale) => {
    const LL = translator(locale);
    const clashes: string[] = [];
    for (const [scope, commands] of togetherByScope()) {
      const byLabel = new Map<string, string[]>();
      for (const c of commands.filter(listed)) {
        const label = textOf(LL, c.title).trim().toLocaleLowerCase(locale);
        byLabel.set(label, [...(byLabel.get(label) ?? []), c.id]);
      }
      for (const [label, ids] of byLabel) if (ids.length > 1) clashes.push(`${scope}: "${label}" ← ${ids.join(', ')}`);
    }
    expect(clashes).toEqual([]);
  });

  it('the check sees every page scope and the static commands (it would catch a clash)', () => {
    const scopes = togetherByScope();
    expect(scopes.size).toBeGreaterThan(20);
    const global = scopes.get('global')!.filter(listed);
    expect(global.some((c) => c.id === 'nav.markets') && global.some((c) => c.id === 'nav.marketsPartner')).toBe(true);
  });
});
