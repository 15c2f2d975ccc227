import { z } from 'zod';
import { endpoint, pageSizeQuery, pagingSchema } from '../contract.ts';
import { LEVEL } from '../permissions.ts';
import { codeList, exportQuery, idList, rangeQuery, reportMetaSchema } from '../reports/schema.ts';
import { FRAUD_FACTORS, FRAUD_LEVELS } from '../tracking/fraud.ts';

/**
 * Fraud detection (spec 3 §2, §7 `report/advertiser/fraud-detection/…`; docs/decisions/089-fraud-detection.md):
 * the labels tracking stores on every click and conversion, counted by factor × level, summed as
 * statistics and grouped by day, offer or partner. Every call needs fraud_detector ≥ 2 and the
 * brand's fraud-detector flag (403 `fraud_detector_off` without it); employees without the
 * all-partner flag count only their assigned partners' traffic.
 */
const READ = { kind: 'module', module: 'fraud_detector', level: LEVEL.read } as const;
const BASE = '/api/report/advertiser/fraud-detection';

/** What is counted: clicks (the default) or conversions; both carry the same labels. */
export const FRAUD_SUBJECTS = ['clicks', 'conversions'] as const;
export type FraudSubject = (typeof FRAUD_SUBJECTS)[number];

export const fraudQuery = rangeQuery.extend({
  subject: z.enum(FRAUD_SUBJECTS).default('clicks'),
  offer_ids: idList.optional(),
  partner_ids: idList.optional(),
  /** only rows of these levels (comma-separated level codes) */
  levels: codeList(FRAUD_LEVELS).optional(),
});
export type FraudQuery = z.output<typeof fraudQuery>;

/** The counts of one group (or of the whole range): every level, every factor, GIVT / SIVT. */
const countShape = {
  total: z.number().int(),
  /** level warning, bad or drop (the rollups' "flagged") */
  flagged: z.number().int(),
  /** flagged / total in percent, two places ("0.00" when nothing was counted) */
  flagged_share: z.string(),
  givt: z.number().int(),
  sivt: z.number().int(),
  ...(Object.fromEntries(FRAUD_LEVELS.map((l) => [l, z.number().int()])) as Record<(typeof FRAUD_LEVELS)[number], z.ZodNumber>),
  ...(Object.fromEntries(FRAUD_FACTORS.map((f) => [f, z.number().int()])) as Record<(typeof FRAUD_FACTORS)[number], z.ZodNumber>),
};
export const fraudCountsSchema = z.object(countShape);
export type FraudCounts = z.infer<typeof fraudCountsSchema>;
export const FRAUD_COUNT_KEYS = ['total', 'flagged', 'givt', 'sivt', ...FRAUD_LEVELS, ...FRAUD_FACTORS] as const;

export const chartDetectionArea = endpoint({
  id: 'fraud.chartDetectionArea',
  method: 'GET',
  path: `${BASE}/chart-detection-area`,
  summary: 'Clicks (or conversions) per fraud factor × level over the range: every factor and level, zeros included',
  access: READ,
  query: fraudQuery,
  response: z.object({
    subject: z.enum(FRAUD_SUBJECTS),
    /** rows counted, each once whatever its factors (a row with two factors is in two bars) */
    total: z.number().int(),
    items: z.array(z.object({ factor: z.enum(FRAUD_FACTORS), level: z.enum(FRAUD_LEVELS), count: z.number().int() })),
    meta: reportMetaSchema,
  }),
});

export const statistic = endpoint({
  id: 'fraud.statistic',
  method: 'GET',
  path: `${BASE}/statistic`,
  summary: 'Totals over the range: counted, flagged and its share, GIVT / SIVT, per level and per factor',
  access: READ,
  query: fraudQuery,
  response: z.object({ subject: z.enum(FRAUD_SUBJECTS), ...countShape, meta: reportMetaSchema }),
});

export const FRAUD_GROUPS = ['day', 'offer', 'partner'] as const;
export type FraudGroup = (typeof FRAUD_GROUPS)[number];
export const FRAUD_SORT_FIELDS = ['key', ...FRAUD_COUNT_KEYS] as const;
export const FRAUD_PAGE_SIZES = [25, 50, 100, 200] as const;

export const fraudReportQuery = fraudQuery.extend({
  group_by: z.enum(FRAUD_GROUPS).default('day'),
  /** `key`: the day, or the offer's / partner's name */
  sort_by: z.enum(FRAUD_SORT_FIELDS).default('key'),
  sort: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: pageSizeQuery(FRAUD_PAGE_SIZES, 50),
});
export type FraudReportQuery = z.output<typeof fraudReportQuery>;

export const fraudRowSchema = fraudCountsSchema.extend({
  /** yyyy-mm-dd in the report zone (group_by day), else null */
  date: z.string().nullable(),
  /** the offer's or partner's id (group_by offer / partner), else null */
  id: z.number().int().nullable(),
  name: z.string().nullable(),
});
export type FraudRow = z.infer<typeof fraudRowSchema>;

export const report = endpoint({
  id: 'fraud.report',
  method: 'GET',
  path: `${BASE}/report`,
  summary: 'Fraud labels by day, offer or partner: paged, sortable by any count, with the totals of every row',
  access: READ,
  query: fraudReportQuery,
  response: z.object({
    group_by: z.enum(FRAUD_GROUPS),
    items: z.array(fraudRowSchema),
    paging: pagingSchema,
    totals: fraudCountsSchema,
    meta: reportMetaSchema,
  }),
});

export const reportExport = endpoint({
  id: 'fraud.reportExport',
  method: 'GET',
  path: `${BASE}/export`,
  summary: 'The fraud report, every row then the totals, as CSV or XLSX (headers in the chosen language; formula-escaped)',
  access: READ,
  query: fraudReportQuery.omit({ page: true, limit: true }).extend(exportQuery),
  response: z.unknown(),
});
