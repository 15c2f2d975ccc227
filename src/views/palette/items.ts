import { guard, menuFor, type AccessSession } from '../../domain/access.ts';
import { WEB_ROUTES } from '../../domain/routes.ts';
import { navigationCommands } from '../../commands/navigation.ts';
import { CommandRegistry, type Command, type CommandContext, type I18nText } from '../../commands/registry.ts';
import { LOCALES, type LL, type Locale } from '../../i18n/translate.ts';

/**
 * What the palette and the keyboard map render: commands as data, already translated and filtered for
 * this user. Navigation commands come from the route table through the same guard the router uses:
 * a screen the guard would lock is not offered; a screen blocked for a reason the user can act on
 * (onboarding not approved, read-only on a create screen) is shown disabled with that reason.
 */
export type PaletteGroup = 'navigation' | 'actions' | 'settings' | 'account' | 'help';

export interface PaletteItem {
  id: string;
  title: string;
  group: PaletteGroup;
  keywords: string[];
  /** "g o", "?", "mod+k" */
  shortcut?: string;
  /** translated reason; set → listed but not runnable */
  disabledReason?: string;
  /** runs the command (the palette closes) */
  run?: () => void;
  /** opens a sub-page instead */
  page?: string;
}

export interface ShellActions {
  navigate: (path: string) => void;
  toggleTheme: () => void;
  setLocale: (locale: Locale) => void;
  openLogout: () => void;
  openKeyboardMap: () => void;
}

export interface ItemsContext {
  LL: LL;
  locale: Locale;
  access: AccessSession | null;
  actions: ShellActions;
}

export const OPEN_PALETTE_SHORTCUT = 'mod+k';
export const KEYBOARD_MAP_SHORTCUT = '?';

/** Translates a registry title: a dotted key (`routes.offers`) or a function of LL. */
export function textOf(LL: LL, text: I18nText): string {
  if (typeof text === 'function') return text(LL);
  let node: unknown = LL;
  for (const part of text.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'function' ? (node as () => string)() : text;
}

/** Shell commands; their effects come through `ctx.extra.actions` so the registry stays React-free. */
const act = (ctx: CommandContext) => ctx.extra?.actions as ShellActions;
const SHELL_COMMANDS: Command[] = [
  { id: 'theme.toggle', title: (LL) => LL.shell.palette.toggleTheme(), group: 'settings', keywords: ['dark', 'light', 'theme'], shortcut: 't t', run: (ctx) => act(ctx).toggleTheme() },
  { id: 'language.switch', title: (LL) => LL.shell.palette.switchLanguage(), group: 'settings', keywords: ['language', 'ngôn ngữ', ...LOCALES], shortcut: 't l', page: { id: 'language' } },
  { id: 'keyboard.map', title: (LL) => LL.shell.palette.openKeyboardMap(), group: 'help', keywords: ['keyboard', 'shortcuts', 'help'], shortcut: KEYBOARD_MAP_SHORTCUT, run: (ctx) => act(ctx).openKeyboardMap() },
  { id: 'session.logout', title: (LL) => LL.shell.palette.logOut(), group: 'account', keywords: ['logout', 'sign out'], when: (ctx) => ctx.user !== null, run: (ctx) => act(ctx).openLogout() },
];

/**
 * The app's registry: a navigation command per screen (src/commands/navigation.ts) plus the shell's.
 * Screens with an `:id` are reached from their lists until the enter-id sub-page is built.
 */
export const shellRegistry = new CommandRegistry();
shellRegistry.registerAll([...navigationCommands().filter((c) => !c.page), ...SHELL_COMMANDS]);

export function commandContext({ access, actions }: ItemsContext): CommandContext {
  return {
    user: access,
    flags: { fraudDetector: access?.fraudDetector, discountProgram: access?.discountProgram, adminApproved: access?.isAdminApprove },
    navigate: actions.navigate,
    openPage: () => undefined,
    extra: { actions },
  };
}

/** Root list of the palette for this user: `registry.visible(ctx)`, refined by the route guard. */
export function rootItems(items: ItemsContext, registry: CommandRegistry = shellRegistry): PaletteItem[] {
  const { LL, access } = items;
  const ctx = commandContext(items);
  const greyed = access ? menuFor(access).greyed : null;
  const out: PaletteItem[] = [];
  for (const command of registry.visible(ctx)) {
    const title = textOf(LL, command.title);
    const { enabled, reason } = registry.availability(command, ctx);
    const item: PaletteItem = {
      id: command.id,
      title,
      group: (command.group === 'preferences' ? 'settings' : command.group) as PaletteGroup,
      keywords: [...(command.keywords ?? [])],
      shortcut: command.shortcut,
      disabledReason: enabled ? undefined : textOf(LL, reason ?? 'errors.permissionDeniedAction'),
      page: command.page?.id,
      run: command.page ? undefined : () => void registry.run(command.id, ctx),
    };
    if (command.id.startsWith('nav.')) {
      if (!access) continue;
      const route = WEB_ROUTES.find((r) => `nav.${r.id}` === command.id);
      if (!route) continue;
      item.title = LL.shell.palette.goTo({ title });
      item.keywords.push(title);
      const result = guard(route.path, access);
      if (result.kind === 'redirect') {
        // awaiting approval: listed, greyed with the onboarding reason; otherwise the guard's word is final
        if (result.reason === 'awaitingApproval' && greyed) item.disabledReason = LL.shell.onboarding[greyed]();
        else if (result.reason === 'readOnly' || result.reason === 'notAllPartner') item.disabledReason = LL.errors.permissionDeniedAction();
        else continue;
      }
    }
    out.push(item);
  }
  return out;
}

/** Items of a sub-page. */
export function pageItems(page: string, { LL, locale, actions }: ItemsContext): PaletteItem[] {
  if (page === 'language') {
    return LOCALES.map((l) => ({
      id: `language.${l}`,
      title: LL.shell.palette.switchTo({ language: LL.common.languages[l]() }),
      group: 'settings' as const,
      keywords: [l],
      disabledReason: l === locale ? LL.common.languages[l]() : undefined,
      run: () => actions.setLocale(l),
    }));
  }
  return [];
}

/** Recently run commands first (most recent first), the rest in their order. */
export function rankRecent(items: PaletteItem[], recent: readonly string[]): PaletteItem[] {
  const position = new Map(recent.map((id, i) => [id, i]));
  return [...items].sort((a, b) => (position.get(a.id) ?? Infinity) - (position.get(b.id) ?? Infinity));
}
