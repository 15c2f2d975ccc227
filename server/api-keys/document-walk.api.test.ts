import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/support/api/app.ts';
import { call, createUser, PASSWORD, uniqueIp } from '../../tests/support/api/auth.ts';

/**
 * The API key against the published document (issue 14 item 1): every operation the document says a
 * key may call answers the key exactly as it answers the owner's session (the key acts as the owner,
 * with the owner's levels), and every operation it does not list for keys refuses the key with 403
 * `api_key_not_allowed` — so the document and the server cannot drift apart. Reads are decided by the
 * operation (issue 25): the POST lists and searches are walked with the GETs, and no answer the key
 * may read carries a secret (the global postback token, a webhook signing secret; decision 075).
 */
interface Operation {
  method: string;
  path: string;
  keyAllowed: boolean;
  stream: boolean;
}
interface Parameter {
  in: string;
  name: string;
  schema?: { type?: string; format?: string };
}

let t: TestApp;
let ownerToken = '';
let key = '';
let operations: Operation[] = [];
/** the brand's secrets, as the owner's session sees them once */
const secrets: string[] = [];

/** A path with its parameters filled: ids that exist nowhere, so both callers meet the same 404 or 422. */
function concrete(path: string, parameters: Parameter[]): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const schema = parameters.find((p) => p.in === 'path' && p.name === name)?.schema;
    return schema?.format === 'uuid' ? randomUUID() : schema?.type === 'string' ? 'unknown' : '987654321';
  });
}

async function statusOf(op: Operation, headers: Record<string, string>): Promise<{ status: number; code?: string; text: string }> {
  const body = op.method === 'GET' ? undefined : '{}';
  const res = await fetch(t.url + op.path, {
    method: op.method,
    headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
    body,
  });
  const text = await res.text();
  const parsed = res.headers.get('content-type')?.includes('json') && text ? (JSON.parse(text) as { code?: string }) : {};
  return { status: res.status, code: parsed.code, text };
}

beforeAll(async () => {
  t = await createTestApp();
  const { brandId } = await createUser(t.db, { email: 'owner@key-walk.test' });
  // a brand whose every area answers: tickets wait for the onboarding's approval, fraud detection for its flag
  await t.db.query('UPDATE brands SET is_admin_approve = true, fraud_detector = true WHERE id = $1', [brandId]);
  const login = await call(t.url, 'POST', '/api/auth/login', {
    body: { email: 'owner@key-walk.test', password: PASSWORD },
    ip: uniqueIp(),
  });
  ownerToken = (login.body.data as { access_token: string }).access_token;
  const created = await call(t.url, 'POST', '/api/user/adv/api-key', { token: ownerToken });
  key = (created.body.data as { api_key: string }).api_key;
  const postback = await call(t.url, 'GET', '/api/offers/global-postback', { token: ownerToken });
  secrets.push(new URL((postback.body.data as { url: string }).url).searchParams.get('token')!);
  const hook = await call(t.url, 'POST', '/api/user/adv/webhooks', {
    token: ownerToken,
    body: { url: 'https://hooks.example.com/in', events: ['conversion.created'] },
  });
  secrets.push((hook.body.data as { secret: string }).secret);

  const doc = (await (await fetch(`${t.url}/api/openapi.json`)).json()) as {
    paths: Record<string, Record<string, { security?: Record<string, unknown>[]; parameters?: Parameter[]; responses: object }>>;
    security: Record<string, unknown>[];
  };
  for (const [path, item] of Object.entries(doc.paths))
    for (const [method, op] of Object.entries(item)) {
      const security = op.security ?? doc.security;
      if (security.length === 0) continue; // public: no caller to compare
      // the agency's own routes take its own token (decision 077): no brand caller to compare either
      if (security.every((s) => 'agencyBearer' in s)) continue;
      operations.push({
        method: method.toUpperCase(),
        path: concrete(path, op.parameters ?? []),
        keyAllowed: security.some((s) => 'apiKey' in s),
        stream: JSON.stringify(op.responses).includes('text/event-stream'),
      });
    }
  operations = operations.filter((op) => !op.stream); // the live stream takes a ticket, never a key
});
afterAll(async () => {
  await t?.close();
});

describe('the API key does what the document says, as the owner and never more', () => {
  it('the document lists both kinds of operation', () => {
    expect(operations.filter((op) => op.keyAllowed).length).toBeGreaterThan(20);
    expect(operations.filter((op) => !op.keyAllowed).length).toBeGreaterThan(5);
  });

  it('every read the document allows a key answers the key as it answers the owner', async () => {
    const differences: string[] = [];
    for (const op of operations.filter((o) => o.keyAllowed)) {
      const asOwner = await statusOf(op, { authorization: `Bearer ${ownerToken}` });
      const asKey = await statusOf(op, { 'x-api-key': key });
      if (asKey.status !== asOwner.status || asKey.status === 401 || asKey.status === 403)
        differences.push(`${op.method} ${op.path}: owner ${asOwner.status}, key ${asKey.status} ${asKey.code ?? ''}`);
      for (const secret of secrets) if (asKey.text.includes(secret)) differences.push(`${op.method} ${op.path}: reveals a secret`);
    }
    expect(differences).toEqual([]);
  });

  it('the key may call reads that are not GET (lists and searches with their filters in the body), and only reads', () => {
    const keyed = operations.filter((o) => o.keyAllowed).map((o) => `${o.method} ${o.path}`);
    expect(keyed).toEqual(expect.arrayContaining(['POST /api/offers/list', 'POST /api/offers/export', 'POST /api/markets/partners']));
    // POSTs under a read level that still change something stay writes
    expect(keyed).not.toContain('POST /api/markets/filters');
    expect(keyed.filter((k) => /^(PUT|PATCH|DELETE) /.test(k))).toEqual([]);
  });

  it('the secrets exist and the owner reads them, so the walk above had something to find', () => {
    expect(secrets).toHaveLength(2);
    for (const s of secrets) expect(s.length).toBeGreaterThan(16);
  });

  it('every operation the document keeps from keys refuses the key with 403 api_key_not_allowed', async () => {
    const leaks: string[] = [];
    for (const op of operations.filter((o) => !o.keyAllowed)) {
      const asKey = await statusOf(op, { 'x-api-key': key });
      if (asKey.status !== 403 || asKey.code !== 'api_key_not_allowed')
        leaks.push(`${op.method} ${op.path}: ${asKey.status} ${asKey.code ?? ''}`);
    }
    expect(leaks).toEqual([]);
  });
});
