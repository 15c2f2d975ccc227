import { z } from 'zod';
import { endpoint, pagingSchema } from '../contract.ts';
import {
  conversionItemSchema,
  conversionQuery,
  detailQuery,
  detailRowSchema,
  exportQuery,
  figuresSchema,
  performanceQuery,
  performanceRowSchema,
  rangeQuery,
  reportMetaSchema,
  totalsSchema,
} from './schema.ts';
import { LEVEL } from '../permissions.ts';

/**
 * Report and dashboard endpoints (spec 3 §7 "report/advertiser/…"; docs/decisions/024-reports.md).
 * Everything reads with report ≥ 2; an employee without the all-partner flag sees only rows of the
 * partners assigned to them (brand_user_partners), totals included. Performance and dashboard read
 * the hourly rollups; the conversions list reads raw rows by keyset. Exports stream the whole
 * filtered result as CSV or XLSX, formula-escaped, and answer with the file instead of `{ data }`.
 */
const READ = { kind: 'module', module: 'report', level: LEVEL.read } as const;
const BASE = '/api/report/advertiser';

const performanceAnswer = z.object({
  items: z.array(performanceRowSchema),
  paging: pagingSchema,
  totals: totalsSchema,
  meta: reportMetaSchema,
});
export type PerformanceAnswer = z.infer<typeof performanceAnswer>;
const performanceExport = performanceQuery.omit({ page: true, limit: true }).extend(exportQuery);

export const offerReport = endpoint({
  id: 'reports.offer',
  method: 'GET',
  path: `${BASE}/offer`,
  summary: 'Performance by offer: rows, totals and the previous period of equal length (search, uuid, offer_ids, partner_ids, sort, page)',
  access: READ,
  query: performanceQuery,
  response: performanceAnswer,
});
export const offerReportExport = endpoint({
  id: 'reports.offerExport',
  method: 'GET',
  path: `${BASE}/offer/export`,
  summary: 'Performance by offer, every row then the totals, as CSV or XLSX (streamed; formula-escaped)',
  access: READ,
  query: performanceExport,
  response: z.unknown(),
});
export const partnerReport = endpoint({
  id: 'reports.partner',
  method: 'GET',
  path: `${BASE}/publisher`,
  summary: 'Performance by partner: rows, totals and the previous period of equal length',
  access: READ,
  query: performanceQuery,
  response: performanceAnswer,
});
export const partnerReportExport = endpoint({
  id: 'reports.partnerExport',
  method: 'GET',
  path: `${BASE}/publisher/export`,
  summary: 'Performance by partner as CSV or XLSX (streamed; formula-escaped)',
  access: READ,
  query: performanceExport,
  response: z.unknown(),
});

const detailAnswer = z.object({
  offer: z.object({ id: z.number().int(), name: z.string() }),
  partner: z.object({ id: z.number().int(), name: z.string() }),
  status: z.string(),
  /** one row per day of the range in the report zone, days without traffic included */
  items: z.array(detailRowSchema),
  totals: totalsSchema,
  meta: reportMetaSchema,
});
export const detailReport = endpoint({
  id: 'reports.detail',
  method: 'GET',
  path: `${BASE}/detail`,
  summary: 'Daily performance of one partner on one offer; status (name or 1–5) chooses which conversions count',
  access: READ,
  query: detailQuery,
  response: detailAnswer,
});
export const detailReportExport = endpoint({
  id: 'reports.detailExport',
  method: 'GET',
  path: `${BASE}/detail/export`,
  summary: 'The detailed report as CSV or XLSX (streamed; formula-escaped)',
  access: READ,
  query: detailQuery.extend(exportQuery),
  response: z.unknown(),
});

const conversionAnswer = z.object({
  items: z.array(conversionItemSchema),
  paging: z.object({
    limit: z.number().int(),
    /** position after the last row; null on the last page */
    next_cursor: z.string().nullable(),
    /** every matching row; on the first page only, and null when it cannot be counted cheaply (see decision 024) */
    total_row: z.number().int().nullable(),
  }),
  meta: reportMetaSchema,
});
export type ConversionAnswer = z.infer<typeof conversionAnswer>;
export const conversionReport = endpoint({
  id: 'reports.conversion',
  method: 'GET',
  path: `${BASE}/conversion`,
  summary:
    'Conversions (every field), newest first or oldest first, by keyset cursor; filters status, offer, partner, fraud level, dates, id search',
  access: READ,
  query: conversionQuery,
  response: conversionAnswer,
});
export const conversionExport = endpoint({
  id: 'reports.conversionExport',
  method: 'GET',
  path: `${BASE}/conversion/export`,
  summary: 'Every conversion of the filtered list as CSV or XLSX (streamed in keyset batches; formula-escaped)',
  access: READ,
  query: conversionQuery.omit({ cursor: true, limit: true }).extend(exportQuery),
  response: z.unknown(),
});

// Dashboard (spec 3 §7 dashboard/…): last 30 days by default, cut in the report zone.
const DASH = `${BASE}/dashboard`;
const overviewKeys = ['clicks', 'conversions', 'payout', 'revenue', 'profit', 'cr', 'epc'] as const;
export const OVERVIEW_KEYS = overviewKeys;
const delta = z.object(
  Object.fromEntries(overviewKeys.map((k) => [k, z.string().nullable()])) as Record<
    (typeof overviewKeys)[number],
    z.ZodNullable<z.ZodString>
  >,
);

export const overviewStatistic = endpoint({
  id: 'reports.dashboard.overview',
  method: 'GET',
  path: `${DASH}/overview-statistic`,
  summary: 'Clicks, conversions, payout, revenue, profit, CR, EPC with the previous period and the change in percent',
  access: READ,
  query: rangeQuery,
  response: z.object({ current: figuresSchema, previous: figuresSchema, delta_percent: delta, meta: reportMetaSchema }),
});
export const hourOfDate = endpoint({
  id: 'reports.dashboard.hourOfDate',
  method: 'GET',
  path: `${DASH}/hour-of-date`,
  summary: '24 buckets (hour of day in the report zone) summed over the range',
  access: READ,
  query: rangeQuery,
  response: z.object({ items: z.array(figuresSchema.extend({ hour: z.number().int() })), meta: reportMetaSchema }),
});
export const conversionsStatus = endpoint({
  id: 'reports.dashboard.conversionsStatus',
  method: 'GET',
  path: `${DASH}/conversions-status`,
  summary: 'Conversion counts by status over the range',
  access: READ,
  query: rangeQuery,
  response: z.object({
    items: z.array(z.object({ status: z.string(), count: z.number().int() })),
    total: z.number().int(),
    meta: reportMetaSchema,
  }),
});
export const dailyPerformance = endpoint({
  id: 'reports.dashboard.performance',
  method: 'GET',
  path: `${DASH}/performance`,
  summary: 'Daily series (yyyy-mm-dd in the report zone), days without traffic included',
  access: READ,
  query: rangeQuery,
  response: z.object({ items: z.array(detailRowSchema), meta: reportMetaSchema }),
});
export const TOP_METRICS = ['clicks', 'conversions', 'approved', 'payout', 'revenue', 'profit', 'sale_amount'] as const;
export const topStatistic = endpoint({
  id: 'reports.dashboard.top',
  method: 'GET',
  path: `${DASH}/top-statistic`,
  summary: 'Top offers or partners by a metric (default: top 5 offers by conversions)',
  access: READ,
  query: rangeQuery.extend({
    by: z.enum(['offer', 'partner']).default('offer'),
    metric: z.enum(TOP_METRICS).default('conversions'),
    limit: z.coerce.number().int().min(1).max(20).default(5),
  }),
  response: z.object({ by: z.string(), metric: z.string(), items: z.array(performanceRowSchema), meta: reportMetaSchema }),
});
export const snapshot = endpoint({
  id: 'reports.dashboard.snapshot',
  method: 'GET',
  path: `${DASH}/snapshot`,
  summary: 'Today so far against yesterday (whole day and up to the same hour), in the report zone',
  access: READ,
  response: z.object({
    today: figuresSchema,
    yesterday: figuresSchema,
    yesterday_same_time: figuresSchema,
    delta_percent: delta,
    time_zone: z.string(),
    delay_minutes: z.number().int(),
  }),
});

export const reportEndpoints = [
  offerReport,
  offerReportExport,
  partnerReport,
  partnerReportExport,
  detailReport,
  detailReportExport,
  conversionReport,
  conversionExport,
  overviewStatistic,
  hourOfDate,
  conversionsStatus,
  dailyPerformance,
  topStatistic,
  snapshot,
] as const;
