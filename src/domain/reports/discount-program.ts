import { z } from 'zod';
import { endpoint, pagingSchema, pageSizeQuery } from '../contract.ts';
import { LEVEL } from '../permissions.ts';
import { zSearch } from '../validation/zod.ts';
import { exportQuery, idList, rangeQuery, REPORT_PAGE_SIZES, reportMetaSchema } from './schema.ts';

/**
 * The discount-program report (spec 3 §2 /reports/discount-program, §7 report/advertiser/
 * discount-program/overview, detail, export/overview, export/detail; docs/decisions/085). Figures
 * come from the conversions that carried a code of the program (`conversions.promo_code_id`,
 * decision 085), counted as the performance report counts them: `conversions` every one,
 * `usage` / sale amount / commission those not rejected; clicks are the program's offer's clicks
 * within the program's period; the discount given is the program's value per use (fixed) or its
 * share of the sale amount (percentage).
 */
const count = z.number().int();
const decimal = z.string().regex(/^-?\d+(\.\d+)?$/);

export const discountFiguresSchema = z.object({
  conversions: count,
  /** conversions not rejected: the uses of the codes (the promo-code list's `used` when nothing was rejected later) */
  usage: count,
  sale_amount: decimal,
  discount: decimal,
  /** payout of the conversions not rejected */
  commission: decimal,
});
export type DiscountFigures = z.infer<typeof discountFiguresSchema>;

export const DISCOUNT_OVERVIEW_SORT = ['name', 'clicks', 'conversions', 'usage', 'sale_amount', 'discount', 'commission'] as const;
export const DISCOUNT_DETAIL_SORT = ['date', 'code', 'partner', 'conversions', 'usage', 'sale_amount', 'discount', 'commission'] as const;

const paged = {
  sort: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: pageSizeQuery(REPORT_PAGE_SIZES, 25),
};

export const discountOverviewQuery = rangeQuery.extend({
  /** part of the program's name, or its id when the text is a number */
  search: zSearch(),
  program_ids: idList.optional(),
  offer_ids: idList.optional(),
  sort_by: z.enum(DISCOUNT_OVERVIEW_SORT).default('conversions'),
  ...paged,
});
export type DiscountOverviewQuery = z.output<typeof discountOverviewQuery>;

export const discountDetailQuery = rangeQuery.extend({
  /** part of the promo code */
  search: zSearch(),
  program_ids: idList.optional(),
  partner_ids: idList.optional(),
  sort_by: z.enum(DISCOUNT_DETAIL_SORT).default('date'),
  ...paged,
});
export type DiscountDetailQuery = z.output<typeof discountDetailQuery>;

export const discountOverviewRowSchema = discountFiguresSchema.extend({
  program_id: count,
  name: z.string(),
  offer: z.object({ id: count, name: z.string() }),
  discount_type: z.enum(['fixed', 'percentage']),
  discount_value: decimal,
  status: z.enum(['active', 'inactive']),
  clicks: count,
});
export type DiscountOverviewRow = z.infer<typeof discountOverviewRowSchema>;

export const discountDetailRowSchema = discountFiguresSchema.extend({
  /** yyyy-mm-dd in the report zone */
  date: z.string(),
  program_id: count,
  program_name: z.string(),
  promo_code_id: count,
  code: z.string(),
  partner_id: count,
  partner_name: z.string(),
});
export type DiscountDetailRow = z.infer<typeof discountDetailRowSchema>;

const READ = { kind: 'module', module: 'report', level: LEVEL.read } as const;
const BASE = '/api/report/advertiser/discount-program';

const overviewAnswer = z.object({
  items: z.array(discountOverviewRowSchema),
  paging: pagingSchema,
  totals: discountFiguresSchema.extend({ clicks: count }),
  meta: reportMetaSchema,
});
export type DiscountOverviewAnswer = z.infer<typeof overviewAnswer>;
const detailAnswer = z.object({
  items: z.array(discountDetailRowSchema),
  paging: pagingSchema,
  totals: discountFiguresSchema,
  meta: reportMetaSchema,
});
export type DiscountDetailAnswer = z.infer<typeof detailAnswer>;

export const discountOverview = endpoint({
  id: 'reports.discountProgram.overview',
  method: 'GET',
  path: `${BASE}/overview`,
  summary:
    'Per discount program: clicks, conversions, usage, sale amount, discount given, commission (range, search, programs, offers, sort, page)',
  access: READ,
  query: discountOverviewQuery,
  response: overviewAnswer,
});
export const discountOverviewExport = endpoint({
  id: 'reports.discountProgram.overviewExport',
  method: 'GET',
  path: `${BASE}/export/overview`,
  summary: 'The discount-program overview, every row then the totals, as CSV or XLSX (formula-escaped)',
  access: READ,
  query: discountOverviewQuery.omit({ page: true, limit: true }).extend(exportQuery),
  response: z.unknown(),
});
export const discountDetail = endpoint({
  id: 'reports.discountProgram.detail',
  method: 'GET',
  path: `${BASE}/detail`,
  summary:
    'Per day, promo code and partner: conversions, usage, sale amount, discount given, commission (range, search, programs, partners)',
  access: READ,
  query: discountDetailQuery,
  response: detailAnswer,
});
export const discountDetailExport = endpoint({
  id: 'reports.discountProgram.detailExport',
  method: 'GET',
  path: `${BASE}/export/detail`,
  summary: 'The discount-program detail, every row then the totals, as CSV or XLSX (formula-escaped)',
  access: READ,
  query: discountDetailQuery.omit({ page: true, limit: true }).extend(exportQuery),
  response: z.unknown(),
});
