import type { z } from 'zod';
import type { PartnerRefusal } from '../../src/domain/partners/enums.ts';
import partnersEn from '../../src/i18n/en/partners.ts';
import { HttpError } from '../http/errors.ts';
import { toFieldErrors } from '../http/validation.ts';

/**
 * English messages of the refusal codes (the API's `message`): the English translations themselves,
 * so the API, the ops CLI and the UI say the same thing. The UI translates `code` under partners.refusals.
 */
export const REFUSAL_MESSAGES: Record<PartnerRefusal, string> = partnersEn.refusals;

const STATUS: Record<PartnerRefusal, number> = {
  partner_not_found: 404,
  contract_not_found: 404,
  offer_not_found: 404,
  partner_not_joined: 409,
  partner_blocked: 409,
  contract_exists: 409,
  status_not_allowed: 409,
  mode_not_allowed: 409,
  end_date_not_passed: 409,
};

export const refuse = (code: PartnerRefusal): HttpError => new HttpError(STATUS[code], code, REFUSAL_MESSAGES[code]);

/** Parses with `schema` or throws the 422 a route would answer (the ops CLI and seeds validate too). */
export function parseOr422<S extends z.ZodType>(schema: S, input: unknown, what: string): z.output<S> {
  const r = schema.safeParse(input);
  if (!r.success) throw new HttpError(422, 'validation_failed', `Invalid ${what}`, toFieldErrors(r.error.issues, input));
  return r.data;
}
