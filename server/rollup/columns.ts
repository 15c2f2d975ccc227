/** The figure columns of `rollup_hourly`, counts then money: the batch writes them, reports sum them. */
export const ROLLUP_COUNTS = [
  'clicks',
  'unique_clicks',
  'flagged_clicks',
  'conversions',
  'pending',
  'approved',
  'rejected',
  'organic',
  'flagged_conversions',
] as const;
export const ROLLUP_MONEY = ['payout', 'revenue', 'sale_amount', 'approved_payout', 'approved_revenue'] as const;
