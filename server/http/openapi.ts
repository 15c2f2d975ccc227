import type { FastifyInstance } from 'fastify';
import type { Endpoint } from '../../src/domain/contract.ts';
import { openapi } from '../../src/domain/health/contract.ts';
import { errorComponents, errorResponses, withUriTooLong } from './openapi-errors.ts';
import { isOpaque, jsonSchema, parameters, type Json } from './openapi-schema.ts';
import { registerApiDocs } from './openapi-docs.ts';
import { storagePaths } from './openapi-storage.ts';
import { trackingPaths } from './openapi-tracking.ts';
import { defaultSecurity, operationSecurity, securitySchemes } from './openapi-security.ts';
import { route, type FeatureDeps } from './route.ts';

/** What an operation whose contract says `z.unknown()` sends instead of `{ data }`. */
function opaqueContent(e: Endpoint): Json {
  if (e.id === 'events.stream') return { 'text/event-stream': { schema: { type: 'string' } } };
  if (e.id === openapi.id) return { 'application/json': { schema: { type: 'object' } } };
  const file = { schema: { type: 'string', format: 'binary' } };
  if (/export/i.test(e.id)) {
    return { 'text/csv': file, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': file };
  }
  if (/csv/i.test(e.id)) return { 'text/csv': file };
  // a promo code's QR / barcode (decision 082): PNG or SVG by `type`
  if (/\.image$/.test(e.id)) return { 'image/png': file, 'image/svg+xml': { schema: { type: 'string' } } };
  // an invoice's PDF (decision 092)
  if (/\.pdf$/.test(e.id)) return { 'application/pdf': file };
  return { 'application/octet-stream': file };
}

function okResponse(e: Endpoint): Json {
  if (e.id === openapi.id || isOpaque(e.response)) return { description: 'OK', content: opaqueContent(e) };
  const data = jsonSchema(e.response, 'output');
  return {
    description: 'OK',
    content: { 'application/json': { schema: { type: 'object', properties: { data }, required: ['data'] } } },
  };
}

function operation(e: Endpoint): Json {
  const security = operationSecurity(e);
  return {
    operationId: e.id,
    summary: e.summary,
    tags: [e.id.split('.')[0]],
    parameters: [...parameters(e.params, 'path'), ...parameters(e.query, 'query')],
    ...(e.body ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(e.body, 'input') } } } } : {}),
    responses: { '200': okResponse(e), ...errorResponses(e) },
    ...(security ? { security } : {}),
    ...(e.access.kind === 'module' ? { 'x-permission': { module: e.access.module, level: e.access.level } } : {}),
  };
}

/** OpenAPI 3.1 (its schemas are JSON Schema 2020-12, which is what zod 4 emits). */
export function buildOpenApi(endpoints: readonly Endpoint[], version = '0.1.0', extraPaths: Record<string, Json> = {}): Json {
  const paths: Record<string, Json> = { ...extraPaths };
  for (const e of endpoints) {
    const p = e.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    paths[p] = { ...paths[p], [e.method.toLowerCase()]: operation(e) };
  }
  const errors = errorComponents();
  return {
    openapi: '3.1.0',
    info: {
      title: 'Brand Console API',
      version,
      description:
        'Every JSON answer is `{ "data": … }`; every error is the `Error` schema. ' +
        '`x-permission` names the module and the level an operation needs (2 = read, 15 = full); ' +
        'the caller’s role or custom permissions grant a level per module.',
    },
    servers: [{ url: '/' }],
    security: defaultSecurity,
    paths: withUriTooLong(paths),
    components: { securitySchemes, ...errors },
  };
}

export function registerOpenApiRoutes(app: FastifyInstance, _deps: FeatureDeps): void {
  let cached: Json | undefined;
  // Built on first request, after every feature has registered its routes. Sent bare (not in the
  // `{ data }` envelope) so OpenAPI tools can read it: the handler answers through `reply`.
  route(app, openapi, async ({ reply }) => {
    cached ??= buildOpenApi(app.endpoints, undefined, { ...storagePaths(app), ...trackingPaths(app) });
    void reply.header('cache-control', 'no-cache').send(cached);
    return cached;
  });
  registerApiDocs(app);
}
