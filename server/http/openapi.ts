import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Endpoint } from '../../src/domain/contract.ts';
import { openapi } from '../../src/domain/health/contract.ts';
import { errorBodySchema } from '../../src/domain/errors.ts';
import { route, type FeatureDeps } from './route.ts';

type Json = Record<string, unknown>;

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Json {
  // Transforms and custom checks have no JSON Schema form: they become `{}` rather than throwing.
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Json;
  return rest;
}

/** Object schema of params or query → OpenAPI parameter objects. */
function parameters(schema: z.ZodType | undefined, where: 'path' | 'query'): Json[] {
  if (!schema) return [];
  const js = jsonSchema(schema, 'input');
  const props = (js.properties ?? {}) as Record<string, Json>;
  const required = new Set((js.required ?? []) as string[]);
  return Object.entries(props).map(([name, s]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: s,
    ...(typeof s.description === 'string' ? { description: s.description } : {}),
  }));
}

const errorRef = { $ref: '#/components/schemas/Error' };
const errorResponse = (description: string) => ({ description, content: { 'application/json': { schema: errorRef } } });

function operation(e: Endpoint): Json {
  const responses: Json = {
    '200': {
      description: 'OK',
      content: {
        'application/json': {
          schema: { type: 'object', properties: { data: jsonSchema(e.response, 'output') }, required: ['data'] },
        },
      },
    },
    '422': errorResponse('Validation failed'),
  };
  if (e.access.kind !== 'public') responses['401'] = errorResponse('Not signed in or token expired');
  if (e.access.kind === 'module') responses['403'] = errorResponse('Permission denied');
  return {
    operationId: e.id,
    summary: e.summary,
    tags: [e.id.split('.')[0]],
    parameters: [...parameters(e.params, 'path'), ...parameters(e.query, 'query')],
    ...(e.body ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(e.body, 'input') } } } } : {}),
    responses,
    ...(e.access.kind === 'public' ? { security: [] } : {}),
    ...(e.access.kind === 'module' ? { 'x-permission': { module: e.access.module, level: e.access.level } } : {}),
  };
}

/** OpenAPI 3.1 (its schemas are JSON Schema 2020-12, which is what zod 4 emits). */
export function buildOpenApi(endpoints: readonly Endpoint[], version = '0.1.0'): Json {
  const paths: Record<string, Json> = {};
  for (const e of endpoints) {
    const p = e.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    paths[p] = { ...paths[p], [e.method.toLowerCase()]: operation(e) };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Brand Console API', version },
    servers: [{ url: '/' }],
    security: [{ bearer: [] }],
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: { Error: jsonSchema(errorBodySchema, 'output') },
    },
  };
}

export function registerOpenApiRoutes(app: FastifyInstance, _deps: FeatureDeps): void {
  let cached: Json | undefined;
  // Built on first request, after every feature has registered its routes.
  route(app, openapi, async () => (cached ??= buildOpenApi(app.endpoints)));
}
