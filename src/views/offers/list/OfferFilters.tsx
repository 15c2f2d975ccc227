import { useEffect, useState } from 'react';
import { useI18n } from '../../../i18n/runtime.ts';
import { Button } from '../../system/Button.tsx';
import { DatePicker } from '../../system/DatePicker.tsx';
import { Select, type Option } from '../../system/Select.tsx';
import { TextField } from '../../system/TextField.tsx';
import { DEFAULT_FILTERS, SEARCH_DEBOUNCE_MS, SEARCH_MAX, type ListFilters } from './list-state.ts';
import * as css from './offers.css.ts';
import { toOptions, useGroupOptions, useOfferMeta } from './reference.ts';

/**
 * The list's filter bar: status (default active), payout model, vertical, group, tag, creation date
 * range, and the search box (≤ 128 characters, sent 300 ms after the last keystroke).
 */
export function OfferFilters({
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
  return (
    <div className={css.toolbar} role="search">
      <TextField label={LL.offers.list.search()} type="search" value={text} maxLength={SEARCH_MAX} onChange={setText} />
      <Select
        label={LL.offers.filters.status()}
        options={statuses}
        selectedKey={filters.status}
        onSelectionChange={(k) => onFilters({ ...filters, status: Number(k) })}
      />
      <Select
        label={LL.offers.filters.payoutModel()}
        options={[any, ...toOptions(meta?.payout_models)]}
        selectedKey={filters.payoutModel ?? 0}
        onSelectionChange={pick('payoutModel')}
      />
      <Select
        label={LL.offers.filters.vertical()}
        options={[any, ...toOptions(meta?.verticals)]}
        selectedKey={filters.vertical ?? 0}
        onSelectionChange={pick('vertical')}
      />
      <Select
        label={LL.offers.filters.group()}
        options={[any, ...groups]}
        selectedKey={filters.group ?? 0}
        onSelectionChange={pick('group')}
      />
      <TextField label={LL.offers.filters.tag()} value={filters.tag} maxLength={255} onChange={(tag) => onFilters({ ...filters, tag })} />
      <DatePicker label={LL.offers.filters.createdFrom()} value={filters.from} onChange={(from) => onFilters({ ...filters, from })} />
      <DatePicker label={LL.offers.filters.createdTo()} value={filters.to} onChange={(to) => onFilters({ ...filters, to })} />
      <Button
        tone="ghost"
        onPress={() => {
          setText('');
          onFilters(DEFAULT_FILTERS);
        }}
      >
        {LL.offers.list.clearFilters()}
      </Button>
    </div>
  );
}
