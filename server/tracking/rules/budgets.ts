import Decimal from 'decimal.js';
import { periodStart } from './time.ts';

/**
 * Budgets (offer_budgets and approved-contract budgets): budget_type 1 conversions, 2 payout,
 * 3 revenue, 4 clicks; frequency 1 daily, 2 weekly, 3 monthly, 4 yearly, 5 lifetime.
 */
export interface Budget {
  budget_type: number;
  frequency: number;
  value: string;
}

/** Contract budgets are stored with names ({budget_type: 'conversions', frequency: 'daily'}); offers with ids. */
const TYPE_IDS: Record<string, number> = { conversions: 1, payout: 2, revenue: 3, clicks: 4 };
const FREQ_IDS: Record<string, number> = { daily: 1, weekly: 2, monthly: 3, yearly: 4, lifetime: 5 };

export function parseBudgets(raw: unknown): Budget[] {
  if (!Array.isArray(raw)) return [];
  const out: Budget[] = [];
  for (const b of raw as Record<string, unknown>[]) {
    const t = typeof b.budget_type === 'number' ? b.budget_type : TYPE_IDS[String(b.budget_type)];
    const f = typeof b.frequency === 'number' ? b.frequency : FREQ_IDS[String(b.frequency)];
    const v = String(b.value ?? '');
    if (t && f && /^\d+(\.\d+)?$/.test(v)) out.push({ budget_type: t, frequency: f, value: v });
  }
  return out;
}

/** One budget_usage row a request touches. */
export interface BudgetRef {
  scope: 'offer' | 'contract';
  scopeId: number;
  budget_type: number;
  frequency: number;
  period_start: string;
  value: string;
}

export const budgetKey = (r: Pick<BudgetRef, 'scope' | 'scopeId' | 'budget_type' | 'frequency' | 'period_start'>) =>
  `${r.scope}:${r.scopeId}:${r.budget_type}:${r.frequency}:${r.period_start}`;

export function budgetRefs(
  scope: 'offer' | 'contract',
  scopeId: number,
  budgets: readonly Budget[],
  at: Date,
  timeZone: string,
): BudgetRef[] {
  return budgets.map((b) => ({
    scope,
    scopeId,
    budget_type: b.budget_type,
    frequency: b.frequency,
    value: b.value,
    period_start: periodStart(b.frequency, at, timeZone),
  }));
}

/** Reached = the usage is at or over the value: the request that crosses it still counts (no partial refusal). */
export const reached = (used: string, value: string) => new Decimal(used).gte(value);

/** How much a conversion or a click adds to a budget of this type. */
export function increment(budgetType: number, kind: 'click' | 'conversion', money: { payout: string; revenue: string }): string {
  if (budgetType === 4) return kind === 'click' ? '1' : '0';
  if (kind === 'click') return '0';
  if (budgetType === 1) return '1';
  return budgetType === 2 ? money.payout : money.revenue;
}

/** The highest threshold (80 or 100 %) that `used` has reached, or 0. */
export function thresholdReached(used: string, value: string): 0 | 80 | 100 {
  const v = new Decimal(value);
  if (v.lte(0)) return 100;
  const pct = new Decimal(used).div(v).mul(100);
  return pct.gte(100) ? 100 : pct.gte(80) ? 80 : 0;
}
