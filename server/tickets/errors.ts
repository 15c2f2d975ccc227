import type { z } from 'zod';
import type { TicketRefusal } from '../../src/domain/tickets/enums.ts';
import ticketsEn from '../../src/i18n/en/tickets.ts';
import { HttpError } from '../http/errors.ts';
import { toFieldErrors } from '../http/validation.ts';

/** English messages of the refusal codes: the UI translates `code` under tickets.refusals. */
export const TICKET_REFUSAL_MESSAGES: Record<TicketRefusal, string> = ticketsEn.refusals;

const STATUS: Record<TicketRefusal, number> = {
  ticket_not_found: 404,
  status_not_allowed: 409,
  file_not_valid: 422,
  // spec 1 §9: an input the last review's date refuses, answered with the date the next is allowed
  review_too_soon: 422,
  // spec 1 §2: the ticket entry waits for the admin's approval of the onboarding
  onboarding_not_approved: 403,
};

export const refuse = (code: TicketRefusal, fields: { field: string; code: string }[] = []): HttpError =>
  new HttpError(STATUS[code], code, TICKET_REFUSAL_MESSAGES[code], fields);

/** Parses with `schema` or throws the 422 a route would answer (the ops CLI validates too). */
export function parseOr422<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const r = schema.safeParse(input);
  if (!r.success) throw new HttpError(422, 'validation_failed', 'Invalid ticket input', toFieldErrors(r.error.issues, input));
  return r.data;
}
