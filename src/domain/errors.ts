import { z } from 'zod';

/** Error body of every non-2xx answer: `{ message, code, errors: [{ field, code, max?, min? }] }`. */
export const fieldErrorSchema = z.object({
  field: z.string(),
  code: z.string(),
  max: z.number().optional(),
  min: z.number().optional(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const errorBodySchema = z.object({
  message: z.string(),
  code: z.string(),
  errors: z.array(fieldErrorSchema).default([]),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/**
 * Machine-readable error codes. The client translates `code` (errors.<code>) and each field error
 * (validates.<code>); `message` is an English fallback for logs and API users.
 */
export const ERROR_CODES = [
  'bad_request',
  'malformed_json',
  'unauthorized',
  'token_expired',
  'forbidden',
  'not_found',
  'method_not_allowed',
  'not_acceptable',
  'conflict',
  'payload_too_large',
  'uri_too_long',
  'validation_failed',
  'too_many_requests',
  'internal',
  'invalid_credentials',
  'robot_check_failed',
  'set_password_link_invalid',
  'reset_password_link_invalid',
  'password_already_set',
  'refresh_token_invalid',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
