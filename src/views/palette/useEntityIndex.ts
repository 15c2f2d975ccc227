import { useQuery } from '@tanstack/react-query';
import { buildEntityIndex, type EntityIndex, type EntityKind } from '../../commands/entity-search.ts';
import { offerIndex, partnerIndex } from '../../domain/search/contract.ts';
import { useRuntime } from '../app/runtime.tsx';

export interface LoadedIndex {
  index: EntityIndex;
  truncated: boolean;
}

/**
 * The offers / partners the user may see, fetched on the first "Find …" of the session and kept
 * five minutes (a new offer shows up on the next search after that); the query cache is cleared on
 * sign-out, so the next user never sees this one's list. Normalizing happens once, here.
 */
export function useEntityIndex(kind: EntityKind) {
  const { http } = useRuntime();
  return useQuery({
    queryKey: ['palette', 'entity-index', kind],
    queryFn: async ({ signal }): Promise<LoadedIndex> => {
      if (kind === 'offer') {
        const { items, truncated } = await http.call(offerIndex, { signal });
        return { index: buildEntityIndex(items.map(([id, name, status]) => ({ id, name, detail: '', status }))), truncated };
      }
      const { items, truncated } = await http.call(partnerIndex, { signal });
      return { index: buildEntityIndex(items.map(([id, name, email, status]) => ({ id, name, detail: email, status }))), truncated };
    },
    staleTime: 5 * 60_000,
    gcTime: 30 * 60_000,
    retry: false,
  });
}
