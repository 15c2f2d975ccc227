import type { PeriodKey, Reconciliation, ReconciliationRow } from '../../src/domain/reconciliation/contract.ts';
import { RECONCILIATION_GROUPS, type ReconciliationGroup } from '../../src/domain/reconciliation/enums.ts';
import type { Queryable } from '../db/pool.ts';
import { periodLocked } from './lock-state.ts';

/** How many of the latest events a reconciliation answers with. */
const EVENTS_SHOWN = 50;
const userName = (alias: string) => `NULLIF(trim(${alias}.first_name || ' ' || ${alias}.last_name), '')`;

interface Head {
  id: number;
  period_start: string;
  period_end: string;
  status: Reconciliation['status'];
  file_name: string;
  ledger_rows: number;
  skipped_rows: number;
  errors: Reconciliation['errors'];
  uploaded_by: string | null;
  uploaded_at: Date;
  signed_off_by: string | null;
  signed_off_at: Date | null;
}

/** The reconciliation's id and status, locked FOR UPDATE when `lock` (the writes' compare-and-set). */
export async function headOf(
  q: Queryable,
  brandId: number,
  p: PeriodKey,
  lock = false,
): Promise<{ id: number; status: Reconciliation['status'] } | null> {
  const { rows } = await q.query<{ id: number; status: Reconciliation['status'] }>(
    `SELECT id, status FROM reconciliations WHERE brand_id = $1 AND period_start = $2 AND period_end = $3 ${lock ? 'FOR UPDATE' : ''}`,
    [brandId, p.period_start, p.period_end],
  );
  return rows[0] ?? null;
}

const zeroCounts = () => Object.fromEntries(RECONCILIATION_GROUPS.map((g) => [g, 0])) as Record<ReconciliationGroup, number>;

export async function readReconciliation(q: Queryable, brandId: number, p: PeriodKey, locked?: boolean): Promise<Reconciliation | null> {
  const { rows } = await q.query<Head>(
    `SELECT r.id, r.period_start::text, r.period_end::text, r.status, r.file_name, r.ledger_rows, r.skipped_rows, r.errors,
            ${userName('u')} AS uploaded_by, r.uploaded_at, ${userName('s')} AS signed_off_by, r.signed_off_at
       FROM reconciliations r
       LEFT JOIN brand_users u ON u.id = r.uploaded_by
       LEFT JOIN brand_users s ON s.id = r.signed_off_by
      WHERE r.brand_id = $1 AND r.period_start = $2 AND r.period_end = $3`,
    [brandId, p.period_start, p.period_end],
  );
  const head = rows[0];
  if (!head) return null;
  const counts = zeroCounts();
  const decided = zeroCounts();
  const groups = await q.query<{ grp: ReconciliationGroup; n: number; decided: number }>(
    `SELECT grp, count(*)::int AS n, count(decision)::int AS decided FROM reconciliation_rows WHERE reconciliation_id = $1 GROUP BY grp`,
    [head.id],
  );
  for (const g of groups.rows) {
    counts[g.grp] = g.n;
    decided[g.grp] = g.decided;
  }
  const events = await q.query<{
    id: number;
    kind: Reconciliation['events'][number]['kind'];
    user_id: number | null;
    user_name: string | null;
    at: Date;
    detail: Record<string, string | number | boolean>;
  }>(
    `SELECT e.id, e.kind, e.brand_user_id AS user_id, ${userName('u')} AS user_name, e.created_at AS at, e.detail
       FROM reconciliation_events e LEFT JOIN brand_users u ON u.id = e.brand_user_id
      WHERE e.reconciliation_id = $1 ORDER BY e.id DESC LIMIT ${EVENTS_SHOWN}`,
    [head.id],
  );
  return {
    ...head,
    locked: locked ?? (await periodLocked(q, brandId, p)),
    counts,
    decided,
    uploaded_at: head.uploaded_at.toISOString(),
    signed_off_at: head.signed_off_at?.toISOString() ?? null,
    events: events.rows.map((e) => ({ ...e, at: e.at.toISOString() })),
  };
}

export async function readRows(
  q: Queryable,
  brandId: number,
  p: PeriodKey & { group: ReconciliationGroup; page: number; limit: number },
): Promise<{ items: ReconciliationRow[]; total: number }> {
  const head = await headOf(q, brandId, p);
  if (!head) return { items: [], total: 0 };
  const total = (
    await q.query<{ n: number }>('SELECT count(*)::int AS n FROM reconciliation_rows WHERE reconciliation_id = $1 AND grp = $2', [
      head.id,
      p.group,
    ])
  ).rows[0]!.n;
  const { rows } = await q.query<Omit<ReconciliationRow, 'decided_at'> & { decided_at: Date | null }>(
    `SELECT r.id, r.grp AS group, r.transaction_id, r.row_no AS row, r.ledger_amount::text, r.ledger_status, r.conversion_id,
            r.tracked_amount::text, c.status, c.payout::text, c.adjustment::text, r.decision, r.outcome,
            ${userName('u')} AS decided_by, r.decided_at
       FROM reconciliation_rows r
       LEFT JOIN conversions c ON c.id = r.conversion_id AND c.brand_id = $1
       LEFT JOIN brand_users u ON u.id = r.decided_by
      WHERE r.reconciliation_id = $2 AND r.grp = $3
      ORDER BY r.id
      LIMIT $4 OFFSET $5`,
    [brandId, head.id, p.group, p.limit, (p.page - 1) * p.limit],
  );
  return { items: rows.map((r) => ({ ...r, decided_at: r.decided_at?.toISOString() ?? null })), total };
}
