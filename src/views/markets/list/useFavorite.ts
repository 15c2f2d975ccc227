import { useMutation, useQueryClient } from '@tanstack/react-query';
import { favoriteMutation, marketKeys, patchFavorite } from '../../../api/markets.ts';
import { useI18n } from '../../../i18n/runtime.ts';
import { showToast } from '../../system/toast-queue.ts';

export interface FavoriteTarget {
  id: number;
  name: string;
  is_favorite: boolean;
}

/**
 * Favourite on / off IN PLACE (spec 3 §2): the cached rows change at once (optimistic), the server's
 * answer confirms them, and a failure puts the row back as it was with a translated toast. No page
 * refetch: the row keeps its place and the active row (j / k) stays where it is.
 */
export function useFavorite() {
  const { LL } = useI18n();
  const client = useQueryClient();
  const mutation = useMutation({
    ...favoriteMutation(client),
    onMutate: async ({ partnerId, on }) => {
      // a list answer in flight would overwrite the optimistic row with the old state
      await client.cancelQueries({ queryKey: marketKeys.lists() });
      patchFavorite(client, partnerId, on);
    },
  });
  return (row: FavoriteTarget) => {
    const on = !row.is_favorite;
    mutation.mutate(
      { partnerId: row.id, on },
      {
        onSuccess: () =>
          showToast({ tone: 'success', title: (on ? LL.markets.favorite.added : LL.markets.favorite.removed)({ name: row.name }) }),
        onError: () => {
          patchFavorite(client, row.id, row.is_favorite);
          showToast({ tone: 'error', title: LL.markets.favorite.failed({ name: row.name }) });
        },
      },
    );
  };
}
