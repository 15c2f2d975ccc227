import { useEffect, useRef, useState, type ReactNode } from 'react';
import { MARKET_SORT_BY, type MarketSortBy } from '../../../domain/markets/enums.ts';
import { FLAG_FILTERS, ID_FILTERS, type FlagFilter, type IdFilter, type MarketListState } from '../../../domain/markets/list-url.ts';
import { useI18n } from '../../../i18n/runtime.ts';
import { Select } from '../../system/Select.tsx';
import { TextField } from '../../system/TextField.tsx';
import { Toolbar } from '../../system/Toolbar.tsx';
import { chip, useFilterFold } from '../../app/useFilterFold.ts';
import { MultiSelect } from './MultiSelect.tsx';
import type { MarketReference } from './reference.ts';

export const SEARCH_DEBOUNCE_MS = 300;
const SEARCH_MAX = 128;

const ID_LABEL: Record<
  IdFilter,
  'verticals' | 'geos' | 'partnerTypes' | 'partnerSize' | 'socialSize' | 'audienceGender' | 'audienceAge' | 'organizationType'
> = {
  verticals: 'verticals',
  geos: 'geos',
  partner_types: 'partnerTypes',
  partner_size: 'partnerSize',
  social_size: 'socialSize',
  audience_gender: 'audienceGender',
  audience_age: 'audienceAge',
  organization_type: 'organizationType',
};
const FLAG_LABEL: Record<FlagFilter, 'paidTraffic' | 'website' | 'social'> = {
  paid_traffic: 'paidTraffic',
  website: 'website',
  social: 'social',
};

/**
 * The partner list's filter bar (spec 3 §2): search by name or id (sent 300 ms after the last
 * keystroke), the eight list filters as multiple choices, the three yes / no filters, and the sort.
 * Every change goes to the URL through `onChange` (page 1 again); the bar holds only the typed text.
 */
export function PartnerFilters({
  state,
  reference,
  onChange,
  actions,
}: {
  state: MarketListState;
  reference: MarketReference;
  onChange: (next: MarketListState) => void;
  actions: ReactNode;
}) {
  const { LL } = useI18n();
  const t = LL.markets;
  const [text, setText] = useState(state.search);
  const latest = useRef({ state, onChange });
  latest.current = { state, onChange };
  // a search set from outside (clear filters, a restored filter) replaces the typed text
  useEffect(() => setText(state.search), [state.search]);
  useEffect(() => {
    if (text === latest.current.state.search) return undefined;
    const timer = setTimeout(() => latest.current.onChange({ ...latest.current.state, search: text, page: 1 }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const set = (filters: MarketListState['filters']) => onChange({ ...state, filters, page: 1 });
  const names = (key: IdFilter, ids: readonly number[]) =>
    ids.map((id) => reference.options[key].find((o) => o.id === id)?.label ?? String(id)).join(', ');
  const fold = useFilterFold([
    chip('search', t.list.search(), state.search.trim(), () => onChange({ ...state, search: '', page: 1 })),
    ...ID_FILTERS.map((key) =>
      chip(key, t.filters[ID_LABEL[key]](), names(key, state.filters[key]), () => set({ ...state.filters, [key]: [] })),
    ),
    ...FLAG_FILTERS.map((key) =>
      chip(
        key,
        t.filters[FLAG_LABEL[key]](),
        state.filters[key] === undefined ? null : state.filters[key] ? t.list.yes() : t.list.no(),
        () => {
          const { [key]: _dropped, ...rest } = state.filters;
          set(rest);
        },
      ),
    ),
  ]);
  const flagOptions = [
    { id: 'any', label: t.list.any() },
    { id: '1', label: t.list.yes() },
    { id: '0', label: t.list.no() },
  ];
  return (
    <Toolbar
      role="search"
      aria-label={t.list.filterBar()}
      data-slot="market-filters"
      fold={fold}
      filters={
        <>
          <TextField label={t.list.search()} type="search" value={text} maxLength={SEARCH_MAX} onChange={setText} />
          {ID_FILTERS.map((key) => (
            <MultiSelect
              key={key}
              label={t.filters[ID_LABEL[key]]()}
              options={reference.options[key]}
              value={state.filters[key]}
              onChange={(ids) => set({ ...state.filters, [key]: ids })}
              placeholder={t.list.any()}
              chosen={(count) => t.list.chosen({ count })}
              loading={reference.loading ? LL.common.loading() : undefined}
            />
          ))}
          {FLAG_FILTERS.map((key) => (
            <Select
              key={key}
              label={t.filters[FLAG_LABEL[key]]()}
              options={flagOptions}
              selectedKey={state.filters[key] === undefined ? 'any' : state.filters[key] ? '1' : '0'}
              onSelectionChange={(k) => {
                const { [key]: _dropped, ...rest } = state.filters;
                set(k === 'any' ? rest : { ...rest, [key]: k === '1' });
              }}
            />
          ))}
          <Select
            label={t.list.sortBy()}
            options={MARKET_SORT_BY.map((s) => ({ id: s, label: t.list.sorts[s]() }))}
            selectedKey={state.sortBy}
            onSelectionChange={(k) => onChange({ ...state, sortBy: k as MarketSortBy, page: 1 })}
          />
          <Select
            label={t.list.sortOrder()}
            options={[
              { id: 'desc', label: t.list.desc() },
              { id: 'asc', label: t.list.asc() },
            ]}
            selectedKey={state.sort}
            onSelectionChange={(k) => onChange({ ...state, sort: k === 'asc' ? 'asc' : 'desc', page: 1 })}
          />
        </>
      }
      actions={actions}
    />
  );
}
