import type { CrossCheckRow, LockOutcome } from '../../src/domain/cross-check/contract.ts';
import { createPerformanceInvoice } from '../invoices/performance.ts';
import type { LockedRecord } from '../../src/domain/invoices/lines.ts';
import { LOCK_OUTCOMES } from '../../src/domain/cross-check/contract.ts';
import { PENDING_STATUSES, type CrossCheckStatus } from '../../src/domain/cross-check/enums.ts';
import { crossCheckFigures, negativeSubtotal, type ConversionSums } from '../../src/domain/cross-check/figures.ts';
import { WEBHOOK_EVENT } from '../../src/domain/webhooks/events.ts';
import { crossCheckRefusal } from '../../src/machines/cross-check.ts';
import { record } from '../audit/record.ts';
import { inTransaction, type Queryable, type Tx } from '../db/pool.ts';
import { CellDeltas } from '../rollup/cell-deltas.ts';
import { rollupDelta } from '../rollup/contribution.ts';
import { emitWebhookEvents } from '../webhooks/emit.ts';
import { RECORD_CONVERSIONS, sumsSql, toRow, type StoredRecord } from './records.ts';
import { announce, loadRecord, type Actor } from './service.ts';

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
    // rollup cells before the conversions' UPDATE, whose trigger then takes the day sums (migration 047): the
    // tracking flush takes them in that order too, so the two never wait on each other in a circle
    await deltas.write(tx);
    await tx.query(`UPDATE conversions SET status = 'approved', modified_at = $2 WHERE id = ANY($1::bigint[])`, [
      pending.map((c) => c.id),
      now,
    ]);
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
