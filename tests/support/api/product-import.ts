import type { ProductUpload } from '../../../src/domain/products/upload-contract.ts';
import { isProductUploadProcessing } from '../../../src/machines/product-upload.ts';
import { createProductImportFeature, registerProductImportRoutes } from '../../../server/products/import-routes.ts';
import type { Schedule } from '../../../server/products/import-service.ts';
import { createTestApp, type TestApp } from './app.ts';
import { uploadFile } from './files.ts';
import { call } from './offers.ts';

/**
 * Helpers for the product import tests (not used by the server): a test app whose import feature
 * runs its background tasks through `schedule` — `held()` keeps them until the test runs them, so a
 * test sees an upload while it is validating or accepting.
 */
export const IMPORT_HEADER =
  'sku,product_name,original_price,sale_price,inventory_quantity,category_id,status,external_id,description,product_link,product_images,tag_names';

export function held(): { schedule: Schedule; pending: () => number; run: () => Promise<void> } {
  let tasks: Array<() => Promise<void>> = [];
  return {
    schedule: (task) => void tasks.push(task),
    pending: () => tasks.length,
    run: async () => {
      const now = tasks;
      tasks = [];
      for (const task of now) await task();
    },
  };
}

export function createImportApp(schedule?: Schedule): Promise<TestApp> {
  const feature = createProductImportFeature(schedule ? { schedule } : {});
  return createTestApp({ queue: true, replace: new Map([[registerProductImportRoutes, feature]]) });
}

/** A CSV line of the import's columns; `over` by header name. */
export function importLine(sku: string, over: Record<string, string> = {}): string {
  const cells: Record<string, string> = {
    sku,
    product_name: `Product ${sku}`,
    original_price: '20',
    sale_price: '15',
    inventory_quantity: '5',
    category_id: '1',
    status: 'in_stock',
    external_id: '',
    description: '',
    product_link: 'https://shop.example.com/p',
    product_images: '',
    tag_names: 'Imported',
    ...over,
  };
  return IMPORT_HEADER.split(',')
    .map((h) => {
      const v = cells[h] ?? '';
      return /[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
    })
    .join(',');
}

/** presign (product_import) → upload → confirm; the file id. */
export async function productFile(url: string, token: string, bytes: string | Uint8Array, name = 'products.csv'): Promise<number> {
  const data = typeof bytes === 'string' ? new TextEncoder().encode(bytes) : bytes;
  const { confirmed } = await uploadFile(url, token, name, data, 'product_import');
  if (confirmed.status !== 200) throw new Error(`confirm ${confirmed.status} ${JSON.stringify(confirmed.body)}`);
  return (confirmed.body.data as { id: number }).id;
}

export const uploadOf = (res: { body: { data?: unknown } }) => res.body.data as ProductUpload;

export async function startImport(url: string, token: string, fileId: number) {
  return call(url, 'POST', '/api/products/upload/validate', { token, body: { file_id: fileId } });
}
export async function uploadStatus(url: string, token: string, id?: number): Promise<ProductUpload | null> {
  const res = await call(url, 'GET', `/api/products/upload/status${id ? `?upload_id=${id}` : ''}`, { token });
  return (res.body.data as { upload: ProductUpload | null }).upload;
}
export const uploadAction = (url: string, token: string, action: 'accept' | 'discard' | 'undo', id: number) =>
  call(url, 'POST', `/api/products/upload/${action}`, { token, body: { upload_id: id } });

/** Polls until the upload is no longer processing (the default schedule runs tasks at once). */
export async function settled(url: string, token: string, id: number): Promise<ProductUpload> {
  for (let i = 0; i < 200; i++) {
    const u = await uploadStatus(url, token, id);
    if (u && !isProductUploadProcessing(u.status)) return u;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`upload ${id} still processing`);
}
