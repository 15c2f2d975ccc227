import type { ProductField } from './rules.ts';

/**
 * The columns of a product file, in order (spec 2 §5 "correct header"): an import's header must
 * name exactly these (case and surrounding spaces aside); the export writes the same, so an exported
 * file edited and imported again updates its products by SKU. Lists are comma-separated in a cell.
 */
export const IMPORT_COLUMNS: readonly { field: ProductField; header: string }[] = [
  { field: 'sku', header: 'sku' },
  { field: 'product_name', header: 'product_name' },
  { field: 'original_price', header: 'original_price' },
  { field: 'sale_price', header: 'sale_price' },
  { field: 'inventory_quantity', header: 'inventory_quantity' },
  { field: 'category_id', header: 'category_id' },
  { field: 'status', header: 'status' },
  { field: 'external_id', header: 'external_id' },
  { field: 'description', header: 'description' },
  { field: 'product_link', header: 'product_link' },
  { field: 'product_images', header: 'product_images' },
  { field: 'tag_names', header: 'tag_names' },
];
