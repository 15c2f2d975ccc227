import { z } from 'zod';
import { endpoint, pagedSchema } from '../contract.ts';
import { OFFERS_READ, OFFERS_WRITE, zBodyId, zId } from '../offer-assets/shared.ts';
import { productSchema } from './contract.ts';
import { PRODUCT_BULK_MAX } from './enums.ts';

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
