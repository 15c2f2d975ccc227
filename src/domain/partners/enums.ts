/**
 * Partner and partner-contract enumerations (spec 3 §3–§4). Working mode ids are the offer's
 * (stopped 0, working 1, processing 2, blocked 3; src/domain/offers/enums.ts) — the same machine
 * drives both. Contract statuses are the stored `partner_contracts.status` values.
 */
export const CONTRACT_STATUSES = ['pending', 'sent', 'approved', 'rejected', 'terminated', 'expired'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];
/** A live contract blocks a second one for the same offer and partner (partial unique index). */
export const LIVE_CONTRACT_STATUSES: readonly ContractStatus[] = ['pending', 'sent', 'approved'];

/** What a user (or the partner through ops) may ask of a contract; `expire` belongs to the clock. */
export const CONTRACT_ACTIONS = ['send', 'approve', 'reject', 'terminate'] as const;
export type ContractAction = (typeof CONTRACT_ACTIONS)[number];
/** Who asked: either party may end an approved contract early (spec 3 §4). */
export const CONTRACT_PARTIES = ['brand', 'partner'] as const;
export type ContractParty = (typeof CONTRACT_PARTIES)[number];

/**
 * Refusal codes of contract and working-mode changes: the `code` of the 409 (or 404) body,
 * translated under `partners.refusals.<code>`.
 */
export const PARTNER_REFUSALS = [
  'partner_not_found',
  'contract_not_found',
  'offer_not_found',
  'partner_not_joined',
  'partner_blocked',
  'contract_exists',
  'status_not_allowed',
  'mode_not_allowed',
  'end_date_not_passed',
] as const;
export type PartnerRefusal = (typeof PARTNER_REFUSALS)[number];

/** Contract budgets (spec 3 §3): conversions or payout, daily / monthly / lifetime. */
export const CONTRACT_BUDGET_TYPES = ['conversions', 'payout'] as const;
export type ContractBudgetType = (typeof CONTRACT_BUDGET_TYPES)[number];
export const CONTRACT_BUDGET_FREQUENCIES = ['daily', 'monthly', 'lifetime'] as const;
export type ContractBudgetFrequency = (typeof CONTRACT_BUDGET_FREQUENCIES)[number];
/**
 * The offer budget ids of the same metric and timeframe (src/domain/offers/enums.ts), so the offer's
 * "lower timeframe ≤ higher timeframe" rule and the tracking engine's budget_usage keys are shared.
 */
export const CONTRACT_BUDGET_TYPE_ID: Record<ContractBudgetType, number> = { conversions: 1, payout: 2 };
export const CONTRACT_FREQUENCY_ID: Record<ContractBudgetFrequency, number> = { daily: 1, monthly: 3, lifetime: 5 };

/** Payout tier percent when neither the contract nor the tier group sets one (spec 3 §3). */
export const DEFAULT_PAYOUT_TIER = '100';
export const PAYOUT_TIER_MAX = 1000;
export const PARTNER_TEXT_MAX = 2000;
export const PARTNER_LIST_SORT = 'joined_at desc' as const;
/** The contract list's page size (spec 3 §2: management filter lists page by 20). */
export const CONTRACT_PAGE_SIZE = 20;
/** One draw-up makes at most offers × partners contracts, each in its own transaction (≤ 200). */
export const CONTRACT_DRAW_UP_MAX_OFFERS = 10;
export const CONTRACT_DRAW_UP_MAX_PARTNERS = 20;
