import { LEVEL } from '../domain/permissions.ts';
import type { ProductUploadStatus } from '../domain/products/upload.ts';
import { PRODUCT_UPLOAD_ACTIONS, productUploadRefusal, type ProductUploadAction } from '../machines/product-upload.ts';
import { PRODUCT_SEARCH_PAGE } from './entity-search.ts';
import type { Command } from './registry.ts';

/**
 * The product catalogue as palette commands (issue 26; decision 080), on /offers/product-management:
 * add, edit the active product, delete the selected ones, export. While an upload of the brand is not
 * complete, every write is listed disabled with the server's own reason ("Please wait for the
 * product upload to complete."). Reads need offers ≥ 2, writes 15.
 */
export const PRODUCT_READ = { module: 'offers', level: LEVEL.read } as const;
export const PRODUCT_WRITE = { module: 'offers', level: LEVEL.full } as const;

export interface ProductListView {
  /** the product j / k is on */
  active: { id: number; name: string } | null;
  /** products ticked with x */
  selected: number;
  /** true while an upload of the brand is open: writes wait (products.refusals.upload_running) */
  uploadOpen: boolean;
  /** the brand's latest upload's status, null when it has none */
  upload: ProductUploadStatus | null;
  openUpload(): void;
  actOnUpload(action: ProductUploadAction): void;
  openCreate(): void;
  openEdit(): void;
  openDelete(): void;
  exportFile(format: 'csv' | 'xlsx'): void;
}

const UPLOAD_RUNNING = 'products.refusals.upload_running';
/** null when the write may run, else the i18n key of why not. */
export function productWriteBlocked(v: ProductListView, needs: 'none' | 'active' | 'selected'): string | null {
  if (v.uploadOpen) return UPLOAD_RUNNING;
  if (needs === 'active' && !v.active) return 'products.noSelection';
  if (needs === 'selected' && v.selected === 0) return 'products.noSelection';
  return null;
}

const WORDS = ['product', 'catalogue', 'sản phẩm'];

/** null when the chart allows `action` on the brand's latest upload, else the i18n key of why not. */
export function uploadActionBlocked(v: ProductListView, action: ProductUploadAction): string | null {
  if (v.upload === null || productUploadRefusal(v.upload, action)) return 'products.upload.notNow';
  return null;
}

export function productListCommands(view: () => ProductListView): Command[] {
  const write = (id: string, needs: 'none' | 'active' | 'selected', extra: Partial<Command> & Pick<Command, 'title' | 'run'>): Command => ({
    id: `products.${id}`,
    group: 'actions',
    permission: PRODUCT_WRITE,
    blocked: () => productWriteBlocked(view(), needs),
    ...extra,
  });
  return [
    write('create', 'none', {
      title: (LL) => LL.products.actions.create(),
      keywords: [...WORDS, 'add', 'new', 'thêm'],
      opens: 'dialog',
      run: () => view().openCreate(),
    }),
    write('edit', 'active', {
      title: (LL) => {
        const a = view().active;
        return a ? LL.products.commands.editNamed({ name: a.name }) : LL.products.actions.edit();
      },
      row: () => view().active !== null,
      keywords: [...WORDS, 'edit', 'sửa'],
      opens: 'dialog',
      run: () => view().openEdit(),
    }),
    write('delete', 'selected', {
      title: (LL) => LL.products.commands.deleteSelected({ count: view().selected }),
      keywords: [...WORDS, 'delete', 'remove', 'xóa'],
      opens: 'dialog',
      run: () => view().openDelete(),
    }),
    {
      id: 'products.import',
      title: (LL) => LL.products.upload.open(),
      group: 'actions',
      keywords: [...WORDS, 'import', 'upload', 'csv', 'xlsx', 'file', 'nhập', 'tải lên'],
      permission: PRODUCT_WRITE,
      opens: 'dialog',
      run: () => view().openUpload(),
    },
    ...PRODUCT_UPLOAD_ACTIONS.map((action): Command => ({
      id: `products.upload.${action}`,
      title: (LL) => LL.products.upload.commands[action](),
      group: 'actions',
      keywords: [...WORDS, 'import', 'upload', 'nhập', action],
      permission: PRODUCT_WRITE,
      when: () => view().upload !== null,
      blocked: () => uploadActionBlocked(view(), action),
      run: () => view().actOnUpload(action),
    })),
    ...(['csv', 'xlsx'] as const).map((format): Command => ({
      id: `products.export.${format}`,
      title: (LL) => (format === 'csv' ? LL.products.actions.exportCsv() : LL.products.actions.exportXlsx()),
      group: 'actions',
      keywords: [...WORDS, 'export', 'download', 'xuất', format],
      permission: PRODUCT_READ,
      run: () => view().exportFile(format),
    })),
  ];
}

/** "Find product…": the palette's entity search over the brand's products (by name or SKU). */
export function productSearchCommands(): Command[] {
  return [
    {
      id: PRODUCT_SEARCH_PAGE,
      title: (LL) => LL.products.commands.find(),
      group: 'navigation',
      keywords: [...WORDS, 'sku', 'find', 'search', 'tìm'],
      permission: PRODUCT_READ,
      page: { id: PRODUCT_SEARCH_PAGE },
    },
  ];
}
