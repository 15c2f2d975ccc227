import { ONBOARDING_ERRORS, type OnboardingProgress } from '../../src/domain/onboarding/contract.ts';
import { feedbackDueAt, percentageOf, progressCount, statusOf, type StepFlags } from '../../src/domain/onboarding/progress.ts';
import { stepOnboarding, onboardingAt, type OnboardingEvent } from '../../src/machines/onboarding.ts';
import { withTransaction, type Db, type Queryable } from '../db/pool.ts';
import { HttpError } from '../http/errors.ts';
import { publishOnboardingChanged } from './publish.ts';

/**
 * The server side of the onboarding lifecycle: one function applies any event to a brand the way the
 * architecture brief asks — lock the row, restore the machine at the stored state, ask `can`, apply the
 * pure transition, persist, publish — in one transaction. The submit route and the ops CLI both use it.
 */
interface Row {
  id: number;
  is_personal_info: boolean;
  is_public_info: boolean;
  is_payment_info: boolean;
  is_submit: boolean;
  is_admin_approve: boolean;
  onboarding_submitted_at: Date | null;
  onboarding_review_started_at: Date | null;
  onboarding_approved_at: Date | null;
  onboarding_rejection_reason: string | null;
}

const COLUMNS = `id, is_personal_info, is_public_info, is_payment_info, is_submit, is_admin_approve,
  onboarding_submitted_at, onboarding_review_started_at, onboarding_approved_at, onboarding_rejection_reason`;

async function loadRow(db: Queryable, brandId: number, lock = false): Promise<Row> {
  const { rows } = await db.query<Row>(`SELECT ${COLUMNS} FROM brands WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [brandId]);
  if (!rows[0]) throw new HttpError(404, 'not_found', `Brand ${brandId} not found`);
  return rows[0];
}

const flagsOf = (row: Row): StepFlags => ({ personal: row.is_personal_info, public: row.is_public_info, payment: row.is_payment_info });

function stored(row: Row) {
  return {
    flags: flagsOf(row),
    isSubmit: row.is_submit,
    isAdminApprove: row.is_admin_approve,
    reviewStartedAt: row.onboarding_review_started_at,
    rejectionReason: row.onboarding_rejection_reason,
  };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function progressOf(row: Row): OnboardingProgress {
  const flags = flagsOf(row);
  return {
    percentage: percentageOf(flags),
    totalProgress: progressCount(flags),
    isPersonalInfo: flags.personal,
    isPublicInfo: flags.public,
    isPaymentInfo: flags.payment,
    isSubmit: row.is_submit,
    isAdminApprove: row.is_admin_approve,
    status: statusOf(stored(row)),
    submittedAt: iso(row.onboarding_submitted_at),
    reviewStartedAt: iso(row.onboarding_review_started_at),
    feedbackDueAt: row.is_submit && row.onboarding_submitted_at ? feedbackDueAt(row.onboarding_submitted_at).toISOString() : null,
    approvedAt: iso(row.onboarding_approved_at),
    rejectionReason: row.onboarding_rejection_reason,
  };
}

export async function onboardingProgress(db: Db, brandId: number): Promise<OnboardingProgress> {
  return progressOf(await loadRow(db, brandId));
}

/** Why the chart refused `event` in `status`, as the HTTP answer the submit route gives. */
function refusal(event: OnboardingEvent, status: string): HttpError {
  if (event.type === 'onboarding.submit' && (status === 'incomplete' || status === 'completed')) {
    return new HttpError(422, ONBOARDING_ERRORS.incomplete, 'Onboarding can be submitted only at 100 %');
  }
  if (event.type === 'onboarding.submit') return new HttpError(409, ONBOARDING_ERRORS.alreadySubmitted, 'Onboarding is already submitted');
  return new HttpError(409, 'conflict', `Onboarding is ${status}: "${event.type}" does not apply`);
}

/** Timestamps each event sets; flags, is_submit and is_admin_approve follow the new snapshot. */
const STAMPS: Partial<Record<OnboardingEvent['type'], string>> = {
  'onboarding.submit': 'onboarding_submitted_at = now(), onboarding_review_started_at = NULL, onboarding_approved_at = NULL,',
  'review.started': 'onboarding_review_started_at = now(),',
  'onboarding.approved': 'onboarding_approved_at = now(),',
  'onboarding.rejected': 'onboarding_submitted_at = NULL, onboarding_review_started_at = NULL,',
};

/** Applies `event` to the brand's onboarding; throws the refusal (422/409) when the chart says no. */
export async function applyToBrand(db: Db, brandId: number, event: OnboardingEvent): Promise<OnboardingProgress> {
  return withTransaction(db, async (tx) => {
    const row = await loadRow(tx, brandId, true);
    const before = stored(row);
    const status = statusOf(before);
    const result = stepOnboarding(onboardingAt(status, { flags: before.flags, rejection: before.rejectionReason }), event);
    // the chart of a completed brand accepts submit only at 100 %; below it the guard says no
    if (!result.ok) throw refusal(event, status);
    const { flags, rejection } = result.snapshot.context;
    const next = result.status;
    const { rows } = await tx.query<Row>(
      `UPDATE brands SET ${STAMPS[event.type] ?? ''}
              is_personal_info = $2, is_public_info = $3, is_payment_info = $4,
              is_submit = $5, is_admin_approve = $6, onboarding_rejection_reason = $7
        WHERE id = $1 RETURNING ${COLUMNS}`,
      [
        brandId,
        flags.personal,
        flags.public,
        flags.payment,
        next === 'submitted' || next === 'underReview' || next === 'approved',
        next === 'approved',
        rejection,
      ],
    );
    const progress = progressOf(rows[0]!);
    // NOTIFY is delivered on commit: open tabs never hear of a change that was rolled back
    await publishOnboardingChanged(tx, brandId, progress);
    return progress;
  });
}

/** A brand by id, or by its owner's email (ops CLI argument). */
export async function findBrand(db: Db, idOrOwnerEmail: string): Promise<number | null> {
  if (/^\d+$/.test(idOrOwnerEmail)) {
    const { rows } = await db.query<{ id: number }>('SELECT id FROM brands WHERE id = $1', [Number(idOrOwnerEmail)]);
    return rows[0]?.id ?? null;
  }
  const { rows } = await db.query<{ brand_id: number }>(
    'SELECT brand_id FROM brand_users WHERE lower(email) = lower($1) AND role_id = 1 LIMIT 1',
    [idOrOwnerEmail.trim()],
  );
  return rows[0]?.brand_id ?? null;
}
