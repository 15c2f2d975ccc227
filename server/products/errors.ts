import type { FieldError } from '../../src/domain/errors.ts';
import type { ProductRefusal } from '../../src/domain/products/enums.ts';
import productsEn from '../../src/i18n/en/products.ts';
import { HttpError } from '../http/errors.ts';

/** English messages of the refusal codes: the UI translates `code` under products.refusals. */
export const PRODUCT_REFUSAL_MESSAGES: Record<ProductRefusal, string> = productsEn.refusals;

const STATUS: Record<ProductRefusal, number> = {
  product_not_found: 404,
  unknown_offer: 422,
  unknown_event: 422,
  upload_running: 409,
  sync_not_configured: 409,
  sync_running: 409,
};
const FIELD: Partial<Record<ProductRefusal, string>> = { unknown_offer: 'offer_id', unknown_event: 'event_id' };

export function refuse(code: ProductRefusal): HttpError {
  const field = FIELD[code];
  return field
    ? new HttpError(STATUS[code], 'validation_failed', PRODUCT_REFUSAL_MESSAGES[code], [{ field, code }])
    : new HttpError(STATUS[code], code, PRODUCT_REFUSAL_MESSAGES[code]);
}

export const invalid = (errors: FieldError[]): HttpError => new HttpError(422, 'validation_failed', 'The given data was invalid.', errors);
