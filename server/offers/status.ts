import { record } from '../audit/record.ts';
import type { StatusRefusal, StatusResult } from '../../src/domain/offers/contract.ts';
import { OFFER_STATUS, offerStatusKey } from '../../src/domain/offers/enums.ts';
import { WEBHOOK_EVENT } from '../../src/domain/webhooks/events.ts';
import type { Offer } from '../../src/domain/offers/schema.ts';
import {
  offerStatusRefusal,
  offerStatusEvent,
  stepOfferStatus,
  type OfferStatusEvent,
  type OfferStatusRefusal,
} from '../../src/machines/offer-status.ts';
import { withTransaction, type Db, type Tx } from '../db/pool.ts';
import { notify } from '../notifications/notify.ts';
import { emitWebhookEvent } from '../webhooks/emit.ts';
import { scheduleWindow } from './checks.ts';
import { loadOffer, recountTags, tagIdsOf } from './queries.ts';
import { NOTIFICATION_CASE } from '../../src/domain/notifications/cases.ts';

/** Notification value of each status (src/domain/notifications/cases.ts OFFER_STATUSES); deleted notifies nobody. */
const NOTIFY_STATUS: Partial<Record<number, string>> = {
  [OFFER_STATUS.active]: 'active',
  [OFFER_STATUS.paused]: 'paused',
  [OFFER_STATUS.pending]: 'pending',
  [OFFER_STATUS.deactivated]: 'expired',
};

/**
 * Applies one status event to a locked offer row: the chart decides the status and whether the
 * offer still waits on its start date (stored as pending_by_schedule, the chart's `waiting`); the
 * row and the notification (case 1, brand-wide) are written in the caller's transaction. Returns
 * the new status (possibly unchanged: a paused offer's start date moving) or null when refused.
 */
export async function applyStatusEvent(
  tx: Tx,
  brandId: number,
  offer: { id: number; name: string; status: number },
  event: OfferStatusEvent,
  /** the offer waits on its start date before the event */
  waiting = false,
): Promise<number | null> {
  const next = stepOfferStatus(offer.status, event, waiting);
  if (next === null) return null;
  await tx.query('UPDATE offers SET status = $3, pending_by_schedule = $4, updated_at = now() WHERE id = $1 AND brand_id = $2', [
    offer.id,
    brandId,
    next.status,
    next.waiting,
  ]);
  if (next.status === offer.status) return next.status;
  // the event's name says why (status.delete, schedule.start, …); no row outside a request (the schedule job)
  await record(tx, {
    action: `offers.${event.type}`,
    objectType: 'offer',
    objectId: offer.id,
    changes: { status: [offer.status, next.status] },
  });
  if (next.status === OFFER_STATUS.deleted || offer.status === OFFER_STATUS.deleted) await recountTags(tx, await tagIdsOf(tx, [offer.id]));
  await emitWebhookEvent(tx, brandId, WEBHOOK_EVENT.offerStatusChanged, {
    offer_id: offer.id,
    offer_name: offer.name,
    status: offerStatusKey(next.status),
    previous_status: offerStatusKey(offer.status),
    reason: event.type,
  });
  const value = NOTIFY_STATUS[next.status];
  if (value)
    await notify(tx, brandId, NOTIFICATION_CASE.offerStatusChanged, { offer_id: offer.id, offer_name: offer.name, offer_status: value });
  return next.status;
}

/** The wire reason of each refusal of the status chart (src/machines/offer-status.ts). */
const WIRE_REFUSAL: Record<OfferStatusRefusal, StatusRefusal> = {
  unchanged: 'unchanged',
  deleted: 'status_not_allowed',
  deactivated: 'status_not_allowed',
  waitingForStart: 'schedule_not_started',
  notAllowed: 'status_not_allowed',
};

/**
 * A status the user chose (1–4). Refusals, as the chart words them (`offerStatusRefusal`, the rule
 * the browser shows too): the same status, a deleted or deactivated offer, a choice the chart does
 * not allow; then the calendar's, which only the server knows: activating outside the schedule
 * (`schedule_ended` / `schedule_not_started`: only a schedule edit moves those); then an offer that
 * still waits on its start date (the schedule job starts it, every minute).
 */
export async function chooseStatus(
  tx: Tx,
  brandId: number,
  offer: Offer,
  target: number,
  now: Date,
): Promise<{ status: number } | { reason: StatusRefusal }> {
  const refused = offerStatusRefusal(offer.status, target);
  if (refused) return { reason: WIRE_REFUSAL[refused] };
  const event = offerStatusEvent(target);
  if (!event) return { reason: 'status_not_allowed' };
  if (target === OFFER_STATUS.active) {
    const window = scheduleWindow(offer, now);
    if (window === 'after') return { reason: 'schedule_ended' };
    if (window === 'before') return { reason: 'schedule_not_started' };
  }
  const waiting = offerStatusRefusal(offer.status, target, offer.waiting_for_start);
  if (waiting) return { reason: WIRE_REFUSAL[waiting] };
  const next = await applyStatusEvent(tx, brandId, offer, event, offer.waiting_for_start);
  return next === null ? { reason: 'status_not_allowed' } : { status: next };
}

/** Bulk: each id in its own transaction, so one refusal never rolls back the others. */
export async function bulkChooseStatus(
  db: Db,
  brandId: number,
  ids: readonly number[],
  target: number,
  now: Date,
): Promise<StatusResult[]> {
  const results: StatusResult[] = [];
  for (const id of [...new Set(ids)]) {
    results.push(
      await withTransaction(db, async (tx): Promise<StatusResult> => {
        const offer = await loadOffer(tx, brandId, { id }, true);
        if (!offer) return { id, ok: false, reason: 'not_found' };
        const r = await chooseStatus(tx, brandId, offer, target, now);
        return 'status' in r ? { id, ok: true, status: r.status } : { id, ok: false, status: offer.status, reason: r.reason };
      }),
    );
  }
  return results;
}

/**
 * After a schedule edit: a deactivated offer reopens (active, or pending when the new start is
 * ahead); a live offer whose start moved ahead waits for it (an active one becomes pending); one
 * waiting whose start is now due starts (a paused one stays paused but may be activated). Validation
 * already guarantees the end date is not past.
 */
export async function settleSchedule(tx: Tx, brandId: number, offer: Offer, now: Date): Promise<void> {
  const window = scheduleWindow(offer, now);
  const waiting = offer.waiting_for_start;
  if (offer.status === OFFER_STATUS.deactivated) {
    await applyStatusEvent(tx, brandId, offer, { type: window === 'before' ? 'schedule.defer' : 'schedule.reopen' });
  } else if (window === 'before') {
    await applyStatusEvent(tx, brandId, offer, { type: 'schedule.defer' }, waiting);
  } else if (window === 'within' && waiting) {
    await applyStatusEvent(tx, brandId, offer, { type: 'schedule.start' }, waiting);
  }
}
