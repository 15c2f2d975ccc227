/**
 * Product catalogue enumerations (spec 2 §3 "Product", §5, §9; docs/decisions/080-products-and-imports.md).
 */
export const PRODUCT_STATUSES = ['in_stock', 'out_of_stock'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** The list's sort keys (spec 2 §2: sortBy product_name by default, ascending). */
export const PRODUCT_SORTS = ['product_name', 'sku', 'original_price', 'sale_price', 'inventory_quantity', 'updated_at', 'id'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** Spec 2 §9: product management pages by 25; the tag list is asked for whole (page 1, limit 10,000). */
export const PRODUCT_PAGE_SIZE = 25;
export const PRODUCT_TAG_LIST_LIMIT = 10_000;
/** Spec 2 §5: at most 10 tags and 10 images (a comma list of at most 10 items) per product. */
export const PRODUCT_TAGS_MAX = 10;
export const PRODUCT_IMAGES_MAX = 10;
/** Spec 2 §5: text fields under 256 characters. */
export const PRODUCT_TEXT_MAX = 255;
/** Spec 2 §5: the price range by the brand's currency. */
export const PRODUCT_PRICE_MAX = { VND: 10_000_000_000, USD: 1_000_000 } as const;
export type ProductCurrency = keyof typeof PRODUCT_PRICE_MAX;
/** Products one bulk delete takes (a page at its largest size is 100). */
export const PRODUCT_BULK_MAX = 1000;

/**
 * Field codes of the product rules beyond the shared validation codes (translated as
 * `products.codes.<code>`, falling back to `validates.<code>`). The import's error kinds of spec 2 §5
 * (required, emoji, length, format, number only, SKU characters, range, decimals, duplicate SKU, max
 * items, invalid category) are these and the shared c_c01, no_emoji, max_length, url, sku,
 * number_range, decimal_places, max_items.
 */
export const PRODUCT_CODES = {
  numberOnly: 'number_only',
  duplicateSku: 'duplicate_sku',
  invalidCategory: 'invalid_category',
  invalidStatus: 'invalid_status',
} as const;
export type ProductCode = (typeof PRODUCT_CODES)[keyof typeof PRODUCT_CODES];

/** Refusals of whole requests (translated as `products.refusals.<code>`). */
export const PRODUCT_REFUSALS = [
  'product_not_found',
  'unknown_offer',
  'unknown_event',
  'upload_running',
  // the product API sync (decision 084)
  'sync_not_configured',
  'sync_running',
] as const;
export type ProductRefusal = (typeof PRODUCT_REFUSALS)[number];
