import type { MarketReview } from '../../src/domain/markets/contract.ts';
import { REVIEW_PAGE_SIZE } from '../../src/domain/markets/enums.ts';
import { reviewInputSchema, type ReviewInput } from '../../src/domain/markets/schema.ts';
import { record } from '../audit/record.ts';
import { inTransaction, type Queryable } from '../db/pool.ts';
import { HttpError } from '../http/errors.ts';
import { parseOr422 } from '../partners/errors.ts';
import { refuse } from './errors.ts';

/**
 * Reviews (spec 3 §3, §5): of partners by brands, of agencies, of the brand by its partners. Writing
 * one keeps the subject's average rating and count current in the same transaction, so the list's
 * rating sort never reads a stale figure.
 */
const REVIEW_COLUMNS = `r.id, r.rating, r.content, r.offer_name, r.company_name,
  to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, COALESCE(r.brand_id = $1, false) AS is_mine`;

/** Recomputes partners' rating (2 decimals) and total_reviews from their reviews. */
export async function refreshPartnerRatings(db: Queryable, partnerIds: readonly number[]): Promise<void> {
  await db.query(
    `UPDATE partners p SET rating = COALESCE(s.avg, 0), total_reviews = COALESCE(s.n, 0)
       FROM (SELECT id FROM unnest($1::bigint[]) id) x
       LEFT JOIN (SELECT partner_id, round(avg(rating), 2) AS avg, count(*)::int AS n FROM market_reviews
                   WHERE subject = 'partner' AND partner_id = ANY($1::bigint[]) GROUP BY partner_id) s ON s.partner_id = x.id
      WHERE p.id = x.id`,
    [partnerIds],
  );
}

export interface ReviewPage {
  items: MarketReview[];
  paging: { current_page: number; limit: number; total_row: number; total_page: number };
  /** counts of 1…5 stars over all the subject's reviews */
  stars: number[];
}

/** One page of reviews matching `where` (on alias r; $2 its value), newest first, optionally one star. */
export async function reviewPage(
  db: Queryable,
  brandId: number,
  where: string,
  subjectValue: number,
  q: { page: number; rating_star?: number | undefined },
): Promise<ReviewPage> {
  const star = q.rating_star ?? null;
  const [page, stars] = await Promise.all([
    db.query<MarketReview & { total: number }>(
      `SELECT ${REVIEW_COLUMNS}, count(*) OVER ()::int AS total FROM market_reviews r
        WHERE ${where} AND ($3::smallint IS NULL OR r.rating = $3)
        ORDER BY r.created_at DESC, r.id DESC LIMIT ${REVIEW_PAGE_SIZE} OFFSET $4`,
      [brandId, subjectValue, star, (q.page - 1) * REVIEW_PAGE_SIZE],
    ),
    db.query<{ rating: number; n: number }>(
      `SELECT r.rating, count(*)::int AS n FROM market_reviews r WHERE ${where.replaceAll('$2', '$1')} GROUP BY r.rating`,
      [subjectValue],
    ),
  ]);
  let total = page.rows[0]?.total ?? 0;
  const counts = [1, 2, 3, 4, 5].map((s) => stars.rows.find((r) => r.rating === s)?.n ?? 0);
  // past the last page the window count is absent: the star counts give the total
  if (!page.rows.length) total = star === null ? counts.reduce((a, b) => a + b, 0) : counts[star - 1]!;
  return {
    items: page.rows.map(({ total: _t, ...r }) => r),
    paging: { current_page: q.page, limit: REVIEW_PAGE_SIZE, total_row: total, total_page: Math.ceil(total / REVIEW_PAGE_SIZE) },
    stars: counts,
  };
}

export const partnerReviews = (db: Queryable, brandId: number, partnerId: number, q: { page: number; rating_star?: number | undefined }) =>
  reviewPage(db, brandId, "r.subject = 'partner' AND r.partner_id = $2", partnerId, q);
export const agencyReviews = (db: Queryable, brandId: number, agencyId: number, q: { page: number; rating_star?: number | undefined }) =>
  reviewPage(db, brandId, "r.subject = 'agency' AND r.agency_id = $2", agencyId, q);
/** Reviews partners wrote about the brand. */
export const brandReviews = (db: Queryable, brandId: number, q: { page: number; rating_star?: number | undefined }) =>
  reviewPage(db, brandId, "r.subject = 'brand' AND r.brand_id = $2", brandId, q);

/**
 * A brand's review of a partner: one per brand and partner (409 review_exists), only of a partner
 * that accepts reviews (can_review), optionally about one of the brand's offers.
 */
export async function writePartnerReview(
  db: Queryable,
  brandId: number,
  userId: number,
  partnerId: number,
  input: ReviewInput,
): Promise<MarketReview> {
  const r = parseOr422(reviewInputSchema, input, 'review');
  return inTransaction(db, async (tx) => {
    const p = await tx.query<{ can_review: boolean }>('SELECT can_review FROM partners WHERE id = $1 FOR UPDATE', [partnerId]);
    if (!p.rows[0]) throw refuse('partner_not_found');
    if (!p.rows[0].can_review) throw refuse('review_not_allowed');
    let offerName = '';
    if (r.offer_id !== null) {
      const o = await tx.query<{ name: string }>('SELECT name FROM offers WHERE id = $1 AND brand_id = $2', [r.offer_id, brandId]);
      if (!o.rows[0]) throw new HttpError(422, 'validation_failed', 'Invalid review', [{ field: 'offer_id', code: 'not_valid' }]);
      offerName = o.rows[0].name;
    }
    const { rows } = await tx.query<MarketReview>(
      `INSERT INTO market_reviews AS r (subject, brand_id, partner_id, author_user_id, rating, content, genuine, offer_id, offer_name, company_name)
       SELECT 'partner', $1, $2, $3, $4, $5, true, $6, $7, b.company_name FROM brands b WHERE b.id = $1
       ON CONFLICT (brand_id, partner_id) WHERE subject = 'partner' DO NOTHING
       RETURNING ${REVIEW_COLUMNS}`,
      [brandId, partnerId, userId, r.rating, r.content.trim(), r.offer_id, offerName],
    );
    if (!rows[0]) throw refuse('review_exists');
    await refreshPartnerRatings(tx, [partnerId]);
    await record(tx, {
      action: 'markets.reviews.create',
      objectType: 'partner',
      objectId: partnerId,
      changes: { rating: [null, r.rating], content: [null, r.content.trim()] },
    });
    return rows[0];
  });
}
