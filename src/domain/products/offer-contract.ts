import { z } from 'zod';
import { endpoint, pagedSchema } from '../contract.ts';
import { OFFERS_READ, OFFERS_WRITE, zBodyId, zId } from '../offer-assets/shared.ts';
import { productSchema } from './contract.ts';
import { PRODUCT_BULK_MAX, PRODUCT_TEXT_MAX } from './enums.ts';

/**
 * Products on the offer side (spec 2 §7 `offers/product-list`, `offers/add-product-event`; issue 26
 * item 1; decision 080): the products sold through an offer, and linking products to an offer and
 * one of its conversion events.
 */
export const offerProductList = endpoint({
  id: 'offers.productList',
  method: 'GET',
  path: '/api/offers/product-list',
  summary: 'The products linked to an offer of the brand, by name, paged (404 for an offer not the brand’s)',
  access: OFFERS_READ,
  query: z.object({
    offer_id: zId,
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    limit: z.coerce
      .number()
      .int()
      .refine((n) => [25, 50, 100].includes(n), 'page_size')
      .default(25)
      .meta({ enum: [25, 50, 100] }),
  }),
  response: pagedSchema(productSchema),
});

export const addProductEvent = endpoint({
  id: 'offers.addProductEvent',
  method: 'POST',
  path: '/api/offers/add-product-event',
  summary:
    'Link products of the brand to an offer and one of its conversion events (event_id null: the offer only); 409 while an upload runs',
  access: OFFERS_WRITE,
  body: z.object({
    offer_id: zBodyId,
    event_id: zBodyId.nullable().default(null),
    product_ids: z.array(zBodyId).min(1).max(PRODUCT_BULK_MAX),
  }),
  response: z.object({ linked: z.number().int() }),
});

export const removeProductEvent = endpoint({
  id: 'offers.removeProductEvent',
  method: 'POST',
  path: '/api/offers/remove-product-event',
  summary: 'Unlink products from an offer (and its event); products linked elsewhere are left alone; 409 while an upload runs',
  access: OFFERS_WRITE,
  body: z.object({ offer_id: zBodyId, product_ids: z.array(zBodyId).min(1).max(PRODUCT_BULK_MAX) }),
  response: z.object({ unlinked: z.number().int() }),
});

/**
 * The items list (spec 2 §7 `offers/validate-items-list`, sub-path `items-list`; decision 086): the
 * offer's products named by SKU, each with the conversion event it is sold through — the items a
 * postback of the offer may carry. Read whole, replaced whole, and checked against the catalogue
 * before it is saved. The offer travels as `offer_id` like product-list's: a `/api/offers/:id/…`
 * path would be one more ambiguous path beside `/api/offers/conversion-event/:eventId`.
 */
export const ITEMS_LIST_MAX = 9_999;
export const itemsListItemSchema = z.object({
  sku: z.string().trim().min(1).max(PRODUCT_TEXT_MAX),
  event_id: zBodyId.nullable().default(null),
});
export type ItemsListItem = z.infer<typeof itemsListItemSchema>;
const itemsBody = z.array(itemsListItemSchema).max(ITEMS_LIST_MAX);

export const itemsListEntrySchema = z.object({
  sku: z.string(),
  product_id: z.number().int(),
  product_name: z.string(),
  event_id: z.number().int().nullable(),
  event_name: z.string().nullable(),
});
export type ItemsListEntry = z.infer<typeof itemsListEntrySchema>;

export const getItemsList = endpoint({
  id: 'offers.itemsList',
  method: 'GET',
  path: '/api/offers/items-list',
  summary: 'The offer’s items list: every product linked to it by SKU, with its event (404 for an offer not the brand’s)',
  access: OFFERS_READ,
  query: z.object({ offer_id: zId }),
  response: z.object({ items: z.array(itemsListEntrySchema) }),
});

/** One problem of a row of an items list (row counts from 1). */
export const itemsListErrorSchema = z.object({
  row: z.number().int(),
  sku: z.string(),
  field: z.enum(['sku', 'event_id']),
  code: z.string(),
});
export type ItemsListError = z.infer<typeof itemsListErrorSchema>;

export const validateItemsList = endpoint({
  id: 'offers.validateItemsList',
  method: 'POST',
  path: '/api/offers/validate-items-list',
  summary:
    'Check an items list against the catalogue without saving it: SKU characters, duplicates, SKUs not in the catalogue, events not the offer’s',
  access: OFFERS_WRITE,
  reads: true,
  body: z.object({ offer_id: zBodyId, items: itemsBody }),
  response: z.object({
    total: z.number().int(),
    valid: z.number().int(),
    /** valid SKUs linked today to another offer: saving the list moves them here */
    moved: z.number().int(),
    errors: z.array(itemsListErrorSchema),
  }),
});

export const putItemsList = endpoint({
  id: 'offers.saveItemsList',
  method: 'PUT',
  path: '/api/offers/items-list',
  summary:
    'Replace the offer’s items list: links the listed SKUs with their events, unlinks its other products; 422 with the rows’ errors, 409 while an upload runs',
  access: OFFERS_WRITE,
  body: z.object({ offer_id: zBodyId, items: itemsBody }),
  response: z.object({ linked: z.number().int(), unlinked: z.number().int(), unchanged: z.number().int() }),
});
