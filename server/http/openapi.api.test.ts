import type { AddressInfo } from 'node:net';
import { validate } from '@readme/openapi-parser';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { testConfig } from '../config.ts';
import type { Db } from '../db/pool.ts';
import { features } from '../features.ts';
import { openTestDatabase } from '../../tests/support/api/app.ts';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Every route the real app registers, seen by an onRoute hook installed before any feature. */
const registered: { method: string; url: string }[] = [];
let app: FastifyInstance;
let db: Db;
let closeDatabase: () => Promise<void>;
let url: string;
let doc: Json;

beforeAll(async () => {
  ({ db, close: closeDatabase } = await openTestDatabase());
  const collect = (a: FastifyInstance) => {
    a.addHook('onRoute', (r: RouteOptions) => {
      for (const method of [r.method].flat()) registered.push({ method, url: r.url });
    });
  };
  app = await buildApp({ db, config: testConfig(), features: [collect, ...features] });
  await app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const res = await fetch(`${url}/api/openapi.json`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('application/json');
  doc = (await res.json()) as Json;
});
afterAll(async () => {
  await app?.close();
  await closeDatabase?.();
});

describe('/api/openapi.json', () => {
  it('is a bare OpenAPI 3.1 document the third-party validator accepts with no error or warning', async () => {
    expect(doc.data).toBeUndefined();
    expect(doc.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(doc) as never);
    const problems = [...('errors' in result ? result.errors : []), ...result.warnings].map((p) => p.message);
    expect(problems).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('documents both ways to authenticate and which operations take which', () => {
    const schemes = doc.components.securitySchemes;
    expect(schemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
    expect(schemes.apiKey).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-Api-Key' });
    expect(doc.security).toEqual([{ bearer: [] }, { apiKey: [] }]);
    expect(doc.paths['/api/auth/login'].post.security).toEqual([]);
    const stream = doc.paths['/api/user/adv/events'].get;
    expect(stream.security).toEqual([{ streamTicket: [] }]);
    expect(Object.keys(stream.responses)).toEqual(expect.arrayContaining(['200', '401']));
    expect(Object.keys(stream.responses['200'].content)).toEqual(['text/event-stream']);
    // an API key cannot mint a new API key (src/domain/api-keys/scope.ts)
    const keyOps = Object.values(doc.paths['/api/user/adv/api-key'] as Json) as Json[];
    for (const op of keyOps) expect(op.security).toEqual([{ bearer: [] }]);
  });

  it('renders a transformed field as its type, never as `{}`', () => {
    // `ids=1,2` is a string transformed into ids (src/domain/offer-assets/groups.ts)
    const ids = (doc.paths['/api/offers/offer_groups'].get.parameters as Json[]).find((p) => p.name === 'ids');
    expect(ids?.schema).toEqual({ type: 'string' });
    // no response field anywhere is the "anything" schema, except declared-unknown JSON: the server
    // log's payloads and an audit row's before / after values (any field's value)
    const empty: string[] = [];
    const walk = (v: unknown, at: string) => {
      if (!v || typeof v !== 'object') return;
      if (!Array.isArray(v) && Object.keys(v).length === 0 && /\/schema\//.test(at)) empty.push(at);
      for (const [k, x] of Object.entries(v)) walk(x, `${at}/${k}`);
    };
    walk(doc.paths, '');
    const declaredUnknown = /\/properties\/(request|response)$|\/properties\/changes\/additionalProperties\/prefixItems\/[01]$/;
    expect(empty.filter((p) => !declaredUnknown.test(p))).toEqual([]);
  });

  it('gives the error body as a component with an example for each error status', () => {
    expect(doc.components.schemas.Error.required).toEqual(expect.arrayContaining(['message', 'code']));
    for (const status of ['400', '401', '403', '404', '409', '414', '422', '429']) {
      const example = doc.components.examples[`Error${status}`];
      expect(example.value.code, status).toEqual(expect.any(String));
      expect(doc.components.responses[`Error${status}`].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/Error' });
    }
    const login = doc.paths['/api/auth/login'].post.responses;
    expect(Object.keys(login)).toEqual(expect.arrayContaining(['200', '422', '429']));
    // an over-long URL is refused before routing, so every operation lists 414 (tracking links too)
    for (const op of [doc.paths['/api/health'].get, doc.paths['/track/script.js'].get, doc.paths['/api/offers/{id}'].get])
      expect(op.responses['414']).toEqual({ $ref: '#/components/responses/Error414' });
    const offer = doc.paths['/api/offers/{id}'];
    expect(Object.keys(offer.get.responses)).toEqual(expect.arrayContaining(['200', '401', '403', '404', '422']));
  });

  it('reads on its own: no text of the document (shown at /api/docs) cites a file of this repository', () => {
    const texts: string[] = [];
    const walk = (v: unknown): void => {
      if (typeof v === 'string') texts.push(v);
      else if (Array.isArray(v)) v.forEach(walk);
      else if (v && typeof v === 'object') Object.values(v).forEach(walk);
    };
    walk(doc);
    expect(texts.length).toBeGreaterThan(1000);
    const citations = texts.filter((t) => /\b(?:docs|server|src|tests|scripts)\/|\bdecision \d|\bspec \d|§|\.(?:ts|tsx|md|mjs)\b/i.test(t));
    expect(citations).toEqual([]);
  });

  it('lists every API and tracking route the app registers as an operation, keeping x-permission', () => {
    const documented = (u: string) =>
      (u.startsWith('/api/') && !u.startsWith('/api/docs')) || u.startsWith('/track/') || u.startsWith('/go/');
    const api = registered.filter((r) => documented(r.url) && r.method !== 'HEAD');
    expect(api.filter((r) => !r.url.startsWith('/api/')).length).toBeGreaterThanOrEqual(7);
    expect(api.length).toBeGreaterThan(50);
    const missing = api.filter((r) => !doc.paths[r.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}')]?.[r.method.toLowerCase()]);
    expect(missing).toEqual([]);
    const ops = Object.values(doc.paths as Json).flatMap((p) => Object.values(p as Json)) as Json[];
    expect(ops.length).toBe(api.length);
    for (const e of app.endpoints) {
      const op = doc.paths[e.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')][e.method.toLowerCase()];
      expect(op.operationId).toBe(e.id);
      if (e.access.kind === 'module') expect(op['x-permission'], e.id).toEqual({ module: e.access.module, level: e.access.level });
      else expect(op['x-permission'], e.id).toBeUndefined();
      expect(op.responses['200'] ?? op.responses['204'], e.id).toBeDefined();
      if (e.body) expect(op.requestBody, e.id).toBeDefined();
    }
  });
});
