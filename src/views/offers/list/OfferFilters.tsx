import { memo, useEffect, useState } from 'react';
import { useI18n } from '../../../i18n/runtime.ts';
import { CommandButton } from '../../app/CommandButton.tsx';
import { DatePicker } from '../../system/DatePicker.tsx';
import { Select, type Option } from '../../system/Select.tsx';
import { TextField } from '../../system/TextField.tsx';
import { Toolbar } from '../../system/Toolbar.tsx';
import { chip, useFilterFold } from '../../app/useFilterFold.ts';
import { SEARCH_DEBOUNCE_MS, SEARCH_MAX, type ListFilters } from './list-state.ts';
import { toOptions, useGroupOptions, useOfferMeta } from './reference.ts';

/**
 * The list's filter bar: status (default active), payout model, vertical, group, tag, creation date
 * range, and the search box (≤ 128 characters, sent 300 ms after the last keystroke).
 */
/** the status filter's "All" (LL.offers.status['0']) */
const ALL_STATUSES = 0;

export const OfferFilters = memo(function OfferFilters({
  filters,
  onFilters,
  onSearch,
}: {
  filters: ListFilters;
  onFilters: (f: ListFilters) => void;
  onSearch: (text: string) => void;
}) {
  const { LL } = useI18n();
  const meta = useOfferMeta();
  const groups = useGroupOptions();
  const [text, setText] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => onSearch(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, onSearch]);

  const any: Option = { id: 0, label: LL.offers.filters.any() };
  const statuses: Option[] = (['0', '1', '2', '3', '4', '5'] as const).map((id) => ({ id: Number(id), label: LL.offers.status[id]() }));
  const pick = (key: keyof ListFilters) => (value: unknown) => onFilters({ ...filters, [key]: Number(value) || null });
  const payoutModels = [any, ...toOptions(meta?.payout_models)];
  const verticals = [any, ...toOptions(meta?.verticals)];
  const groupOptions = [any, ...groups];
  const nameIn = (options: Option[], id: number | null) => (id === null ? null : (options.find((o) => o.id === id)?.label ?? String(id)));
  const f = LL.offers.filters;
  // the active filters as chips (decision 065); the list starts on active offers, and says so ("Filters (1)",
  // "Status: Active"): a phone's folded bar must not read "Filters (0)" over a filtered list. Removing it shows all.
  const fold = useFilterFold([
    chip('search', LL.offers.list.search(), text.trim(), () => setText('')),
    filters.status !== ALL_STATUSES &&
      chip('status', f.status(), nameIn(statuses, filters.status), () => onFilters({ ...filters, status: ALL_STATUSES })),
    chip('payoutModel', f.payoutModel(), nameIn(payoutModels, filters.payoutModel), () => onFilters({ ...filters, payoutModel: null })),
    chip('vertical', f.vertical(), nameIn(verticals, filters.vertical), () => onFilters({ ...filters, vertical: null })),
    chip('group', f.group(), nameIn(groupOptions, filters.group), () => onFilters({ ...filters, group: null })),
    chip('tag', f.tag(), filters.tag.trim(), () => onFilters({ ...filters, tag: '' })),
    chip('from', f.createdFrom(), filters.from, () => onFilters({ ...filters, from: null })),
    chip('to', f.createdTo(), filters.to, () => onFilters({ ...filters, to: null })),
  ]);
  return (
    <Toolbar
      role="search"
      aria-label={LL.offers.list.search()}
      fold={fold}
      filters={
        <>
          <TextField label={LL.offers.list.search()} type="search" value={text} maxLength={SEARCH_MAX} onChange={setText} />
          <Select
            label={f.status()}
            options={statuses}
            selectedKey={filters.status}
            onSelectionChange={(k) => onFilters({ ...filters, status: Number(k) })}
          />
          <Select
            label={f.payoutModel()}
            options={payoutModels}
            selectedKey={filters.payoutModel ?? 0}
            onSelectionChange={pick('payoutModel')}
          />
          <Select label={f.vertical()} options={verticals} selectedKey={filters.vertical ?? 0} onSelectionChange={pick('vertical')} />
          <Select label={f.group()} options={groupOptions} selectedKey={filters.group ?? 0} onSelectionChange={pick('group')} />
          <TextField label={f.tag()} value={filters.tag} maxLength={255} onChange={(tag) => onFilters({ ...filters, tag })} />
          <DatePicker label={f.createdFrom()} value={filters.from} onChange={(from) => onFilters({ ...filters, from })} />
          <DatePicker label={f.createdTo()} value={filters.to} onChange={(to) => onFilters({ ...filters, to })} />
        </>
      }
      actions={
        // the list's `offers.clearFilters` (decision 097): default filters, and a new bar without the search text
        <CommandButton tone="ghost" command="offers.clearFilters">
          {LL.offers.list.clearFilters()}
        </CommandButton>
      }
    />
  );
});
