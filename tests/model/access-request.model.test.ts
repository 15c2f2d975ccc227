// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestModel } from 'xstate/graph';
import type { AccessRequest } from '../../src/domain/account-access/contract.ts';
import { allPaths } from '../support/model/coverage.ts';
import { expectFullCoverage } from '../support/model/expect-coverage.ts';
import { accessRequestChart, type AccessRequestEvent } from '../../src/machines/access-request.ts';
import { setClock } from '../../server/db/clock.ts';
import { createAccessRequest } from '../../server/account-access/service.ts';
import { call, createUser, PASSWORD, uniqueIp } from '../support/api/auth.ts';
import { createTestApp, type TestApp } from '../support/api/app.ts';

/**
 * Model-based test of the account-access request lifecycle, played through the real API. Paths come
 * from the pure chart (shortest, simple and one-more-edge paths); each starts a fresh request (the
 * account manager's ask), `request.accept` / `request.reject` are the owner's PUT, `request.expire`
 * moves the server's clock past the 24 hours. After every step the status the API reports must be
 * the state the model predicts, and an answer the chart forbids must be refused with 409.
 */
const EVENTS: AccessRequestEvent[] = [{ type: 'request.accept' }, { type: 'request.reject' }, { type: 'request.expire' }];
const model = createTestModel(accessRequestChart, { events: EVENTS });
const paths = allPaths(model);

let t: TestApp;
let token = '';
let brandId = 0;
let now = new Date('2026-03-01T08:00:00Z');
const DAY = 24 * 3600_000;

beforeAll(async () => {
  t = await createTestApp();
  setClock(t.db, { now: () => now });
  brandId = (await createUser(t.db, { email: 'owner@model-access.test' })).brandId;
  const res = await call(t.url, 'POST', '/api/auth/login', {
    body: { email: 'owner@model-access.test', password: PASSWORD },
    ip: uniqueIp(),
  });
  token = (res.body.data as { access_token: string }).access_token;
});
afterAll(async () => {
  await t?.close();
});

async function statusOf(id: number): Promise<string> {
  const res = await call(t.url, 'GET', '/api/user/adv/account-access-requests', { token });
  return (res.body.data as { items: AccessRequest[] }).items.find((r) => r.id === id)!.status;
}

describe('access-request machine (model-based, through the API)', () => {
  it('generated paths cover every state and transition', () => {
    expectFullCoverage('accessRequest', accessRequestChart, paths);
  });

  for (const path of paths) {
    it(path.description, async () => {
      const { id } = await createAccessRequest(t.db, brandId, 'Model Manager');
      const answer = (action: string) => call(t.url, 'PUT', `/api/user/adv/account-access-requests/${id}`, { token, body: { action } });
      await path.test({
        events: {
          'request.accept': async () => expect((await answer('accept')).status).toBe(200),
          'request.reject': async () => expect((await answer('reject')).status).toBe(200),
          'request.expire': async () => {
            now = new Date(now.getTime() + DAY + 1000);
          },
        },
        states: {
          requested: async () => expect(await statusOf(id)).toBe('requested'),
          accepted: async () => expect(await statusOf(id)).toBe('accepted'),
          rejected: async () => {
            expect(await statusOf(id)).toBe('rejected');
            expect((await answer('accept')).body.code).toBe('access_request_answered');
          },
          expired: async () => {
            expect(await statusOf(id)).toBe('expired');
            expect((await answer('accept')).body.code).toBe('access_request_expired');
          },
        },
      });
    });
  }
});
