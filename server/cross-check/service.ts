import type { CrossCheckRow } from '../../src/domain/cross-check/contract.ts';
import { PERIOD_MAX_DAYS, type CrossCheckStatus } from '../../src/domain/cross-check/enums.ts';
import type { Principal } from '../../src/domain/permissions.ts';
import { WEBHOOK_EVENT } from '../../src/domain/webhooks/events.ts';
import { nextCrossCheck } from '../../src/machines/cross-check.ts';
import { diff, record } from '../audit/record.ts';
import { partnerScope } from '../auth/partner-scope.ts';
import { inTransaction, type Queryable, type Tx } from '../db/pool.ts';
import { Params } from '../reports/sql.ts';
import { emitWebhookEvent } from '../webhooks/emit.ts';
import { refuse } from './errors.ts';
import { loadRecords, toRow, type StoredRecord } from './records.ts';

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

export async function announce(tx: Tx, brandId: number, r: CrossCheckRow, action: string): Promise<void> {
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
