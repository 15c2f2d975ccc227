/** A cross-check period: its first and last day (ISO dates, both included). */
export interface PeriodDays {
  period_start: string;
  period_end: string;
}

const payment = (q: Record<string, string>) => `/payment?${new URLSearchParams({ filterActive: 'crossCheck', ...q }).toString()}`;

/** The period's detail on the cross-check tab (decision 090), sorted by partner. */
export const periodDetailPath = (p: PeriodDays) =>
  payment({ typeReport: 'detail', periodStart: p.period_start, periodEnd: p.period_end, sort: 'asc', sortBy: 'partner_id' });

/** The period's guided reconciliation (decision 093). */
export const reconcilePath = (p: PeriodDays) => payment({ typeReport: 'reconcile', periodStart: p.period_start, periodEnd: p.period_end });
