/**
 * What the palette lists when it opens with no query (issue 24 item 4; decision 068): the page first.
 * Before, it opened on "Go to Home, Go to Webhooks, Go to Employees …" everywhere, and on partner
 * management the page's own actions were items 76–84 of 112, behind ten "Featured partners: jump to …".
 *
 *  1. **row** — commands of the page's selected (or active) row (a command's `row()`), while a row
 *     is selected — disabled ones too, saying why; with none selected they follow the page's own,
 *     disabled with their reason ("select a partner first");
 *  2. **here** — the page's other commands (its view scope), and global commands whose `homeScope` is
 *     this page;
 *  3. **recent** — the user's recently run commands not listed above, at most RECENT_SHOWN;
 *  4. then the command groups in their order — navigation first — without the commands that belong to
 *     another page (`homeScope` elsewhere: listed only when a query matches them).
 * Every item appears once. Pure: the palette (src/views/palette/palette-list.ts) and its tests call it.
 */

/** Where an item stands when the palette opens: the page's row, the page, only when searched, or its group. */
export type OpeningPlace = 'row' | 'here' | 'hereLast' | 'searched';

export interface OrderedItem<G extends string> {
  id: string;
  group: G;
  place?: OpeningPlace;
  /** a row command: the page has a row selected now */
  rowSelected?: boolean;
}

export interface OpeningGroup<T, G extends string> {
  key: 'row' | 'here' | 'recent' | G;
  items: T[];
}

/** Recently run commands shown when the palette opens: a few, the most recent first. */
export const RECENT_SHOWN = 5;

export function openingGroups<G extends string, T extends OrderedItem<G>>(
  items: readonly T[],
  recents: readonly string[],
  groupOrder: readonly G[],
): OpeningGroup<T, G>[] {
  const row = items.filter((i) => i.place === 'row');
  const page = items.filter((i) => i.place === 'here');
  // the page's furniture (its tabs, a table's columns and exports) after its own actions and its rows'
  const last = items.filter((i) => i.place === 'hereLast');
  const rowLeads = row.some((i) => i.rowSelected);
  const shown = new Set<T>([...row, ...page, ...last]);
  const recent: T[] = [];
  for (const id of recents) {
    const item = items.find((i) => i.id === id);
    if (item && !shown.has(item) && recent.length < RECENT_SHOWN) recent.push(item);
  }
  for (const item of recent) shown.add(item);
  const rest = items.filter((i) => !shown.has(i) && i.place !== 'searched');
  const groups: OpeningGroup<T, G>[] = [
    ...(rowLeads
      ? [
          { key: 'row' as const, items: row },
          { key: 'here' as const, items: [...page, ...last] },
        ]
      : [{ key: 'here' as const, items: [...page, ...row, ...last] }]),
    { key: 'recent', items: recent },
    ...groupOrder.map((key) => ({ key, items: rest.filter((i) => i.group === key) })),
  ];
  return groups.filter((g) => g.items.length > 0);
}

/**
 * The place of a registry command when the palette opens, from its scope and the scopes active now
 * (a view's scope is active while its commands are registered).
 */
export function openingPlace(
  command: { scope?: string; row?: () => boolean; homeScope?: string; furniture?: boolean },
  activeScopes: readonly string[],
): OpeningPlace | undefined {
  const scope = command.scope ?? 'global';
  if (scope !== 'global') return command.row ? 'row' : command.furniture ? 'hereLast' : 'here';
  if (command.homeScope) return activeScopes.includes(command.homeScope) ? 'here' : 'searched';
  return undefined;
}
