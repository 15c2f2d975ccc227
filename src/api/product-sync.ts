import { queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  deleteProductSyncConfig,
  getProductSyncConfig,
  productSyncHistory,
  runProductSync,
  saveProductSyncConfig,
  type ProductSyncConfigBody,
} from '../domain/products/sync-contract.ts';
import { httpOf } from './client.ts';
import { productKeys } from './products.ts';

/**
 * The product API sync (src/domain/products/sync-contract.ts; decision 084): its config and history,
 * polled while a sync runs; a finished sync may have changed the catalogue, so every product query follows.
 */
export const productSyncKeys = {
  all: ['product-sync'] as const,
  config: () => ['product-sync', 'config'] as const,
  history: () => ['product-sync', 'history'] as const,
};
const POLL_MS = 1500;

export function productSyncConfigQuery() {
  return queryOptions({
    queryKey: productSyncKeys.config(),
    queryFn: async ({ client, signal }) => (await httpOf(client).call(getProductSyncConfig, { signal })).config,
    refetchInterval: (q) => (q.state.data?.running ? POLL_MS : false),
  });
}

export function productSyncHistoryQuery() {
  return queryOptions({
    queryKey: productSyncKeys.history(),
    queryFn: async ({ client, signal }) => (await httpOf(client).call(productSyncHistory, { query: { limit: 10 }, signal })).items,
    refetchInterval: (q) => (q.state.data?.some((s) => s.status === 'running') ? POLL_MS : false),
  });
}

export function productSyncCalls(client: QueryClient) {
  const http = httpOf(client);
  const after = async <T>(p: Promise<T>): Promise<T> => {
    try {
      return await p;
    } finally {
      await client.invalidateQueries({ queryKey: productSyncKeys.all });
      await client.invalidateQueries({ queryKey: productKeys.all });
    }
  };
  return {
    save: (body: ProductSyncConfigBody) => after(http.call(saveProductSyncConfig, { body })),
    remove: () => after(http.call(deleteProductSyncConfig, {})),
    run: () => after(http.call(runProductSync, {})),
  };
}
