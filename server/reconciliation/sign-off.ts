import type { PeriodKey, Reconciliation } from '../../src/domain/reconciliation/contract.ts';
import type { Principal } from '../../src/domain/permissions.ts';
import { reconciliationRefusal } from '../../src/machines/reconciliation.ts';
import { withTransaction, type Db } from '../db/pool.ts';
import { refuse } from './errors.ts';
import { recordEvent } from './events.ts';
import { periodLocked } from './lock-state.ts';
import { headOf, readReconciliation } from './read.ts';

/** Sign-off (open → signed_off), only before the period's lock; who and when recorded. */
export async function signOff(db: Db, user: Principal, p: PeriodKey): Promise<Reconciliation> {
  await withTransaction(db, async (tx) => {
    const head = await headOf(tx, user.brandId, p, true);
    const refusal = reconciliationRefusal(head?.status ?? null, 'sign_off', await periodLocked(tx, user.brandId, p));
    if (refusal) throw refuse(refusal);
    await tx.query(`UPDATE reconciliations SET status = 'signed_off', signed_off_by = $2, signed_off_at = now() WHERE id = $1`, [
      head!.id,
      user.userId,
    ]);
    const { rows } = await tx.query<{ undecided: number }>(
      'SELECT count(*)::int AS undecided FROM reconciliation_rows WHERE reconciliation_id = $1 AND decision IS NULL',
      [head!.id],
    );
    await recordEvent(tx, user, head!.id, p, 'sign_off', { undecided_rows: rows[0]!.undecided }, { before: 'open', after: 'signed_off' });
  });
  return (await readReconciliation(db, user.brandId, p))!;
}

/** Re-opening (signed_off → open), allowed only before the period's lock; recorded with its reason. */
export async function reopen(db: Db, user: Principal, p: PeriodKey & { reason?: string | undefined }): Promise<Reconciliation> {
  await withTransaction(db, async (tx) => {
    const head = await headOf(tx, user.brandId, p, true);
    const refusal = reconciliationRefusal(head?.status ?? null, 'reopen', await periodLocked(tx, user.brandId, p));
    if (refusal) throw refuse(refusal);
    await tx.query(`UPDATE reconciliations SET status = 'open', signed_off_by = NULL, signed_off_at = NULL WHERE id = $1`, [head!.id]);
    const reason = p.reason?.trim();
    await recordEvent(tx, user, head!.id, p, 'reopen', reason ? { reason } : {}, { before: 'signed_off', after: 'open' });
  });
  return (await readReconciliation(db, user.brandId, p))!;
}
