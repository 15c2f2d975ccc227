import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { productPickQuery } from '../../api/offer-products.ts';
import { useI18n } from '../../i18n/runtime.ts';
import { EntityPicker } from '../system/EntityPicker.tsx';

export interface ProductPickerProps {
  value: readonly number[];
  onChange(ids: number[]): void;
  errorMessage?: string;
}

/**
 * Several products of the catalogue, found by name or SKU (the catalogue list's own search, 25 at a
 * time): each pick a chip "name · SKU". Names of picks are kept as they were found, since the
 * catalogue has no by-id lookup of many.
 */
export function ProductPicker({ value, onChange, errorMessage }: ProductPickerProps) {
  const { LL } = useI18n();
  const t = LL.products.offerSide.dialog;
  const [search, setSearch] = useState<string | null>(null);
  const [names, setNames] = useState<ReadonlyMap<number, string>>(new Map());
  const found = useQuery(productPickQuery(search ?? '', search !== null));
  const matches = (found.data?.items ?? []).map((p) => ({ id: p.id, name: `${p.product_name} · ${p.sku}` }));
  return (
    <EntityPicker
      label={t.products()}
      value={value}
      multiple
      onChange={(ids) => {
        setNames((known) => new Map([...known, ...matches.filter((m) => ids.includes(m.id)).map((m) => [m.id, m.name] as const)]));
        onChange(ids);
      }}
      matches={matches}
      onSearch={setSearch}
      nameOf={(id) => names.get(id) ?? matches.find((m) => m.id === id)?.name}
      removeLabel={(name) => t.remove({ name })}
      placeholder={t.search()}
      emptyText={t.noMatch()}
      searching={found.isFetching}
      searchingText={t.searching()}
      errorMessage={errorMessage}
    />
  );
}
