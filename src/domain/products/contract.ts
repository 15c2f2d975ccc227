import { z } from 'zod';
import { endpoint, pagedSchema, pageSizeQuery } from '../contract.ts';
import { idParams, OFFERS_READ, OFFERS_WRITE, zBodyId } from '../offer-assets/shared.ts';
import { zRules, zSearch } from '../validation/zod.ts';
import { maxLength, noEmoji, sku } from '../validation/text.ts';
import { decimal4 } from '../validation/numbers.ts';
import { url } from '../validation/formats.ts';
import {
  PRODUCT_BULK_MAX,
  PRODUCT_IMAGES_MAX,
  PRODUCT_PAGE_SIZE,
  PRODUCT_SORTS,
  PRODUCT_STATUSES,
  PRODUCT_TAG_LIST_LIMIT,
  PRODUCT_TAGS_MAX,
  PRODUCT_TEXT_MAX,
} from './enums.ts';

/**
 * The product catalogue (issue 26 item 1; spec 2 §3 "Product", §5, §7 "Products";
 * docs/decisions/080-products-and-imports.md). The offers module governs it: reads ≥ 2, writes 15.
 * The price range depends on the brand's currency, so the server checks it (422 number_range with max).
 */
const text = () => zRules([maxLength(PRODUCT_TEXT_MAX), noEmoji], { optional: true }).default('');
const money = zRules([decimal4, maxLength(20)]);

/** A category id of the reference list fits a smallint; which ids exist is the service's check. */
const categoryId = z.number().int().positive().max(32767);

export const productBody = z.object({
  product_name: zRules([maxLength(PRODUCT_TEXT_MAX), noEmoji]),
  sku: zRules([maxLength(PRODUCT_TEXT_MAX), sku]),
  original_price: money,
  sale_price: zRules([decimal4, maxLength(20)], { optional: true })
    .nullable()
    .default(null),
  inventory_quantity: z.number().int().min(0).max(999_999_999).default(0),
  category_id: categoryId,
  status: z.enum(PRODUCT_STATUSES),
  external_id: text(),
  description: text(),
  product_link: zRules([url], { optional: true }).default(''),
  product_images: z
    .array(zRules([url]))
    .max(PRODUCT_IMAGES_MAX)
    .default([]),
  tag_names: z
    .array(zRules([maxLength(PRODUCT_TEXT_MAX), noEmoji]))
    .max(PRODUCT_TAGS_MAX)
    .default([]),
  /** the offer (and its conversion event) the product is sold through; null: none */
  offer_id: zBodyId.nullable().default(null),
  event_id: zBodyId.nullable().default(null),
});
export type ProductInput = z.input<typeof productBody>;

export const productTagSchema = z.object({ id: z.number().int(), name: z.string() });
export const productSchema = z.object({
  id: z.number().int(),
  product_name: z.string(),
  sku: z.string(),
  original_price: z.string(),
  sale_price: z.string().nullable(),
  inventory_quantity: z.number().int(),
  category_id: z.number().int(),
  status: z.enum(PRODUCT_STATUSES),
  external_id: z.string(),
  description: z.string(),
  product_link: z.string(),
  product_images: z.array(z.string()),
  tags: z.array(productTagSchema),
  offer: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  event: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Product = z.infer<typeof productSchema>;

const ids = (max: number) => z.array(zBodyId).max(max);
/** The list's filters (list and export): every one optional, combined with AND. */
export const productFilterSchema = z.object({
  /** part of the name or SKU */
  search: zSearch(),
  status: z.enum(PRODUCT_STATUSES).optional(),
  /** category ids of the reference list (smallint) */
  category_ids: z.array(categoryId).max(100).optional(),
  tag_ids: ids(100).optional(),
  sort_by: z.enum(PRODUCT_SORTS).default('product_name'),
  sort: z.enum(['asc', 'desc']).default('asc'),
});
export type ProductFilter = z.output<typeof productFilterSchema>;

export const productListBody = productFilterSchema.extend({
  page: z.number().int().min(1).max(100_000).default(1),
  limit: z
    .number()
    .int()
    .refine((n) => [25, 50, 100].includes(n), 'page_size')
    .default(PRODUCT_PAGE_SIZE)
    .meta({ enum: [25, 50, 100] }),
});
export type ProductListInput = z.input<typeof productListBody>;

export const listProducts = endpoint({
  id: 'products.list',
  method: 'POST',
  path: '/api/products',
  summary: 'The brand’s products (search by name or SKU; filter by stock status, categories, tags; sorted by product_name by default)',
  access: OFFERS_READ,
  reads: true,
  body: productListBody,
  response: pagedSchema(productSchema),
});

export const getProduct = endpoint({
  id: 'products.get',
  method: 'GET',
  path: '/api/products/:productId',
  summary: 'One product with its tags, offer and event',
  access: OFFERS_READ,
  params: idParams('productId'),
  response: productSchema,
});

export const createProduct = endpoint({
  id: 'products.create',
  method: 'POST',
  path: '/api/products/create',
  summary: 'Add a product (SKU unique in the brand; price within the brand currency’s range); 409 while an upload runs',
  access: OFFERS_WRITE,
  body: productBody,
  response: productSchema,
});

export const updateProduct = endpoint({
  id: 'products.update',
  method: 'PUT',
  path: '/api/products/:productId',
  summary: 'Change a product (every field); 409 while an upload runs',
  access: OFFERS_WRITE,
  params: idParams('productId'),
  body: productBody,
  response: productSchema,
});

export const bulkDeleteProducts = endpoint({
  id: 'products.bulkDelete',
  method: 'POST',
  path: '/api/products/bulk-delete',
  summary: 'Delete products of the brand by id (ids not the brand’s are ignored); 409 while an upload runs',
  access: OFFERS_WRITE,
  body: z.object({ ids: ids(PRODUCT_BULK_MAX).min(1) }),
  response: z.object({ deleted: z.number().int() }),
});

export const exportProducts = endpoint({
  id: 'products.export',
  method: 'POST',
  path: '/api/products/export',
  summary: 'The filtered product list as CSV or XLSX (streamed download; formula-escaped cells), in the import’s columns',
  access: OFFERS_READ,
  reads: true,
  body: productFilterSchema.extend({ format: z.enum(['csv', 'xlsx']).default('csv') }),
  response: z.unknown(),
});

export const productTagRowSchema = productTagSchema.extend({
  /** products carrying the tag */
  product_count: z.number().int(),
  /** distinct offers of the products carrying the tag */
  offer_count: z.number().int(),
});
export const listProductTags = endpoint({
  id: 'products.tags',
  method: 'GET',
  path: '/api/products/tags',
  summary: 'The brand’s product tags by name, with their product and offer counts (asked for whole: limit up to 10,000)',
  access: OFFERS_READ,
  query: z.object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    limit: pageSizeQuery([25, 50, 100, PRODUCT_TAG_LIST_LIMIT], PRODUCT_TAG_LIST_LIMIT),
  }),
  response: pagedSchema(productTagRowSchema),
});

/** [product id, name, sku] */
export const productEntrySchema = z.tuple([z.number().int(), z.string(), z.string()]);
export const PRODUCT_INDEX_MAX = 100_000;
export const productIndex = endpoint({
  id: 'search.products',
  method: 'GET',
  path: '/api/search/products',
  summary: 'The brand’s products as [id, name, sku], by name (the palette’s product search)',
  access: OFFERS_READ,
  response: z.object({ items: z.array(productEntrySchema), truncated: z.boolean() }),
});

export const productEndpoints = [
  listProducts,
  getProduct,
  createProduct,
  updateProduct,
  bulkDeleteProducts,
  exportProducts,
  listProductTags,
  productIndex,
] as const;
