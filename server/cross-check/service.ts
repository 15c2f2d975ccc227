import type { CrossCheckRow, CrossCheckSettings, LockOutcome } from '../../src/domain/cross-check/contract.ts';
import { createPerformanceInvoice } from '../invoices/performance.ts';
import type { LockedRecord } from '../../src/domain/invoices/lines.ts';
import { LOCK_OUTCOMES } from '../../src/domain/cross-check/contract.ts';
import { PENDING_STATUSES, PERIOD_MAX_DAYS, type CrossCheckStatus } from '../../src/domain/cross-check/enums.ts';
import { crossCheckFigures, negativeSubtotal, type ConversionSums } from '../../src/domain/cross-check/figures.ts';
import type { Principal } from '../../src/domain/permissions.ts';
import { WEBHOOK_EVENT } from '../../src/domain/webhooks/events.ts';
import { crossCheckRefusal, nextCrossCheck } from '../../src/machines/cross-check.ts';
import { diff, record } from '../audit/record.ts';
import { partnerScope } from '../auth/partner-scope.ts';
import { inTransaction, type Queryable, type Tx } from '../db/pool.ts';
import { CellDeltas } from '../rollup/cell-deltas.ts';
import { rollupDelta } from '../rollup/contribution.ts';
import { Params } from '../reports/sql.ts';
import { emitWebhookEvent, emitWebhookEvents } from '../webhooks/emit.ts';
import { refuse } from './errors.ts';
import { loadRecords, RECORD_CONVERSIONS, sumsSql, toRow, type StoredRecord } from './records.ts';

/**
 * Cross-check records (spec 3 §3–§4; docs/decisions/090-cross-check-and-locking.md). The server is
 * the authority: it loads the stored status, asks the cross-check machine
 * (src/machines/cross-check.ts) and writes the answer in one transaction with its audit row and its
 * `cross_check.changed` webhook event. The locking job (job.ts) locks through the same lockIn.
 */
export type Actor = Pick<Principal, 'brandId' | 'userId' | 'role' | 'isAllPartner'>;

const DAY_MS = 86_400_000;
const dayOf = (d: Date) => d.toISOString().slice(0, 10);
const daysBetween = (a: string, b: string) => (Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS;

/** The status a record of this period starts in at `now`: temporary while the period runs. */
export const statusAtCreation = (periodEnd: string, now: Date): CrossCheckStatus => (periodEnd < dayOf(now) ? 'unfinalized' : 'temporary');

async function announce(tx: Tx, brandId: number, r: CrossCheckRow, action: string): Promise<void> {
  await emitWebhookEvent(tx, brandId, WEBHOOK_EVENT.crossCheckChanged, {
    cross_check_id: r.id,
    partner_id: r.partner_id,
    period_start: r.period_start,
    period_end: r.period_end,
    status: r.status,
    total: r.total,
    currency: r.currency,
    action,
  });
}

/** One record the actor may see, or null. */
export async function loadRecord(q: Queryable, user: Actor, id: number): Promise<StoredRecord | null> {
  const params = new Params();
  const { p } = params;
  const rows = await loadRecords(
    q,
    `x.id = ${p(id)} AND x.brand_id = ${p(user.brandId)} AND ${partnerScope(user, 'x.partner_id', p)}`,
    params.values,
  );
  return rows[0] ?? null;
}

async function mustLoad(q: Queryable, user: Actor, id: number, forUpdate = false): Promise<StoredRecord> {
  if (forUpdate) await q.query('SELECT 1 FROM cross_checks WHERE id = $1 AND brand_id = $2 FOR UPDATE', [id, user.brandId]);
  const r = await loadRecord(q, user, id);
  if (!r) throw refuse('cross_check_not_found');
  return r;
}

/**
 * Opens the cross-check of a period: one record per partner (of the actor's scope) with conversions
 * in it that has none yet. A period must not overlap another period's records (a conversion counts
 * once); none with conversions refuses with spec 3 §8's message.
 */
export async function createCrossCheck(
  q: Queryable,
  user: Actor,
  period: { period_start: string; period_end: string },
  now: Date,
): Promise<{ created: number; items: CrossCheckRow[] }> {
  const { period_start: start, period_end: end } = period;
  if (end < start) throw refuse('period_not_valid', [{ field: 'period_end', code: 'end_before_start' }]);
  if (daysBetween(start, end) >= PERIOD_MAX_DAYS) throw refuse('period_not_valid', [{ field: 'period_end', code: 'period_too_long' }]);
  return inTransaction(q, async (tx) => {
    // one creation per brand at a time: two overlapping periods cannot both pass the check below
    await tx.query('SELECT 1 FROM brands WHERE id = $1 FOR UPDATE', [user.brandId]);
    const overlap = await tx.query(
      `SELECT 1 FROM cross_checks WHERE brand_id = $1 AND daterange(period_start, period_end, '[]') && daterange($2::date, $3::date, '[]')
          AND NOT (period_start = $2::date AND period_end = $3::date) LIMIT 1`,
      [user.brandId, start, end],
    );
    if (overlap.rowCount) throw refuse('period_not_valid', [{ field: 'period_start', code: 'period_overlaps' }]);
    const params = new Params();
    const { p } = params;
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO cross_checks (brand_id, partner_id, period_start, period_end, currency, status, created_at, updated_at)
       SELECT b.id, c.partner_id, ${p(start)}::date, ${p(end)}::date, b.currency, ${p(statusAtCreation(end, now))}, ${p(now)}, ${p(now)}
         FROM brands b
         JOIN (SELECT DISTINCT c.partner_id FROM conversions c
                WHERE c.brand_id = ${p(user.brandId)} AND NOT c.is_test
                  AND c.created_at >= (${p(start)}::date::timestamp AT TIME ZONE 'UTC')
                  AND c.created_at < ((${p(end)}::date + 1)::timestamp AT TIME ZONE 'UTC')
                  AND ${partnerScope(user, 'c.partner_id', p)}) c ON true
        WHERE b.id = ${p(user.brandId)}
       ON CONFLICT (brand_id, period_start, period_end, partner_id) DO NOTHING
       RETURNING id::int`,
      params.values,
    );
    if (rows.length === 0) {
      const existing = await tx.query('SELECT 1 FROM cross_checks WHERE brand_id = $1 AND period_start = $2 AND period_end = $3 LIMIT 1', [
        user.brandId,
        start,
        end,
      ]);
      if (!existing.rowCount) throw refuse('no_conversions');
    }
    const items: CrossCheckRow[] = [];
    for (const { id } of rows) {
      const row = toRow((await loadRecord(tx, user, id))!);
      items.push(row);
      await record(tx, {
        action: 'crossCheck.create',
        objectType: 'cross_check',
        objectId: id,
        changes: diff(null, row, ['partner_id', 'period_start', 'period_end', 'status']),
      });
      await announce(tx, user.brandId, row, 'create');
    }
    return { created: rows.length, items };
  });
}

/** Finalize or reopen one record (the machine decides; 409 status_not_allowed otherwise). */
export async function changeCrossCheck(
  q: Queryable,
  user: Actor,
  id: number,
  action: 'finalize' | 'reopen',
  now: Date,
): Promise<CrossCheckRow> {
  return inTransaction(q, async (tx) => {
    const before = await mustLoad(tx, user, id, true);
    const next = nextCrossCheck(before.status, action);
    if (!next) throw refuse('status_not_allowed');
    await tx.query(
      'UPDATE cross_checks SET status = $2::text, updated_at = $3::timestamptz, finalized_at = CASE WHEN $2::text = $4::text THEN $3::timestamptz END WHERE id = $1',
      [id, next, now, 'finalized'],
    );
    const row = toRow((await loadRecord(tx, user, id))!);
    await record(tx, {
      action: `crossCheck.${action}`,
      objectType: 'cross_check',
      objectId: id,
      changes: { status: [before.status, next] },
    });
    await announce(tx, user.brandId, row, action);
    return row;
  });
}

/** Arrears brought forward onto a record that is not locked. */
export async function setArrears(q: Queryable, user: Actor, id: number, arrears: string, now: Date): Promise<CrossCheckRow> {
  return inTransaction(q, async (tx) => {
    const before = await mustLoad(tx, user, id, true);
    if (before.status === 'locked') throw refuse('status_not_allowed');
    await tx.query('UPDATE cross_checks SET arrears = $2, updated_at = $3 WHERE id = $1', [id, arrears, now]);
    const row = toRow((await loadRecord(tx, user, id))!);
    await record(tx, {
      action: 'crossCheck.arrears',
      objectType: 'cross_check',
      objectId: id,
      changes: { arrears: [before.arrears, row.arrears] },
    });
    await announce(tx, user.brandId, row, 'arrears');
    return row;
  });
}

/**
 * Locks one record in `tx` (row already locked FOR UPDATE by the caller): approves its pending
 * conversions (rollup cells moved with them, a conversion change row each, their
 * `conversion.approved` events), sets locked_at on all its conversions, freezes its figures and
 * issues the record's performance invoice. `by` is null for the job. Returns the outcome the machine gives.
 */
export async function lockIn(tx: Tx, r: StoredRecord, by: number | null, now: Date): Promise<LockOutcome> {
  const { rows: projected } = await tx.query<ConversionSums>(
    `SELECT ${sumsSql('true')} FROM cross_checks x JOIN conversions c ON ${RECORD_CONVERSIONS('x')} WHERE x.id = $1`,
    [r.id],
  );
  const figures = crossCheckFigures(projected[0]!, r.arrears, r.currency);
  const refusal = crossCheckRefusal(r.status, 'lock', { negativeSubtotal: negativeSubtotal(figures) });
  if (refusal === 'negative_subtotal') return 'negative_subtotal';
  if (refusal) return 'not_allowed';
  const { rows: pending } = await tx.query<{
    id: number;
    brand_id: number;
    offer_id: number;
    partner_id: number;
    created_at: Date;
    status: string;
    payout: string;
    revenue: string;
    sale_amount: string;
    fraud_level: string;
    is_test: boolean;
  }>(
    `SELECT c.id::int, c.brand_id::int, c.offer_id::int, c.partner_id::int, c.created_at, c.status, c.payout::text, c.revenue::text,
            c.sale_amount::text, c.fraud_level, c.is_test
       FROM cross_checks x JOIN conversions c ON ${RECORD_CONVERSIONS('x')}
      WHERE x.id = $1 AND c.status = ANY($2::text[]) ORDER BY c.id FOR UPDATE OF c`,
    [r.id, PENDING_STATUSES],
  );
  if (pending.length > 0) {
    const deltas = new CellDeltas();
    for (const c of pending) deltas.add(c, rollupDelta(c, { ...c, status: 'approved' }));
    await tx.query(`UPDATE conversions SET status = 'approved', modified_at = $2 WHERE id = ANY($1::bigint[])`, [
      pending.map((c) => c.id),
      now,
    ]);
    await deltas.write(tx);
    await tx.query(
      `INSERT INTO conversion_changes (conversion_id, brand_id, brand_user_id, action, from_status, to_status, reason)
       SELECT c, $1, $2, 'approve', f, 'approved', 'cross-check locked' FROM unnest($3::bigint[], $4::text[]) AS s(c, f)`,
      [r.brand_id, by, pending.map((c) => c.id), pending.map((c) => c.status)],
    );
    await emitWebhookEvents(
      tx,
      r.brand_id,
      WEBHOOK_EVENT.conversionApproved,
      pending.map((c) => ({ conversion_id: c.id, status: 'approved', previous_status: c.status, reason: 'cross-check locked' })),
    );
  }
  await tx.query(`UPDATE conversions c SET locked_at = $2 FROM cross_checks x WHERE x.id = $1 AND ${RECORD_CONVERSIONS('x')}`, [r.id, now]);
  await tx.query(
    `UPDATE cross_checks SET status = 'locked', locked_at = $2, locked_by = $3, updated_at = $2,
            pending_count = $4, approved_count = $5, rejected_count = $6, estimated_commission = $7, approved_commission = $8,
            actual_cost = $9, bonus = $10, subtotal = $11, vat = $12, total = $13, arrears = $14
      WHERE id = $1`,
    [
      r.id,
      now,
      by,
      figures.pending_count,
      figures.approved_count,
      figures.rejected_count,
      figures.estimated_commission,
      figures.approved_commission,
      figures.actual_cost,
      figures.bonus,
      figures.subtotal,
      figures.vat,
      figures.total,
      figures.arrears,
    ],
  );
  const row: CrossCheckRow = {
    ...toRow({ ...r, status: 'locked', sums: null, frozen: figures }),
    locks_at: null,
    locked_at: now.toISOString(),
  };
  await record(tx, {
    action: 'crossCheck.lock',
    objectType: 'cross_check',
    objectId: r.id,
    changes: { status: [r.status, 'locked'], ...(pending.length ? { approved_conversions: [0, pending.length] } : {}) },
  });
  await announce(tx, r.brand_id, row, 'lock');
  const locked: LockedRecord = {
    id: r.id,
    partnerId: r.partner_id,
    periodStart: r.period_start,
    periodEnd: r.period_end,
    currency: r.currency,
    approvedCommission: figures.approved_commission,
    bonus: figures.bonus,
    arrears: figures.arrears,
    vat: figures.vat,
    total: figures.total,
  };
  // the record's performance invoice, in the lock's transaction (decision 092): no lock without it
  await createPerformanceInvoice(tx, r.brand_id, locked, now);
  return 'locked';
}

/** The brand locks records: per id an outcome, counted (spec 3 §8's message from the count). */
export async function lockCrossChecks(
  q: Queryable,
  user: Actor,
  ids: readonly number[],
  now: Date,
): Promise<{ results: { id: number; outcome: LockOutcome; status: CrossCheckStatus | null }[]; summary: Record<LockOutcome, number> }> {
  return inTransaction(q, async (tx) => {
    const results: { id: number; outcome: LockOutcome; status: CrossCheckStatus | null }[] = [];
    // id order: two bulk locks over overlapping ids queue instead of deadlocking
    const unique = [...new Set(ids)].sort((a, b) => a - b);
    await tx.query('SELECT 1 FROM cross_checks WHERE id = ANY($1::bigint[]) AND brand_id = $2 ORDER BY id FOR UPDATE', [
      unique,
      user.brandId,
    ]);
    const outcomes = new Map<number, { outcome: LockOutcome; status: CrossCheckStatus | null }>();
    for (const id of unique) {
      const r = await loadRecord(tx, user, id);
      if (!r) {
        outcomes.set(id, { outcome: 'not_found', status: null });
        continue;
      }
      const outcome = await lockIn(tx, r, user.userId, now);
      outcomes.set(id, { outcome, status: outcome === 'locked' ? 'locked' : r.status });
    }
    for (const id of ids) results.push({ id, ...outcomes.get(id)! });
    const summary = Object.fromEntries(
      LOCK_OUTCOMES.map((o) => [o, [...outcomes.values()].filter((x) => x.outcome === o).length]),
    ) as Record<LockOutcome, number>;
    return { results, summary };
  });
}

export async function getSettings(q: Queryable, brandId: number): Promise<CrossCheckSettings> {
  const { rows } = await q.query<CrossCheckSettings>('SELECT cross_check_locking_days AS locking_days FROM brands WHERE id = $1', [
    brandId,
  ]);
  return rows[0]!;
}

export async function putSettings(q: Queryable, brandId: number, s: CrossCheckSettings): Promise<CrossCheckSettings> {
  return inTransaction(q, async (tx) => {
    const before = await getSettings(tx, brandId);
    await tx.query('UPDATE brands SET cross_check_locking_days = $2 WHERE id = $1', [brandId, s.locking_days]);
    await record(tx, {
      action: 'crossCheck.settings',
      objectType: 'brand',
      objectId: brandId,
      changes: { locking_days: [before.locking_days, s.locking_days] },
    });
    return { locking_days: s.locking_days };
  });
}

/** Spec 3 §7 start-date: the first of the month of the brand's first (non-test) conversion. */
export async function startDate(q: Queryable, brandId: number): Promise<{ start_date: string | null }> {
  const { rows } = await q.query<{ d: string | null }>(
    `SELECT to_char(date_trunc('month', min(created_at) AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS d FROM conversions WHERE brand_id = $1 AND NOT is_test`,
    [brandId],
  );
  return { start_date: rows[0]?.d ?? null };
}
