import { useQuery } from '@tanstack/react-query';
import { entityIndexQuery, type IndexAnswer } from '../../api/search.ts';
import { buildEntityIndex, type EntityIndex, type EntityKind } from '../../commands/entity-search.ts';

export interface LoadedIndex {
  index: EntityIndex;
  truncated: boolean;
}

/** Normalizing happens once per answer (TanStack keeps a stable `select`'s result until the data changes). */
const toLoaded = ({ rows, truncated }: IndexAnswer): LoadedIndex => ({ index: buildEntityIndex(rows), truncated });

/** The offers / partners the user may see, as the palette's search index (src/api/search.ts). */
export function useEntityIndex(kind: EntityKind) {
  return useQuery({ ...entityIndexQuery(kind), select: toLoaded });
}
