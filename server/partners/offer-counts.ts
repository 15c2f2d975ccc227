import { WORKING_MODE } from '../../src/domain/offers/enums.ts';

/**
 * The partner counts of an offer — the ONE definition behind every screen that shows them (the offer
 * list's "Total / Working partners", offer management's Working · Pending · Total and its detail
 * header; decision 067). Before, the offer list counted a paused partner as working and offer
 * management counted pending contracts as "pending applications", so the same offer read 0 pending on
 * one screen and 2 on the partner-contract screen.
 *
 * - **working**: an approved contract for the offer and the partner works with the brand (working
 *   mode "working"; a paused or blocked partner runs nothing);
 * - **pending**: an application or invitation for the offer waiting for an answer — exactly the
 *   pending rows the partner-contract screen lists for the offer (its list filter `status=pending`);
 * - **total**: a live contract for the offer (pending, sent or approved): partners on the offer now
 *   or about to be; rejected, terminated and expired contracts are history.
 * The partial unique indexes make a live contract and a pending application one per offer and
 * partner, so `count(*)` counts partners. `scope(column)` is the caller's partner scope over a
 * partner-id column (server/auth/partner-scope.ts), so each count holds only partners the caller may see.
 */
export interface OfferPartnerCountSql {
  working(): string;
  pending(): string;
  total(): string;
}

/** Each count is built when asked, so a caller's scope adds parameters only for the counts it uses. */
export function offerPartnerCounts(offer: string, scope: (partnerColumn: string) => string): OfferPartnerCountSql {
  return {
    working: () => `(SELECT count(*)::int FROM partner_contracts c
                 JOIN brand_partners bp ON bp.brand_id = c.brand_id AND bp.partner_id = c.partner_id
                WHERE c.offer_id = ${offer} AND c.status = 'approved' AND bp.working_mode = ${WORKING_MODE.working} AND ${scope('c.partner_id')})`,
    pending: () => `(SELECT count(*)::int FROM partner_applications a
                WHERE a.offer_id = ${offer} AND a.status = 'pending' AND ${scope('a.partner_id')})`,
    total: () => `(SELECT count(*)::int FROM partner_contracts c
              WHERE c.offer_id = ${offer} AND c.status IN ('pending', 'sent', 'approved') AND ${scope('c.partner_id')})`,
  };
}
