import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { RowStore, type StoreSnapshot } from './row-store.ts';
import type { Filters, ReportSource, SortState } from './source.ts';

/**
 * One RowStore per (source, block size); a new sort or new filters reset it (new cursor null, in-flight
 * requests aborted) without making a new store. Filters are compared by value, so a parent that
 * rebuilds an equal filters object each render does not refetch.
 */
export function useRowStore<Row>(
  source: ReportSource<Row>,
  blockSize: number,
  sort: SortState | null,
  filters: Filters,
  initialTotal: number | null,
): [RowStore<Row>, StoreSnapshot] {
  const filtersKey = JSON.stringify(filters);
  const sortKey = sort ? `${sort.id}:${sort.desc ? 'desc' : 'asc'}` : '';
  const store = useMemo(() => new RowStore(source, { blockSize, initialTotal }), [source, blockSize, initialTotal]);
  const applied = useRef<{ store: RowStore<Row>; key: string } | null>(null);
  const key = `${sortKey}|${filtersKey}`;
  // reset during render (not in an effect) so the first paint after a sort never shows stale rows
  if (applied.current?.store !== store) applied.current = { store, key: '' };
  if (applied.current.key !== key) {
    applied.current.key = key;
    store.reset(sort, filters, true);
  }
  useEffect(() => () => store.dispose(), [store]);
  const snap = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return [store, snap];
}
