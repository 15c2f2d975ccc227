import { queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  bulkDeleteProducts,
  createProduct,
  exportProducts,
  getProduct,
  listProducts,
  listProductTags,
  updateProduct,
  type ProductFilter,
  type ProductInput,
} from '../domain/products/contract.ts';
import { PRODUCT_TAG_LIST_LIMIT } from '../domain/products/enums.ts';
import {
  acceptProductUpload,
  discardProductUpload,
  productUploadStatus,
  undoProductUpload,
  validateProductUpload,
} from '../domain/products/upload-contract.ts';
import { isProductUploadProcessing, type ProductUploadAction } from '../machines/product-upload.ts';
import { httpOf } from './client.ts';
import { downloadWith, type DownloadedFile } from './download.ts';

/**
 * The product catalogue (src/domain/products/contract.ts): query keys, queries and writes. Every
 * write invalidates the whole `products` key, so list, tags and the open product follow.
 */
export type ProductListParams = ProductFilter & { page: number; limit: number };

export const productKeys = {
  all: ['products'] as const,
  list: (q: ProductListParams) => ['products', 'list', q] as const,
  tags: () => ['products', 'tags'] as const,
  one: (id: number) => ['products', 'one', id] as const,
  upload: () => ['products', 'upload'] as const,
};

export function productListQuery(q: ProductListParams) {
  return queryOptions({
    queryKey: productKeys.list(q),
    queryFn: ({ client, signal }) => httpOf(client).call(listProducts, { body: q, signal }),
    placeholderData: (previous) => previous,
  });
}

/** The tag list, asked for whole (spec 2 §7: page 1, limit 10,000). */
export function productTagsQuery() {
  return queryOptions({
    queryKey: productKeys.tags(),
    queryFn: ({ client, signal }) => httpOf(client).call(listProductTags, { query: { page: 1, limit: PRODUCT_TAG_LIST_LIMIT }, signal }),
    staleTime: 30_000,
  });
}

export function productQuery(id: number) {
  return queryOptions({
    queryKey: productKeys.one(id),
    queryFn: ({ client, signal }) => httpOf(client).call(getProduct, { params: { productId: id }, signal }),
  });
}

export const productCalls = (client: QueryClient) => ({
  create: (body: ProductInput) => httpOf(client).call(createProduct, { body }),
  update: (id: number, body: ProductInput) => httpOf(client).call(updateProduct, { params: { productId: id }, body }),
  bulkDelete: (ids: number[]) => httpOf(client).call(bulkDeleteProducts, { body: { ids } }),
});

/** The filtered list as a streamed CSV / XLSX download (the server formula-escapes every cell). */
export function downloadProducts(client: QueryClient, filter: Partial<ProductFilter>, format: 'csv' | 'xlsx'): Promise<DownloadedFile> {
  return downloadWith(client, exportProducts, { body: { ...filter, format } });
}

/** The brand's latest upload (what the catalogue waits for while it is open), polled while it is processing. */
export function productUploadQuery() {
  return queryOptions({
    queryKey: productKeys.upload(),
    queryFn: async ({ client, signal }) => (await httpOf(client).call(productUploadStatus, { query: {}, signal })).upload,
    refetchInterval: (q) => (q.state.data && isProductUploadProcessing(q.state.data.status) ? 1000 : false),
  });
}

/** Import calls; each refreshes every product query (the list after an accept or undo, the upload itself). */
export function productUploadCalls(client: QueryClient) {
  const http = httpOf(client);
  const after = async <T>(p: Promise<T>): Promise<T> => {
    try {
      return await p;
    } finally {
      await client.invalidateQueries({ queryKey: productKeys.all });
    }
  };
  return {
    validate: (fileId: number) => after(http.call(validateProductUpload, { body: { file_id: fileId } })),
    act: (action: ProductUploadAction, id: number) =>
      after(
        http.call(action === 'accept' ? acceptProductUpload : action === 'discard' ? discardProductUpload : undoProductUpload, {
          body: { upload_id: id },
        }),
      ),
  };
}
