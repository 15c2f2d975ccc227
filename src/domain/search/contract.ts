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
