import { z } from 'zod';
import { endpoint, pagedSchema, pageSizeQuery, pagingSchema } from '../contract.ts';
import { LEVEL } from '../permissions.ts';
import { exportQuery } from '../reports/schema.ts';
import { CROSS_CHECK_SORT_KEYS, CROSS_CHECK_STATUSES, LOCKING_TERM_MAX_DAYS, LOCKING_TERM_MIN_DAYS } from './enums.ts';

/**
 * Cross-check (issue 27 item 2; spec 3 §2–§4, §7; docs/decisions/090-cross-check-and-locking.md).
 * The payment module governs it: reads ≥ 2, writes 15. Paths follow spec 3 §7's
 * invoice/advertiser/cross-check… and user/adv/cross-check. Periods are ISO dates (UTC, both ends
 * included); amounts are decimal strings rounded to the brand's currency (decision 091).
 */
export const CROSS_CHECK_READ = { kind: 'module', module: 'payment', level: LEVEL.read } as const;
export const CROSS_CHECK_WRITE = { kind: 'module', module: 'payment', level: LEVEL.full } as const;
const BASE = '/api/invoice/advertiser';

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'date')
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), 'date')
  .meta({ format: 'date' });
const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
/** An amount with at most 4 places, sign allowed (arrears may be owed either way). */
const amountIn = z
  .string()
  .regex(/^-?\d{1,15}(\.\d{1,4})?$/, 'number')
  .meta({ example: '-120.50' });
const amount = z.string().meta({ description: 'decimal string, rounded to the currency (USD 2 places, VND 0)' });

export const periodSchema = z.object({ period_start: isoDate, period_end: isoDate });

export const figuresSchema = z.object({
  pending_count: z.number().int(),
  approved_count: z.number().int(),
  rejected_count: z.number().int(),
  estimated_commission: amount,
  approved_commission: amount,
  actual_cost: amount,
  bonus: amount,
  arrears: amount,
  subtotal: amount,
  vat: amount,
  total: amount,
});

export const crossCheckRowSchema = figuresSchema.extend({
  id: z.number().int(),
  partner_id: z.number().int(),
  partner_name: z.string(),
  period_start: z.string(),
  period_end: z.string(),
  currency: z.enum(['USD', 'VND']),
  status: z.enum(CROSS_CHECK_STATUSES),
  created_at: z.string(),
  /** when the locking job will lock it (creation + the brand's locking term); null once locked */
  locks_at: z.string().nullable(),
  locked_at: z.string().nullable(),
});
export type CrossCheckRow = z.infer<typeof crossCheckRowSchema>;

/** One period of the overview: its records summed, and how many are in each status. */
export const periodRowSchema = figuresSchema.extend({
  period_start: z.string(),
  period_end: z.string(),
  currency: z.enum(['USD', 'VND']),
  records: z.number().int(),
  statuses: z.object(
    Object.fromEntries(CROSS_CHECK_STATUSES.map((s) => [s, z.number().int()])) as Record<
      (typeof CROSS_CHECK_STATUSES)[number],
      z.ZodNumber
    >,
  ),
});
export type PeriodRow = z.infer<typeof periodRowSchema>;

const sortQuery = {
  sort: z.enum(['asc', 'desc']).default('asc'),
  sortBy: z.enum(CROSS_CHECK_SORT_KEYS).default('partner_id'),
};

export const overviewQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: pageSizeQuery([25, 50, 100], 25),
});
export const detailQuerySchema = z.object({
  periodStart: isoDate,
  periodEnd: isoDate,
  ...sortQuery,
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: pageSizeQuery([25, 50, 100, 200], 25),
});
export type DetailQuery = z.output<typeof detailQuerySchema>;

export const listOverview = endpoint({
  id: 'crossCheck.overview',
  method: 'GET',
  path: `${BASE}/cross-check`,
  summary: "The brand's cross-check periods, newest first: each period's records summed, with counts per status",
  access: CROSS_CHECK_READ,
  query: overviewQuerySchema,
  response: pagedSchema(periodRowSchema),
});

export const listDetail = endpoint({
  id: 'crossCheck.detail',
  method: 'GET',
  path: `${BASE}/cross-check-detail`,
  summary: "One period's records, one per partner (periodStart, periodEnd, sort, sortBy partner_id), with the period's totals",
  access: CROSS_CHECK_READ,
  query: detailQuerySchema,
  response: z.object({ items: z.array(crossCheckRowSchema), paging: pagingSchema, totals: figuresSchema }),
});

export const createCrossCheck = endpoint({
  id: 'crossCheck.create',
  method: 'POST',
  path: `${BASE}/cross-check`,
  summary:
    'Open the cross-check of a period: one record per partner with conversions in it; 422 no_conversions ("Cross-check could not be created without conversion."), period_not_valid for an end before the start or a period over 366 days',
  access: CROSS_CHECK_WRITE,
  body: periodSchema,
  response: z.object({ created: z.number().int(), items: z.array(crossCheckRowSchema) }),
});

export const LOCK_OUTCOMES = ['locked', 'negative_subtotal', 'not_allowed', 'not_found'] as const;
export type LockOutcome = (typeof LOCK_OUTCOMES)[number];
const idsBody = z.object({ ids: z.array(id).min(1).max(1000) });

export const lockCrossChecks = endpoint({
  id: 'crossCheck.lock',
  method: 'POST',
  path: `${BASE}/cross-check/lock`,
  summary:
    'Lock records: each one’s pending conversions are approved and it and its conversions become read-only; per-id outcome and counts (negative_subtotal: "{n} cross-check record{s} cannot be locked with a negative subtotal.")',
  access: CROSS_CHECK_WRITE,
  body: idsBody,
  response: z.object({
    results: z.array(z.object({ id: z.number().int(), outcome: z.enum(LOCK_OUTCOMES), status: z.enum(CROSS_CHECK_STATUSES).nullable() })),
    summary: z.object(Object.fromEntries(LOCK_OUTCOMES.map((o) => [o, z.number().int()])) as Record<LockOutcome, z.ZodNumber>),
  }),
});

export const changeCrossCheck = endpoint({
  id: 'crossCheck.status',
  method: 'PUT',
  path: `${BASE}/cross-check/:crossCheckId/status`,
  summary: 'Finalize a record or reopen it; 409 status_not_allowed where the cross-check machine refuses',
  access: CROSS_CHECK_WRITE,
  params: z.object({ crossCheckId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
  body: z.object({ action: z.enum(['finalize', 'reopen']) }),
  response: crossCheckRowSchema,
});

export const setArrears = endpoint({
  id: 'crossCheck.arrears',
  method: 'PUT',
  path: `${BASE}/cross-check/:crossCheckId/arrears`,
  summary: 'Bring arrears forward onto a record that is not locked (negative: the partner owes); 409 status_not_allowed once locked',
  access: CROSS_CHECK_WRITE,
  params: z.object({ crossCheckId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
  body: z.object({ arrears: amountIn }),
  response: crossCheckRowSchema,
});

export const startDate = endpoint({
  id: 'crossCheck.startDate',
  method: 'GET',
  path: `${BASE}/cross-check/start-date`,
  summary: "The first day a cross-check can cover: the first of the month of the brand's first conversion (null: none yet)",
  access: CROSS_CHECK_READ,
  response: z.object({ start_date: z.string().nullable() }),
});

export const exportCrossCheck = endpoint({
  id: 'crossCheck.export',
  method: 'GET',
  path: `${BASE}/cross-check/export`,
  summary: "The overview's periods, or with periodStart and periodEnd one period's records, as CSV or XLSX",
  access: CROSS_CHECK_READ,
  query: z.object({ periodStart: isoDate.optional(), periodEnd: isoDate.optional(), ...sortQuery, ...exportQuery }),
  // a file, not `{ data }` (the document lists CSV and XLSX for an opaque export)
  response: z.unknown(),
});

export const settingsSchema = z.object({
  locking_days: z.number().int().min(LOCKING_TERM_MIN_DAYS).max(LOCKING_TERM_MAX_DAYS),
});
export type CrossCheckSettings = z.infer<typeof settingsSchema>;

export const getSettings = endpoint({
  id: 'crossCheck.settings.get',
  method: 'GET',
  path: '/api/user/adv/cross-check',
  summary: "The brand's locking term: records lock by themselves this many days after creation (45 by default)",
  access: CROSS_CHECK_READ,
  response: settingsSchema,
});

export const putSettings = endpoint({
  id: 'crossCheck.settings.put',
  method: 'PUT',
  path: '/api/user/adv/cross-check',
  summary: 'Set the locking term (1–365 days from a record’s creation)',
  access: CROSS_CHECK_WRITE,
  body: settingsSchema,
  response: settingsSchema,
});
