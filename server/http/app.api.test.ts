import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint } from '../../src/domain/contract.ts';
import { createTestApp, type TestApp } from '../../tests/support/api/app.ts';
import { HttpError } from './errors.ts';
import { route } from './route.ts';

// Test-only endpoints: validation, thrown errors, access checks.
const echo = endpoint({
  id: 'test.echo',
  method: 'POST',
  path: '/api/test/echo/:id',
  summary: 'echo',
  access: { kind: 'public' },
  params: z.object({ id: z.coerce.number().int().positive() }),
  query: z.object({ page: z.coerce.number().int().min(1).default(1) }),
  body: z.object({
    name: z.string().min(1).max(5),
    email: z.email(),
    age: z.number().int().min(18),
    kind: z.enum(['a', 'b']).optional(),
    nested: z.object({ code: z.string() }).optional(),
  }),
  response: z.object({ id: z.number(), page: z.number(), name: z.string() }),
});
const boom = endpoint({
  id: 'test.boom',
  method: 'GET',
  path: '/api/test/boom',
  summary: 'boom',
  access: { kind: 'public' },
  response: z.object({}),
});
const teapot = endpoint({
  id: 'test.teapot',
  method: 'GET',
  path: '/api/test/teapot',
  summary: 'teapot',
  access: { kind: 'public' },
  response: z.object({}),
});
const drift = endpoint({
  id: 'test.drift',
  method: 'GET',
  path: '/api/test/drift',
  summary: 'drift',
  access: { kind: 'public' },
  response: z.object({ n: z.number() }),
});
const secret = endpoint({
  id: 'test.secret',
  method: 'GET',
  path: '/api/test/secret/:id',
  summary: 'secret',
  access: { kind: 'module', module: 'payment', level: 15 },
  params: z.object({ id: z.string() }),
  response: z.object({}),
});

function testRoutes(app: FastifyInstance): void {
  route(app, echo, async ({ params, query, body }) => ({ id: params.id, page: query.page, name: body.name }));
  route(app, boom, async () => {
    throw new Error('kaboom');
  });
  route(app, teapot, async () => {
    throw new HttpError(409, 'conflict', 'Already there', [{ field: 'email', code: 'exists' }]);
  });
  // Deliberately breaks its contract: tests must see a 500, not a silently wrong body.
  route(app, drift, async () => ({ n: 'one' }) as unknown as { n: number });
  route(app, secret, async () => ({}));
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ features: [testRoutes] });
});
afterAll(async () => t?.close());

const post = (path: string, body: string, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
  fetch(t.url + path, { method: 'POST', body, headers });

describe('server core', () => {
  it('answers health in the envelope', async () => {
    const res = await fetch(`${t.url}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { status: 'ok' } });
  });

  it('lists every registered descriptor in the OpenAPI document', async () => {
    const doc = await (await fetch(`${t.url}/api/openapi.json`)).json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths['/api/health'].get.operationId).toBe('health.get');
    const echoOp = doc.paths['/api/test/echo/{id}'].post;
    expect(echoOp.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'id', in: 'path', required: true })]));
    expect(echoOp.requestBody.content['application/json'].schema.required).toEqual(['name', 'email', 'age']);
    expect(echoOp.security).toEqual([]);
    const secretOp = doc.paths['/api/test/secret/{id}'].get;
    expect(secretOp['x-permission']).toEqual({ module: 'payment', level: 15 });
    expect(secretOp.security).toBeUndefined(); // inherits the global requirement (bearer or API key)
  });

  it('answers an unknown API route with a 404 envelope', async () => {
    const res = await fetch(`${t.url}/api/no/such/route`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: expect.any(String), code: 'not_found', errors: [] });
  });

  it('answers malformed JSON with 400 malformed_json', async () => {
    const res = await post('/api/test/echo/1', '{"name": ');
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe('malformed_json');
  });

  it('answers a body over 1 MB with 413', async () => {
    const res = await post('/api/test/echo/1', JSON.stringify({ name: 'x'.repeat(1_100_000) }));
    expect(res.status).toBe(413);
    expect((await res.json()).code).toBe('payload_too_large');
  });

  it('answers a URL over 8 KB with 414', async () => {
    const res = await fetch(`${t.url}/api/health?q=${'a'.repeat(9000)}`);
    expect(res.status).toBe(414);
    expect((await res.json()).code).toBe('uri_too_long');
  });

  it('answers 422 with a code per field', async () => {
    const res = await post('/api/test/echo/abc?page=0', JSON.stringify({ name: 'toolong', email: 'nope', age: 17, kind: 'c' }));
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.code).toBe('validation_failed');
    // params are checked first; one failing part answers on its own
    expect(body.errors).toEqual([{ field: 'id', code: 'invalid_type' }]);

    const res2 = await post('/api/test/echo/7', JSON.stringify({ name: 'toolong', email: 'nope', age: 17, kind: 'c', nested: {} }));
    expect((await res2.json()).errors).toEqual([
      { field: 'name', code: 'too_big', max: 5 },
      { field: 'email', code: 'invalid_format' },
      { field: 'age', code: 'too_small', min: 18 },
      { field: 'kind', code: 'invalid_value' },
      { field: 'nested.code', code: 'required' },
    ]);
  });

  it('reports missing and empty fields as required, also without any body', async () => {
    const empty = await post('/api/test/echo/7', JSON.stringify({ name: '', age: 20 }));
    expect((await empty.json()).errors).toEqual([
      { field: 'name', code: 'required' },
      { field: 'email', code: 'required' },
    ]);
    const none = await fetch(`${t.url}/api/test/echo/7`, { method: 'POST' });
    expect(none.status).toBe(422);
    expect((await none.json()).errors.map((e: { field: string }) => e.field)).toEqual(['name', 'email', 'age']);
  });

  it('passes parsed input to the handler and wraps the result', async () => {
    const res = await post('/api/test/echo/7?page=3', JSON.stringify({ name: 'Ann', email: 'a@b.co', age: 30 }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { id: 7, page: 3, name: 'Ann' } });
  });

  it('answers a thrown HttpError with its status, code and field errors', async () => {
    const res = await fetch(`${t.url}/api/test/teapot`);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: 'Already there', code: 'conflict', errors: [{ field: 'email', code: 'exists' }] });
  });

  it('answers an unexpected error with 500 internal and keeps serving', async () => {
    const res = await fetch(`${t.url}/api/test/boom`);
    expect(res.status).toBe(500);
    const body = await res.json();
    expect(body).toEqual({ message: expect.any(String), code: 'internal', errors: [] });
    expect(JSON.stringify(body)).not.toContain('kaboom');
    expect((await fetch(`${t.url}/api/health`)).status).toBe(200);
  });

  it('fails a response that drifts from its contract (tests only)', async () => {
    expect((await fetch(`${t.url}/api/test/drift`)).status).toBe(500);
  });

  it('answers 401 on a non-public route without a valid token, before validating input', async () => {
    const res = await fetch(`${t.url}/api/test/secret/1`, { headers: { authorization: 'Bearer nonsense' } });
    expect(res.status).toBe(401);
    expect((await res.json()).code).toBe('unauthorized');
  });

  it('rejects registering the same descriptor twice', () => {
    expect(() => route(t.app, echo, async () => ({ id: 1, page: 1, name: 'x' }))).toThrow(/registered twice/);
  });
});
