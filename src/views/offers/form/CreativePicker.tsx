import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { GridList, GridListItem, type Selection } from 'react-aria-components';
import { useI18n } from '../../../i18n/runtime.ts';
import { TextField } from '../../system/TextField.tsx';
import { creativesQuery } from '../../../api/offer-assets.ts';
import * as css from './creative-picker.css.ts';

/**
 * The creatives shown with the offer: a searchable list of the brand's creatives with checkboxes
 * (arrows move, Space toggles). Ids chosen earlier that the current search does not show stay chosen.
 */
export function CreativePicker({
  value,
  onChange,
  errorMessage,
}: {
  value: readonly number[];
  onChange(ids: number[]): void;
  errorMessage?: string;
}) {
  const { LL } = useI18n();
  const [search, setSearch] = useState('');
  const list = useQuery(creativesQuery({ page: 1, search: search.trim() }));
  const rows = list.data?.items ?? [];
  const shown = new Set(rows.map((r) => r.id));
  const F = LL.offers.fields;
  const change = (keys: Selection) => {
    const picked = keys === 'all' ? rows.map((r) => r.id) : [...keys].map(Number);
    onChange([...value.filter((id) => !shown.has(id)), ...picked]);
  };
  return (
    <div className={css.picker}>
      <TextField label={F.creativeSearch()} value={search} onChange={setSearch} />
      <GridList
        aria-label={F.creativeIds()}
        selectionMode="multiple"
        selectedKeys={value.filter((id) => shown.has(id))}
        onSelectionChange={change}
        className={css.list}
        renderEmptyState={() => <p className={css.empty}>{list.isPending ? LL.offers.fields.loading() : F.noCreatives()}</p>}
      >
        {rows.map((r) => (
          <GridListItem key={r.id} id={r.id} textValue={r.name} className={css.item}>
            {({ isSelected }) => (
              <>
                <span aria-hidden className={css.box}>
                  {isSelected ? '✓' : ''}
                </span>
                <span>{r.name}</span>
                <span className={css.meta}>
                  {LL.offerAssets.creatives.types[r.type]()} · #{r.id}
                </span>
              </>
            )}
          </GridListItem>
        ))}
      </GridList>
      <p className={css.meta} aria-live="polite">
        {F.creativesChosen({ n: value.length })}
      </p>
      {errorMessage ? (
        <p role="alert" className={css.error}>
          {errorMessage}
        </p>
      ) : null}
    </div>
  );
}
