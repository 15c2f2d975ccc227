import type { Command } from './registry.ts';
import { normalizeText } from './ranking.ts';
import { LEVEL } from '../domain/permissions.ts';

/**
 * The palette's entity search (docs/decisions/028-palette-entity-search.md): "Find offer…" and
 * "Find partner…" open a palette page that ranks every offer / partner the user may see, in the
 * browser, on each keystroke. Pure: the index is built once per fetched list (normalizing 10,000
 * names costs more than ranking them), then `rankEntities` is a scan of plain strings.
 *
 * Order: match quality — the id typed exactly, the name equal to the query, the name starting with it,
 * a word of the name starting with it, the id starting with the typed digits, the name containing it,
 * every typed word starting a word of the name, then the detail (a partner's email) starting with / containing it.
 * Among equal matches the shorter name first, then the index order (the server sends newest first).
 */
export interface Entity {
  id: number;
  name: string;
  /** a second text matched after the name (a partner's email); '' when none */
  detail: string;
  /** offer status / partner working mode, for the row's label */
  status: number;
}

export interface EntityIndex {
  entities: readonly Entity[];
  /** normalized names, separators folded to one space */
  names: readonly string[];
  details: readonly string[];
  ids: readonly string[];
}

export const ENTITY_SCORE = {
  idExact: 1000,
  nameExact: 900,
  namePrefix: 800,
  wordPrefix: 700,
  idPrefix: 600,
  substring: 500,
  allWords: 450,
  detailPrefix: 400,
  detailSubstring: 300,
} as const;

/** normalizeText, with the separators a name may use folded to one space (so "summer-sale" has two words). */
export const normalizeEntityText = (text: string): string =>
  normalizeText(text)
    .replace(/[\s._/,()#-]+/g, ' ')
    .trim();

export function buildEntityIndex(entities: readonly Entity[]): EntityIndex {
  return {
    entities,
    names: entities.map((e) => normalizeEntityText(e.name)),
    details: entities.map((e) => normalizeText(e.detail)),
    ids: entities.map((e) => String(e.id)),
  };
}

/** A prepared query: normalized once per keystroke, not once per entity. */
interface Prepared {
  text: string;
  /** the query as "#123" or "123" → "123"; null when it is not an id */
  digits: string | null;
  words: string[];
  /** " text": a word of the name starts with the query when the name contains it after a space */
  spaced: string;
}

function prepare(query: string): Prepared | null {
  const text = normalizeEntityText(query);
  if (!text) return null;
  const digits = /^#?\s*(\d{1,15})$/.exec(query.trim())?.[1] ?? null;
  return { text, digits, words: text.split(' '), spaced: ` ${text}` };
}

function scoreAt(index: EntityIndex, i: number, q: Prepared): number {
  const name = index.names[i]!;
  if (q.digits !== null) {
    const id = index.ids[i]!;
    if (id === q.digits) return ENTITY_SCORE.idExact;
    if (name === q.text) return ENTITY_SCORE.nameExact;
    if (name.startsWith(q.text)) return ENTITY_SCORE.namePrefix;
    if (name.includes(q.spaced)) return ENTITY_SCORE.wordPrefix;
    if (id.startsWith(q.digits)) return ENTITY_SCORE.idPrefix;
  } else {
    if (name === q.text) return ENTITY_SCORE.nameExact;
    if (name.startsWith(q.text)) return ENTITY_SCORE.namePrefix;
    if (name.includes(q.spaced)) return ENTITY_SCORE.wordPrefix;
  }
  if (name.includes(q.text)) return ENTITY_SCORE.substring;
  if (q.words.length > 1 && q.words.every((w) => name.startsWith(w) || name.includes(` ${w}`))) return ENTITY_SCORE.allWords;
  const detail = index.details[i]!;
  if (detail) {
    if (detail.startsWith(q.text)) return ENTITY_SCORE.detailPrefix;
    if (detail.includes(q.text)) return ENTITY_SCORE.detailSubstring;
  }
  return 0;
}

/** Score of entity `i` for `query` (0 = no match); exported for the tests. */
export function entityScore(index: EntityIndex, i: number, query: string): number {
  const q = prepare(query);
  return q ? scoreAt(index, i, q) : 1;
}

/**
 * Positions (into `index.entities`) of the entities matching `query`, best first. An empty query
 * keeps the index order. `within`: positions known to contain every match (the matches of a query
 * this one extends), so typing on narrows instead of rescanning.
 */
export function rankEntities(index: EntityIndex, query: string, within?: readonly number[]): number[] {
  const q = prepare(query);
  if (!q) return within ? [...within] : index.entities.map((_, i) => i);
  const hits: number[] = [];
  const scores: number[] = [];
  const scan = (i: number) => {
    const s = scoreAt(index, i, q);
    if (s > 0) {
      hits.push(i);
      scores[i] = s;
    }
  };
  if (within) for (const i of within) scan(i);
  else for (let i = 0; i < index.names.length; i++) scan(i);
  const len = index.names;
  return hits.sort((a, b) => scores[b]! - scores[a]! || len[a]!.length - len[b]!.length || a - b);
}

/** True when every match of `next` is a match of `previous` (typing on): `rankEntities` may narrow. */
export function extendsQuery(previous: string, next: string): boolean {
  const p = normalizeEntityText(previous);
  // an id query ranks by id as well as by name: narrowing across the id / text boundary could drop matches
  const isId = (s: string) => /^#?\s*\d+$/.test(s.trim());
  return p !== '' && normalizeEntityText(next).startsWith(p) && isId(previous) === isId(next) && !next.trim().endsWith(' ');
}

export const OFFER_SEARCH_PAGE = 'search.offers';
export const PARTNER_SEARCH_PAGE = 'search.partners';
export const MARKET_PARTNER_SEARCH_PAGE = 'search.marketPartners';
export const AGENCY_SEARCH_PAGE = 'search.agencies';
/** the brand's agency contracts (src/commands/agencies.ts `agencySearchCommands`; issue 25) */
export const AGENCY_CONTRACT_SEARCH_PAGE = 'search.agencyContracts';
/** the brand's partner contracts (src/commands/partner-contracts.ts; decision 074) */
export const CONTRACT_SEARCH_PAGE = 'search.contracts';
/** the brand's products (src/commands/products.ts `productSearchCommands`; issue 26) */
export const PRODUCT_SEARCH_PAGE = 'search.products';
/** the brand's promo codes (src/commands/discounts.ts; decision 082) */
export const PROMO_CODE_SEARCH_PAGE = 'search.promoCodes';
/** the brand's support tickets (src/commands/tickets.ts; decision 087) */
export const TICKET_SEARCH_PAGE = 'search.tickets';
/** marketPartner and agency: the marketplace's (src/commands/markets.ts `marketSearchCommands`) */
export type EntityKind =
  'offer' | 'partner' | 'marketPartner' | 'agency' | 'agencyContract' | 'contract' | 'product' | 'promoCode' | 'ticket';
export const ENTITY_SEARCH_PAGES: Record<string, EntityKind> = {
  [OFFER_SEARCH_PAGE]: 'offer',
  [PARTNER_SEARCH_PAGE]: 'partner',
  [MARKET_PARTNER_SEARCH_PAGE]: 'marketPartner',
  [AGENCY_SEARCH_PAGE]: 'agency',
  [AGENCY_CONTRACT_SEARCH_PAGE]: 'agencyContract',
  [CONTRACT_SEARCH_PAGE]: 'contract',
  [PRODUCT_SEARCH_PAGE]: 'product',
  [PROMO_CODE_SEARCH_PAGE]: 'promoCode',
  [TICKET_SEARCH_PAGE]: 'ticket',
};

export const offerTarget = (id: number) => `/offers/${id}/detail`;
/** The marketplace's detail pages (src/views/markets/profile/). */
export const marketPartnerTarget = (id: number) => `/markets/partner/${id}`;
export const agencyTarget = (id: number) => `/markets/agency/${id}`;
/** An agency contract opens on its screen, searched by its id and selected (the notifications' target too). */
export const agencyContractTarget = (id: number) => `/management/agency-contract?search=${id}&contract=${id}`;
/** A product opens its edit dialog on the catalogue (decision 080). */
export const productTarget = (id: number) => `/offers/product-management?product=${id}`;
/** A promo code opens its program's promo-code tab with the code selected (the page finds the program). */
export const promoCodeTarget = (id: number) => `/offers/discount-program?promoCode=${id}`;
/** A ticket opens its conversation (the notifications' target too, spec 3 §2). */
export const ticketTarget = (id: number) => `/ticket?id=${id}`;
/** A partner contract opens its detail on the partner-contract screen (decision 074). */
export const contractTarget = (id: number) => `/management/partner-contract?id=${id}`;
/**
 * There is no partner page yet (issue 5 serves partners as data): the performance report by partner,
 * filtered to this one, when the user may read reports; otherwise the partner-detail route.
 */
export const partnerTarget = (id: number, canReadReports: boolean) =>
  canReadReports ? `/reports/performances?by=partner&partner_ids=${id}` : `/management/partners/${id}`;

/** "Find offer…" and "Find partner…": palette pages, permission as their index endpoints ask. */
export function entitySearchCommands(): Command[] {
  return [
    {
      id: 'search.offers',
      title: (LL) => LL.palette.findOffer(),
      group: 'navigation',
      keywords: ['offer', 'find', 'search', 'tìm', 'ưu đãi'],
      permission: { module: 'offers', level: LEVEL.read },
      page: { id: OFFER_SEARCH_PAGE },
    },
    {
      id: 'search.partners',
      title: (LL) => LL.palette.findPartner(),
      group: 'navigation',
      keywords: ['partner', 'publisher', 'find', 'search', 'tìm', 'đối tác'],
      permission: { module: 'management', level: LEVEL.read },
      page: { id: PARTNER_SEARCH_PAGE },
    },
    {
      id: CONTRACT_SEARCH_PAGE,
      title: (LL) => LL.partnerContracts.palette.find(),
      group: 'navigation',
      keywords: ['contract', 'application', 'invitation', 'find', 'search', 'tìm', 'hợp đồng'],
      permission: { module: 'management', level: LEVEL.read },
      page: { id: CONTRACT_SEARCH_PAGE },
    },
  ];
}
