import { guard, menuFor, type AccessSession } from '../../domain/access.ts';
import { WEB_ROUTES } from '../../domain/routes.ts';
import { appCommands } from '../../commands/app-commands.ts';
import { ENTER_ID_PAGE, parseEnteredId, pathWithId, type EnterIdPayload } from '../../commands/navigation.ts';
import { openingGroups, openingPlace, type OpeningPlace } from '../../commands/palette-order.ts';
import { rankItems } from '../../commands/ranking.ts';
import { sessionContext } from '../../commands/context.ts';
import type { CommandContext, CommandRegistry } from '../../commands/registry.ts';
import { LANGUAGE_PAGE, type MenuLayout, type ShellActions } from '../../commands/shell.ts';
import { commandTitles, textOf } from '../../commands/text.ts';
import type { OnboardingCommandState } from '../../commands/onboarding.ts';
import { conversionsByClickPath, FIND_CONVERSION_PAGE, parseClickId } from '../../commands/reports.ts';
import type { PalettePage } from '../../machines/palette.ts';
import { LOCALES, routeTitle, type LL, type Locale } from '../../i18n/translate.ts';

/**
 * What the palette and the keyboard map render: commands as data, already translated and filtered for
 * this user. Navigation commands come from the route table through the same guard the router uses:
 * a screen the guard would lock is not offered; a screen blocked for a reason the user can act on
 * (onboarding not approved, read-only on a create screen) is shown disabled with that reason.
 */
export type PaletteGroup = 'navigation' | 'actions' | 'account' | 'preferences' | 'help';
export const GROUP_ORDER: readonly PaletteGroup[] = ['navigation', 'actions', 'account', 'preferences', 'help'];

export interface PaletteItem {
  id: string;
  /** shown title */
  title: string;
  /** texts matched as titles (the title, and the subject of "Go to X") */
  titles: string[];
  group: PaletteGroup;
  keywords: string[];
  /** "g o", "?", "mod+k" */
  shortcut?: string;
  /** translated reason; set → listed but not runnable */
  disabledReason?: string;
  /** runs the command (the palette closes) */
  run?: () => void;
  /** opens this sub-page instead */
  page?: PalettePage;
  /** a page key (j / k on a list): in the keyboard map and run by its key, not listed in the palette */
  pageKey?: boolean;
  /** the command's scope: 'global', or the route id of the page whose view registered it */
  scope?: string;
  /** where it stands when the palette opens (src/commands/palette-order.ts): the page's row, the page, only when searched */
  place?: OpeningPlace;
  /** a row command: the page has a row selected now */
  rowSelected?: boolean;
}

export interface PaletteActions extends ShellActions {
  navigate: (path: string) => void;
  setLocale: (locale: Locale) => void;
}

export interface ItemsContext {
  LL: LL;
  locale: Locale;
  access: AccessSession | null;
  actions: PaletteActions;
  menuLayout: MenuLayout;
  hasManager: boolean;
  /** the owner's onboarding (src/commands/onboarding.ts); undefined while signed out */
  onboarding?: OnboardingCommandState;
}

export function commandContext({ access, actions, menuLayout, hasManager, onboarding }: ItemsContext): CommandContext {
  return {
    // who and which flags: the same as a control's (useCommandControl, decision 097)
    ...sessionContext(access, actions.navigate),
    shell: { actions, menuLayout, hasManager, header: access ? menuFor(access).header : null },
    onboarding,
  };
}

const asGroup = (group: string): PaletteGroup => ((GROUP_ORDER as readonly string[]).includes(group) ? (group as PaletteGroup) : 'actions');

/** Root list of the palette for this user: `registry.visible(ctx)`, refined by the route guard. */
export function rootItems(items: ItemsContext, registry: CommandRegistry = appCommands): PaletteItem[] {
  const { LL, access } = items;
  const ctx = commandContext(items);
  const greyed = access ? menuFor(access).greyed : null;
  const out: PaletteItem[] = [];
  const scopes = registry.activeScopes();
  for (const command of registry.visible(ctx, scopes)) {
    const titles = commandTitles(LL, command);
    const { enabled, reason } = registry.availability(command, ctx);
    const item: PaletteItem = {
      id: command.id,
      title: titles[0]!,
      titles,
      group: asGroup(command.group),
      keywords: [...(command.keywords ?? [])],
      shortcut: command.shortcut,
      pageKey: command.pageKey,
      scope: command.scope ?? 'global',
      place: openingPlace(command, scopes),
      rowSelected: command.row?.(),
      disabledReason: enabled ? undefined : textOf(LL, reason ?? 'errors.permissionDeniedAction'),
      page: command.page ? { id: command.page.id, payload: command.page.payload?.(ctx) } : undefined,
      run: command.page ? undefined : () => void registry.run(command.id, ctx),
    };
    if (command.id.startsWith('nav.')) {
      if (!access) continue;
      const route = WEB_ROUTES.find((r) => `nav.${r.id}` === command.id);
      if (!route) continue;
      const result = guard(route.path, access);
      if (result.kind === 'redirect') {
        // awaiting approval: listed, greyed with the onboarding reason; otherwise the guard's word is final
        if (result.reason === 'awaitingApproval' && greyed) item.disabledReason ??= LL.shell.onboarding[greyed]();
        else if (result.reason === 'readOnly' || result.reason === 'notAllPartner')
          item.disabledReason ??= LL.errors.permissionDeniedAction();
        else continue;
      }
    }
    out.push(item);
  }
  return out;
}

/** Heading of a sub-page: the title of the page it leads to (enter-id), else of the command that opened it. */
export function pageTitle(page: PalettePage, LL: LL, registry: CommandRegistry = appCommands): string {
  if (page.id === ENTER_ID_PAGE) return routeTitle(LL, (page.payload as EnterIdPayload).routeId);
  const opener = registry.all().find((c) => c.page?.id === page.id);
  return opener ? textOf(LL, opener.title) : page.id;
}

/** Items of a sub-page for what is typed (`query` is the id itself on the enter-id page). */
export function pageItems(page: PalettePage, { LL, locale, actions }: ItemsContext, query = ''): PaletteItem[] {
  if (page.id === LANGUAGE_PAGE) {
    const languages = LOCALES.map((l) => {
      const title = LL.palette.switchTo({ language: LL.common.languages[l]() });
      return {
        id: `language.${l}`,
        title,
        titles: [title, LL.common.languages[l]()],
        group: 'preferences' as const,
        keywords: [l],
        disabledReason: l === locale ? LL.common.languages[l]() : undefined,
        run: () => actions.setLocale(l),
      };
    });
    return rankItems(languages, query);
  }
  if (page.id === FIND_CONVERSION_PAGE) {
    // the typed click id opens the conversions report filtered by it (src/commands/reports.ts)
    if (!query.trim()) return [];
    const clickId = parseClickId(query);
    const title = LL.reportViews.commands.findConversionGo({ id: query.trim() });
    return [
      {
        id: `${FIND_CONVERSION_PAGE}.go`,
        title,
        titles: [title],
        group: 'navigation',
        keywords: [],
        disabledReason: clickId ? undefined : LL.reportViews.commands.findConversionInvalid(),
        run: clickId ? () => actions.navigate(conversionsByClickPath(clickId)) : undefined,
      },
    ];
  }
  if (page.id === ENTER_ID_PAGE) {
    const { routeId } = page.payload as EnterIdPayload;
    if (!query.trim()) return [];
    const id = parseEnteredId(query);
    const title = LL.palette.openWithId({ title: routeTitle(LL, routeId), id: id ?? query.trim() });
    return [
      {
        id: `${ENTER_ID_PAGE}.go`,
        title,
        titles: [title],
        group: 'navigation',
        keywords: [],
        disabledReason: id ? undefined : LL.palette.invalidId(),
        run: id ? () => actions.navigate(pathWithId(routeId, id)) : undefined,
      },
    ];
  }
  return [];
}

export interface ItemGroup {
  /** the page's 'row' and 'here' (its own), 'recent', or a command group */
  key: 'row' | 'here' | 'recent' | PaletteGroup;
  items: PaletteItem[];
}

/**
 * The root list in groups. Empty query: the page first — its selected row's commands, its own — then
 * recently run ones, then the groups in their order (openingGroups, decision 068). With a query:
 * ranked (ranking.ts) over every command, those of other pages included, each group placed where its
 * best match ranks, so the best match is always the first option.
 */
export function groupedRoot(items: readonly PaletteItem[], query: string, recents: readonly string[]): ItemGroup[] {
  if (!query.trim()) return openingGroups(items, recents, GROUP_ORDER);
  const ranked = rankItems(items, query, recents);
  const groups: ItemGroup[] = [];
  for (const item of ranked) {
    const group = groups.find((g) => g.key === item.group);
    if (group) group.items.push(item);
    else groups.push({ key: item.group, items: [item] });
  }
  return groups;
}
