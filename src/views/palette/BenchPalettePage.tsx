import { Command } from 'cmdk';
import { useMemo, useState } from 'react';
import { useSearch } from 'wouter';
import { benchOfferName } from '../../commands/entity-search-bench.ts';
import { buildEntityIndex, type Entity } from '../../commands/entity-search.ts';
import { EntityList } from './EntitySearch.tsx';
import * as css from './palette.css.ts';

/**
 * /__bench/palette — the baseline of `npm run bench:palette`: the same 10,000 offer names the bench
 * inserts (src/commands/entity-search-bench.ts), searched by cmdk's built-in filter over one
 * Command.Item each (?mode=cmdk, what the palette would do without its own ranking) or by the
 * palette's own search list (?mode=ours, the same component the palette renders, without server or
 * modal). Registered with /__bench/table: dev server or VITE_BENCH=1 builds only (src/views/App.tsx).
 */
export function BenchPalettePage() {
  const q = new URLSearchParams(useSearch());
  const count = Number(q.get('count') ?? 10_000);
  const mode = q.get('mode') === 'cmdk' ? 'cmdk' : 'ours';
  const entities = useMemo<Entity[]>(
    () => Array.from({ length: count }, (_, i) => ({ id: count - i, name: benchOfferName(count - i - 1), detail: '', status: 1 })),
    [count],
  );
  const index = useMemo(() => buildEntityIndex(entities), [entities]);
  const [query, setQuery] = useState('');
  return (
    <main style={{ width: 640, margin: '48px auto' }} data-testid="bench-palette" data-mode={mode}>
      {mode === 'cmdk' ? (
        <Command label="cmdk baseline" className={css.root}>
          <Command.Input autoFocus value={query} onValueChange={setQuery} />
          <Command.List data-query={query}>
            {entities.map((e) => (
              <Command.Item key={e.id} value={`${e.name} #${e.id}`}>
                {e.name} #{e.id}
              </Command.Item>
            ))}
          </Command.List>
        </Command>
      ) : (
        <EntityList
          kind="offer"
          index={index}
          query={query}
          onQuery={setQuery}
          onBack={() => setQuery('')}
          onOpen={() => undefined}
          placeholder=""
        />
      )}
    </main>
  );
}
