import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '../../src/domain/permissions.ts';
import { createTestApp, type TestApp } from '../../tests/support/api/app.ts';
import { call } from '../../tests/support/api/auth.ts';
import { member } from '../../tests/support/api/notifications.ts';
import { openStream, type Sse } from '../../tests/support/api/sse.ts';
import { notify } from '../notifications/notify.ts';
import { publishEvent } from './publish.ts';
import { signTicket } from './ticket.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** Opens the stream of this test app. */
const open = (ticket: string | undefined): Promise<Sse> => openStream(t.url, ticket);

async function ticketOf(token: string): Promise<string> {
  const res = await call(t.url, 'POST', '/api/user/adv/events/ticket', { token });
  expect(res.status).toBe(200);
  return (res.body.data as { ticket: string }).ticket;
}

describe('live events stream', () => {
  it('needs a signed-in user for a ticket (401 without a token)', async () => {
    expect((await call(t.url, 'POST', '/api/user/adv/events/ticket')).status).toBe(401);
  });

  it('answers 401 without a ticket, with a bad one, and with an access token in place of a ticket', async () => {
    const m = await member(t.url, t.db);
    expect((await open(undefined)).status).toBe(401);
    expect((await open('not-a-ticket')).status).toBe(401);
    expect((await open(m.token)).status).toBe(401);
  });

  it('answers 401 with an expired ticket', async () => {
    const m = await member(t.url, t.db);
    const { rows } = await t.db.query<{ id: string }>('SELECT id FROM auth_sessions WHERE user_id = $1', [m.userId]);
    const expired = await signTicket({ userId: m.userId, brandId: m.brandId, sessionId: rows[0]!.id }, t.app.config.jwtSecret, -10);
    expect((await open(expired)).status).toBe(401);
  });

  it('delivers notify() to the connected user, and nothing of it to another brand', async () => {
    const a = await member(t.url, t.db);
    const b = await member(t.url, t.db);
    const sa = await open(await ticketOf(a.token));
    const sb = await open(await ticketOf(b.token));
    try {
      expect(sa.status).toBe(200);
      await sa.next('ready');
      await sb.next('ready');
      const sent = await notify(t.db, a.brandId, 1, { offer_id: 9, offer_name: 'Nine', offer_status: 'paused' }, { userId: a.userId });
      expect(await sa.next('notification.created')).toEqual({ uuid: sent!.uuid, category: 'offer', case_id: 1 });
      await publishEvent(t.db, { brandId: b.brandId, type: 'probe' });
      await sb.next('probe');
      await expect(sb.next('notification.created', 200)).rejects.toThrow(/no notification.created/);
    } finally {
      sa.close();
      sb.close();
    }
  });

  it('does not push notifications to a user without notification access, but does push other events', async () => {
    const owner = await member(t.url, t.db);
    const none = await member(t.url, t.db, { brandId: owner.brandId, roleId: ROLES.custom, permissions: { notification: 0 } });
    const s = await open(await ticketOf(none.token));
    try {
      await s.next('ready');
      await notify(t.db, owner.brandId, 12, { content: 'for all' });
      await publishEvent(t.db, { brandId: owner.brandId, type: 'profile.changed' });
      await s.next('profile.changed');
      await expect(s.next('notification.created', 200)).rejects.toThrow();
    } finally {
      s.close();
    }
  });

  it('tells the user’s other tabs when notifications are marked read', async () => {
    const m = await member(t.url, t.db);
    const s = await open(await ticketOf(m.token));
    try {
      await s.next('ready');
      const sent = await notify(t.db, m.brandId, 3, { offer_id: 1, offer_name: 'One' }, { userId: m.userId });
      await call(t.url, 'PUT', '/api/user/adv/notifications/mark-read', { token: m.token, body: { notification_uuids: [sent!.uuid] } });
      expect(await s.next('notifications.read')).toEqual({ uuids: [sent!.uuid], all: false });
    } finally {
      s.close();
    }
  });
});
