import { PRODUCT_WRITE } from './products.ts';
import type { Command } from './registry.ts';

/**
 * The offer's products section as palette commands (issue 26 item 1; decision 086), on the offer
 * detail: link products from the catalogue, unlink the ticked ones. While an upload of the brand is
 * open both are listed disabled with the server's own reason (409 `upload_running`).
 */
export interface OfferProductsView {
  /** true while an upload of the brand is open: catalogue writes wait */
  uploadOpen: boolean;
  /** linked products ticked with their box */
  selected: number;
  openLink(): void;
  unlinkSelected(): void;
}

const UPLOAD_RUNNING = 'products.refusals.upload_running';
const WORDS = ['product', 'sku', 'item', 'sản phẩm', 'chiến dịch'];

export function offerProductsBlocked(v: OfferProductsView, needsSelection: boolean): string | null {
  if (v.uploadOpen) return UPLOAD_RUNNING;
  if (needsSelection && v.selected === 0) return 'products.noSelection';
  return null;
}

export function offerProductsCommands(view: () => OfferProductsView): Command[] {
  return [
    {
      id: 'offerProducts.link',
      title: (LL) => LL.products.offerSide.commands.link(),
      group: 'actions',
      keywords: [...WORDS, 'link', 'add', 'gắn'],
      permission: PRODUCT_WRITE,
      blocked: () => offerProductsBlocked(view(), false),
      opens: 'dialog',
      run: () => view().openLink(),
    },
    {
      id: 'offerProducts.unlink',
      title: (LL) => LL.products.offerSide.commands.unlink(),
      group: 'actions',
      // the ticked rows: a row's own Unlink button is its face there (decision 098)
      row: () => view().selected > 0,
      keywords: [...WORDS, 'unlink', 'remove', 'gỡ'],
      permission: PRODUCT_WRITE,
      blocked: () => offerProductsBlocked(view(), true),
      run: () => view().unlinkSelected(),
    },
  ];
}
