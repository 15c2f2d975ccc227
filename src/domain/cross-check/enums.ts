/**
 * Cross-check records (spec 3 §3–§4, §7–§9; docs/decisions/090-cross-check-and-locking.md). Plain
 * constants: the server, the machine, the screens and the palette read them.
 */
export const CROSS_CHECK_STATUSES = ['temporary', 'unfinalized', 'finalized', 'locked'] as const;
export type CrossCheckStatus = (typeof CROSS_CHECK_STATUSES)[number];

/** What the brand does to a record (the job also closes periods and locks due records). */
export const CROSS_CHECK_BRAND_ACTIONS = ['finalize', 'reopen', 'lock'] as const;
export type CrossCheckBrandAction = (typeof CROSS_CHECK_BRAND_ACTIONS)[number];
export type CrossCheckAction = CrossCheckBrandAction | 'close';

/** Decision 090: a record locks by itself this many days after it was created, unless the brand set another term. */
export const LOCKING_TERM_DEFAULT_DAYS = 45;
export const LOCKING_TERM_MIN_DAYS = 1;
export const LOCKING_TERM_MAX_DAYS = 365;

/** Decision 090: VAT on the subtotal (approved commission + bonus + arrears), Vietnam's standard rate. */
export const VAT_RATE = '0.1';

/** Stored conversion statuses a record counts as pending (undecided), approved, rejected. */
export const PENDING_STATUSES = ['pending', 'gross', 'unapproved'] as const;
/** Organic conversions are not paid to the partner: counted with the rejected ones (decision 090). */
export const REJECTED_STATUSES = ['rejected', 'organic'] as const;

/** Periods longer than this are refused (a year of periods is 12 months). */
export const PERIOD_MAX_DAYS = 366;

/** Sort keys of the detail (spec 3 §2: sortBy partner_id), and of the overview. */
export const CROSS_CHECK_SORT_KEYS = ['partner_id', 'total', 'approved_commission', 'status'] as const;
export type CrossCheckSortKey = (typeof CROSS_CHECK_SORT_KEYS)[number];

export const CROSS_CHECK_REFUSALS = [
  'cross_check_not_found',
  'status_not_allowed',
  'negative_subtotal',
  'no_conversions',
  'period_not_valid',
] as const;
export type CrossCheckRefusal = (typeof CROSS_CHECK_REFUSALS)[number];
