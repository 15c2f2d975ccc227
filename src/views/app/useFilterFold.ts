import type { FilterChip, ToolbarFold } from '../system/Toolbar.tsx';
import { useI18n } from '../../i18n/runtime.ts';

/**
 * The fold of a filter bar (decision 065): "Filters (n)" and the chips of the active filters, with
 * the remove buttons' names, in the user's language. A page lists its active filters; `chip` builds one.
 */
export function useFilterFold(chips: readonly (FilterChip | null | false | undefined)[]): ToolbarFold {
  const { LL } = useI18n();
  const active = chips.filter((c): c is FilterChip => Boolean(c));
  return {
    summary: LL.table.filters.summary({ count: active.length }),
    chips: active,
    removeLabel: (c) => LL.table.filters.remove({ label: c.label }),
  };
}

/** A list of ids as a chip shows it ("#3, #12"), from the URL's comma list or an array; nothing when empty. */
export const idsText = (list: string | readonly number[]): string =>
  (typeof list === 'string' ? list.split(',').filter(Boolean) : list).map((id) => `#${id}`).join(', ');

/** One active filter: "Field: value", removed by `onRemove`; nothing when the filter is not set. */
export function chip(key: string, field: string, value: string | null | undefined, onRemove: () => void): FilterChip | null {
  return value ? { key, label: `${field}: ${value}`, onRemove } : null;
}
