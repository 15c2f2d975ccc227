import { LEVEL } from '../domain/permissions.ts';
import { routePath } from '../domain/routes.ts';
import type { Command } from './registry.ts';

/**
 * The featured boards' commands (/markets/featured; issue 16 item 1; docs/decisions/055). "Go to
 * featured partners" is the route's own navigation command (`nav.marketsFeatured`). Jumping to a
 * board is static: it opens the page on that board (`?board=<key>`) from any screen, and on the page
 * itself moves focus there. Opening a listed partner is the page's: one command per partner the
 * boards list, read from the mounted page when the palette asks.
 */
export const FEATURED_BOARDS = [
  'top_verticals',
  'top_geolocations',
  'conversion_board',
  'top_publishers',
  'partner_suggestions',
  'top_talent',
  'top_conversion_acceptance',
  'top_high_performance',
  'top_paid_traffic',
  'top_properties',
] as const;
export type FeaturedBoard = (typeof FEATURED_BOARDS)[number];

export function isFeaturedBoard(value: unknown): value is FeaturedBoard {
  return typeof value === 'string' && (FEATURED_BOARDS as readonly string[]).includes(value);
}

const MARKET_READ = { module: 'market', level: LEVEL.read } as const;

/** The path that opens the page on `board`. */
export const boardPath = (board: FeaturedBoard) => `${routePath('marketsFeatured')}?board=${board}`;

/** The marketplace partner detail of `id` (the detail page is another branch's; its route id is shared). */
export const partnerPath = (id: number) => routePath('marketsPartnerDetail', { id: String(id) });

export function featuredCommands(): Command[] {
  return FEATURED_BOARDS.map((board) => ({
    id: `featured.board.${board}`,
    title: (LL) => LL.featured.commands.board({ board: LL.featured.boards[board]() }),
    subject: `featured.boards.${board}`,
    group: 'navigation',
    // the featured page's own jumps: listed there with its commands, elsewhere only when searched (decision 068)
    homeScope: 'marketsFeatured',
    keywords: ['featured', 'marketplace', 'board', 'nổi bật', 'bảng', board.replaceAll('_', ' ')],
    permission: MARKET_READ,
    run: (ctx) => ctx.navigate(boardPath(board)),
  }));
}

export interface FeaturedView {
  /** the partners the boards list, each once, in board order */
  partners: readonly { id: number; name: string }[];
}

/**
 * Most partners the boards can list: seven partner boards of ten rows. A command per slot, hidden
 * while its slot is empty, since a view's commands are registered once when the page mounts.
 */
export const MAX_LISTED_PARTNERS = 70;

export function featuredPartnerCommands(view: () => FeaturedView): Command[] {
  return Array.from({ length: MAX_LISTED_PARTNERS }, (_, slot) => ({
    id: `featured.partner.${slot}`,
    title: (LL) => LL.featured.commands.openPartner({ name: view().partners[slot]?.name ?? '' }),
    group: 'actions',
    keywords: ['partner', 'open', 'featured', 'đối tác', 'mở'],
    permission: MARKET_READ,
    when: () => slot < view().partners.length,
    run: (ctx) => {
      const partner = view().partners[slot];
      if (partner) ctx.navigate(partnerPath(partner.id));
    },
  }));
}
