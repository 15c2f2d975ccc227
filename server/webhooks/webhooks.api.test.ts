import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_CASE } from '../../src/domain/notifications/cases.ts';
import { ROLE_DEFAULTS, ROLES } from '../../src/domain/permissions.ts';
import type { RevealedEndpoint, WebhookDelivery, WebhookEndpoint } from '../../src/domain/webhooks/contract.ts';
import { WEBHOOK_DISABLE_AFTER_MS } from '../../src/domain/webhooks/events.ts';
import { createTestApp, type TestApp } from '../../tests/support/api/app.ts';
import { hostileUrlsBeside } from '../../tests/support/fixtures/hostile-urls.ts';
import { call, createUser, PASSWORD, uniqueIp } from '../../tests/support/api/auth.ts';
import { RECEIVER_ALLOW, startReceiver, startWebhookQueue, stopQueue, type Receiver } from '../../tests/support/api/webhooks.ts';
import { manualClock, setClock } from '../db/clock.ts';
import type { Queue } from '../queue/queue.ts';

/** Outgoing webhooks against the real server, database, pg-boss queue and a receiver on 127.0.0.1. */
let t: TestApp;
let receiver: Receiver;
let boss: Queue | undefined;
const tokens: Record<string, string> = {};
let brandId = 0;

async function signIn(email: string): Promise<string> {
  const res = await call(t.url, 'POST', '/api/auth/login', { body: { email, password: PASSWORD }, ip: uniqueIp() });
  return (res.body.data as { access_token: string }).access_token;
}
const as = (who: string, method: string, path: string, body?: unknown) => call(t.url, method, path, { token: tokens[who], body });

async function register(events = ['conversion.created'], url = receiver.url): Promise<RevealedEndpoint> {
  const res = await as('owner', 'POST', '/api/user/adv/webhooks', { url, events });
  expect(res.status).toBe(200);
  return res.body.data as RevealedEndpoint;
}
async function deliveries(endpointId: number): Promise<WebhookDelivery[]> {
  const res = await as('owner', 'GET', `/api/user/adv/webhooks/${endpointId}/deliveries`);
  expect(res.status).toBe(200);
  return (res.body.data as { items: WebhookDelivery[] }).items;
}
const waitFor = (check: () => void | Promise<void>) => vi.waitFor(check, { timeout: 15_000, interval: 200 });

beforeAll(async () => {
  t = await createTestApp({ config: { webhookAllowAddresses: RECEIVER_ALLOW } });
  receiver = await startReceiver();
  const owner = await createUser(t.db, { email: 'owner@hooks.test' });
  brandId = owner.brandId;
  await createUser(t.db, { email: 'admin@hooks.test', brandId, roleId: ROLES.admin, permissions: ROLE_DEFAULTS.admin });
  await createUser(t.db, { email: 'tech@hooks.test', brandId, roleId: ROLES.technical, permissions: ROLE_DEFAULTS.technical });
  await createUser(t.db, { email: 'other@hooks.test' });
  for (const who of ['owner', 'admin', 'tech', 'other']) tokens[who] = await signIn(`${who}@hooks.test`);
});
afterEach(async () => {
  await stopQueue(boss);
  boss = undefined;
  receiver.received.length = 0;
  receiver.answers.length = 0;
  setClock(t.db, { now: () => new Date() });
});
afterAll(async () => {
  await receiver?.close();
  await t?.close();
});

describe('webhook endpoints', () => {
  it('registers an endpoint, shows its whsec_ secret once, rotates it and deletes it', async () => {
    const made = await register(['conversion.created', 'offer.status_changed', 'conversion.created']);
    expect(made.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(made.events).toEqual(['conversion.created', 'offer.status_changed']);
    const list = await as('owner', 'GET', '/api/user/adv/webhooks');
    const listed = (list.body.data as { items: WebhookEndpoint[] }).items.find((e) => e.id === made.id)!;
    expect(listed).not.toHaveProperty('secret');
    expect(listed.enabled).toBe(true);

    const rotated = await as('admin', 'POST', `/api/user/adv/webhooks/${made.id}/rotate-secret`);
    expect(rotated.status).toBe(200);
    expect((rotated.body.data as RevealedEndpoint).secret).toMatch(/^whsec_/);
    expect((rotated.body.data as RevealedEndpoint).secret).not.toBe(made.secret);

    const off = await as('owner', 'PATCH', `/api/user/adv/webhooks/${made.id}`, { enabled: false });
    expect(off.body.data).toMatchObject({ enabled: false, disabled_reason: 'user' });
    const on = await as('owner', 'PATCH', `/api/user/adv/webhooks/${made.id}`, { enabled: true, events: ['conversion.approved'] });
    expect(on.body.data).toMatchObject({ enabled: true, disabled_reason: null, events: ['conversion.approved'] });

    expect((await as('owner', 'DELETE', `/api/user/adv/webhooks/${made.id}`)).status).toBe(200);
    expect((await as('owner', 'DELETE', `/api/user/adv/webhooks/${made.id}`)).status).toBe(404);
    const { rows } = await t.db.query(
      "SELECT action FROM audit_log WHERE object_type = 'webhook_endpoint' AND object_id = $1 ORDER BY id",
      [String(made.id)],
    );
    expect(rows.map((r) => r.action)).toEqual([
      'webhooks.create',
      'webhooks.rotateSecret',
      'webhooks.update',
      'webhooks.update',
      'webhooks.delete',
    ]);
  });

  it('answers bad input with 422 and field codes, private URLs included', async () => {
    const bad = await as('owner', 'POST', '/api/user/adv/webhooks', { url: 'ftp://x.example.com', events: [] });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'url' }), expect.objectContaining({ field: 'events' })]),
    );
    const unknownEvent = await as('owner', 'POST', '/api/user/adv/webhooks', { url: 'https://hooks.example.com', events: ['everything'] });
    expect(unknownEvent.status).toBe(422);
    // the shared hostile list (tests/support/fixtures/hostile-urls.ts) through this caller too, but for
    // the receiver's address this app admits (the guard's own test refuses those without the setting)
    const hostile = hostileUrlsBeside(RECEIVER_ALLOW);
    expect(hostile.length).toBeGreaterThan(30);
    for (const url of hostile) {
      const refused = await as('owner', 'POST', '/api/user/adv/webhooks', { url, events: ['conversion.created'] });
      expect(refused.status, url).toBe(422);
      // a non-http(s) URL stops at the contract's shape check (`url`); every other one at the guard
      const shapeOnly = !/^https?:\/\//i.test(url);
      expect(refused.body.errors, url).toEqual([{ field: 'url', code: shapeOnly ? 'url' : 'url_refused' }]);
    }
  });

  it('lets read access list and only full access change; other brands see nothing', async () => {
    const made = await register();
    expect((await as('tech', 'GET', '/api/user/adv/webhooks')).status).toBe(200);
    expect(
      (await as('tech', 'POST', '/api/user/adv/webhooks', { url: 'https://hooks.example.com', events: ['conversion.created'] })).status,
    ).toBe(403);
    expect((await as('tech', 'POST', `/api/user/adv/webhooks/${made.id}/rotate-secret`)).status).toBe(403);
    const other = await as('other', 'GET', '/api/user/adv/webhooks');
    expect((other.body.data as { items: unknown[] }).items).toEqual([]);
    expect((await as('other', 'PATCH', `/api/user/adv/webhooks/${made.id}`, { enabled: false })).status).toBe(404);
    expect((await as('other', 'GET', `/api/user/adv/webhooks/${made.id}/deliveries`)).status).toBe(404);
    expect((await call(t.url, 'GET', '/api/user/adv/webhooks')).status).toBe(401);
  });
});

describe('webhook deliveries', () => {
  it('signs a test event so that standardwebhooks Webhook.verify accepts it, and logs code and time', async () => {
    const made = await register();
    boss = await startWebhookQueue(t.db, true);
    const sent = await as('owner', 'POST', `/api/user/adv/webhooks/${made.id}/test`);
    expect(sent.status).toBe(200);
    await waitFor(() => expect(receiver.received).toHaveLength(1));
    const { headers, body } = receiver.received[0]!;
    const verified = new Webhook(made.secret).verify(body, headers as Record<string, string>) as { type: string; data: unknown };
    expect(verified).toMatchObject({ type: 'webhook.test', data: { endpoint_id: made.id } });
    expect(headers['webhook-id']).toBe((sent.body.data as WebhookDelivery).event_id);
    // a different secret (another endpoint's, or a rotated one) does not verify
    expect(() => new Webhook(`whsec_${Buffer.alloc(24, 7).toString('base64')}`).verify(body, headers as Record<string, string>)).toThrow();
    await waitFor(async () => {
      const [row] = await deliveries(made.id);
      expect(row).toMatchObject({ status: 'delivered', attempts: 1, response_status: 200, error: null });
      expect(row!.duration_ms).toBeGreaterThanOrEqual(0);
      expect(row!.delivered_at).not.toBeNull();
    });
  });

  it('delivers a job queued before a restart once a new queue starts, and retries a failure across a restart', async () => {
    const made = await register();
    // 1) queued while nothing works the queue, then the queue stops: the job waits in PostgreSQL
    boss = await startWebhookQueue(t.db, false);
    const first = (await as('owner', 'POST', `/api/user/adv/webhooks/${made.id}/test`)).body.data as WebhookDelivery;
    await stopQueue(boss);
    expect(receiver.received).toHaveLength(0);
    // 2) the receiver fails the first attempt; stop right after it, start again: the retry delivers
    receiver.answers.push(500);
    boss = await startWebhookQueue(t.db, true);
    await waitFor(() => expect(receiver.received.length).toBeGreaterThanOrEqual(1));
    await waitFor(async () =>
      expect((await deliveries(made.id))[0]).toMatchObject({ status: 'pending', attempts: 1, response_status: 500 }),
    );
    await stopQueue(boss);
    boss = await startWebhookQueue(t.db, true);
    await waitFor(async () => {
      const row = (await deliveries(made.id)).find((d) => d.id === first.id)!;
      expect(row).toMatchObject({ status: 'delivered', attempts: 2, response_status: 200 });
    });
    // every attempt is the same message: receivers dedupe by webhook-id
    expect(new Set(receiver.received.map((r) => r.headers['webhook-id']))).toEqual(new Set([first.event_id]));
  });

  it('replays a delivery with the same webhook-id', async () => {
    const made = await register();
    boss = await startWebhookQueue(t.db, true);
    const sent = (await as('owner', 'POST', `/api/user/adv/webhooks/${made.id}/test`)).body.data as WebhookDelivery;
    await waitFor(() => expect(receiver.received).toHaveLength(1));
    await waitFor(async () => expect((await deliveries(made.id))[0]!.status).toBe('delivered'));
    const replayed = await as('admin', 'POST', `/api/user/adv/webhooks/deliveries/${sent.id}/replay`);
    expect(replayed.status).toBe(200);
    await waitFor(() => expect(receiver.received).toHaveLength(2));
    expect(receiver.received[1]!.headers['webhook-id']).toBe(sent.event_id);
    expect((await as('tech', 'POST', `/api/user/adv/webhooks/deliveries/${sent.id}/replay`)).status).toBe(403);
    expect((await as('other', 'POST', `/api/user/adv/webhooks/deliveries/${sent.id}/replay`)).status).toBe(404);
  });

  it('disables an endpoint whose failures have lasted 3 days and notifies the brand', async () => {
    const clock = manualClock(new Date('2026-06-01T08:00:00Z'));
    setClock(t.db, clock);
    const made = await register();
    receiver.answers.push(500, 500, 500, 500);
    boss = await startWebhookQueue(t.db, true);
    const sent = (await as('owner', 'POST', `/api/user/adv/webhooks/${made.id}/test`)).body.data as WebhookDelivery;
    await waitFor(async () => expect((await deliveries(made.id))[0]).toMatchObject({ attempts: 1, response_status: 500 }));
    let endpoint = ((await as('owner', 'GET', '/api/user/adv/webhooks')).body.data as { items: WebhookEndpoint[] }).items.find(
      (e) => e.id === made.id,
    )!;
    expect(endpoint).toMatchObject({ enabled: true, first_failure_at: '2026-06-01T08:00:00.000Z' });

    // three days of failures later the next failed attempt disables it
    clock.advance(WEBHOOK_DISABLE_AFTER_MS);
    await waitFor(async () => {
      endpoint = ((await as('owner', 'GET', '/api/user/adv/webhooks')).body.data as { items: WebhookEndpoint[] }).items.find(
        (e) => e.id === made.id,
      )!;
      expect(endpoint).toMatchObject({ enabled: false, disabled_reason: 'failing' });
    });
    const row = (await deliveries(made.id)).find((d) => d.id === sent.id)!;
    expect(row.status).toBe('failed');
    const { rows } = await t.db.query('SELECT case_id, data FROM notifications WHERE brand_id = $1 AND case_id = $2', [
      brandId,
      NOTIFICATION_CASE.webhookDisabled,
    ]);
    expect(rows).toEqual([{ case_id: NOTIFICATION_CASE.webhookDisabled, data: expect.objectContaining({ link: receiver.url }) }]);
    // a disabled endpoint takes no replay until enabled
    expect((await as('owner', 'POST', `/api/user/adv/webhooks/deliveries/${sent.id}/replay`)).status).toBe(409);
  });

  it('pages the delivery log by keyset', async () => {
    const made = await register();
    boss = await startWebhookQueue(t.db, false);
    for (let i = 0; i < 27; i++) await as('owner', 'POST', `/api/user/adv/webhooks/${made.id}/test`);
    const page1 = await as('owner', 'GET', `/api/user/adv/webhooks/${made.id}/deliveries?limit=25`);
    const p1 = page1.body.data as { items: WebhookDelivery[]; paging: { next_before: number | null } };
    expect(p1.items).toHaveLength(25);
    const page2 = await as('owner', 'GET', `/api/user/adv/webhooks/${made.id}/deliveries?limit=25&before=${p1.paging.next_before}`);
    const p2 = page2.body.data as { items: WebhookDelivery[]; paging: { next_before: number | null } };
    expect(p2.items).toHaveLength(2);
    expect(p2.paging.next_before).toBeNull();
    expect(new Set([...p1.items, ...p2.items].map((d) => d.id)).size).toBe(27);
    expect((await as('owner', 'GET', `/api/user/adv/webhooks/${made.id}/deliveries?limit=7`)).status).toBe(422);
  });
});
