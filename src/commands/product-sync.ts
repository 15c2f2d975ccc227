import { PRODUCT_WRITE } from './products.ts';
import type { Command } from './registry.ts';

/**
 * The product API sync as palette commands (issue 26 item 3; decision 084), on /offers/product-management:
 * set up (or edit) the config, and sync now — disabled with why when there is no config, while an
 * upload is open or while a sync runs. Both need offers full (the server's rule).
 */
export interface ProductSyncView {
  configured: boolean;
  /** a sync of the brand runs now */
  running: boolean;
  /** an upload of the brand is open: the server would answer 409 upload_running */
  uploadOpen: boolean;
  openSetup(): void;
  syncNow(): void;
}

/** null when "Sync now" may run, else the i18n key of why not. */
export function syncNowBlocked(v: ProductSyncView): string | null {
  if (!v.configured) return 'products.refusals.sync_not_configured';
  if (v.uploadOpen) return 'products.refusals.upload_running';
  if (v.running) return 'products.refusals.sync_running';
  return null;
}

const WORDS = ['product', 'api', 'sync', 'feed', 'sản phẩm', 'đồng bộ'];

export function productSyncCommands(view: () => ProductSyncView): Command[] {
  return [
    {
      id: 'products.sync.setup',
      title: (LL) => LL.productSync.commands.setup(),
      group: 'actions',
      keywords: [...WORDS, 'endpoint', 'url', 'token', 'key', 'setup', 'thiết lập'],
      permission: PRODUCT_WRITE,
      opens: 'dialog',
      run: () => view().openSetup(),
    },
    {
      id: 'products.sync.run',
      title: (LL) => LL.productSync.commands.syncNow(),
      group: 'actions',
      keywords: [...WORDS, 'now', 'run', 'ngay'],
      permission: PRODUCT_WRITE,
      blocked: () => syncNowBlocked(view()),
      run: () => view().syncNow(),
    },
  ];
}
