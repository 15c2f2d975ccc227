import type { MarketReview } from '../../src/domain/markets/contract.ts';
import { REVIEW_PAGE_SIZE, type MarketRefusal } from '../../src/domain/markets/enums.ts';
import { WEBHOOK_EVENT } from '../../src/domain/webhooks/events.ts';
import { reviewInputSchema, type ReviewInput } from '../../src/domain/markets/schema.ts';
import { record } from '../audit/record.ts';
import { inTransaction, type Queryable } from '../db/pool.ts';
import { HttpError } from '../http/errors.ts';
import { parseOr422 } from '../partners/errors.ts';
import { emitWebhookEvent } from '../webhooks/emit.ts';
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

/** Recomputes agencies' rating (2 decimals) and total_reviews from their reviews. */
export async function refreshAgencyRatings(db: Queryable, agencyIds: readonly number[]): Promise<void> {
  await db.query(
    `UPDATE agencies a SET rating = COALESCE(s.avg, 0), total_reviews = COALESCE(s.n, 0)
       FROM (SELECT id FROM unnest($1::bigint[]) id) x
       LEFT JOIN (SELECT agency_id, round(avg(rating), 2) AS avg, count(*)::int AS n FROM market_reviews
                   WHERE subject = 'agency' AND agency_id = ANY($1::bigint[]) GROUP BY agency_id) s ON s.agency_id = x.id
      WHERE a.id = x.id`,
    [agencyIds],
  );
}

/** The name of one of the brand's offers a review is about (422 offer_id not_valid when it is not the brand's). */
async function offerNameOf(tx: Queryable, brandId: number, offerId: number | null): Promise<string> {
  if (offerId === null) return '';
  const o = await tx.query<{ name: string }>('SELECT name FROM offers WHERE id = $1 AND brand_id = $2', [offerId, brandId]);
  if (!o.rows[0]) throw new HttpError(422, 'validation_failed', 'Invalid review', [{ field: 'offer_id', code: 'not_valid' }]);
  return o.rows[0].name;
}

/**
 * The one INSERT of a brand's review of a partner or an agency: DO NOTHING on the one-per-brand
 * index, so two racing writes give one review and one 409 (`exists`). Audited and reported to the
 * brand's webhooks (market.review_created) in the transaction of the change.
 */
async function insertBrandReview(
  tx: Queryable,
  brandId: number,
  userId: number,
  subject: 'partner' | 'agency',
  subjectId: number,
  r: { rating: number; content: string; offer_id: number | null },
  exists: MarketRefusal,
): Promise<MarketReview> {
  const offerName = await offerNameOf(tx, brandId, r.offer_id);
  const column = subject === 'partner' ? 'partner_id' : 'agency_id';
  const { rows } = await tx.query<MarketReview>(
    `INSERT INTO market_reviews AS r (subject, brand_id, ${column}, author_user_id, rating, content, genuine, offer_id, offer_name, company_name)
     SELECT $8, $1, $2, $3, $4, $5, true, $6, $7, b.company_name FROM brands b WHERE b.id = $1
     ON CONFLICT (brand_id, ${column}) WHERE subject = '${subject}' DO NOTHING
     RETURNING ${REVIEW_COLUMNS}`,
    [brandId, subjectId, userId, r.rating, r.content.trim(), r.offer_id, offerName, subject],
  );
  const review = rows[0];
  if (!review) throw refuse(exists);
  await record(tx, {
    action: subject === 'partner' ? 'markets.reviews.create' : 'markets.agencies.reviews.create',
    objectType: subject,
    objectId: subjectId,
    changes: { rating: [null, r.rating], content: [null, r.content.trim()] },
  });
  await emitWebhookEvent(tx, brandId, WEBHOOK_EVENT.marketReviewCreated, {
    subject,
    [column]: subjectId,
    review_id: review.id,
    rating: review.rating,
    content: review.content,
    offer_id: r.offer_id,
    created_at: review.created_at,
  });
  return review;
}

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
    const review = await insertBrandReview(tx, brandId, userId, 'partner', partnerId, r, 'review_exists');
    await refreshPartnerRatings(tx, [partnerId]);
    return review;
  });
}

/** A brand's review of an agency: the rules of a partner review, one per brand and agency (409 agency_review_exists). */
export async function writeAgencyReview(
  db: Queryable,
  brandId: number,
  userId: number,
  agencyId: number,
  input: ReviewInput,
): Promise<MarketReview> {
  const r = parseOr422(reviewInputSchema, input, 'review');
  return inTransaction(db, async (tx) => {
    // the agency's row lock keeps the rating recomputation in order with a racing review
    const a = await tx.query('SELECT 1 FROM agencies WHERE id = $1 FOR UPDATE', [agencyId]);
    if (!a.rowCount) throw refuse('agency_not_found');
    const review = await insertBrandReview(tx, brandId, userId, 'agency', agencyId, r, 'agency_review_exists');
    await refreshAgencyRatings(tx, [agencyId]);
    return review;
  });
}

/**
 * A partner's review of a brand (the brand's own profile, read-only to the brand). Partners have no
 * sign-in here yet, so the ops CLI writes it (`market-review-brand`): the same text rules as a
 * brand's review; the partner must have joined the brand; one per partner and brand.
 */
export async function writeBrandReviewByPartner(
  db: Queryable,
  brandId: number,
  partnerId: number,
  input: { rating: number; content: string },
): Promise<MarketReview> {
  const r = parseOr422(reviewInputSchema, { ...input, genuine: true }, 'review');
  return inTransaction(db, async (tx) => {
    const p = await tx.query<{ display_name: string }>(
      `SELECT p.display_name FROM partners p JOIN brand_partners bp ON bp.partner_id = p.id AND bp.brand_id = $1 WHERE p.id = $2`,
      [brandId, partnerId],
    );
    if (!p.rows[0]) throw refuse('partner_not_found');
    const { rows } = await tx.query<MarketReview>(
      `INSERT INTO market_reviews AS r (subject, brand_id, partner_id, rating, content, genuine, company_name)
       VALUES ('brand', $1, $2, $3, $4, true, $5)
       ON CONFLICT (partner_id, brand_id) WHERE subject = 'brand' DO NOTHING
       RETURNING ${REVIEW_COLUMNS.replace('$1', '-1')}`,
      [brandId, partnerId, r.rating, r.content.trim(), p.rows[0].display_name],
    );
    if (!rows[0]) throw refuse('brand_review_exists');
    return rows[0];
  });
}
