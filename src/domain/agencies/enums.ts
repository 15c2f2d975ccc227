/**
 * Agency-contract enumerations (spec 3 §3–§4; docs/decisions/076-agency-contracts.md). Statuses are
 * the stored `agency_contracts.status` values: the partner contract's set plus `termination_requested`
 * (the agency asked to end early; the contract still runs until the brand ends it or keeps it).
 */
export const AGENCY_CONTRACT_STATUSES = [
  'pending',
  'sent',
  'approved',
  'termination_requested',
  'rejected',
  'terminated',
  'expired',
] as const;
export type AgencyContractStatus = (typeof AGENCY_CONTRACT_STATUSES)[number];
/** A live contract blocks a second one between the same brand and agency (partial unique index). */
export const LIVE_AGENCY_CONTRACT_STATUSES: readonly AgencyContractStatus[] = ['pending', 'sent', 'approved', 'termination_requested'];
/** The contract is in force: the agency may work inside the brand (item 3) and its retainer falls due. */
export const ACTIVE_AGENCY_CONTRACT_STATUSES: readonly AgencyContractStatus[] = ['approved', 'termination_requested'];

/** What the brand may ask of a contract (PUT …/status). */
export const AGENCY_BRAND_ACTIONS = ['send', 'cancel', 'terminate', 'keep'] as const;
export type AgencyBrandAction = (typeof AGENCY_BRAND_ACTIONS)[number];
/** What the agency answers (the ops CLI until agencies sign in). */
export const AGENCY_SIDE_ACTIONS = ['sign', 'decline', 'request_termination'] as const;
export type AgencySideAction = (typeof AGENCY_SIDE_ACTIONS)[number];
export type AgencyContractAction = AgencyBrandAction | AgencySideAction;

/** Fee: a retainer, a performance fee (percent of approved commission) or both (spec 3 §4). */
export const AGENCY_FEE_TYPES = ['retainer', 'performance', 'both'] as const;
export type AgencyFeeType = (typeof AGENCY_FEE_TYPES)[number];
/** Retainer frequency: monthly, or quarterly in January, April, July and October. */
export const RETAINER_FREQUENCIES = ['monthly', 'quarterly'] as const;
export type RetainerFrequency = (typeof RETAINER_FREQUENCIES)[number];
/** The months (1–12) a quarterly retainer falls due in. */
export const QUARTER_MONTHS: readonly number[] = [1, 4, 7, 10];
/** A due day beyond 28 would not exist in February: later days are "month end". */
export const RETAINER_DUE_DAY_MAX = 28;
/** Days before the end at which the brand is reminded (spec 3 §4). */
export const AGENCY_REMINDER_DAYS = 3;
export const AGENCY_TEXT_MAX = 5000;
/** Attached files per contract. */
export const AGENCY_FILES_MAX = 10;

export const AGENCY_REFUSALS = [
  'contract_not_found',
  'agency_not_found',
  'contract_exists',
  'status_not_allowed',
  'file_not_valid',
  'end_not_passed',
] as const;
export type AgencyRefusal = (typeof AGENCY_REFUSALS)[number];
