import type { z } from 'zod';
import type { AgencyRefusal } from '../../src/domain/agencies/enums.ts';
import agenciesEn from '../../src/i18n/en/agencies.ts';
import { HttpError } from '../http/errors.ts';
import { toFieldErrors } from '../http/validation.ts';

/** English messages of the refusal codes: the UI translates `code` under agencies.refusals. */
export const AGENCY_REFUSAL_MESSAGES: Record<AgencyRefusal, string> = agenciesEn.refusals;

const STATUS: Record<AgencyRefusal, number> = {
  contract_not_found: 404,
  agency_not_found: 404,
  contract_exists: 409,
  status_not_allowed: 409,
  file_not_valid: 422,
  end_not_passed: 409,
};

export const refuse = (code: AgencyRefusal): HttpError =>
  new HttpError(
    STATUS[code],
    code === 'file_not_valid' ? 'validation_failed' : code,
    AGENCY_REFUSAL_MESSAGES[code],
    code === 'file_not_valid' ? [{ field: 'file_ids', code: 'not_valid' }] : [],
  );

/** Parses with `schema` or throws the 422 a route would answer (the ops CLI and the seed validate too). */
export function parseOr422<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const r = schema.safeParse(input);
  if (!r.success) throw new HttpError(422, 'validation_failed', 'Invalid agency contract', toFieldErrors(r.error.issues, input));
  return r.data;
}
