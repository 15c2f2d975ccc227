import Decimal from 'decimal.js';
import type { DecideAnswer, PeriodKey } from '../../src/domain/reconciliation/contract.ts';
import {
  DECISION_GROUPS,
  ROW_OUTCOMES,
  type ReconciliationDecision,
  type ReconciliationGroup,
  type RowOutcome,
} from '../../src/domain/reconciliation/enums.ts';
import { MAX_ACTION_IDS } from '../../src/domain/conversions/status.ts';
import type { Principal } from '../../src/domain/permissions.ts';
import { reconciliationRefusal } from '../../src/machines/reconciliation.ts';
import { applyActionIn } from '../conversions/actions.ts';
import { setAdjustment } from '../conversions/adjustment.ts';
import { withTransaction, type Db, type Tx } from '../db/pool.ts';
import { HttpError } from '../http/errors.ts';
import { refuse } from './errors.ts';
import { recordEvent } from './events.ts';
import { periodLocked } from './lock-state.ts';
import { headOf, readReconciliation } from './read.ts';

export type DecideInput = PeriodKey & {
  group: ReconciliationGroup;
  decision: ReconciliationDecision;
  row_ids?: number[] | undefined;
  reason?: string | undefined;
};

interface Target {
  id: number;
  conversion_id: number;
  ledger_amount: string | null;
  tracked_amount: string | null;
}
type Result = DecideAnswer['results'][number];

/** The reconciliation, checked along the chart and the lock, and the group's rows the decision names. */
async function targetsOf(q: Tx, user: Principal, input: DecideInput): Promise<{ id: number; rows: Target[] }> {
  if (!DECISION_GROUPS[input.decision].includes(input.group))
    throw new HttpError(422, 'validation_failed', 'This decision does not apply to this group', [
      { field: 'decision', code: 'decision_not_for_group' },
    ]);
  const head = await headOf(q, user.brandId, input, true);
  const refusal = reconciliationRefusal(head?.status ?? null, input.decision, await periodLocked(q, user.brandId, input));
  if (refusal) throw refuse(refusal);
  const { rows } = await q.query<Target>(
    `SELECT id, conversion_id, ledger_amount::text, tracked_amount::text FROM reconciliation_rows
      WHERE reconciliation_id = $1 AND grp = $2 AND conversion_id IS NOT NULL AND ($3::bigint[] IS NULL OR id = ANY($3::bigint[]))
      ORDER BY id`,
    [head!.id, input.group, input.row_ids ?? null],
  );
  if (rows.length === 0) throw refuse('no_rows');
  return { id: head!.id, rows };
}

/** Approve or reject through the conversion actions, in the caller's transaction, 1000 ids a call. */
async function act(tx: Tx, user: Principal, input: DecideInput, rows: Target[]): Promise<Result[]> {
  const results: Result[] = [];
  for (let i = 0; i < rows.length; i += MAX_ACTION_IDS) {
    const chunk = rows.slice(i, i + MAX_ACTION_IDS);
    const answer = await applyActionIn(tx, user, {
      ids: chunk.map((r) => r.conversion_id),
      action: input.decision as 'approve' | 'reject',
      reason: input.reason,
    });
    chunk.forEach((r, k) => results.push({ row_id: r.id, conversion_id: r.conversion_id, outcome: answer.results[k]!.outcome }));
  }
  return results;
}

/**
 * The payout the ledger's amount implies: the conversion's payout before adjustments scaled by
 * ledger / tracked sale amount (a percentage commission follows the order's amount; a fixed one is
 * scaled the same way, which the brand sees before deciding). The adjustment is that minus the base.
 */
export function adjustmentFor(payout: string, adjustment: string, ledger: string, tracked: string): string | null {
  const trackedAmount = new Decimal(tracked);
  if (trackedAmount.isZero()) return null;
  const base = new Decimal(payout).sub(adjustment);
  return base.mul(ledger).div(trackedAmount).toDecimalPlaces(4).sub(base).toFixed(4);
}

/** Adjust, row by row through the adjustment action (its own transaction each): a locked one answers `locked`. */
async function adjust(db: Db, user: Principal, input: DecideInput, rows: Target[]): Promise<Result[]> {
  const results: Result[] = [];
  const money = await db.query<{ id: number; payout: string; adjustment: string }>(
    'SELECT id, payout::text, adjustment::text FROM conversions WHERE brand_id = $1 AND id = ANY($2::bigint[])',
    [user.brandId, rows.map((r) => r.conversion_id)],
  );
  const byId = new Map(money.rows.map((m) => [m.id, m]));
  for (const r of rows) {
    const m = byId.get(r.conversion_id);
    const value =
      m && r.ledger_amount && r.tracked_amount ? adjustmentFor(m.payout, m.adjustment, r.ledger_amount, r.tracked_amount) : null;
    let outcome: RowOutcome = 'not_allowed';
    if (m && value !== null) {
      try {
        const answer = await setAdjustment(db, user, r.conversion_id, {
          adjustment: value,
          reason: input.reason?.trim() || 'reconciliation',
        });
        outcome = answer.changed ? 'changed' : 'unchanged';
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        outcome = error.status === 404 ? 'not_found' : error.status === 409 ? 'locked' : 'negative';
      }
    } else if (!m) outcome = 'not_found';
    results.push({ row_id: r.id, conversion_id: r.conversion_id, outcome });
  }
  return results;
}

/** Keeps each row's decision and answer, and the event (who, when, what came of it). */
async function keep(tx: Tx, user: Principal, id: number, input: DecideInput, results: Result[]): Promise<DecideAnswer['summary']> {
  await tx.query(
    `UPDATE reconciliation_rows r SET decision = $2, outcome = u.outcome, decided_by = $3, decided_at = now()
       FROM unnest($4::bigint[], $5::text[]) AS u(id, outcome) WHERE r.id = u.id AND r.reconciliation_id = $1`,
    [id, input.decision, user.userId, results.map((r) => r.row_id), results.map((r) => r.outcome)],
  );
  const summary = Object.fromEntries(
    ROW_OUTCOMES.map((o) => [o, results.filter((r) => r.outcome === o).length]),
  ) as DecideAnswer['summary'];
  await recordEvent(
    tx,
    user,
    id,
    input,
    input.decision,
    {
      group: input.group,
      rows: results.length,
      selection: input.row_ids !== undefined,
      ...Object.fromEntries(Object.entries(summary).filter(([, n]) => n > 0)),
      ...(input.reason?.trim() ? { reason: input.reason.trim() } : {}),
    },
    { before: 'open', after: 'open' },
  );
  return summary;
}

/**
 * A decision on a group or a selection of it. Approve and reject run in ONE transaction with the
 * conversion actions (statuses, rollups, their audit rows and webhooks) and the reconciliation's
 * record of them; an adjustment goes through the adjustment action per row, then is recorded.
 * Refusals (a locked conversion, a blocked partner) are per-row answers: nothing is lost.
 */
export async function decide(db: Db, user: Principal, input: DecideInput): Promise<DecideAnswer> {
  let results: Result[];
  let summary: DecideAnswer['summary'];
  if (input.decision === 'adjust') {
    const { rows } = await withTransaction(db, (tx) => targetsOf(tx, user, input));
    results = await adjust(db, user, input, rows);
    summary = await withTransaction(db, async (tx) => {
      const head = await headOf(tx, user.brandId, input, true);
      return keep(tx, user, head!.id, input, results);
    });
  } else {
    ({ results, summary } = await withTransaction(db, async (tx) => {
      const { id, rows } = await targetsOf(tx, user, input);
      const results = await act(tx, user, input, rows);
      return { results, summary: await keep(tx, user, id, input, results) };
    }));
  }
  return { decision: input.decision, results, summary, reconciliation: (await readReconciliation(db, user.brandId, input))! };
}
