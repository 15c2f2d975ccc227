import type { ReactNode } from 'react';
import { Select } from '../system/Select.tsx';
import { TextField } from '../system/TextField.tsx';
import { Toolbar } from '../system/Toolbar.tsx';
import { chip, useFilterFold } from './useFilterFold.ts';

/** The "any" choice of a list's choice filter. */
export const ANY = 'all';
export type Choice<K extends string> = K | typeof ANY;

/** One choice filter of a list (status, category…): "any" first, then each value by its translated label. */
export interface ChoiceFilter<K extends string = string> {
  key: string;
  label: string;
  anyLabel: string;
  value: Choice<K>;
  values: readonly K[];
  labelOf(value: K): string;
  onChange(value: Choice<K>): void;
}

/** One choice filter typed by its own values (a bar holds filters of different value types). */
export const choiceFilter = <K extends string>(filter: ChoiceFilter<K>): ChoiceFilter => filter;

export interface ListFiltersProps {
  /** The search box's label, also the filter bar's name. */
  searchLabel: string;
  search: string;
  onSearch(value: string): void;
  choices: readonly ChoiceFilter[];
  /** Any filter changed or was removed from the fold: the list starts again at page 1. */
  onFiltered(): void;
  actions?: ReactNode;
}

/**
 * A list page's filter bar of a search box and choice filters, with its fold's chips (decision 065):
 * the shape the ticket, discount-program and agency-contract lists had each written out.
 */
export function ListFilters({ searchLabel, search, onSearch, choices, onFiltered, actions }: ListFiltersProps) {
  const then =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      onFiltered();
    };
  const fold = useFilterFold([
    chip('search', searchLabel, search.trim(), () => then(onSearch)('')),
    ...choices.map((c) => chip(c.key, c.label, c.value === ANY ? null : c.labelOf(c.value), () => then(c.onChange)(ANY))),
  ]);
  return (
    <Toolbar
      role="search"
      aria-label={searchLabel}
      fold={fold}
      filters={
        <>
          <TextField label={searchLabel} value={search} onChange={then(onSearch)} />
          {choices.map((c) => (
            <Select
              key={c.key}
              label={c.label}
              selectedKey={c.value}
              onSelectionChange={(key) => then(c.onChange)(key as Choice<string>)}
              options={[{ id: ANY, label: c.anyLabel }, ...c.values.map((v) => ({ id: v, label: c.labelOf(v) }))]}
            />
          ))}
        </>
      }
      actions={actions}
    />
  );
}
