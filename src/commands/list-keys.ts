import type { Command } from './registry.ts';

/**
 * Page keys of a list (decision 033): j / k move the active row, x toggles its selection, Enter opens
 * it. They are scoped commands like any other, so the conflict check and the keyboard map see them;
 * `useViewCommands` runs them while the list is mounted and nothing else holds the keyboard.
 */
export interface ListKeysView {
  /** how many rows the list shows now (no rows: the keys do nothing and stay the browser's) */
  rows: number;
  move(step: 1 | -1): void;
  toggle(): void;
  open(): void;
}

export const LIST_KEYS = { down: 'j', up: 'k', toggle: 'x', open: 'enter' } as const;
export type ListKey = keyof typeof LIST_KEYS;

export function listKeyCommands(list: string, view: () => ListKeysView): Command[] {
  const key = (name: ListKey, run: (v: ListKeysView) => void): Command => ({
    id: `${list}.keys.${name}`,
    title: (LL) => LL.palette.listKeys[name](),
    group: 'navigation',
    keywords: ['row', 'list', 'keyboard', 'dòng'],
    shortcut: LIST_KEYS[name],
    pageKey: true,
    blocked: () => (view().rows > 0 ? null : 'palette.listKeys.empty'),
    run: () => run(view()),
  });
  return [key('down', (v) => v.move(1)), key('up', (v) => v.move(-1)), key('toggle', (v) => v.toggle()), key('open', (v) => v.open())];
}
