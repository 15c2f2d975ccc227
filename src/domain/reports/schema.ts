import { z } from 'zod';
import { pageSizeQuery } from '../contract.ts';
import { FRAUD_LEVELS } from '../tracking/fraud.ts';
import { zDate, zSearch } from '../validation/zod.ts';

/**
 * Shapes of the report and dashboard answers (spec 3 §2, §3, §7). Counts are integers; money and
 * rates are decimal strings (money 4 places, CR and EPC as computed by PostgreSQL `numeric`).
 */
export const REPORT_PAGE_SIZES = [25, 50, 100, 200] as const;
const pageSize = (fallback: number) => pageSizeQuery(REPORT_PAGE_SIZES, fallback);

const count = z.number().int();
const decimal = z.string().regex(/^-?\d+(\.\d+)?$/);

/** The figures of one row, one total or one period. */
export const figuresSchema = z.object({
  clicks: count,
  unique_clicks: count,
  flagged_clicks: count,
  /** every conversion, whatever its status ("gross") */
  conversions: count,
  pending: count,
  approved: count,
  rejected: count,
  organic: count,
  /** gross / unapproved and any status the rollup has no column for */
  other: count,
  flagged_conversions: count,
  /** money of conversions that are not rejected */
  payout: decimal,
  revenue: decimal,
  sale_amount: decimal,
  approved_payout: decimal,
  approved_revenue: decimal,
  /** revenue − payout */
  profit: decimal,
  /** conversions per 100 clicks (percent, 2 places); 0 without clicks */
  cr: decimal,
  /** payout per click (4 places); 0 without clicks */
  epc: decimal,
});
export type Figures = z.infer<typeof figuresSchema>;
export const FIGURE_KEYS = Object.keys(figuresSchema.shape) as (keyof Figures)[];
export const COUNT_KEYS = [
  'clicks',
  'unique_clicks',
  'flagged_clicks',
  'conversions',
  'pending',
  'approved',
  'rejected',
  'organic',
  'other',
  'flagged_conversions',
] as const;
export const MONEY_KEYS = ['payout', 'revenue', 'sale_amount', 'approved_payout', 'approved_revenue', 'profit'] as const;

/** What every report and dashboard answer says about the period it covers. */
export const reportMetaSchema = z.object({
  /** IANA zone the days and hours are cut in: the user's report zone, else their profile zone, else UTC */
  time_zone: z.string(),
  from: z.string(),
  to: z.string(),
  previous_from: z.string(),
  previous_to: z.string(),
  days: count,
  /** how far reports lag the raw traffic; rollups are written with it, so 0 */
  delay_minutes: count,
});
export type ReportMeta = z.infer<typeof reportMetaSchema>;

/** Sortable columns of the performance report (every figure, plus id and name). */
export const PERFORMANCE_SORT_FIELDS = ['id', 'name', ...FIGURE_KEYS] as const;
export type PerformanceSortField = (typeof PERFORMANCE_SORT_FIELDS)[number];

/** A query string's comma-separated list, each part trimmed, empty parts dropped; `not_valid` when a part fails `valid`. */
const commaList = <T extends string>(maxLength: number, valid: (part: string) => boolean, maxParts = Infinity) =>
  z
    .string()
    .max(maxLength)
    .transform((s, ctx) => {
      const parts = s
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean);
      if (parts.length > maxParts || !parts.every(valid)) {
        ctx.addIssue({ code: 'custom', message: 'not_valid' });
        return z.NEVER;
      }
      return parts as T[];
    });

/** `1,2,3` → [1, 2, 3] (at most 100 ids); a query string carries lists as comma-separated text. */
export const idList = commaList(2000, (p) => /^\d{1,15}$/.test(p), 100).transform((parts) => parts.map(Number));

/** `a,b` → ['a', 'b'], each one of `codes` (a filter by levels, statuses…). */
export const codeList = <T extends string>(codes: readonly T[]) => commaList<T>(200, (p) => (codes as readonly string[]).includes(p));

export const rangeQuery = z.object({
  /** MM/dd/yyyy in the report zone; default: 29 days before `to` */
  from: zDate({ optional: true }),
  /** MM/dd/yyyy in the report zone, included; default: today */
  to: zDate({ optional: true }),
});

export const performanceQuery = rangeQuery.extend({
  /** name contains, or the id when the text is a number */
  search: zSearch(),
  /** the offer's uuid (by offer) or the partner's uuid (by partner): the notification links */
  uuid: z.uuid().optional(),
  offer_ids: idList.optional(),
  partner_ids: idList.optional(),
  sort_by: z.enum(PERFORMANCE_SORT_FIELDS).default('clicks'),
  sort: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: pageSize(25),
});
export type PerformanceQuery = z.output<typeof performanceQuery>;

/**
 * Conversion statuses with the numeric codes the notification links use ("status 4" opens the
 * detailed report on every conversion: gross). Ours: the spec does not show the numbers.
 */
export const CONVERSION_STATUSES = ['pending', 'approved', 'rejected', 'gross', 'organic', 'unapproved'] as const;
export type ConversionStatus = (typeof CONVERSION_STATUSES)[number];
export const DETAIL_STATUS_CODES = { 1: 'pending', 2: 'approved', 3: 'rejected', 4: 'gross', 5: 'organic' } as const;
export const DETAIL_STATUSES = ['pending', 'approved', 'rejected', 'gross', 'organic'] as const;
export type DetailStatus = (typeof DETAIL_STATUSES)[number];
const detailStatus = z.preprocess(
  (v) => (typeof v === 'string' && /^\d$/.test(v) ? ((DETAIL_STATUS_CODES as Record<string, string>)[v] ?? v) : v),
  z.enum(DETAIL_STATUSES),
);

export const detailQuery = rangeQuery.extend({
  offer_id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  partner_id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  /** which conversions count as `conversions` (and feed CR): one status, or gross = all (default) */
  status: detailStatus.default('gross'),
  sort: z.enum(['asc', 'desc']).default('desc'),
});
export type DetailQuery = z.output<typeof detailQuery>;

export const exportQuery = { format: z.enum(['csv', 'xlsx']).default('csv'), lang: z.enum(['en', 'vi']).default('en') };

export const performanceRowSchema = figuresSchema.extend({
  id: count,
  name: z.string(),
  uuid: z.string().nullable(),
  previous: figuresSchema,
});
export type PerformanceRow = z.infer<typeof performanceRowSchema>;

export const totalsSchema = z.object({ current: figuresSchema, previous: figuresSchema });

export const detailRowSchema = figuresSchema.extend({ date: z.string() });

export const CONVERSION_SORTS = ['created_at'] as const;
export const conversionQuery = rangeQuery.extend({
  cursor: z.string().max(200).optional(),
  limit: pageSize(50),
  status: z.enum(CONVERSION_STATUSES).optional(),
  offer_id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  partner_id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  fraud_level: z.enum(FRAUD_LEVELS).optional(),
  /** a click id (uuid), a conversion id (uuid) or a transaction id: exact match */
  search: zSearch(),
  sort_by: z.enum(CONVERSION_SORTS).default('created_at'),
  sort: z.enum(['asc', 'desc']).default('desc'),
});
export type ConversionQuery = z.output<typeof conversionQuery>;

/** Every conversion field of spec 3 §3, plus what a row needs to be read (offer, partner, event). */
export const conversionItemSchema = z.object({
  id: count,
  /** the conversion id shown to users */
  uuid: z.string(),
  click_id: count,
  click_uuid: z.string(),
  click_at: z.string(),
  /** the postback time */
  created_at: z.string(),
  /** seconds from click to postback */
  time_to_convert: count,
  click_ip: z.string().nullable(),
  ip: z.string().nullable(),
  status: z.string(),
  suggested_status: z.string().nullable(),
  payment_status: z.string(),
  message: z.string(),
  modified_at: z.string(),
  adjustment: decimal,
  sale_amount: decimal,
  payout: decimal,
  bonus: decimal,
  revenue: decimal,
  transaction_id: z.string(),
  method: z.string(),
  offer_id: count,
  offer_name: z.string().nullable(),
  partner_id: count,
  partner_name: z.string().nullable(),
  event_id: count,
  event_name: z.string().nullable(),
  subs: z.array(z.string()),
  fraud_level: z.string(),
  fraud_kind: z.string().nullable(),
  fraud_reasons: z.array(z.string()),
  fraud_factors: z.array(z.string()),
  /** its cross-check is locked: status and adjustment are read-only (conversions.locked_at; decision 025) */
  locked: z.boolean().optional(),
});
export type ConversionItem = z.infer<typeof conversionItemSchema>;
