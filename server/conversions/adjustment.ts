import { record } from '../audit/record.ts';
import Decimal from 'decimal.js';
import { ADJUSTMENT_ERRORS, type AdjustmentAnswer } from '../../src/domain/conversions/contract.ts';
import type { Principal } from '../../src/domain/permissions.ts';
import { withTransaction, type Db } from '../db/pool.ts';
import { HttpError } from '../http/errors.ts';
import { lockConversions, recordChanges } from './load.ts';
import { CellDeltas } from '../rollup/cell-deltas.ts';
import { rollupDelta } from '../rollup/contribution.ts';

/**
 * Sets a conversion's adjustment (spec 3 §3; decision 025). `conversions.payout` is what the brand
 * owes, the adjustment included, and `adjustment` records how much of it came from adjustments:
 * the payout before any adjustment is payout − adjustment. So every reader of payout (reports,
 * exports, rebuildRollups, a future cross-check) is right without knowing about adjustments, and the
 * rollup cell moves by new − old (only while the conversion's money counts, i.e. not rejected).
 * The value is the new total, so repeating the call changes nothing.
 */
export async function setAdjustment(
  db: Db,
  user: Principal,
  id: number,
  input: { adjustment: string; reason: string },
): Promise<AdjustmentAnswer> {
  return withTransaction(db, async (tx) => {
    const row = (await lockConversions(tx, user, [id])).get(id);
    if (!row) throw new HttpError(404, 'not_found', 'Conversion not found');
    if (row.locked) throw new HttpError(409, ADJUSTMENT_ERRORS.locked, 'The conversion is locked by its cross-check');
    const before = new Decimal(row.adjustment);
    const after = new Decimal(input.adjustment);
    const payout = new Decimal(row.payout).sub(before).add(after);
    if (payout.isNegative()) {
      throw new HttpError(422, 'validation_failed', 'The payout would become negative', [
        { field: 'adjustment', code: ADJUSTMENT_ERRORS.negative },
      ]);
    }
    const changed = !before.eq(after);
    let modified: Date | null = null;
    if (changed) {
      const deltas = new CellDeltas();
      deltas.add(row, rollupDelta(row, { ...row, payout: payout.toFixed(4) }));
      // rollup cells before the conversions' UPDATE, whose trigger then takes the day sums (migration 047): the
      // tracking flush takes them in that order too, so the two never wait on each other in a circle
      await deltas.write(tx);
      const { rows } = await tx.query<{ modified_at: Date }>(
        'UPDATE conversions SET payout = $2, adjustment = $3, modified_at = now() WHERE id = $1 RETURNING modified_at',
        [id, payout.toFixed(4), after.toFixed(4)],
      );
      modified = rows[0]!.modified_at;
      await recordChanges(tx, user, [
        {
          conversion_id: id,
          action: 'adjustment',
          from_status: row.status,
          to_status: row.status,
          from_adjustment: before.toFixed(4),
          to_adjustment: after.toFixed(4),
          reason: input.reason.trim(),
        },
      ]);
      await record(tx, {
        action: 'conversions.adjustment',
        objectType: 'conversion',
        objectId: id,
        changes: { adjustment: [before.toFixed(4), after.toFixed(4)], payout: [row.payout, payout.toFixed(4)] },
      });
    } else {
      modified = (await tx.query<{ modified_at: Date }>('SELECT modified_at FROM conversions WHERE id = $1', [id])).rows[0]!.modified_at;
    }
    return {
      id,
      status: row.status,
      payout: payout.toFixed(4),
      adjustment: after.toFixed(4),
      message: row.message,
      modified_at: modified.toISOString(),
      changed,
    };
  });
}
