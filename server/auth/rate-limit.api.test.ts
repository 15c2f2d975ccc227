import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/support/api/app.ts';
import { call, createUser, PASSWORD, uniqueIp, type Answer } from '../../tests/support/api/auth.ts';
import { buildApp } from '../app.ts';
import { testConfig } from '../config.ts';
import { RATE_LIMIT_SWEEP_JOB } from '../http/rate-limit.ts';
import { backgroundJobs } from '../jobs/list.ts';
import { LINK_LIMITS, LINK_USE_LIMIT, LOGIN_LIMITS } from './throttle.ts';

// Issue 14 item 3: the limits hold across processes. Two app instances on one database stand for
// two server processes behind a load balancer; requests alternate between them.
let a: TestApp;
let b: FastifyInstance;
let urls: [string, string];
beforeAll(async () => {
  a = await createTestApp();
  b = await buildApp({ db: a.db, config: testConfig() });
  await b.listen({ port: 0, host: '127.0.0.1' });
  urls = [a.url, `http://127.0.0.1:${(b.server.address() as AddressInfo).port}`];
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

/** The i-th request goes to instance i % 2. */
const post = (i: number, path: string, body: unknown, ip: string): Promise<Answer> => call(urls[i % 2]!, 'POST', path, { body, ip });

function expect429(res: Answer, windowSeconds: number): void {
  expect(res.status).toBe(429);
  expect(res.body).toEqual({ message: expect.any(String), code: 'too_many_requests', errors: [] });
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

describe('rate limits across two app instances on one database', () => {
  it('sign-in: the account locks after its failures, wherever they were sent', async () => {
    await createUser(a.db, { email: 'two@limits.test' });
    for (let i = 0; i < LOGIN_LIMITS.perAccount; i++) {
      expect((await post(i, '/api/auth/login', { email: 'two@limits.test', password: 'wrong' }, uniqueIp())).status).toBe(401);
    }
    const locked = await post(LOGIN_LIMITS.perAccount, '/api/auth/login', { email: 'two@limits.test', password: PASSWORD }, uniqueIp());
    expect429(locked, LOGIN_LIMITS.windowSeconds);
  });

  it('forgot password: per email, counted once per request even when sent at the same time', async () => {
    const n = LINK_LIMITS.perEmail.limit * 2;
    const answers = await Promise.all(
      Array.from({ length: n }, (_, i) => post(i, '/api/auth/forgot-password', { email: 'Flood@Limits.test' }, uniqueIp())),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(LINK_LIMITS.perEmail.limit);
    const refused = answers.filter((r) => r.status === 429);
    expect(refused).toHaveLength(n - LINK_LIMITS.perEmail.limit);
    for (const r of refused) expect429(r, LINK_LIMITS.perEmail.windowSeconds);
    // the same inbox through the resend route and another spelling shares the count
    expect429(await post(1, '/api/auth/resend-reset-password-token', { email: 'flood@limits.test ' }, uniqueIp()), 900);
  });

  it('password links: per client address, across emails and both instances', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < LINK_LIMITS.perIp.limit; i++) {
      expect((await post(i, '/api/auth/forgot-password', { email: `n${i}@limits.test` }, ip)).status).toBe(200);
    }
    expect429(await post(0, '/api/auth/resend-set-password-token', { email: 'other@limits.test' }, ip), LINK_LIMITS.perIp.windowSeconds);
    // another address is not affected
    expect((await post(1, '/api/auth/forgot-password', { email: 'other@limits.test' }, uniqueIp())).status).toBe(200);
  });

  it('invitation acceptance (set link) and reset: per client address', async () => {
    const ip = uniqueIp();
    const body = { token: 'made-up', password: 'New-pass-2026!', confirm_password: 'New-pass-2026!' };
    for (let i = 0; i < LINK_USE_LIMIT.limit; i++) {
      const path = i % 3 === 0 ? '/api/auth/reset-password' : '/api/auth/set-password';
      expect((await post(i, path, body, ip)).status).toBe(410);
    }
    expect429(await post(0, '/api/auth/set-password', body, ip), LINK_USE_LIMIT.windowSeconds);
    expect429(await post(1, '/api/auth/reset-password', body, ip), LINK_USE_LIMIT.windowSeconds);
  });

  it('answers a malformed request with its field codes, not 429', async () => {
    const ip = uniqueIp();
    for (let i = 0; i <= LINK_LIMITS.perIp.limit; i++) await post(i, '/api/auth/forgot-password', { email: `m${i}@limits.test` }, ip);
    const res = await post(0, '/api/auth/forgot-password', {}, ip);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'validation_failed', errors: [{ field: 'email' }] });
  });

  it('the listed sweep job deletes counters of windows finished over a day ago and keeps the rest', async () => {
    await a.db.query(
      `INSERT INTO rate_limits (bucket, key, window_start, hits)
       VALUES ('sweep-test', 'old', now() - interval '2 days', 9), ('sweep-test', 'new', now(), 1)`,
    );
    const job = backgroundJobs(a.db, testConfig()).find((j) => j.job.name === RATE_LIMIT_SWEEP_JOB)!.job;
    expect(await job.run(new Date())).toBeGreaterThanOrEqual(1);
    const { rows } = await a.db.query<{ key: string }>("SELECT key FROM rate_limits WHERE bucket = 'sweep-test'");
    expect(rows.map((r) => r.key)).toEqual(['new']);
  });
});
