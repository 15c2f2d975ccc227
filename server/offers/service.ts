import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { createBody } from '../../src/domain/offers/schema.ts';
import type { Offer } from '../../src/domain/offers/schema.ts';
import { LIFETIME_DEFAULTS, MOBILE_APP_CHANNEL_ID, OFFER_STATUS, type WorkingModeAction } from '../../src/domain/offers/enums.ts';
import { DEFAULT_TIME_ZONE } from '../../src/domain/reference/time-zones.ts';
import { nextOfferVisibility } from '../../src/machines/offer-visibility.ts';
import { workingModeEvent, nextWorkingMode } from '../../src/machines/working-mode.ts';
import { diff, record } from '../audit/record.ts';
import { withTransaction, type Db, type Queryable, type Tx } from '../db/pool.ts';
import { notify } from '../notifications/notify.ts';
import { HttpError } from '../http/errors.ts';
import { fail, ownershipErrors, referenceErrors, scheduleCheckErrors, scheduleWindow } from './checks.ts';
import { loadOffer } from './queries.ts';
import { settleSchedule } from './status.ts';
import { writeOffer } from './write.ts';
import { NOTIFICATION_CASE } from '../../src/domain/notifications/cases.ts';

export type CreateInput = z.output<typeof createBody>;

export const notFound = () => new HttpError(404, 'not_found', 'Offer not found');

export async function mustLoad(db: Queryable, brandId: number, id: number, lock = false): Promise<Offer> {
  const offer = await loadOffer(db, brandId, { id }, lock);
  if (!offer) throw notFound();
  return offer;
}

/** Lifetimes the user left out take the spec's defaults; session is 7 days for a mobile-app channel. */
export function withLifetimes<
  T extends { channel_id: number; click_lifetime?: number; session_lifespan?: number; conversion_lifetime?: number },
>(b: T) {
  return {
    ...b,
    click_lifetime: b.click_lifetime ?? LIFETIME_DEFAULTS.click,
    session_lifespan:
      b.session_lifespan ?? (b.channel_id === MOBILE_APP_CHANNEL_ID ? LIFETIME_DEFAULTS.sessionMobileApp : LIFETIME_DEFAULTS.session),
    conversion_lifetime: b.conversion_lifetime ?? LIFETIME_DEFAULTS.conversion,
  };
}

/** New offers are private; active, or pending (waiting on the schedule) when the start date is ahead. */
export async function createOffer(db: Db, brandId: number, input: CreateInput, now: Date): Promise<Offer> {
  const body = withLifetimes({ ...input, time_zone: input.time_zone ?? DEFAULT_TIME_ZONE });
  fail([...referenceErrors(body), ...scheduleCheckErrors(body, now), ...(await ownershipErrors(db, brandId, body))]);
  const waiting =
    scheduleWindow({ start_date: body.start_date ?? null, end_date: body.end_date ?? null, time_zone: body.time_zone }, now) === 'before';
  return withTransaction(db, async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO offers (brand_id, name, vertical_id, channel_id, payout_model_id, revenue_model_id, status, pending_by_schedule)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [
        brandId,
        body.name,
        body.vertical_id,
        body.channel_id,
        body.payout_model_id,
        body.revenue_model_id,
        waiting ? OFFER_STATUS.pending : OFFER_STATUS.active,
        waiting,
      ],
    );
    const id = rows[0]!.id;
    await writeOffer(tx, brandId, id, body);
    return (await loadOffer(tx, brandId, { id }))!;
  });
}

export type Tab = 'general' | 'tracking' | 'targeting' | 'schedule' | 'creative';

/** One edit tab: only that tab's fields are written; the schedule tab may also move the status. */
export async function updateTab(db: Db, brandId: number, id: number, tab: Tab, body: Record<string, unknown>, now: Date): Promise<Offer> {
  return withTransaction(db, async (tx) => {
    const offer = await mustLoad(tx, brandId, id, true);
    if (offer.status === OFFER_STATUS.deleted) throw new HttpError(409, 'status_not_allowed', 'A deleted offer cannot be edited');
    if (tab === 'general') fail([...referenceErrors(body), ...(await ownershipErrors(tx, brandId, body))]);
    if (tab === 'schedule') fail(scheduleCheckErrors(body as never, now, offer.start_date));
    await writeOffer(tx, brandId, id, body);
    if (tab === 'schedule') await settleSchedule(tx, brandId, (await loadOffer(tx, brandId, { id }))!, now);
    const after = (await loadOffer(tx, brandId, { id }))!;
    // only the fields this tab sent: a diff of the whole offer would report the schedule's status move twice
    const fields = Object.keys(body).filter((k): k is keyof Offer & string => k in after);
    await record(tx, { action: `offers.update.${tab}`, objectType: 'offer', objectId: id, changes: diff(offer, after, fields) });
    return after;
  });
}

/** A copy: same fields, tags, payouts and budgets; private, untested, no short code, name + " (copy)". */
export async function duplicateOffer(db: Db, brandId: number, id: number, now: Date): Promise<Offer> {
  const source = await mustLoad(db, brandId, id);
  if (source.status === OFFER_STATUS.deleted) throw new HttpError(409, 'status_not_allowed', 'A deleted offer cannot be copied');
  const name = `${source.name.slice(0, 248)} (copy)`;
  const { id: _id, uuid: _u, status: _s, ...fields } = source;
  return withTransaction(db, async (tx) => {
    const waiting = scheduleWindow(source, now) === 'before';
    const ended = scheduleWindow(source, now) === 'after';
    const status = ended ? OFFER_STATUS.deactivated : waiting ? OFFER_STATUS.pending : OFFER_STATUS.active;
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO offers (brand_id, name, vertical_id, channel_id, payout_model_id, revenue_model_id, status, pending_by_schedule)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [brandId, name, source.vertical_id, source.channel_id, source.payout_model_id, source.revenue_model_id, status, waiting],
    );
    const copy = rows[0]!.id;
    await writeOffer(tx, brandId, copy, { ...fields, name });
    return (await loadOffer(tx, brandId, { id: copy }))!;
  });
}

/**
 * Public needs event setup and a successful tracking test (spec 2 §4), then an admin review
 * (`review-offer`); private is always allowed from review or public.
 */
export async function setVisibility(db: Db, brandId: number, id: number, target: 'public' | 'private'): Promise<Offer> {
  return withTransaction(db, async (tx) => {
    const offer = await mustLoad(tx, brandId, id, true);
    if (target === 'public') {
      if (!offer.has_events) throw new HttpError(409, 'offer_no_events', 'Set up a conversion event before going public');
      if (offer.tracking_test_status !== 'success')
        throw new HttpError(409, 'offer_not_tested', 'The offer must be tested before going public');
    }
    const next = nextOfferVisibility(offer.visibility, { type: target === 'public' ? 'visibility.request' : 'visibility.private' });
    if (next === null) throw new HttpError(409, 'visibility_not_allowed', `Cannot go ${target} from ${offer.visibility}`);
    await tx.query(
      `UPDATE offers SET visibility = $3, review_requested_at = CASE WHEN $3 = 'review' THEN now() ELSE review_requested_at END,
         review_rejected_at = CASE WHEN $3 = 'review' THEN NULL ELSE review_rejected_at END, updated_at = now()
       WHERE id = $1 AND brand_id = $2`,
      [id, brandId, next],
    );
    return (await loadOffer(tx, brandId, { id }))!;
  });
}

/** Admin review (ops CLI): approve → public, reject → private with the rejection time recorded. */
export async function reviewOffer(db: Db, id: number, decision: 'approve' | 'reject'): Promise<string | null> {
  return withTransaction(db, async (tx: Tx) => {
    const { rows } = await tx.query<{ visibility: 'private' | 'review' | 'public'; brand_id: number; name: string; uuid: string }>(
      'SELECT visibility, brand_id, name, uuid::text AS uuid FROM offers WHERE id = $1 FOR UPDATE',
      [id],
    );
    const offer = rows[0];
    if (!offer) return null;
    const next = nextOfferVisibility(offer.visibility, { type: decision === 'approve' ? 'visibility.approve' : 'visibility.reject' });
    if (next === null) return null;
    await tx.query(
      `UPDATE offers SET visibility = $2, review_rejected_at = CASE WHEN $3 THEN now() ELSE NULL END, updated_at = now() WHERE id = $1`,
      [id, next, decision === 'reject'],
    );
    // the brand learns the outcome of the review (case 1: public in the marketplace, or rejected)
    await notify(tx, offer.brand_id, NOTIFICATION_CASE.offerStatusChanged, {
      offer_id: id,
      offer_uuid: offer.uuid,
      offer_name: offer.name,
      offer_status: decision === 'approve' ? 'public' : 'rejected',
    });
    return next;
  });
}

export async function setWorkingMode(db: Db, brandId: number, id: number, action: WorkingModeAction): Promise<Offer> {
  return withTransaction(db, async (tx) => {
    const offer = await mustLoad(tx, brandId, id, true);
    const next = nextWorkingMode(offer.working_mode, workingModeEvent(action));
    if (next === null) throw new HttpError(409, 'working_mode_not_allowed', `Cannot ${action} from working mode ${offer.working_mode}`);
    await tx.query('UPDATE offers SET working_mode = $3, updated_at = now() WHERE id = $1 AND brand_id = $2', [id, brandId, next]);
    return (await loadOffer(tx, brandId, { id }))!;
  });
}

const ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
function shortCode(): string {
  return [...randomBytes(8)].map((b) => ALPHABET[b % ALPHABET.length]).join('');
}

/** Invite-link short code (spec 2 §5: only visible, active offers); created once, then stable. */
export async function ensureShortCode(db: Db, brandId: number, id: number): Promise<string> {
  const offer = await mustLoad(db, brandId, id);
  if (offer.visibility !== 'public' || offer.status !== OFFER_STATUS.active) {
    throw new HttpError(409, 'offer_not_visible', 'Only visible, active offers can be invited to');
  }
  if (offer.short_code) return offer.short_code;
  for (;;) {
    const { rows } = await db.query<{ short_code: string }>(
      `UPDATE offers SET short_code = COALESCE(short_code, $3) WHERE id = $1 AND brand_id = $2
         AND NOT EXISTS (SELECT 1 FROM offers WHERE short_code = $3) RETURNING short_code`,
      [id, brandId, shortCode()],
    );
    if (rows[0]) return rows[0].short_code;
  }
}
