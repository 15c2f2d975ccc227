import type { z } from 'zod';
import type { Principal } from '../../src/domain/permissions.ts';
import { planTimezoneChange } from '../../src/domain/profile/timezone.ts';
import type { basicInfoBody, paymentInfoBody, publicInfoBody } from '../../src/domain/profile/rules.ts';
import { diff, record } from '../audit/record.ts';
import { withTransaction, type Db, type Queryable } from '../db/pool.ts';
import { HttpError } from '../http/errors.ts';

/**
 * Account-settings saves. Each runs in one transaction with the onboarding flag it completes
 * (spec 1 §3 "Onboarding progress"): a successful save means the tab's required fields are filled
 * (the body schema requires them), so the flag is set in the same transaction. The onboarding
 * machine (another feature) reads the flags; it does not set them.
 */
type Basic = z.output<typeof basicInfoBody>;
type Public = z.output<typeof publicInfoBody>;
type Payment = z.output<typeof paymentInfoBody>;

const PHOTO_USES = ['avatar', 'profile_photo'];

// The fields each save may change: the audit row keeps those that did, before → after (decision 036).
const BASIC_FIELDS = ['first_name', 'last_name', 'phone', 'business_email', 'business_phone', 'gender', 'avatar_file_id'] as const;
const PUBLIC_FIELDS = ['company_name', 'website', 'description', 'business_type_id', 'verticals', 'logo_file_id', 'cover_file_id'] as const;
const PAYMENT_FIELDS = [
  'payment_method_id',
  'bank_name',
  'account_number',
  'account_name',
  'tax_id',
  'billing_address',
  'currency',
] as const;
const TIMEZONE_FIELDS = ['timezone', 'pending_timezone', 'timezone_effective_at'] as const;
type Row = Record<string, unknown>;

/** The audited `fields` of one row, locked until the transaction ends when `lock` (the before of a diff). */
async function fieldsOf(
  tx: Queryable,
  table: 'brand_users' | 'brands',
  id: number,
  fields: readonly string[],
  lock: boolean,
): Promise<Row | null> {
  // table and field names are the constants above, never input
  const { rows } = await tx.query<Row>(`SELECT ${fields.join(', ')} FROM ${table} WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
  return rows[0] ?? null;
}

/** Runs `update` between reading the row's fields before and after, and records what changed. */
async function audited(
  tx: Queryable,
  target: { table: 'brand_users' | 'brands'; id: number; objectType: 'employee' | 'brand'; action: string },
  fields: readonly string[],
  update: () => Promise<unknown>,
): Promise<void> {
  const before = await fieldsOf(tx, target.table, target.id, fields, true);
  await update();
  const after = await fieldsOf(tx, target.table, target.id, fields, false);
  await record(tx, { action: target.action, objectType: target.objectType, objectId: target.id, changes: diff(before, after, fields) });
}
const self = (user: Principal, action: string) => ({
  table: 'brand_users' as const,
  id: user.userId,
  objectType: 'employee' as const,
  action,
});
const brandOf = (user: Principal, action: string) => ({ table: 'brands' as const, id: user.brandId, objectType: 'brand' as const, action });

/**
 * A confirmed file of the caller's brand with one of `uses`; 422 on `field` otherwise (a file id of
 * another brand is indistinguishable from a missing one).
 */
async function checkFile(
  tx: Queryable,
  user: Principal,
  id: number | null | undefined,
  uses: readonly string[],
  field: string,
): Promise<void> {
  if (id === null || id === undefined) return;
  const { rowCount } = await tx.query('SELECT 1 FROM files WHERE id = $1 AND brand_id = $2 AND use = ANY($3)', [id, user.brandId, uses]);
  if (!rowCount) throw new HttpError(422, 'validation_failed', 'Unknown file', [{ field, code: 'not_valid' }]);
}

export async function saveBasicInfo(db: Db, user: Principal, body: Basic): Promise<void> {
  await withTransaction(db, async (tx) => {
    await checkFile(tx, user, body.avatar_file_id, PHOTO_USES, 'avatar_file_id');
    await audited(tx, self(user, 'profile.basicInfo'), BASIC_FIELDS, () =>
      tx.query(
        `UPDATE brand_users SET first_name = $3, last_name = $4, phone = $5, business_email = $6, business_phone = $7,
              gender = $8, avatar_file_id = CASE WHEN $9::boolean THEN $10::bigint ELSE avatar_file_id END
        WHERE id = $1 AND brand_id = $2`,
        [
          user.userId,
          user.brandId,
          body.first_name.trim(),
          body.last_name.trim(),
          body.phone.trim(),
          (body.business_email ?? '').trim(),
          (body.business_phone ?? '').trim(),
          body.gender ?? null,
          body.avatar_file_id !== undefined,
          body.avatar_file_id ?? null,
        ],
      ),
    );
    // the brand's personal-info step is the owner's: an employee's own details do not complete it
    if (user.role === 'owner') await tx.query('UPDATE brands SET is_personal_info = true WHERE id = $1', [user.brandId]);
  });
}

export async function savePublicInfo(db: Db, user: Principal, body: Public): Promise<void> {
  await withTransaction(db, async (tx) => {
    await checkFile(tx, user, body.logo_file_id, PHOTO_USES, 'logo_file_id');
    await checkFile(tx, user, body.cover_file_id, ['cover'], 'cover_file_id');
    await audited(tx, brandOf(user, 'profile.publicInfo'), PUBLIC_FIELDS, () =>
      tx.query(
        `UPDATE brands SET company_name = $2, website = $3, description = $4, business_type_id = $5, verticals = $6,
              logo_file_id = CASE WHEN $7::boolean THEN $8::bigint ELSE logo_file_id END,
              cover_file_id = CASE WHEN $9::boolean THEN $10::bigint ELSE cover_file_id END,
              is_public_info = true
        WHERE id = $1`,
        [
          user.brandId,
          body.company_name.trim(),
          body.website.trim(),
          (body.description ?? '').trim(),
          body.business_type_id ?? null,
          JSON.stringify([...new Set(body.verticals)]),
          body.logo_file_id !== undefined,
          body.logo_file_id ?? null,
          body.cover_file_id !== undefined,
          body.cover_file_id ?? null,
        ],
      ),
    );
  });
}

export async function savePaymentInfo(db: Db, user: Principal, body: Payment): Promise<void> {
  await withTransaction(db, (tx) =>
    audited(tx, brandOf(user, 'profile.paymentInfo'), PAYMENT_FIELDS, () =>
      tx.query(
        `UPDATE brands SET payment_method_id = $2, bank_name = $3, account_number = $4, account_name = $5, tax_id = $6,
            billing_address = $7, currency = $8, is_payment_info = true
      WHERE id = $1`,
        [
          user.brandId,
          body.payment_method_id,
          (body.bank_name ?? '').trim(),
          body.account_number.trim(),
          body.account_name.trim(),
          (body.tax_id ?? '').trim(),
          (body.billing_address ?? '').trim(),
          body.currency,
        ],
      ),
    ),
  );
}

/** Spec 1 §4: a change waits 24 h (pending), a first zone applies at once. */
export async function requestTimezone(db: Db, user: Principal, timezone: string, now: Date): Promise<void> {
  await withTransaction(db, async (tx) => {
    const { rows } = await tx.query<{ timezone: string | null; pending_timezone: string | null; timezone_effective_at: Date | null }>(
      'SELECT timezone, pending_timezone, timezone_effective_at FROM brand_users WHERE id = $1 AND brand_id = $2 FOR UPDATE',
      [user.userId, user.brandId],
    );
    const current = rows[0];
    if (!current) throw new HttpError(401, 'unauthorized', 'Sign-in required');
    const plan = planTimezoneChange(current, timezone, now);
    await audited(tx, self(user, 'profile.systemSettings'), TIMEZONE_FIELDS, () => applyPlan(tx, user, plan));
  });
}

/** Sets the zone now, cancels the pending change, or schedules it (the plan of planTimezoneChange). */
async function applyPlan(tx: Queryable, user: Principal, plan: ReturnType<typeof planTimezoneChange>): Promise<void> {
  if (plan.kind === 'immediate') {
    await tx.query('UPDATE brand_users SET timezone = $2, pending_timezone = NULL, timezone_effective_at = NULL WHERE id = $1', [
      user.userId,
      plan.timezone,
    ]);
  } else if (plan.kind === 'cancel') {
    await tx.query('UPDATE brand_users SET pending_timezone = NULL, timezone_effective_at = NULL WHERE id = $1', [user.userId]);
  } else {
    await tx.query('UPDATE brand_users SET pending_timezone = $2, timezone_effective_at = $3 WHERE id = $1', [
      user.userId,
      plan.timezone,
      plan.effectiveAt,
    ]);
  }
}

/** The job: applies every pending time zone due at `now`. Conditional update, so concurrent runs are safe. */
export async function applyDueTimezones(db: Db, now: Date): Promise<number> {
  const { rowCount } = await db.query(
    `UPDATE brand_users SET timezone = pending_timezone, pending_timezone = NULL, timezone_effective_at = NULL
      WHERE pending_timezone IS NOT NULL AND timezone_effective_at <= $1`,
    [now],
  );
  return rowCount ?? 0;
}

export async function setUserColumn(db: Db, user: Principal, sql: string, values: unknown[]): Promise<void> {
  await db.query(`UPDATE brand_users SET ${sql} WHERE id = $1 AND brand_id = $2`, [user.userId, user.brandId, ...values]);
}

/** Sets the avatar or cover to a confirmed upload of the caller; returns the stored reference. */
export async function setPicture(db: Db, user: Principal, kind: 'avatar' | 'cover', fileId: number): Promise<{ id: number; path: string }> {
  const uses = kind === 'avatar' ? PHOTO_USES : ['cover'];
  const { rows } = await db.query<{ id: number; key: string }>(
    'SELECT id::int, key FROM files WHERE id = $1 AND brand_id = $2 AND use = ANY($3)',
    [fileId, user.brandId, uses],
  );
  const file = rows[0];
  if (!file) throw new HttpError(422, 'validation_failed', 'Unknown file', [{ field: 'file_id', code: 'not_valid' }]);
  await setUserColumn(db, user, `${kind}_file_id = $3`, [file.id]);
  return { id: file.id, path: file.key };
}
