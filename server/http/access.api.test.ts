import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { endpoint } from '../../src/domain/contract.ts';
import { ROLE_DEFAULTS, type Principal, type RoleKey } from '../../src/domain/permissions.ts';
import { createTestApp, type TestApp } from '../../tests/support/api/app.ts';
import { route } from './route.ts';

// The route layer's own checks, apart from real tokens: the header names the role to act as.
vi.mock('../auth/authenticate.ts', () => ({
  authenticate: async (_db: unknown, header: string | undefined): Promise<Principal | null> => {
    const role = header?.replace(/^Bearer /, '') as RoleKey | undefined;
    if (!role || !(role in ROLE_DEFAULTS)) return null;
    return { userId: 1, brandId: 1, role, permissions: { ...ROLE_DEFAULTS[role] }, isAllPartner: true };
  },
}));

const payWrite = endpoint({
  id: 'test.payWrite',
  method: 'POST',
  path: '/api/test/pay',
  summary: 'needs payment full access',
  access: { kind: 'module', module: 'payment', level: 15 },
  body: z.object({ amount: z.string() }),
  response: z.object({ by: z.string() }),
});
const whoami = endpoint({
  id: 'test.whoami',
  method: 'GET',
  path: '/api/test/whoami',
  summary: 'any signed-in user',
  access: { kind: 'user' },
  response: z.object({ role: z.string() }),
});

function routes(app: FastifyInstance): void {
  route(app, payWrite, async ({ user }) => ({ by: user.role }));
  route(app, whoami, async ({ user }) => ({ role: user.role }));
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ features: [routes] });
});
afterAll(async () => t?.close());

const call = (path: string, role?: string, init: RequestInit = {}) =>
  fetch(t.url + path, { ...init, headers: { ...(role ? { authorization: `Bearer ${role}` } : {}), 'content-type': 'application/json' } });

describe('route access', () => {
  it('401 without a principal, 403 without the module level, 200 with it', async () => {
    const body = JSON.stringify({ amount: '1.50' });
    expect((await call('/api/test/pay', undefined, { method: 'POST', body })).status).toBe(401);
    const denied = await call('/api/test/pay', 'affiliate_manager', { method: 'POST', body });
    expect(denied.status).toBe(403);
    expect(await denied.json()).toEqual({ message: expect.any(String), code: 'forbidden', errors: [] });
    const ok = await call('/api/test/pay', 'finance', { method: 'POST', body });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ data: { by: 'finance' } });
  });

  it('checks permission before validating the body (no schema leaks to the unauthorised)', async () => {
    const res = await call('/api/test/pay', 'technical', { method: 'POST', body: '{}' });
    expect(res.status).toBe(403);
  });

  it('lets any signed-in user reach a user-level route', async () => {
    expect((await call('/api/test/whoami')).status).toBe(401);
    expect(await (await call('/api/test/whoami', 'custom')).json()).toEqual({ data: { role: 'custom' } });
  });
});
