import { isRead, type Endpoint } from '../../src/domain/contract.ts';
import { errorBodySchema, type ErrorBody } from '../../src/domain/errors.ts';
import { apiKeyAllowed } from '../../src/domain/api-keys/scope.ts';
import { jsonSchema, type Json } from './openapi-schema.ts';

/** One example body per status this API answers with the `{ message, code, errors }` shape. */
const EXAMPLES: Record<string, { description: string; example: ErrorBody }> = {
  '400': {
    description: 'The body is not JSON (or is empty while the content type says JSON): the request never reached validation',
    example: { message: 'Malformed JSON body', code: 'malformed_json', errors: [] },
  },
  '401': {
    description:
      'Not signed in, token expired or revoked, an unknown API key; a wrong email or password on a sign-in; a refresh token, agency token or stream ticket that is unknown, expired or revoked',
    example: { message: 'Sign-in required', code: 'unauthorized', errors: [] },
  },
  '403': {
    description: 'The caller lacks the permission level this operation needs, or an API key called an account endpoint',
    example: { message: 'Permission denied', code: 'forbidden', errors: [] },
  },
  '404': {
    description: 'No such object in the caller’s brand',
    example: { message: 'Not found', code: 'not_found', errors: [] },
  },
  '409': {
    description: 'The object’s current state refuses this change',
    example: { message: 'The change conflicts with the current state', code: 'conflict', errors: [] },
  },
  '413': {
    description: 'The JSON body is larger than the operation accepts (256 KB unless it says otherwise): never parsed',
    example: { message: 'Request body is too large', code: 'payload_too_large', errors: [] },
  },
  '414': {
    description: 'The URL is longer than 8 KB (any operation: checked before routing)',
    example: { message: 'URL is too long.', code: 'uri_too_long', errors: [] },
  },
  '422': {
    description: 'Path, query or body failed validation; one entry per field with a machine code',
    example: {
      message: 'Invalid body',
      code: 'validation_failed',
      errors: [
        { field: 'name', code: 'required' },
        { field: 'title', code: 'max', max: 255 },
      ],
    },
  },
  '429': {
    description: 'Too many attempts; retry after the number of seconds in `Retry-After`',
    example: { message: 'Too many attempts. Please try again in a few minutes.', code: 'too_many_requests', errors: [] },
  },
};

/** `components` entries for the error body: the schema, one example and one response per status. */
export function errorComponents(): { schemas: Json; examples: Json; responses: Json } {
  const examples: Json = {};
  const responses: Json = {};
  for (const [status, { description, example }] of Object.entries(EXAMPLES)) {
    examples[`Error${status}`] = { summary: description, value: example };
    responses[`Error${status}`] = {
      description,
      ...(status === '429' ? { headers: { 'Retry-After': { description: 'seconds to wait', schema: { type: 'integer' } } } } : {}),
      content: {
        'application/json': {
          schema: { $ref: '#/components/schemas/Error' },
          examples: { [example.code]: { $ref: `#/components/examples/Error${status}` } },
        },
      },
    };
  }
  return { schemas: { Error: jsonSchema(errorBodySchema, 'output') }, examples, responses };
}

const isWrite = (e: Endpoint) => !isRead(e);
/** Sign-in and the password endpoints count failed attempts (server/auth/throttle.ts). */
const isThrottled = (e: Endpoint) =>
  isWrite(e) && (/^\/api\/auth\//.test(e.path) || /password/i.test(e.path) || e.ownCredential === 'password');

type Shape = Record<string, { safeParse(v: unknown): { success: boolean } }>;

/**
 * True when the query or the body names one object by a REQUIRED id (`GET /api/offers/script?offer_id=`,
 * `PUT /api/offers/working-mode {offer_id}`): an unknown or foreign one is a 404 as in a path. An
 * optional `…_id` is a filter (an empty answer).
 */
function namesAnObject(e: Endpoint): boolean {
  const requiredId = (schema: unknown) =>
    Object.entries((schema as { shape?: Shape } | undefined)?.shape ?? {}).some(
      ([k, field]) => (k === 'id' || k.endsWith('_id')) && !field.safeParse(undefined).success,
    );
  return requiredId(e.query) || requiredId(e.body);
}

/** The error statuses an operation can answer, each a `$ref` to its component response. */
export function errorResponses(e: Endpoint): Json {
  const statuses: string[] = [];
  if (e.access.kind !== 'public' || e.ownCredential) statuses.push('401');
  if (e.access.kind === 'module' || (e.access.kind !== 'public' && !apiKeyAllowed(e))) statuses.push('403');
  // Fastify's JSON parser, before validation (error-handlers.ts): a broken body, an over-long one
  if (e.body) statuses.push('400', '413');
  if (e.path.includes(':') || namesAnObject(e) || e.mayBeMissing) statuses.push('404');
  if (isWrite(e) && e.access.kind !== 'public') statuses.push('409');
  if (e.params || e.query || e.body) statuses.push('422');
  if (isThrottled(e)) statuses.push('429');
  return Object.fromEntries(statuses.map((s) => [s, { $ref: `#/components/responses/Error${s}` }]));
}

/**
 * Every operation of this server, tracking and file routes included, answers an over-long URL with
 * 414 before it is routed (error-handlers.ts): added to each operation of `paths` (descriptors and
 * hand-written alike), so a caller's generated client knows the status and its body.
 */
export function withUriTooLong(paths: Record<string, Json>): Record<string, Json> {
  const add = (op: { responses: Json }) => ({
    ...op,
    responses: { ...op.responses, '414': op.responses['414'] ?? { $ref: '#/components/responses/Error414' } },
  });
  // copies: the hand-written operations are module constants, shared by every app in a process
  return Object.fromEntries(
    Object.entries(paths).map(([path, item]) => [
      path,
      Object.fromEntries(Object.entries(item).map(([m, op]) => [m, add(op as { responses: Json })])),
    ]),
  );
}
