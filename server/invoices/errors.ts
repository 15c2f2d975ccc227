import type { InvoiceRefusal } from '../../src/domain/invoices/enums.ts';
import invoicesEn from '../../src/i18n/en/invoices.ts';
import { HttpError } from '../http/errors.ts';

/** English messages of the refusal codes: the UI translates `code` under invoices.refusals. */
export const INVOICE_REFUSAL_MESSAGES: Record<InvoiceRefusal, string> = invoicesEn.refusals;

const STATUS: Record<InvoiceRefusal, number> = {
  invoice_not_found: 404,
  status_not_allowed: 409,
  // a cross-check record handed over whose total disagrees with its parts (a bug upstream, never the user's)
  invalid_record: 422,
};

export const refuse = (code: InvoiceRefusal): HttpError => new HttpError(STATUS[code], code, INVOICE_REFUSAL_MESSAGES[code]);
