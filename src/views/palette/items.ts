import { guard, menuFor, type AccessSession } from '../../domain/access.ts';
import { WEB_ROUTES } from '../../domain/routes.ts';
import { LOCALES, routeTitle, type LL, type Locale } from '../../i18n/translate.ts';

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

/** Root list of the palette for this user. */
export function rootItems({ LL, access, actions }: ItemsContext): PaletteItem[] {
  if (!access) return [];
  const items: PaletteItem[] = [];
  const greyed = menuFor(access).greyed;
  for (const route of WEB_ROUTES) {
    // entity screens (":id") are reached from their lists; sign-in pages are not for signed-in users
    if (route.public || route.path.includes(':') || route.id === 'lock') continue;
    const result = guard(route.path, access);
    const title = routeTitle(LL, route.id);
    const item: PaletteItem = { id: `nav.${route.id}`, title: LL.shell.palette.goTo({ title }), group: 'navigation', keywords: [title, route.path], shortcut: route.keys };
    if (result.kind === 'allow') items.push({ ...item, run: () => actions.navigate(route.path) });
    else if (result.reason === 'awaitingApproval' && greyed) items.push({ ...item, disabledReason: LL.shell.onboarding[greyed]() });
    else if (result.reason === 'readOnly' || result.reason === 'notAllPartner') items.push({ ...item, disabledReason: LL.errors.permissionDeniedAction() });
    // otherwise (no access, missing flag, first-login landing) the screen is not offered
  }
  items.push(
    { id: 'theme.toggle', title: LL.shell.palette.toggleTheme(), group: 'settings', keywords: ['dark', 'light', 'theme'], shortcut: 't t', run: actions.toggleTheme },
    { id: 'language.switch', title: LL.shell.palette.switchLanguage(), group: 'settings', keywords: ['language', 'ngôn ngữ', ...LOCALES], shortcut: 't l', page: 'language' },
    { id: 'keyboard.map', title: LL.shell.palette.openKeyboardMap(), group: 'help', keywords: ['keyboard', 'shortcuts', 'help'], shortcut: KEYBOARD_MAP_SHORTCUT, run: actions.openKeyboardMap },
    { id: 'session.logout', title: LL.shell.palette.logOut(), group: 'account', keywords: ['logout', 'sign out'], run: actions.openLogout },
  );
  return items;
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
