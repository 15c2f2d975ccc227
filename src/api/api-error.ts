import type { FieldError } from '../domain/errors.ts';

/**
 * Every rejection of the HTTP client. `code` is a machine code (translated as `errors.<code>`),
 * `errors` carries field codes for 422 (translated as `validates.<code>`). Client-side failures use
 * status 0 (`network`, `aborted`) or 408 (`timeout`).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly errors: FieldError[];
  readonly retryAfter: number | undefined;

  constructor(status: number, code: string, message: string, errors: FieldError[] = [], retryAfter?: number) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.errors = errors;
    this.retryAfter = retryAfter;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** Default code per status when the body carries none (e.g. a proxy's HTML error page). */
export function codeForStatus(status: number): string {
  const known: Record<number, string> = {
    400: 'bad_request',
    401: 'unauthorized',
    403: 'forbidden',
    404: 'not_found',
    405: 'method_not_allowed',
    406: 'not_acceptable',
    408: 'timeout',
    409: 'conflict',
    413: 'payload_too_large',
    414: 'uri_too_long',
    422: 'validation_failed',
    429: 'too_many_requests',
  };
  return known[status] ?? (status >= 500 ? 'internal' : 'unknown');
}

/** Builds the ApiError from a non-2xx response, reading the `{ message, code, errors }` body when there is one. */
export async function errorFromResponse(res: Response): Promise<ApiError> {
  let body: { message?: unknown; code?: unknown; errors?: unknown } = {};
  try {
    body = (await res.json()) as typeof body;
  } catch {
    // not JSON: keep the defaults
  }
  const code = typeof body.code === 'string' ? body.code : codeForStatus(res.status);
  const message = typeof body.message === 'string' ? body.message : `HTTP ${res.status}`;
  const errors = Array.isArray(body.errors) ? (body.errors as FieldError[]) : [];
  const retryAfterHeader = Number(res.headers.get('retry-after'));
  const retryAfter = Number.isFinite(retryAfterHeader) && retryAfterHeader > 0 ? retryAfterHeader : undefined;
  return new ApiError(res.status, code, message, errors, retryAfter);
}
