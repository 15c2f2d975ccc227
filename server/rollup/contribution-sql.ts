import type { COUNT_COLUMNS, MONEY_COLUMNS } from './contribution.ts';

/**
 * contribution() (contribution.ts) of one conversion row in SQL, per rollup column, over the
 * columns `<a>.status`, `<a>.fraud_level`, `<a>.payout`, `<a>.revenue`, `<a>.sale_amount` of a
 * non-test row: rebuild.ts sums it over the stored conversions, and the tracking flush's one
 * statement (tracking/commit/flush/one-statement.ts) over the conversions it inserts — which it
 * only knows inside the statement, so the mapping cannot run in JS there. The API tests compare
 * the engine's rollups (this, and contribution() for other batches) with the raw rows.
 */
export function contributionSql(a: string): Record<(typeof COUNT_COLUMNS)[number] | (typeof MONEY_COLUMNS)[number], string> {
  const is = (status: string) => `(${a}.status = '${status}')`;
  const kept = `(${a}.status <> 'rejected')`;
  return {
    conversions: '1',
    pending: `${is('pending')}::int`,
    approved: `${is('approved')}::int`,
    rejected: `${is('rejected')}::int`,
    organic: `${is('organic')}::int`,
    flagged_conversions: `(${a}.fraud_level IN ('warning', 'bad', 'drop'))::int`,
    payout: `CASE WHEN ${kept} THEN ${a}.payout ELSE 0 END`,
    revenue: `CASE WHEN ${kept} THEN ${a}.revenue ELSE 0 END`,
    sale_amount: `CASE WHEN ${kept} THEN ${a}.sale_amount ELSE 0 END`,
    approved_payout: `CASE WHEN ${is('approved')} THEN ${a}.payout ELSE 0 END`,
    approved_revenue: `CASE WHEN ${is('approved')} THEN ${a}.revenue ELSE 0 END`,
  };
}
