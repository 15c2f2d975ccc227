import type { FraudLabel } from '../../../src/domain/tracking/fraud.ts';
import type { Refusal } from '../../../src/domain/tracking/refusals.ts';
import type { DuplicateRules } from '../rules/conversion.ts';
import type { BudgetRef } from '../rules/budgets.ts';

/** What the group-commit writer is handed (server/tracking/commit/writer.ts). */

export interface Subs {
  sub1: string;
  sub2: string;
  sub3: string;
  sub4: string;
  sub5: string;
}

export interface ClickRow extends Subs {
  click_uuid: string;
  brand_id: number;
  offer_id: number;
  partner_id: number | null;
  created_at: Date;
  ip: string | null;
  user_agent: string;
  referrer: string;
  country_id: number | null;
  region_id: number | null;
  city_id: number | null;
  device_id: number | null;
  os_id: number | null;
  browser_id: number | null;
  source: 'click' | 'go' | 'pixel' | 'test';
  is_test: boolean;
  is_unique: boolean;
  /** decided before queuing; budget_reached may still be set by the flush */
  refusal: Refusal | null;
  landing_url: string;
  fraud: FraudLabel;
}

/** Offer and budget facts the flush needs to notify at budget thresholds. */
export interface BudgetMeta {
  offerName: string;
  partnerId: number | null;
}

export interface ClickItem {
  kind: 'click';
  row: ClickRow;
  /** the offer's and the contract's budgets in their current periods (empty when refused or test) */
  budgets: BudgetRef[];
  meta: BudgetMeta;
}
export interface ClickResult {
  refusal: Refusal | null;
}

export type ConversionMethod = 'postback' | 'pixel_gif' | 'pixel_html' | 'script';

export interface ConversionRow extends Subs {
  uuid: string;
  brand_id: number;
  offer_id: number;
  partner_id: number;
  event_id: number;
  click_id: number;
  click_uuid: string;
  click_at: Date;
  created_at: Date;
  click_ip: string | null;
  ip: string | null;
  status: 'pending' | 'approved' | 'rejected';
  suggested_status: 'rejected' | null;
  message: string;
  sale_amount: string;
  payout: string;
  bonus: string;
  revenue: string;
  transaction_id: string;
  dedupe_key: string;
  method: ConversionMethod;
  is_test: boolean;
  params: Record<string, string>;
  fraud: FraudLabel;
  /** the postback's promo code (decision 085): counted against its usage limit under its row lock in the flush */
  promo_code_id: number | null;
}

/** The server_log row, minus what the flush decides (outcome, reason, status, response, conversion id). */
export interface LogBase {
  brand_id: number | null;
  offer_id: number | null;
  event_id: number | null;
  partner_id: number | null;
  click_uuid: string | null;
  created_at: Date;
  endpoint: ConversionMethod;
  request: Record<string, unknown>;
  ip: string | null;
}

export interface ConversionItem {
  kind: 'conversion';
  row: ConversionRow;
  rules: DuplicateRules;
  /** budgets a counted conversion uses (offer + contract, current periods); empty for test traffic */
  budgets: BudgetRef[];
  meta: BudgetMeta;
  log: LogBase;
  /** the offer's conversion.created webhook endpoints (OfferFacts.conversionWebhooks) */
  webhooks: readonly { id: number; brand_id: number }[];
}

/** A postback / pixel answer as written to server_log and sent to the caller. */
export interface Answer {
  outcome: 'accepted' | 'duplicate' | 'refused';
  reason: Refusal | null;
  httpStatus: number;
  body: Record<string, unknown>;
}

/** A request refused before it reached the rules of the flush (bad token, unknown click …): only logged. */
export interface LogItem {
  kind: 'log';
  log: LogBase;
  answer: Answer;
}

export type Item = ClickItem | ConversionItem | LogItem;
export type ResultOf<I extends Item> = I extends ClickItem ? ClickResult : Answer;
