import type { RowAttributes } from './ListTable.tsx';

/**
 * The attributes of a list row the user picks (the selected row's actions are the palette's first
 * commands, decision 068): one roving tab stop on the selected row, `aria-current` on it, and focus
 * or a click on the row itself selects it. `rows` keeps the elements so j / k can move focus.
 */
export function selectableRow(
  rows: { current: (HTMLTableRowElement | null)[] },
  index: number,
  selected: boolean,
  select: () => void,
  extra: RowAttributes = {},
): RowAttributes {
  return {
    ref: (el: HTMLTableRowElement | null) => {
      rows.current[index] = el;
    },
    tabIndex: selected ? 0 : -1,
    'aria-current': selected,
    // focus landing on a control inside the row (its radio, a link) selects through that control
    onFocus: (e) => e.target === e.currentTarget && select(),
    onClick: select,
    ...extra,
  };
}
