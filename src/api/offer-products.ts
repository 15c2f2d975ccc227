import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { listProducts } from '../domain/products/contract.ts';
import { addProductEvent, getItemsList, removeProductEvent } from '../domain/products/offer-contract.ts';
import { httpOf } from './client.ts';
import { productKeys } from './products.ts';

/**
 * Products on the offer side (src/domain/products/offer-contract.ts; decisions 080, 086): the offer's
 * items list, the catalogue search of the link dialog, link and unlink. The keys sit under
 * `products`, so any catalogue write (an import's accept or undo) refreshes the offer's list too.
 */
export const offerProductKeys = {
  items: (offerId: number) => [...productKeys.all, 'offer-items', offerId] as const,
  pick: (search: string) => [...productKeys.all, 'pick', search] as const,
};

export function offerItemsQuery(offerId: number) {
  return queryOptions({
    queryKey: offerProductKeys.items(offerId),
    queryFn: ({ client, signal }) => httpOf(client).call(getItemsList, { query: { offer_id: offerId }, signal }),
  });
}

/** The link dialog's search: the first 25 products by name whose name or SKU holds `search`. */
export function productPickQuery(search: string, enabled: boolean) {
  return queryOptions({
    queryKey: offerProductKeys.pick(search),
    queryFn: ({ client, signal }) =>
      httpOf(client).call(listProducts, { body: { page: 1, limit: 25, search: search || undefined }, signal }),
    enabled,
    placeholderData: (previous) => previous,
  });
}

export const offerProductCalls = (client: QueryClient) => ({
  link: (offerId: number, eventId: number | null, productIds: number[]) =>
    httpOf(client).call(addProductEvent, { body: { offer_id: offerId, event_id: eventId, product_ids: productIds } }),
  unlink: (offerId: number, productIds: number[]) =>
    httpOf(client).call(removeProductEvent, { body: { offer_id: offerId, product_ids: productIds } }),
});
