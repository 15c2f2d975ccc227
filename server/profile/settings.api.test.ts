import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { png } from '../../tests/support/fixtures/files.ts';
import { TIMEZONE_CHANGE_DELAY_MS } from '../../src/domain/profile/timezone.ts';
import { createTestApp, type TestApp } from '../../tests/support/api/app.ts';
import { uploadFile } from '../../tests/support/api/files.ts';
import { manualClock } from '../db/clock.ts';
import { createJobRunner } from '../jobs/runner.ts';
import { call, info, member } from '../../tests/support/api/profile.ts';
import { timezoneJob } from './job.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const tz = (token: string | undefined, timezone: string) =>
  call(t.url, 'PUT', '/api/user/adv/system-settings', { token, body: { timezone } });

describe('PUT system-settings: the 24 h time-zone change', () => {
  it('a profile without a zone takes the first one at once (the browser sets it)', async () => {
    const m = await member(t.url, t.db);
    const res = await tz(m.token, 'Asia/Ho_Chi_Minh');
    expect(res.body.data).toMatchObject({ timezone: 'Asia/Ho_Chi_Minh', pending_timezone: null });
    // a fixed-offset zone from the browser offset is accepted too
    const other = await member(t.url, t.db);
    expect((await tz(other.token, 'Etc/GMT-7')).body.data).toMatchObject({ timezone: 'Etc/GMT-7' });
  });

  it('a change stays pending until the job runs at or after +24 h', async () => {
    const m = await member(t.url, t.db);
    await tz(m.token, 'UTC');
    const before = Date.now();
    const res = await tz(m.token, 'Asia/Tokyo');
    const p = res.body.data as { timezone: string; pending_timezone: string; timezone_effective_at: string };
    expect(p).toMatchObject({ timezone: 'UTC', pending_timezone: 'Asia/Tokyo' });
    const due = new Date(p.timezone_effective_at).getTime();
    expect(due).toBeGreaterThanOrEqual(before + TIMEZONE_CHANGE_DELAY_MS);
    expect(due).toBeLessThanOrEqual(Date.now() + TIMEZONE_CHANGE_DELAY_MS);

    const clock = manualClock(new Date(due - 60_000));
    const runner = createJobRunner({ jobs: [timezoneJob(t.db)], clock });
    expect((await runner.runDue())['profile.applyDueTimezones']).toBe(0);
    expect((await info(t.url, m.token)).timezone).toBe('UTC');

    clock.advance(60_000);
    expect((await runner.runDue())['profile.applyDueTimezones']).toBeGreaterThanOrEqual(1);
    const row = await t.db.query('SELECT timezone, pending_timezone FROM brand_users WHERE id = $1', [m.userId]);
    expect(row.rows[0]).toEqual({ timezone: 'Asia/Tokyo', pending_timezone: null });
    expect(await info(t.url, m.token)).toMatchObject({ timezone: 'Asia/Tokyo', pending_timezone: null, timezone_effective_at: null });
  });

  it('choosing the current zone again cancels the pending change', async () => {
    const m = await member(t.url, t.db);
    await tz(m.token, 'UTC');
    await tz(m.token, 'Asia/Tokyo');
    expect((await tz(m.token, 'UTC')).body.data).toMatchObject({ timezone: 'UTC', pending_timezone: null });
  });

  it('401 without a token; 422 for an unknown or empty zone', async () => {
    expect((await tz(undefined, 'UTC')).status).toBe(401);
    const m = await member(t.url, t.db);
    expect((await tz(m.token, 'Nowhere/City')).body.errors).toEqual([{ field: 'timezone', code: 'not_valid' }]);
    expect((await tz(m.token, '')).body.errors).toEqual([{ field: 'timezone', code: 'c_c01' }]);
  });
});

describe('report column settings', () => {
  const path = (report: string) => `/api/user/adv/report/column-setting?report=${report}`;
  type Settings = { groups: { key: string; collapsed: boolean; columns: { key: string; is_enable: boolean }[] }[] };

  it('defaults, save round trip per user, restore defaults', async () => {
    const m = await member(t.url, t.db);
    const other = await member(t.url, t.db, { brandId: m.brandId });
    const first = (await call(t.url, 'GET', path('performance'), { token: m.token })).body.data as Settings;
    expect(first.groups[0]!.collapsed).toBe(true);
    expect(first.groups.every((g) => g.columns.every((c) => c.is_enable))).toBe(true);

    const body = { groups: [{ key: 'money', order: 0, columns: [{ key: 'epc', order: 0, is_enable: false }] }] };
    expect((await call(t.url, 'PUT', path('performance'), { token: m.token, body })).status).toBe(200);
    const saved = (await call(t.url, 'GET', path('performance'), { token: m.token })).body.data as Settings;
    const epc = saved.groups.find((g) => g.key === 'money')!.columns.find((c) => c.key === 'epc')!;
    expect(epc.is_enable).toBe(false);
    // saved per user: a colleague still sees the defaults
    const theirs = (await call(t.url, 'GET', path('performance'), { token: other.token })).body.data as Settings;
    expect(theirs.groups.find((g) => g.key === 'money')!.columns.every((c) => c.is_enable)).toBe(true);

    const restored = (await call(t.url, 'PUT', path('performance'), { token: m.token, body: { restore_default: true } })).body
      .data as Settings;
    expect(restored).toEqual(first);
    expect((await call(t.url, 'GET', path('performance'), { token: m.token })).body.data).toEqual(first);
  });

  it('422 for an unknown report or column; 401 without a token', async () => {
    const m = await member(t.url, t.db);
    expect((await call(t.url, 'GET', path('nope'), { token: m.token })).status).toBe(422);
    const bad = await call(t.url, 'PUT', path('logs'), {
      token: m.token,
      body: { groups: [{ key: 'event', order: 0, columns: [{ key: 'x', order: 0, is_enable: true }] }] },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual([{ field: 'groups.event.x', code: 'not_valid' }]);
    expect((await call(t.url, 'GET', path('logs'))).status).toBe(401);
  });
});

describe('PUT user/info/avatar and cover', () => {
  it('takes a confirmed upload of the caller’s brand and shows it in the profile', async () => {
    const m = await member(t.url, t.db);
    const { confirmed } = await uploadFile(t.url, m.token, 'me.png', png(300, 300), 'profile_photo');
    const file = confirmed.body.data as { id: number; path: string };
    const res = await call(t.url, 'PUT', '/api/user/info/avatar', { token: m.token, body: { file_id: file.id } });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ avatar: { id: file.id, path: file.path } });
    expect((await info(t.url, m.token)).avatar).toEqual({ id: file.id, path: file.path });
    // a photo is not a cover (use 'cover' only)
    expect((await call(t.url, 'PUT', '/api/user/info/cover', { token: m.token, body: { file_id: file.id } })).status).toBe(422);
    const cover = await uploadFile(t.url, m.token, 'cover.png', png(1200, 400), 'cover');
    expect(cover.confirmed.status).toBe(200);
    const coverId = (cover.confirmed.body.data as { id: number }).id;
    expect((await call(t.url, 'PUT', '/api/user/info/cover', { token: m.token, body: { file_id: coverId } })).status).toBe(200);
  });

  it('another brand’s file is refused; 401 without a token', async () => {
    const a = await member(t.url, t.db);
    const b = await member(t.url, t.db);
    const { confirmed } = await uploadFile(t.url, b.token, 'b.png', png(300, 300), 'profile_photo');
    const id = (confirmed.body.data as { id: number }).id;
    expect((await call(t.url, 'PUT', '/api/user/info/avatar', { token: a.token, body: { file_id: id } })).status).toBe(422);
    expect((await call(t.url, 'PUT', '/api/user/info/avatar', { body: { file_id: id } })).status).toBe(401);
  });
});
