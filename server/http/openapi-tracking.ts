import type { FastifyInstance } from 'fastify';
import { REFUSALS } from '../../src/domain/tracking/refusals.ts';
import type { Json } from './openapi-schema.ts';

/**
 * The tracking endpoints (server/tracking/routes.ts) are not descriptors: they answer redirects,
 * pixels and the postback's own wire format (issue 5), never the `{ data }` envelope, and take their
 * parameters loosely because partners' and brands' systems fill them from templates. They are
 * described here, as the storage routes are (openapi-storage.ts), and added when registered.
 * Literal paths: http sits below the features and does not import server/tracking.
 */
const TAGS = ['tracking'];
const text = (description: string, type = 'text/plain') => ({ description, content: { [type]: { schema: { type: 'string' } } } });
const string = (name: string, description: string, required = false) => ({
  name,
  in: 'query',
  required,
  description,
  schema: { type: 'string' },
});

const subs = [1, 2, 3, 4, 5].map((i) => string(`sub${i}`, `Partner's sub-id ${i}, stored on the click`));
const clickQuery = [
  string('partner_id', 'The partner sending the visitor'),
  ...subs,
  string('test', 'A signed test-click token (offer test link)'),
];
const clickResponses: Json = {
  '302': { description: 'Recorded; on to the offer’s landing page', headers: { Location: { schema: { type: 'string' } } } },
  '404': text('No such offer', 'text/html'),
  '429': text('Too many clicks from this address'),
  '503': text('Not recorded; retry later'),
};

const postbackFields: Record<string, string> = {
  click_id: 'The click this conversion belongs to (the `bc_click_<offer>` cookie for pixels)',
  offer_id: 'The offer, checked against the click’s offer',
  event: 'The event id (else the offer’s primary event)',
  transaction_id: 'The brand’s order id; a repeat is a duplicate (max 255)',
  amount: 'The sale amount for percentage payouts',
  status: '`pending` or `rejected` narrow the decision; `approved` cannot skip manual approval',
  token: 'The brand’s postback token (required on /track/postback)',
  ...Object.fromEntries([...Array(10).keys()].map((i) => [`par${i + 1}`, `Free parameter ${i + 1}, stored on the conversion`])),
};
const postbackQuery = Object.entries(postbackFields).map(([name, description]) => string(name, description));
const postbackObject = { type: 'object', properties: Object.fromEntries(Object.keys(postbackFields).map((k) => [k, { type: 'string' }])) };
const accepted = {
  type: 'object',
  properties: { status: { const: 'accepted' }, conversion_id: { type: 'string' }, conversion_status: { type: 'string' } },
  required: ['status', 'conversion_id', 'conversion_status'],
};
const refused = {
  type: 'object',
  properties: {
    status: { const: 'refused' },
    reason: { enum: [...REFUSALS] },
    message: { type: 'string' },
    errors: {
      description: 'On `malformed`: which parameters, with their validation codes',
      type: 'array',
      items: {
        type: 'object',
        properties: { field: { type: 'string' }, code: { enum: ['required', 'invalid_format', 'max_length'] } },
        required: ['field', 'code'],
      },
    },
  },
  required: ['status', 'reason', 'message'],
};
const refusal = (description: string) => ({ description, content: { 'application/json': { schema: refused } } });
const postbackResponses: Json = {
  '200': { description: 'Accepted', content: { 'application/json': { schema: accepted } } },
  '401': refusal('Refused: `bad_token`'),
  '404': refusal('Refused: unknown offer, event or click'),
  '409': refusal('Refused by a rule (budget, duplicate, contract …); the reason says which'),
  '422': refusal('Refused: `malformed` parameters'),
  '429': refusal('Refused: `rate_limited`'),
  '503': { description: 'Not recorded; retry later', content: { 'application/json': { schema: { type: 'object' } } } },
};
const postback = (method: string): Json => ({
  operationId: `tracking.postback.${method}`,
  summary: 'Report a conversion server to server (every answer is also a server-log row)',
  tags: TAGS,
  security: [],
  parameters: postbackQuery,
  ...(method === 'post'
    ? {
        requestBody: {
          content: {
            'application/json': { schema: postbackObject },
            'application/x-www-form-urlencoded': { schema: postbackObject },
          },
        },
      }
    : {}),
  // a body the parser refuses (not JSON / form data as its content type says) never reaches the tracker:
  // the shared 400 and 413 answers of error-handlers.ts
  responses:
    method === 'post'
      ? {
          ...postbackResponses,
          '400': { $ref: '#/components/responses/Error400' },
          '413': { $ref: '#/components/responses/Error413' },
        }
      : postbackResponses,
});

const pixelQuery = [
  { name: 'type', in: 'query', description: '`click` records a click; anything else a conversion', schema: { type: 'string' } },
  string('src', '`script` when sent by /track/script.js'),
  ...postbackQuery.filter((p) => p.name !== 'token'),
  ...clickQuery,
];
const pixel = (kind: 'gif' | 'html'): Json => ({
  operationId: `tracking.pixel.${kind}`,
  summary: `A ${kind === 'gif' ? 'image' : 'iframe'} pixel: records a click or a conversion and always answers the pixel`,
  tags: TAGS,
  security: [],
  parameters: pixelQuery,
  responses: {
    '200':
      kind === 'gif'
        ? { description: 'A 1×1 GIF', content: { 'image/gif': { schema: { type: 'string', format: 'binary' } } } }
        : text('An empty page', 'text/html'),
    '429': text('Too many clicks from this address'),
  },
});

const operations: Record<string, Record<string, Json>> = {
  '/track/click': {
    get: {
      operationId: 'tracking.click',
      summary: 'A tracking link: records the click and redirects to the landing page',
      tags: TAGS,
      security: [],
      parameters: [string('offer_id', 'The offer', true), ...clickQuery],
      responses: clickResponses,
    },
  },
  '/go/{code}': {
    get: {
      operationId: 'tracking.go',
      summary: 'A short tracking link by the offer’s code',
      tags: TAGS,
      security: [],
      parameters: [{ name: 'code', in: 'path', required: true, schema: { type: 'string' } }, ...clickQuery],
      responses: clickResponses,
    },
  },
  '/track/postback': { get: postback('get'), post: postback('post') },
  '/track/pixel.gif': { get: pixel('gif') },
  '/track/pixel.html': { get: pixel('html') },
  '/track/script.js': {
    get: {
      operationId: 'tracking.script',
      summary: 'The first-party conversion script for the brand’s pages',
      tags: TAGS,
      security: [],
      responses: { '200': text('The script', 'application/javascript') },
    },
  },
};

/** The tracking paths this app registered, to merge into `paths`. */
export function trackingPaths(app: FastifyInstance): Record<string, Json> {
  const out: Record<string, Json> = {};
  for (const [path, methods] of Object.entries(operations)) {
    const url = path.replace('{code}', ':code');
    const present = Object.entries(methods).filter(([method]) => app.hasRoute({ method: method.toUpperCase() as 'GET', url }));
    if (present.length) out[path] = Object.fromEntries(present);
  }
  return out;
}
