import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '../../src/domain/permissions.ts';
import { createTestApp, type TestApp } from '../../tests/support/api/app.ts';
import { call } from '../../tests/support/api/auth.ts';
import { list, markRead, member, unread, type ListData } from '../../tests/support/api/notifications.ts';
import { notify, NotifyError } from './notify.ts';
import { runNotifyOps } from './ops.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const offer = (i: number) => ({ offer_id: i, offer_name: `Offer ${i}`, offer_status: 'active' });

describe('notification list and unread count', () => {
  it('pages newest first with the paging block and total_unread', async () => {
    const m = await member(t.url, t.db);
    for (let i = 1; i <= 12; i++) await notify(t.db, m.brandId, 1, offer(i), { userId: m.userId });
    const first = (await list(t.url, m.token, '?page=1&limit=10')).body.data as ListData;
    expect(first.items).toHaveLength(10);
    expect(first.items[0]!.data.offer_name).toBe('Offer 12');
    expect(first.paging).toEqual({ current_page: 1, limit: 10, total_row: 12, total_page: 2 });
    expect(first.total_unread).toBe(12);
    const second = (await list(t.url, m.token, '?page=2&limit=10')).body.data as ListData;
    expect(second.items.map((x) => x.data.offer_name)).toEqual(['Offer 2', 'Offer 1']);
    expect(await unread(t.url, m.token)).toBe(12);
  });

  it('refuses a page size outside the list (422)', async () => {
    const m = await member(t.url, t.db);
    const res = await list(t.url, m.token, '?limit=7');
    expect(res.status).toBe(422);
    expect(res.body.errors?.[0]?.field).toBe('limit');
  });

  it('shows brand-wide notifications to every user of the brand, as the -all category', async () => {
    const owner = await member(t.url, t.db);
    const colleague = await member(t.url, t.db, { brandId: owner.brandId, roleId: ROLES.admin });
    await notify(t.db, owner.brandId, 12, { content: 'Maintenance tonight' });
    for (const m of [owner, colleague]) {
      const data = (await list(t.url, m.token)).body.data as ListData;
      expect(data.items.map((x) => x.category_id)).toEqual(['announcement-all']);
    }
  });
});

describe('mark read', () => {
  it('marks one: the unread count goes down by one, and brand-wide read state is per user', async () => {
    const owner = await member(t.url, t.db);
    const colleague = await member(t.url, t.db, { brandId: owner.brandId, roleId: ROLES.admin });
    const wide = await notify(t.db, owner.brandId, 12, { content: 'Hello all' });
    await notify(t.db, owner.brandId, 1, offer(1), { userId: owner.userId });
    expect(await unread(t.url, owner.token)).toBe(2);
    const res = await markRead(t.url, owner.token, [wide!.uuid]);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ updated: 1, total_unread: 1 });
    expect(await unread(t.url, colleague.token)).toBe(1);
  });

  it('marks all with an empty list: the count goes to zero', async () => {
    const m = await member(t.url, t.db);
    await notify(t.db, m.brandId, 1, offer(1), { userId: m.userId });
    await notify(t.db, m.brandId, 3, offer(2), { userId: m.userId });
    await notify(t.db, m.brandId, 12, { content: 'x' });
    const res = await markRead(t.url, m.token, []);
    expect(res.body.data).toEqual({ updated: 3, total_unread: 0 });
    const data = (await list(t.url, m.token)).body.data as ListData;
    expect(data.items.every((x) => x.is_read)).toBe(true);
  });

  it('refuses something that is not a uuid (422)', async () => {
    const m = await member(t.url, t.db);
    expect((await markRead(t.url, m.token, ['nope'])).status).toBe(422);
  });
});

describe('authorization', () => {
  it('answers 401 without a token on every notification endpoint', async () => {
    expect((await list(t.url, undefined)).status).toBe(401);
    expect((await call(t.url, 'GET', '/api/user/adv/unread-notifications')).status).toBe(401);
    expect((await markRead(t.url, undefined, [])).status).toBe(401);
    expect((await call(t.url, 'GET', '/api/user/adv/notification-settings')).status).toBe(401);
    expect((await call(t.url, 'PUT', '/api/user/adv/notification-settings', { body: { data: [{ id: 1, status: false }] } })).status).toBe(
      401,
    );
  });

  it('answers 403 when notification access is none, and lets read-only users read and mark', async () => {
    const owner = await member(t.url, t.db);
    const none = await member(t.url, t.db, { brandId: owner.brandId, roleId: ROLES.custom, permissions: { notification: 0 } });
    const readOnly = await member(t.url, t.db, { brandId: owner.brandId, roleId: ROLES.custom, permissions: { notification: 2 } });
    expect((await list(t.url, none.token)).status).toBe(403);
    expect((await call(t.url, 'GET', '/api/user/adv/unread-notifications', { token: none.token })).status).toBe(403);
    expect((await markRead(t.url, none.token, [])).status).toBe(403);
    expect((await call(t.url, 'GET', '/api/user/adv/notification-settings', { token: none.token })).status).toBe(403);
    expect((await list(t.url, readOnly.token)).status).toBe(200);
    expect((await markRead(t.url, readOnly.token, [])).status).toBe(200);
  });

  it("never shows or marks another brand's (or another user's) notifications", async () => {
    const a = await member(t.url, t.db);
    const b = await member(t.url, t.db);
    const aColleague = await member(t.url, t.db, { brandId: a.brandId, roleId: ROLES.admin });
    const mine = await notify(t.db, a.brandId, 1, offer(1), { userId: a.userId });
    await notify(t.db, a.brandId, 12, { content: 'A only' });
    expect(((await list(t.url, b.token)).body.data as ListData).items).toEqual([]);
    expect(await unread(t.url, b.token)).toBe(0);
    expect(((await list(t.url, aColleague.token)).body.data as ListData).items).toHaveLength(1);
    expect((await markRead(t.url, b.token, [mine!.uuid])).body.data).toEqual({ updated: 0, total_unread: 0 });
    expect((await markRead(t.url, aColleague.token, [mine!.uuid])).body.data).toMatchObject({ updated: 0 });
    expect(await unread(t.url, a.token)).toBe(2);
  });
});

describe('notification settings', () => {
  it('lists every setting on by default, saves switches, and notify() respects them', async () => {
    const m = await member(t.url, t.db);
    const get = await call(t.url, 'GET', '/api/user/adv/notification-settings', { token: m.token });
    const settings = get.body.data as { id: number; title: string; describe: string; status: boolean }[];
    expect(settings.length).toBe(8);
    expect(settings.every((s) => s.status && s.title && s.describe)).toBe(true);
    expect(settings[0]!.title).toBe('Offers');

    const put = await call(t.url, 'PUT', '/api/user/adv/notification-settings', {
      token: m.token,
      body: {
        data: [
          { id: 1, status: false },
          { id: 8, status: false },
        ],
      },
    });
    expect(put.status).toBe(200);
    expect((put.body.data as { id: number; status: boolean }[]).filter((s) => !s.status).map((s) => s.id)).toEqual([1, 8]);

    expect(await notify(t.db, m.brandId, 1, offer(1), { userId: m.userId })).toBeNull();
    await notify(t.db, m.brandId, 12, { content: 'hidden brand-wide announcement' });
    await notify(t.db, m.brandId, 10, { ticket_id: 3, ticket_title: 'Help', ticket_status: 'responded' }, { userId: m.userId });
    const data = (await list(t.url, m.token)).body.data as ListData;
    expect(data.items.map((x) => x.case_id)).toEqual([10]);
    expect(data.total_unread).toBe(1);
  });

  it('refuses an unknown setting id (422)', async () => {
    const m = await member(t.url, t.db);
    const res = await call(t.url, 'PUT', '/api/user/adv/notification-settings', {
      token: m.token,
      body: { data: [{ id: 99, status: false }] },
    });
    expect(res.status).toBe(422);
  });

  it('titles the settings in the user language', async () => {
    const m = await member(t.url, t.db);
    await t.db.query("UPDATE brand_users SET language = 'vi' WHERE id = $1", [m.userId]);
    const settings = (await call(t.url, 'GET', '/api/user/adv/notification-settings', { token: m.token })).body.data as { title: string }[];
    expect(settings[0]!.title).toBe('Chiến dịch');
  });
});

describe('notify() and the ops command', () => {
  it('refuses data missing what the case needs, unknown cases, and users of another brand', async () => {
    const a = await member(t.url, t.db);
    const b = await member(t.url, t.db);
    await expect(notify(t.db, a.brandId, 1, { offer_id: 1 }, { userId: a.userId })).rejects.toThrow(NotifyError);
    await expect(notify(t.db, a.brandId, 40, {})).rejects.toThrow(/unknown notification case/);
    await expect(notify(t.db, a.brandId, 1, offer(1), { userId: b.userId })).rejects.toThrow(/not a user of brand/);
  });

  it('sends by email and case key, to the user or brand-wide', async () => {
    const m = await member(t.url, t.db);
    const lines: string[] = [];
    await runNotifyOps(t.db, [m.email, 'ticketUpdated', '{"ticket_id":5,"ticket_title":"Refund","ticket_status":"closed"}'], (l) =>
      lines.push(l),
    );
    await runNotifyOps(t.db, [m.email, '30', '--all', '--category', 'other', '--content', 'Operator note'], (l) => lines.push(l));
    expect(lines[0]).toMatch(/^Sent case 10 \(ticketUpdated\) as ticket: /);
    const data = (await list(t.url, m.token)).body.data as ListData;
    expect(data.items.map((x) => [x.case_id, x.category_id, x.content])).toEqual([
      [30, 'other', 'Operator note'],
      [10, 'ticket', null],
    ]);
  });
});
