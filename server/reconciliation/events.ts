import type { PeriodKey, Reconciliation } from '../../src/domain/reconciliation/contract.ts';
import type { ReconciliationEventKind } from '../../src/domain/reconciliation/enums.ts';
import type { Principal } from '../../src/domain/permissions.ts';
import { WEBHOOK_EVENT } from '../../src/domain/webhooks/events.ts';
import { record } from '../audit/record.ts';
import type { Tx } from '../db/pool.ts';
import { emitWebhookEvent } from '../webhooks/emit.ts';

/**
 * Every reconciliation write keeps who and when three ways, in the write's transaction: its own
 * event row (the page's history), the audit log, and `reconciliation.changed` to the brand's webhooks.
 */
export async function recordEvent(
  tx: Tx,
  user: Principal,
  id: number,
  period: PeriodKey,
  kind: ReconciliationEventKind,
  detail: Record<string, string | number | boolean>,
  status: { before: Reconciliation['status'] | null; after: Reconciliation['status'] },
): Promise<void> {
  await tx.query('INSERT INTO reconciliation_events (reconciliation_id, kind, brand_user_id, detail) VALUES ($1, $2, $3, $4::jsonb)', [
    id,
    kind,
    user.userId,
    JSON.stringify(detail),
  ]);
  await record(tx, {
    action: `reconciliation.${kind}`,
    objectType: 'reconciliation',
    objectId: id,
    changes: {
      ...(status.before === status.after ? {} : { status: [status.before, status.after] }),
      ...Object.fromEntries(Object.entries(detail).map(([k, v]) => [k, [null, v]])),
    },
  });
  await emitWebhookEvent(tx, user.brandId, WEBHOOK_EVENT.reconciliationChanged, {
    reconciliation_id: id,
    period_start: period.period_start,
    period_end: period.period_end,
    kind,
    status: status.after,
    user_id: user.userId,
    ...detail,
  });
}
