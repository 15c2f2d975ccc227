import type { Figures } from '../../../src/domain/reports/schema.ts';

/** Fake answers of the six dashboard calls for the dom tests (shapes of src/domain/reports/contract.ts). */
export const ZERO: Figures = {
  clicks: 0,
  unique_clicks: 0,
  flagged_clicks: 0,
  conversions: 0,
  pending: 0,
  approved: 0,
  rejected: 0,
  organic: 0,
  other: 0,
  flagged_conversions: 0,
  payout: '0',
  revenue: '0',
  sale_amount: '0',
  approved_payout: '0',
  approved_revenue: '0',
  profit: '0',
  cr: '0',
  epc: '0',
};
export const figures = (over: Partial<Figures> = {}): Figures => ({ ...ZERO, ...over });

export const META = {
  time_zone: 'Asia/Ho_Chi_Minh',
  from: '02/14/2026',
  to: '03/15/2026',
  previous_from: '01/15/2026',
  previous_to: '02/13/2026',
  days: 30,
  delay_minutes: 0,
};
const none = { clicks: null, conversions: null, payout: null, revenue: null, profit: null, cr: null, epc: null };

export interface DashboardData {
  overview: unknown;
  hour: unknown;
  status: unknown;
  performance: unknown;
  top: unknown;
  snapshot: unknown;
}

export function fullData(): DashboardData {
  const current = figures({
    clicks: 1234,
    conversions: 56,
    approved: 40,
    pending: 10,
    rejected: 6,
    payout: '1234.5000',
    revenue: '2000.0000',
    profit: '765.5000',
    cr: '4.54',
    epc: '1.0004',
  });
  const previous = figures({ clicks: 1097, conversions: 60, payout: '1500.0000', revenue: '2000.0000', cr: '5.47', epc: '0' });
  return {
    overview: {
      current,
      previous,
      delta_percent: { clicks: '12.49', conversions: '-6.67', payout: '-17.70', revenue: '0.00', profit: '5.00', cr: '-17.00', epc: null },
      meta: META,
    },
    hour: {
      items: Array.from({ length: 24 }, (_, hour) => ({
        hour,
        ...figures({ clicks: hour === 14 ? 300 : hour, conversions: hour === 14 ? 9 : 0 }),
      })),
      meta: META,
    },
    status: {
      items: [
        { status: 'pending', count: 10 },
        { status: 'approved', count: 40 },
        { status: 'rejected', count: 6 },
        { status: 'organic', count: 0 },
        { status: 'other', count: 0 },
      ],
      total: 56,
      meta: META,
    },
    performance: {
      items: [
        { date: '2026-03-14', ...figures({ clicks: 600, conversions: 20, payout: '400.0000' }) },
        { date: '2026-03-15', ...figures({ clicks: 634, conversions: 36, payout: '834.5000' }) },
      ],
      meta: META,
    },
    top: {
      by: 'offer',
      metric: 'conversions',
      meta: META,
      items: [
        { id: 3, name: 'Summer Sale', uuid: null, ...figures({ conversions: 30 }), previous: ZERO },
        { id: 9, name: 'Winter Boots', uuid: null, ...figures({ conversions: 26 }), previous: ZERO },
      ],
    },
    snapshot: {
      today: figures({ clicks: 50, conversions: 2 }),
      yesterday: figures({ clicks: 90 }),
      yesterday_same_time: figures({ clicks: 40, conversions: 2 }),
      delta_percent: { ...none, clicks: '25.00', conversions: '0.00' },
      time_zone: 'UTC',
      delay_minutes: 0,
    },
  };
}

export function emptyData(): DashboardData {
  const zero = { current: ZERO, previous: ZERO, delta_percent: none, meta: META };
  return {
    overview: zero,
    hour: { items: Array.from({ length: 24 }, (_, hour) => ({ hour, ...ZERO })), meta: META },
    status: {
      items: ['pending', 'approved', 'rejected', 'organic', 'other'].map((status) => ({ status, count: 0 })),
      total: 0,
      meta: META,
    },
    performance: { items: [{ date: '2026-03-15', ...ZERO }], meta: META },
    top: { by: 'offer', metric: 'conversions', items: [], meta: META },
    snapshot: { today: ZERO, yesterday: ZERO, yesterday_same_time: ZERO, delta_percent: none, time_zone: 'UTC', delay_minutes: 0 },
  };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const BASE = 'GET /api/report/advertiser/dashboard';
const PATHS: Record<keyof DashboardData, string> = {
  overview: 'overview-statistic',
  hour: 'hour-of-date',
  status: 'conversions-status',
  performance: 'performance',
  top: 'top-statistic',
  snapshot: 'snapshot',
};

/**
 * `routes` for renderApp answering the six calls; `fail` names parts that answer 500. Every request's
 * URL is recorded in `seen` (by part) so tests can check the query string.
 */
export function dashboardRoutes(data: DashboardData, fail: readonly (keyof DashboardData)[] = []) {
  const seen: Record<string, URL[]> = {};
  const routes: Record<string, (url: URL) => Response> = {};
  for (const [part, path] of Object.entries(PATHS) as [keyof DashboardData, string][]) {
    routes[`${BASE}/${path}`] = (url) => {
      (seen[part] ??= []).push(url);
      return fail.includes(part) ? json(500, { message: 'boom', code: 'internal', errors: [] }) : json(200, { data: data[part] });
    };
  }
  return { routes, seen };
}
