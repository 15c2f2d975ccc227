import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessRequest } from '../../src/domain/account-access/contract.ts';
import { ROLE_DEFAULTS, ROLES } from '../../src/domain/permissions.ts';
import { createTestApp, type TestApp } from '../../tests/support/api/app.ts';
import { call, createUser, PASSWORD, uniqueIp } from '../../tests/support/api/auth.ts';
import { setClock } from '../db/clock.ts';
import { runAccessOps } from './ops.ts';

/** Account-access requests: the ops CLI asks, the owner answers, 24 hours bound both. */
let t: TestApp;
let now = new Date('2026-03-01T08:00:00Z');
const HOUR = 3600_000;
const tokens: Record<string, string> = {};
let brandId = 0;
let otherBrandId = 0;

async function signIn(email: string): Promise<string> {
  const res = await call(t.url, 'POST', '/api/auth/login', { body: { email, password: PASSWORD }, ip: uniqueIp() });
  return (res.body.data as { access_token: string }).access_token;
}

/** Runs an ops command; returns its exit code and what it printed. */
async function ops(...argv: string[]): Promise<{ code: number; out: string }> {
  const lines: string[] = [];
  const [command, ...args] = argv;
  const code = await runAccessOps(
    t.db,
    command!,
    args,
    (l) => lines.push(l),
    (l) => lines.push(l),
  );
  return { code, out: lines.join('\n') };
}

async function newRequest(target = 'owner@access.test'): Promise<number> {
  const { code, out } = await ops('request-access', target, '--manager', 'Alex Manager');
  expect(code).toBe(0);
  return Number(/#(\d+)/.exec(out)![1]);
}

const list = async (who = 'owner') =>
  (await call(t.url, 'GET', '/api/user/adv/account-access-requests', { token: tokens[who] })).body.data as {
    items: AccessRequest[];
    has_access: boolean;
  };
const answer = (id: number, action: string, who = 'owner') =>
  call(t.url, 'PUT', `/api/user/adv/account-access-requests/${id}`, { token: tokens[who], body: { action } });

beforeAll(async () => {
  t = await createTestApp();
  setClock(t.db, { now: () => now });
  brandId = (await createUser(t.db, { email: 'owner@access.test' })).brandId;
  await createUser(t.db, { email: 'admin@access.test', brandId, roleId: ROLES.admin, permissions: ROLE_DEFAULTS.admin });
  await createUser(t.db, { email: 'custom@access.test', brandId, roleId: ROLES.custom, permissions: ROLE_DEFAULTS.custom });
  otherBrandId = (await createUser(t.db, { email: 'other@access.test' })).brandId;
  for (const who of ['owner', 'admin', 'custom', 'other']) tokens[who] = await signIn(`${who}@access.test`);
});
afterAll(async () => {
  await t?.close();
});

describe('account-access requests', () => {
  it('ops request-access creates a request the owner sees, due in 24 hours', async () => {
    const id = await newRequest();
    const { items, has_access } = await list();
    expect(has_access).toBe(false);
    expect(items[0]).toMatchObject({
      id,
      manager_name: 'Alex Manager',
      status: 'requested',
      requested_at: now.toISOString(),
      decided_at: null,
    });
    expect(items[0]!.expires_at).toBe(new Date(now.getTime() + 24 * HOUR).toISOString());
  });

  it('accept grants access for 24 hours from acceptance; then it expires', async () => {
    const id = await newRequest(String(brandId));
    now = new Date(now.getTime() + 5 * HOUR);
    const res = await answer(id, 'accept');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id,
      status: 'accepted',
      decided_at: now.toISOString(),
      expires_at: new Date(now.getTime() + 24 * HOUR).toISOString(),
    });
    expect((await list()).has_access).toBe(true);
    expect((await ops('access-status', String(brandId))).out).toContain('HAS access');

    now = new Date(now.getTime() + 23 * HOUR);
    expect((await list()).has_access).toBe(true);
    now = new Date(now.getTime() + 1 * HOUR);
    const after = await list();
    expect(after.has_access).toBe(false);
    expect(after.items.find((r) => r.id === id)!.status).toBe('expired');
    expect((await ops('access-status', 'owner@access.test')).out).toContain('NO access');
  });

  it('reject closes the request; answering again is 409', async () => {
    const id = await newRequest();
    const res = await answer(id, 'reject');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'rejected' });
    const again = await answer(id, 'accept');
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('access_request_answered');
  });

  it('a request older than 24 hours cannot be accepted (409 access_request_expired) and is stored as expired', async () => {
    const id = await newRequest();
    now = new Date(now.getTime() + 24 * HOUR + 1000);
    const res = await answer(id, 'accept');
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('access_request_expired');
    const { rows } = await t.db.query<{ status: string }>('SELECT status FROM account_access_requests WHERE id = $1', [id]);
    expect(rows[0]!.status).toBe('expired');
    expect((await answer(id, 'reject')).body.code).toBe('access_request_expired');
  });

  it('bad input is 422 with field codes', async () => {
    const id = await newRequest();
    const res = await answer(id, 'maybe');
    expect(res.status).toBe(422);
    expect(res.body.errors?.[0]?.field).toBe('action');
  });
});

describe('account-access requests: who may call them', () => {
  it('signed out → 401', async () => {
    expect((await call(t.url, 'GET', '/api/user/adv/account-access-requests')).status).toBe(401);
    expect((await call(t.url, 'PUT', '/api/user/adv/account-access-requests/1', { body: { action: 'accept' } })).status).toBe(401);
  });

  it('no access on brand account → 403 for listing and answering', async () => {
    const id = await newRequest();
    expect((await call(t.url, 'GET', '/api/user/adv/account-access-requests', { token: tokens.custom })).status).toBe(403);
    expect((await answer(id, 'accept', 'custom')).status).toBe(403);
  });

  it('an admin lists but only the owner answers (403)', async () => {
    const id = await newRequest();
    expect((await list('admin')).items.some((r) => r.id === id)).toBe(true);
    const res = await answer(id, 'accept', 'admin');
    expect(res.status).toBe(403);
    expect((await list()).items.find((r) => r.id === id)!.status).toBe('requested');
  });

  it("another brand neither sees nor answers this brand's request (404)", async () => {
    const id = await newRequest();
    expect((await list('other')).items).toEqual([]);
    const res = await answer(id, 'accept', 'other');
    expect(res.status).toBe(404);
    expect((await list()).items.find((r) => r.id === id)!.status).toBe('requested');
    await ops('request-access', String(otherBrandId));
    expect((await list()).items.every((r) => r.id !== id + 1)).toBe(true);
  });
});

describe('ops commands', () => {
  it('set-manager updates the contact card the profile shows', async () => {
    const { code } = await ops(
      'set-manager',
      'owner@access.test',
      '--name',
      'Linh Tran',
      '--email',
      'linh@provider.test',
      '--telegram',
      '@linh',
    );
    expect(code).toBe(0);
    const me = await call(t.url, 'GET', '/api/user/me', { token: tokens.owner });
    expect((me.body.data as { manager: unknown }).manager).toMatchObject({
      name: 'Linh Tran',
      email: 'linh@provider.test',
      telegram: '@linh',
      phone: '',
    });
  });

  it('refuses bad arguments and unknown brands', async () => {
    expect((await ops('set-manager', 'owner@access.test')).code).toBe(2);
    expect((await ops('set-manager', 'owner@access.test', '--email', 'not-an-email')).code).toBe(2);
    expect((await ops('request-access', 'nobody@nowhere.test')).code).toBe(1);
    expect((await ops('access-status')).code).toBe(2);
  });
});
