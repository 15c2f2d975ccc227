import Decimal from 'decimal.js';
import type { Tx } from '../../db/pool.ts';
import { notify } from '../../notifications/notify.ts';
import { budgetKey, increment, reached, thresholdReached, type BudgetRef } from '../rules/budgets.ts';
import { unnestSelect, type Col } from '../../db/bulk.ts';
import type { BudgetMeta } from './types.ts';
import { NOTIFICATION_CASE } from '../../../src/domain/notifications/cases.ts';

/**
 * The budget_usage rows one flush touches, locked (FOR UPDATE) for the whole transaction so
 * another writer process waits instead of over-spending; decided and counted in memory, written
 * back once, with notifications at 80 % and 100 % (each threshold once per period).
 */
interface Usage {
  ref: BudgetRef;
  used: Decimal;
  notified: number;
  dirty: boolean;
  meta: BudgetMeta & { brandId: number; offerId: number };
}

const KEY_COLS: Col<BudgetRef>[] = [
  { name: 'scope', type: 'text', value: (r) => r.scope },
  { name: 'scope_id', type: 'bigint', value: (r) => r.scopeId },
  { name: 'budget_type', type: 'smallint', value: (r) => r.budget_type },
  { name: 'frequency', type: 'smallint', value: (r) => r.frequency },
  { name: 'period_start', type: 'date', value: (r) => r.period_start },
];

export class BudgetState {
  private rows = new Map<string, Usage>();

  /** budget_usage rows loaded (and locked) for this flush */
  get size(): number {
    return this.rows.size;
  }

  static async load(tx: Tx, refs: { ref: BudgetRef; meta: Usage['meta'] }[]): Promise<BudgetState> {
    const state = new BudgetState();
    const unique = new Map<string, { ref: BudgetRef; meta: Usage['meta'] }>();
    for (const r of refs) unique.set(budgetKey(r.ref), r);
    if (unique.size === 0) return state;
    const list = [...unique.values()].map((u) => u.ref).sort((a, b) => budgetKey(a).localeCompare(budgetKey(b)));
    const { sql, values } = unnestSelect(KEY_COLS, list);
    await tx.query(
      `INSERT INTO budget_usage (scope, scope_id, budget_type, frequency, period_start) ${sql} ORDER BY 1, 2, 3, 4, 5 ON CONFLICT DO NOTHING`,
      values,
    );
    const { rows } = await tx.query<{
      scope: string;
      scope_id: number;
      budget_type: number;
      frequency: number;
      period_start: string;
      used: string;
      notified_pct: number;
    }>(
      `SELECT b.scope, b.scope_id, b.budget_type, b.frequency, to_char(b.period_start, 'YYYY-MM-DD') AS period_start, b.used::text AS used, b.notified_pct
         FROM budget_usage b JOIN (${sql}) k ON (b.scope, b.scope_id, b.budget_type, b.frequency, b.period_start) = (k.scope, k.scope_id, k.budget_type, k.frequency, k.period_start)
        ORDER BY 1, 2, 3, 4, 5 FOR UPDATE OF b`,
      values,
    );
    for (const r of rows) {
      const key = budgetKey({
        scope: r.scope as 'offer',
        scopeId: Number(r.scope_id),
        budget_type: r.budget_type,
        frequency: r.frequency,
        period_start: r.period_start,
      });
      const u = unique.get(key);
      if (u) state.rows.set(key, { ref: u.ref, meta: u.meta, used: new Decimal(r.used), notified: r.notified_pct, dirty: false });
    }
    return state;
  }

  /** Would this request go over? Click: any budget reached. Conversion: any non-click budget reached. */
  anyReached(refs: readonly BudgetRef[], kind: 'click' | 'conversion'): boolean {
    return refs.some((ref) => {
      if (kind === 'conversion' && ref.budget_type === 4) return false;
      const u = this.rows.get(budgetKey(ref));
      return u !== undefined && reached(u.used.toString(), ref.value);
    });
  }

  add(refs: readonly BudgetRef[], kind: 'click' | 'conversion', money: { payout: string; revenue: string }): void {
    for (const ref of refs) {
      const u = this.rows.get(budgetKey(ref));
      const inc = increment(ref.budget_type, kind, money);
      if (!u || inc === '0') continue;
      u.used = u.used.add(inc);
      u.dirty = true;
    }
  }

  /** Writes the changed rows and notifies crossed thresholds, in the flush transaction. */
  async write(tx: Tx): Promise<void> {
    const dirty = [...this.rows.values()].filter((u) => u.dirty);
    if (dirty.length === 0) return;
    for (const u of dirty) {
      const t = thresholdReached(u.used.toString(), u.ref.value);
      if (t > u.notified) {
        u.notified = t;
        const data = {
          offer_id: u.meta.offerId,
          offer_name: u.meta.offerName,
          n: t,
          budget_type: String(u.ref.budget_type),
          budget_frequency: String(u.ref.frequency),
          ...(u.meta.partnerId !== null && u.ref.scope === 'contract' ? { publisher_id: u.meta.partnerId } : {}),
        };
        await notify(tx, u.meta.brandId, t === 100 ? NOTIFICATION_CASE.offerBudgetExhausted : NOTIFICATION_CASE.offerBudgetThreshold, data);
      }
    }
    const cols: Col<Usage>[] = [
      ...KEY_COLS.map((c): Col<Usage> => ({ ...c, value: (u) => c.value(u.ref) })),
      { name: 'used', type: 'numeric', value: (u) => u.used.toFixed(4) },
      { name: 'notified_pct', type: 'smallint', value: (u) => u.notified },
    ];
    const { sql, values } = unnestSelect(cols, dirty);
    await tx.query(
      `UPDATE budget_usage b SET used = k.used, notified_pct = k.notified_pct FROM (${sql}) k
        WHERE (b.scope, b.scope_id, b.budget_type, b.frequency, b.period_start) = (k.scope, k.scope_id, k.budget_type, k.frequency, k.period_start)`,
      values,
    );
  }
}
