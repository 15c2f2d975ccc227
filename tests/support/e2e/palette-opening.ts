import { staticCommands, viewCommands } from '../../../src/commands/app-commands.ts';
import type { AnyCommand } from '../../../src/commands/registry.ts';

/*
 * What "the palette opens on the page" means (issue 24 item 4; decision 068), from the command registry:
 * a page's commands are its view factories' (their scope is the route id) and the global commands homed
 * on it. The route walk's commands check reads the palette on every page against it; palette-first-items
 * adds a selected row on the pages with row commands.
 */

/** A factory's commands as data only: ids, scopes, flags (their titles and predicates are never asked). */
const asData = (): never => {
  throw new Error('only ids and flags are read');
};
export const viewBound: AnyCommand[] = Object.values(viewCommands).flatMap((factory) => factory(asData));
export const homed = staticCommands().filter((c) => c.homeScope);
const listedInPalette = (c: AnyCommand) => !c.pageKey;

const viewBoundIds = new Set([...viewBound.filter((c) => (c.scope ?? 'global') !== 'global'), ...homed].map((c) => c.id));
/**
 * Every command that is some page's own (listed first on that page, never before a page's own elsewhere):
 * the factories' and the homed ones, and those shared components register for the page they are on
 * (decision 098: CommandTabs' `<name>.tab.<id>`, a report table's `table.<report>.…`) — made from what is
 * on screen, not listed in a factory, so known by their names.
 */
export const pageCommandIds = {
  has: (id: string) => viewBoundIds.has(id) || /^[\w-]+\.tab\.[\w-]+$/.test(id) || id.startsWith('table.'),
};

/** The commands of one page, and which of them act on its selected row. */
export function commandsOf(routeId: string) {
  const own = [...viewBound.filter((c) => c.scope === routeId), ...homed.filter((c) => c.homeScope === routeId)].filter(listedInPalette);
  return { ids: new Set(own.map((c) => c.id)), rowIds: new Set(own.filter((c) => c.row !== undefined).map((c) => c.id)) };
}

/** The first block of the palette's options: the page's commands only. */
export function openingBlock(options: readonly string[]): string[] {
  const block = options.findIndex((id) => !pageCommandIds.has(id));
  return block === -1 ? [...options] : options.slice(0, block);
}

/**
 * What is wrong with the palette's options (command ids, in order, opened with no query) on `routeId`'s
 * page: it must open on a block of page commands holding some of this page's own, none of them after
 * it, no other page's command before a query asks for it, every item once. Empty for a page without
 * commands listed here.
 */
export function openingFindings(routeId: string, options: readonly string[]): string[] {
  const { ids } = commandsOf(routeId);
  // a page whose commands are all hidden here (the saved-filters page before any filter is saved, a
  // module the user lacks) has nothing of its own to open on
  if (!options.some((id) => ids.has(id))) return [];
  const head = openingBlock(options);
  const findings: string[] = [];
  if (!head.some((id) => ids.has(id))) findings.push(`the palette does not open on the page’s commands: ${options.slice(0, 8).join(', ')}`);
  const late = options.slice(head.length).filter((id) => ids.has(id));
  if (late.length) findings.push(`the page’s ${late.join(', ')} listed after other commands`);
  const foreign = options.slice(head.length).filter((id) => pageCommandIds.has(id));
  if (foreign.length) findings.push(`another page’s ${foreign.join(', ')} listed before a query asks for them`);
  if (new Set(options).size !== options.length) findings.push('a command listed twice');
  return findings;
}
