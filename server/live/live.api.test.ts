import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '../../src/domain/permissions.ts';
import { createTestApp, type TestApp } from '../../tests/support/api/app.ts';
import { call } from '../../tests/support/api/auth.ts';
import { member } from '../../tests/support/api/notifications.ts';
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

interface Sse {
  status: number;
  /** resolves with the next event of this type (events already received count) */
  next(type: string, timeoutMs?: number): Promise<unknown>;
  close(): void;
}

/** Opens the stream and parses `event:`/`data:` blocks as they arrive. */
async function open(ticket: string | undefined): Promise<Sse> {
  const controller = new AbortController();
  const res = await fetch(`${t.url}/api/user/adv/events${ticket === undefined ? '' : `?ticket=${encodeURIComponent(ticket)}`}`, {
    signal: controller.signal,
  });
  const events: { type: string; data: unknown }[] = [];
  const waiters: (() => void)[] = [];
  if (res.ok && res.body) {
    void (async () => {
      const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          let cut: number;
          while ((cut = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            const type = /^event: (.*)$/m.exec(block)?.[1];
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (type) events.push({ type, data: data ? JSON.parse(data) : null });
            waiters.splice(0).forEach((w) => w());
          }
        }
      } catch {
        // aborted by close()
      }
    })();
  } else await res.body?.cancel();
  return {
    status: res.status,
    async next(type, timeoutMs = 3000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const i = events.findIndex((e) => e.type === type);
        if (i >= 0) return events.splice(i, 1)[0]!.data;
        if (Date.now() > deadline) throw new Error(`no ${type} event within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 50);
        });
      }
    },
    close: () => controller.abort(),
  };
}

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
