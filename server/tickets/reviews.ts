import { ticketReviewBody, type ReviewState, type TicketReviewInput } from '../../src/domain/tickets/contract.ts';
import { TICKET_REVIEW_INTERVAL_DAYS } from '../../src/domain/tickets/enums.ts';
import { WEBHOOK_EVENT } from '../../src/domain/webhooks/events.ts';
import { diff, record } from '../audit/record.ts';
import { inTransaction, type Queryable } from '../db/pool.ts';
import { emitWebhookEvent } from '../webhooks/emit.ts';
import { HttpError } from '../http/errors.ts';
import { parseOr422, TICKET_REFUSAL_MESSAGES } from './errors.ts';
import { USER_NAME } from './service.ts';

const DAY_MS = 86_400_000;

/** The brand's latest review and when the next one is allowed (spec 1 §9: 30 days apart). */
export async function reviewState(db: Queryable, brandId: number, now = new Date()): Promise<ReviewState> {
  const { rows } = await db.query<NonNullable<ReviewState['last']>>(
    `SELECT r.id::int, r.rating, r.body, COALESCE(${USER_NAME('u')}, '') AS author,
            to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at
       FROM ticket_reviews r LEFT JOIN brand_users u ON u.id = r.author_id
      WHERE r.brand_id = $1 ORDER BY r.created_at DESC, r.id DESC LIMIT 1`,
    [brandId],
  );
  const last = rows[0] ?? null;
  const next = last ? new Date(new Date(last.created_at).getTime() + TICKET_REVIEW_INTERVAL_DAYS * DAY_MS) : null;
  return { last, next_allowed_at: next && next > now ? next.toISOString() : null };
}

/**
 * A review of the support; 422 review_too_soon within 30 days of the last, its field error
 * `next_allowed_at` carrying the earliest allowed moment as `min` (epoch milliseconds) and the message
 * naming it. The brand's row lock makes two reviews at once wait for each other.
 */
export async function createReview(
  db: Queryable,
  brandId: number,
  authorId: number | null,
  input: TicketReviewInput,
  now = new Date(),
): Promise<ReviewState> {
  const f = parseOr422(ticketReviewBody, input);
  return inTransaction(db, async (tx) => {
    await tx.query('SELECT 1 FROM brands WHERE id = $1 FOR UPDATE', [brandId]);
    const before = await reviewState(tx, brandId, now);
    if (before.next_allowed_at) {
      const min = new Date(before.next_allowed_at).getTime();
      throw new HttpError(422, 'review_too_soon', `${TICKET_REFUSAL_MESSAGES.review_too_soon} (${before.next_allowed_at})`, [
        { field: 'next_allowed_at', code: 'review_too_soon', min },
      ]);
    }
    const { rows } = await tx.query<{ id: number }>(
      'INSERT INTO ticket_reviews (brand_id, author_id, rating, body, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING id::int',
      [brandId, authorId, f.rating, f.body, now],
    );
    await record(tx, {
      action: 'tickets.reviews.create',
      objectType: 'ticket_review',
      objectId: rows[0]!.id,
      changes: diff(null, f, ['rating', 'body']),
    });
    await emitWebhookEvent(tx, brandId, WEBHOOK_EVENT.ticketReviewCreated, { review_id: rows[0]!.id, rating: f.rating });
    return reviewState(tx, brandId, now);
  });
}
