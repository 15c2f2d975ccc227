import type { FieldError } from '../../src/domain/errors.ts';
import { budgetErrors, dayOfDate, scheduleErrors, type BudgetInput, type ScheduleInput } from '../../src/domain/offers/rules.ts';
import { CHANNELS } from '../../src/domain/reference/data/offers.ts';
import { VERTICALS } from '../../src/domain/reference/data/verticals.ts';
import { TIME_ZONE_IDS } from '../../src/domain/reference/time-zones.ts';
import { todayIn } from '../../src/domain/validation/dates.ts';
import { HttpError } from '../http/errors.ts';
import { unjoinedPartnerErrors } from '../partners/refs.ts';
import type { Queryable } from '../db/pool.ts';

/**
 * Checks that need the clock, the reference lists or the database, after the contract's field
 * rules passed. All errors of one request are reported together as one 422.
 */
export function fail(errors: FieldError[]): void {
  if (errors.length) throw new HttpError(422, 'validation_failed', 'Invalid offer', errors);
}

export function referenceErrors(b: { vertical_id?: number; sub_vertical_id?: number | null; channel_id?: number }): FieldError[] {
  const errors: FieldError[] = [];
  if (b.vertical_id !== undefined) {
    const vertical = VERTICALS.find((v) => v.id === b.vertical_id);
    if (!vertical) errors.push({ field: 'vertical_id', code: 'not_valid' });
    else if (b.sub_vertical_id != null && !vertical.sub_verticals.some((s) => s.id === b.sub_vertical_id)) {
      errors.push({ field: 'sub_vertical_id', code: 'not_valid' });
    }
  }
  if (b.channel_id !== undefined && !CHANNELS.some((c) => c.id === b.channel_id)) errors.push({ field: 'channel_id', code: 'not_valid' });
  return errors;
}

export async function ownershipErrors(
  db: Queryable,
  brandId: number,
  b: { offer_group_id?: number | null; thumbnail_file_id?: number | null; private_payouts?: readonly { partner_id: number }[] },
): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  // private payouts name partners of this brand (partner_id references partners since migration 013)
  if (b.private_payouts)
    errors.push(
      ...(await unjoinedPartnerErrors(
        db,
        brandId,
        b.private_payouts.map((p) => p.partner_id),
        (i) => `private_payouts.${i}.partner_id`,
      )),
    );
  if (b.offer_group_id != null) {
    const { rowCount } = await db.query('SELECT 1 FROM offer_groups WHERE id = $1 AND brand_id = $2', [b.offer_group_id, brandId]);
    if (!rowCount) errors.push({ field: 'offer_group_id', code: 'not_valid' });
  }
  if (b.thumbnail_file_id != null) {
    const { rowCount } = await db.query('SELECT 1 FROM files WHERE id = $1 AND brand_id = $2', [b.thumbnail_file_id, brandId]);
    if (!rowCount) errors.push({ field: 'thumbnail_file_id', code: 'not_valid' });
  }
  return errors;
}

export interface ScheduleCheck extends ScheduleInput {
  time_zone: string;
  budgets: readonly BudgetInput[];
}
/** Time zone, dates against today in that zone, time pairs, and the budget timeframe rule. */
export function scheduleCheckErrors(s: ScheduleCheck, now: Date, storedStart?: string | null): FieldError[] {
  if (!TIME_ZONE_IDS.includes(s.time_zone)) return [{ field: 'time_zone', code: 'not_valid' }];
  const today = todayIn(s.time_zone, now);
  const startChanged = storedStart === undefined || (s.start_date || null) !== (storedStart || null);
  return [...scheduleErrors(s, today, startChanged), ...budgetErrors(s.budgets)];
}

export type Window = 'before' | 'within' | 'after';
/** Where today (in the offer's zone) falls against the offer's start and end dates. */
export function scheduleWindow(o: { start_date: string | null; end_date: string | null; time_zone: string }, now: Date): Window {
  const today = todayIn(o.time_zone, now);
  const start = dayOfDate(o.start_date);
  const end = dayOfDate(o.end_date);
  if (end !== null && end < today) return 'after';
  if (start !== null && start > today) return 'before';
  return 'within';
}
