import { z } from 'zod';
import { endpoint } from '../contract.ts';
import { LEVEL } from '../permissions.ts';

/**
 * Entity indexes for the palette's entity search (docs/decisions/028-palette-entity-search.md): every
 * offer / partner the caller may see, as compact tuples, fetched once per palette session and ranked
 * in the browser (src/commands/entity-search.ts). Same access as the lists they mirror: offers ≥ 2
 * (every offer of the brand but deleted ones), management ≥ 2 (joined partners; an employee who does
 * not manage all partners gets only the partners assigned to them).
 */
const OFFERS_READ = { kind: 'module', module: 'offers', level: LEVEL.read } as const;
const PARTNERS_READ = { kind: 'module', module: 'management', level: LEVEL.read } as const;

/** Rows beyond this are cut (`truncated`); the palette then says to use the list's own search. */
export const SEARCH_INDEX_MAX = 100_000;

/** [id, name, status] — tuples: 10,000 offers are ~300 kB as objects, ~60 % of that as tuples. */
export const offerEntrySchema = z.tuple([z.number().int(), z.string(), z.number().int()]);
/** [id, display name, email, working mode] */
export const partnerEntrySchema = z.tuple([z.number().int(), z.string(), z.string(), z.number().int()]);

export const offerIndex = endpoint({
  id: 'search.offers',
  method: 'GET',
  path: '/api/search/offers',
  summary: "Every offer of the brand but deleted ones as [id, name, status], newest first (the palette's offer search)",
  access: OFFERS_READ,
  response: z.object({ items: z.array(offerEntrySchema), truncated: z.boolean() }),
});

export const partnerIndex = endpoint({
  id: 'search.partners',
  method: 'GET',
  path: '/api/search/partners',
  summary:
    "The brand's joined partners the caller may see as [id, name, email, working mode], newest joined first (the palette's partner search)",
  access: PARTNERS_READ,
  response: z.object({ items: z.array(partnerEntrySchema), truncated: z.boolean() }),
});

/** [id, "partner · offer", the application / invitation id it answered or '', status as its CONTRACT_STATUSES index] */
export const contractEntrySchema = z.tuple([z.number().int(), z.string(), z.string(), z.number().int()]);

export const contractIndex = endpoint({
  id: 'search.contracts',
  method: 'GET',
  path: '/api/search/contracts',
  summary:
    "The brand's partner contracts the caller may see as [id, partner · offer, application or invitation id, status index], newest first (the palette's contract search)",
  access: PARTNERS_READ,
  response: z.object({ items: z.array(contractEntrySchema), truncated: z.boolean() }),
});

// --- the marketplace (issue 16 item 6; docs/decisions/049) ---------------------------------------------
const MARKET_READ = { kind: 'module', module: 'market', level: LEVEL.read } as const;

/** [id, display name, rank 1–25] */
export const marketPartnerEntrySchema = z.tuple([z.number().int(), z.string(), z.number().int()]);
/** [id, name] */
export const agencyEntrySchema = z.tuple([z.number().int(), z.string()]);

export const marketPartnerIndex = endpoint({
  id: 'search.marketPartners',
  method: 'GET',
  path: '/api/search/market-partners',
  summary:
    "Marketplace partners as [id, name, rank], newest first (the palette's marketplace search). Partners that already work with the brand follow the partner scope: an employee who does not manage all partners gets only those assigned to them",
  access: MARKET_READ,
  response: z.object({ items: z.array(marketPartnerEntrySchema), truncated: z.boolean() }),
});

export const agencyIndex = endpoint({
  id: 'search.agencies',
  method: 'GET',
  path: '/api/search/agencies',
  summary: "Marketplace agencies as [id, name], newest first (the palette's agency search)",
  access: MARKET_READ,
  response: z.object({ items: z.array(agencyEntrySchema), truncated: z.boolean() }),
});
