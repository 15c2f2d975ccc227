import { queryOptions } from '@tanstack/react-query';
import { agencyIndex, contractIndex, marketPartnerIndex, offerIndex, partnerIndex } from '../domain/search/contract.ts';
import { agencyContractIndex } from '../domain/agencies/contract.ts';
import { productIndex } from '../domain/products/contract.ts';
import { promoCodeIndex } from '../domain/discounts/promo-codes.ts';
import { ticketIndex } from '../domain/tickets/contract.ts';
import { httpOf } from './client.ts';

/**
 * Entity indexes of the browser (src/domain/search/contract.ts): every offer / partner the user may
 * see, for the palette's "Find …". Fetched on the first search of the session and kept five minutes
 * (a new offer shows up on the next search after that); the query cache is cleared on sign-out, so
 * the next user never sees this one's list.
 */
export type IndexKind =
  'offer' | 'partner' | 'marketPartner' | 'agency' | 'agencyContract' | 'contract' | 'product' | 'promoCode' | 'ticket';

export interface IndexRow {
  id: number;
  name: string;
  detail: string;
  status: number;
}
export interface IndexAnswer {
  rows: IndexRow[];
  truncated: boolean;
}

export const searchKeys = {
  all: ['search'] as const,
  index: (kind: IndexKind) => [...searchKeys.all, 'index', kind] as const,
};

export function entityIndexQuery(kind: IndexKind) {
  return queryOptions({
    queryKey: searchKeys.index(kind),
    queryFn: async ({ client, signal }): Promise<IndexAnswer> => {
      if (kind === 'offer') {
        const { items, truncated } = await httpOf(client).call(offerIndex, { signal });
        return { rows: items.map(([id, name, status]) => ({ id, name, detail: '', status })), truncated };
      }
      if (kind === 'marketPartner') {
        // the rank is the row's status figure ("Rank 4")
        const { items, truncated } = await httpOf(client).call(marketPartnerIndex, { signal });
        return { rows: items.map(([id, name, rank]) => ({ id, name, detail: '', status: rank })), truncated };
      }
      if (kind === 'contract') {
        const { items, truncated } = await httpOf(client).call(contractIndex, { signal });
        return { rows: items.map(([id, name, record, status]) => ({ id, name, detail: record, status })), truncated };
      }
      if (kind === 'agency') {
        const { items, truncated } = await httpOf(client).call(agencyIndex, { signal });
        return { rows: items.map(([id, name]) => ({ id, name, detail: '', status: 0 })), truncated };
      }
      if (kind === 'agencyContract') {
        // the agency's id is the detail, so typing it finds the agency's contracts (spec 3 §2)
        const { items, truncated } = await httpOf(client).call(agencyContractIndex, { signal });
        return { rows: items.map(([id, name, agencyId, status]) => ({ id, name, detail: String(agencyId), status })), truncated };
      }
      if (kind === 'product') {
        // the SKU is the detail, so typing it finds the product
        const { items, truncated } = await httpOf(client).call(productIndex, { signal });
        return { rows: items.map(([id, name, sku]) => ({ id, name, detail: sku, status: 0 })), truncated };
      }
      if (kind === 'promoCode') {
        // the program's name is the detail, so typing it finds the program's codes
        const { items, truncated } = await httpOf(client).call(promoCodeIndex, { signal });
        return { rows: items.map(([id, code, , program, status]) => ({ id, name: code, detail: program, status })), truncated };
      }
      if (kind === 'ticket') {
        const { items, truncated } = await httpOf(client).call(ticketIndex, { signal });
        return { rows: items.map(([id, title, status]) => ({ id, name: title, detail: '', status })), truncated };
      }
      const { items, truncated } = await httpOf(client).call(partnerIndex, { signal });
      return { rows: items.map(([id, name, email, status]) => ({ id, name, detail: email, status })), truncated };
    },
    staleTime: 5 * 60_000,
    gcTime: 30 * 60_000,
    retry: false,
  });
}
