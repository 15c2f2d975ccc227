import { recordMany } from '../audit/record.ts';
import type { ActionResult, ActionSummary } from '../../src/domain/conversions/contract.ts';
import { ACTION_OUTCOMES, type ConversionAction } from '../../src/domain/conversions/status.ts';
import type { Principal } from '../../src/domain/permissions.ts';
import { stepConversionStatus } from '../../src/machines/conversion-status.ts';
import { WEBHOOK_EVENT } from '../../src/domain/webhooks/events.ts';
import { withTransaction, type Db, type Tx } from '../db/pool.ts';
import { emitWebhookEvents } from '../webhooks/emit.ts';
import { lockConversions, recordChanges, type ChangeRow } from './load.ts';
import { CellDeltas } from '../rollup/cell-deltas.ts';
import { rollupDelta } from '../rollup/contribution.ts';

export interface ActionAnswer {
  action: ConversionAction;
  results: ActionResult[];
  summary: ActionSummary;
}

/**
 * Applies one action to each id in order, in ONE transaction: the conversions (status, modified_at,
 * message = the reason when one is given), their rollup cells (counts and money move between the
 * status columns by the shared mapping) and the audit rows commit together, so reports never show
 * a status the raw rows do not have. Each id is decided by the status chart at its stored status,
 * with its lock and its partner's working mode as context; refusals are answers, not errors, so one
 * locked id does not fail the other 999.
 */
export async function applyAction(db: Db, user: Principal, body: ActionInput): Promise<ActionAnswer> {
  return withTransaction(db, (tx) => applyActionIn(tx, user, body));
}

type ActionInput = { ids: readonly number[]; action: ConversionAction; reason?: string | undefined };

/** applyAction inside the caller's transaction (the conversion upload applies many groups in one). */
export async function applyActionIn(tx: Tx, user: Principal, body: ActionInput): Promise<ActionAnswer> {
  const reason = body.reason?.trim() ?? '';
  const rows = await lockConversions(tx, user, body.ids);
  const deltas = new CellDeltas();
  const changes: ChangeRow[] = [];
  const results: ActionResult[] = [];
  for (const id of body.ids) {
    const row = rows.get(id);
    if (!row) {
      results.push({ id, outcome: 'not_found', status: null });
      continue;
    }
    const decision = stepConversionStatus(row.status, body.action, { locked: row.locked, partnerBlocked: row.partner_blocked });
    if (decision.outcome === 'changed' && decision.status) {
      deltas.add(row, rollupDelta(row, { ...row, status: decision.status }));
      changes.push({ conversion_id: id, action: body.action, from_status: row.status, to_status: decision.status, reason });
      // a repeated id sees its new status (and answers unchanged)
      row.status = decision.status;
      if (reason) row.message = reason;
    }
    results.push({ id, outcome: decision.outcome, status: row.status });
  }
  if (changes.length > 0) {
    const changed = [...new Set(changes.map((c) => c.conversion_id))].map((id) => rows.get(id)!);
    // rollup cells before the conversions' UPDATE, whose trigger then takes the day sums (migration 047): the
    // tracking flush takes them in that order too, so the two never wait on each other in a circle
    await deltas.write(tx);
    await tx.query(
      `UPDATE conversions c SET status = s.status, message = s.message, modified_at = now()
         FROM unnest($1::bigint[], $2::text[], $3::text[]) AS s(id, status, message)
        WHERE c.id = s.id`,
      [changed.map((r) => r.id), changed.map((r) => r.status), changed.map((r) => r.message)],
    );
    await recordChanges(tx, user, changes);
    await recordMany(
      tx,
      changes.map((c) => ({
        action: `conversions.${c.action}`,
        objectType: 'conversion',
        objectId: c.conversion_id,
        changes: { status: [c.from_status, c.to_status], ...(reason ? { message: [null, reason] } : {}) },
      })),
    );
    // approved / rejected reach the brand's webhooks in this transaction: never for a rolled-back action
    for (const [status, type] of [
      ['approved', WEBHOOK_EVENT.conversionApproved],
      ['rejected', WEBHOOK_EVENT.conversionRejected],
    ] as const) {
      const moved = changes.filter((c) => c.to_status === status);
      await emitWebhookEvents(
        tx,
        user.brandId,
        type,
        moved.map((c) => ({ conversion_id: c.conversion_id, status: c.to_status, previous_status: c.from_status, reason: reason || null })),
      );
    }
  }
  const summary = Object.fromEntries(ACTION_OUTCOMES.map((o) => [o, results.filter((r) => r.outcome === o).length])) as ActionSummary;
  return { action: body.action, results, summary };
}
