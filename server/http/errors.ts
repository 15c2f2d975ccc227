import type { ErrorBody, ErrorCode, FieldError } from '../../src/domain/errors.ts';

/**
 * What handlers throw to answer with an error: `throw new HttpError(404, 'not_found', 'Offer not found')`.
 * The global error handler turns it into the `{ message, code, errors }` body of the brief.
 */
export class HttpError extends Error {
  readonly status: number;
  readonly code: ErrorCode | (string & {});
  readonly errors: FieldError[];
  /** extra response headers, e.g. Retry-After on 429 */
  readonly headers: Record<string, string>;
  constructor(
    status: number,
    code: ErrorCode | (string & {}),
    message: string,
    errors: FieldError[] = [],
    headers: Record<string, string> = {},
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.errors = errors;
    this.headers = headers;
    this.name = 'HttpError';
  }

  toBody(): ErrorBody {
    return { message: this.message, code: this.code, errors: this.errors };
  }
}

export function errorBody(code: ErrorCode, message: string, errors: FieldError[] = []): ErrorBody {
  return { message, code, errors };
}
