import type { z } from 'zod';
import type { DiscountRefusal } from '../../src/domain/discounts/enums.ts';
import discountsEn from '../../src/i18n/en/discounts.ts';
import { HttpError } from '../http/errors.ts';
import { toFieldErrors } from '../http/validation.ts';

/** English messages of the refusal codes: the UI translates `code` under discounts.refusals. */
export const DISCOUNT_REFUSAL_MESSAGES: Record<DiscountRefusal, string> = discountsEn.refusals;

const STATUS: Record<DiscountRefusal, number> = {
  program_not_found: 404,
  offer_not_found: 404,
  // spec 2 §4: activation fails after the end time — an input the program's dates refuse
  program_ended: 422,
  promo_code_not_found: 404,
  promo_code_exists: 409,
  request_not_found: 404,
  request_decided: 409,
  promo_code_taken: 409,
  partner_not_found: 404,
};

export const refuse = (code: DiscountRefusal, fields: { field: string; code: string }[] = []): HttpError =>
  new HttpError(STATUS[code], code, DISCOUNT_REFUSAL_MESSAGES[code], fields);

/** Parses with `schema` or throws the 422 a route would answer (the ops CLI and the seed validate too). */
export function parseOr422<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const r = schema.safeParse(input);
  if (!r.success) throw new HttpError(422, 'validation_failed', 'Invalid discount program input', toFieldErrors(r.error.issues, input));
  return r.data;
}
