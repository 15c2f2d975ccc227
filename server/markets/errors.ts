import type { MarketRefusal } from '../../src/domain/markets/enums.ts';
import marketsEn from '../../src/i18n/en/markets.ts';
import { HttpError } from '../http/errors.ts';

/** English messages of the marketplace refusals (the API's `message`); the UI translates `code` under markets.refusals. */
export const REFUSAL_MESSAGES: Record<MarketRefusal, string> = marketsEn.refusals;

const STATUS: Record<MarketRefusal, number> = {
  partner_not_found: 404,
  agency_not_found: 404,
  filter_not_found: 404,
  review_exists: 409,
  review_not_allowed: 409,
  agency_review_exists: 409,
  brand_review_exists: 409,
};

export const refuse = (code: MarketRefusal): HttpError => new HttpError(STATUS[code], code, REFUSAL_MESSAGES[code]);
