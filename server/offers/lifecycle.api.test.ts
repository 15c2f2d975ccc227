import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/support/api/app.ts';
import { manualClock } from '../db/clock.ts';
import { createJobRunner } from '../jobs/runner.ts';
import { offerScheduleJob, OFFER_SCHEDULE_JOB } from './job.ts';
import { addEvent, brand, call, create, dayFromToday, type Brand } from '../../tests/support/api/offers.ts';
import { reviewOffer } from './service.ts';

let t: TestApp;
let b: Brand;
const DAY = 86_400_000;
beforeAll(async () => {
  t = await createTestApp();
  b = await brand(t.db);
});
afterAll(async () => t?.close());

const list = async (token: string, qs: string, body: Record<string, unknown> = {}) =>
  (await call(t.url, 'POST', `/api/offers/list?${qs}`, { token, body })).body.data as {
    items: { id: number; name: string; status: number }[];
    paging: Record<string, number>;
  };
const status = (id: number, s: number) => call(t.url, 'PUT', `/api/offers/${id}/status`, { token: b.owner.token, body: { status: s } });

describe('list: filters, search, sort, paging', () => {
  it('defaults to status 1 sorted by id desc; filters and sorts server-side', async () => {
    const x = await brand(t.db);
    const a = await create(t.url, x.owner.token, { name: 'Alpha shoes', tags: ['shoes'], payout_model_id: 1, default_payout: '5' });
    const c = await create(t.url, x.owner.token, { name: 'Charlie bags', vertical_id: 2, default_payout: '50' });
    const p = await create(t.url, x.owner.token, { name: 'Bravo paused' });
    await call(t.url, 'PUT', `/api/offers/${p.id}/status`, { token: x.owner.token, body: { status: 2 } });
    expect((await list(x.owner.token, '')).items.map((o) => o.id)).toEqual([c.id, a.id]);
    expect((await list(x.owner.token, 'status=0')).items.map((o) => o.id)).toEqual([c.id, a.id, p.id]);
    expect((await list(x.owner.token, 'status=2')).items.map((o) => o.id)).toEqual([p.id]);
    expect((await list(x.owner.token, 'search_value=alpha')).items.map((o) => o.id)).toEqual([a.id]);
    expect((await list(x.owner.token, `search_value=${c.id}`)).items.map((o) => o.id)).toEqual([c.id]);
    expect((await list(x.owner.token, '', { tags: ['SHOES'] })).items.map((o) => o.id)).toEqual([a.id]);
    expect((await list(x.owner.token, '', { payout_model_ids: [1] })).items.map((o) => o.id)).toEqual([a.id]);
    expect((await list(x.owner.token, '', { vertical_ids: [2] })).items.map((o) => o.id)).toEqual([c.id]);
    expect((await list(x.owner.token, '', { created_from: dayFromToday(1, 'UTC') })).items).toEqual([]);
    expect((await list(x.owner.token, 'sort_by=name&sort=asc')).items.map((o) => o.name)).toEqual(['Alpha shoes', 'Charlie bags']);
    expect((await list(x.owner.token, 'sort_by=payout&sort=desc')).items.map((o) => o.id)).toEqual([c.id, a.id]);
    const row = (await list(x.owner.token, 'search_value=alpha')).items[0];
    expect(row).toMatchObject({ default_payout: '5', total_partners: 0, working_partners: 0, tags: ['shoes'], payout_type_id: 1 });
  });

  it('pages of 25/50/100 only; search ≤ 128', async () => {
    const x = await brand(t.db);
    for (let i = 0; i < 27; i++) await create(t.url, x.owner.token, { name: `Offer ${i}` });
    const p2 = await list(x.owner.token, 'page=2&limit=25');
    expect(p2.items).toHaveLength(2);
    expect(p2.paging).toEqual({ current_page: 2, limit: 25, total_row: 27, total_page: 2 });
    expect((await call(t.url, 'POST', '/api/offers/list?limit=30', { token: x.owner.token, body: {} })).status).toBe(422);
    expect((await call(t.url, 'POST', `/api/offers/list?search_value=${'a'.repeat(129)}`, { token: x.owner.token, body: {} })).status).toBe(
      422,
    );
  });
});

describe('status: single, bulk, delete, duplicate', () => {
  it('moves as the chart allows and refuses with reasons', async () => {
    const o = await create(t.url, b.owner.token);
    expect((await status(o.id, 2)).body.data).toMatchObject({ status: 2 });
    expect((await status(o.id, 2)).body.code).toBe('unchanged');
    expect((await status(o.id, 5)).status).toBe(422);
    expect((await status(o.id, 1)).body.data).toMatchObject({ status: 1 });
    const n = await t.db.query<{ data: { offer_status: string } }>(
      "SELECT data FROM notifications WHERE brand_id = $1 AND case_id = 1 AND data->>'offer_id' = $2 ORDER BY id",
      [b.brandId, String(o.id)],
    );
    expect(n.rows.map((r) => r.data.offer_status)).toEqual(['paused', 'active']);
    const del = await call(t.url, 'DELETE', `/api/offers/${o.id}`, { token: b.owner.token });
    expect(del.body.data).toMatchObject({ status: 4 });
    expect((await status(o.id, 1)).body.code).toBe('status_not_allowed');
    expect((await call(t.url, 'PUT', `/api/offers/${o.id}/general`, { token: b.owner.token, body: {} })).status).toBe(422);
  });

  it('bulk answers per id with refusal reasons', async () => {
    const a = await create(t.url, b.owner.token);
    const p = await create(t.url, b.owner.token);
    await status(p.id, 2);
    const future = await create(t.url, b.owner.token, { start_date: dayFromToday(5) });
    const res = await call(t.url, 'PUT', '/api/offers/status', {
      token: b.owner.token,
      body: { ids: [a.id, p.id, future.id, 99999999], status: 1 },
    });
    expect((res.body.data as { results: unknown[] }).results).toEqual([
      { id: a.id, ok: false, status: 1, reason: 'unchanged' },
      { id: p.id, ok: true, status: 1 },
      { id: future.id, ok: false, status: 3, reason: 'schedule_not_started' },
      { id: 99999999, ok: false, reason: 'not_found' },
    ]);
  });

  it('duplicate copies fields and tags, private and untested; tag counts follow', async () => {
    const o = await create(t.url, b.owner.token, {
      name: 'Dup me',
      tags: ['dupe-tag'],
      budgets: [{ budget_type: 4, frequency: 5, value: '1000' }],
    });
    const copy = (await call(t.url, 'POST', `/api/offers/${o.id}/duplicate`, { token: b.owner.token })).body.data as Record<
      string,
      unknown
    >;
    expect(copy).toMatchObject({
      name: 'Dup me (copy)',
      tags: ['dupe-tag'],
      visibility: 'private',
      budgets: [{ budget_type: 4, frequency: 5, value: '1000' }],
    });
    expect(copy.id).not.toBe(o.id);
    const tags = (await call(t.url, 'GET', '/api/offers/tags?search=dupe', { token: b.owner.token })).body.data as {
      items: { name: string; offer_count: number }[];
    };
    expect(tags.items).toEqual([expect.objectContaining({ name: 'dupe-tag', offer_count: 2 })]);
    await call(t.url, 'DELETE', `/api/offers/${o.id}`, { token: b.owner.token });
    const after = (await call(t.url, 'GET', '/api/offers/tags?search=dupe', { token: b.owner.token })).body.data as {
      items: { offer_count: number }[];
    };
    expect(after.items[0]!.offer_count).toBe(1);
  });
});

describe('schedule job (injectable clock)', () => {
  it('activates at the start date, deactivates after the end date; only a schedule edit reopens', async () => {
    const o = await create(t.url, b.owner.token, { start_date: dayFromToday(2), end_date: dayFromToday(4) });
    expect(o.status).toBe(3);
    const clock = manualClock(new Date());
    const runner = createJobRunner({ jobs: [offerScheduleJob(t.db)], clock });
    await runner.runDue();
    const get = async () => (await call(t.url, 'GET', `/api/offers/${o.id}`, { token: b.owner.token })).body.data as { status: number };
    expect((await get()).status).toBe(3);
    clock.advance(2 * DAY);
    expect((await runner.runDue())[OFFER_SCHEDULE_JOB]).toBeGreaterThanOrEqual(1);
    expect((await get()).status).toBe(1);
    clock.advance(3 * DAY);
    await runner.runDue();
    expect((await get()).status).toBe(5);
    expect((await status(o.id, 1)).body.code).toBe('status_not_allowed');
    // the schedule edit (with the real clock: today is before the old end) reopens it
    const edit = await call(t.url, 'PUT', `/api/offers/${o.id}/schedule-budget`, {
      token: b.owner.token,
      body: { start_date: dayFromToday(0), end_date: dayFromToday(9), time_zone: 'Asia/Ho_Chi_Minh', time_segments: [], budgets: [] },
    });
    expect(edit.body.data).toMatchObject({ status: 1, end_date: dayFromToday(9) });
  });

  it('a user-pending offer is not activated by the job', async () => {
    const o = await create(t.url, b.owner.token);
    await status(o.id, 3);
    await createJobRunner({ jobs: [offerScheduleJob(t.db)], clock: manualClock(new Date(Date.now() + DAY)) }).runDue();
    expect(((await call(t.url, 'GET', `/api/offers/${o.id}`, { token: b.owner.token })).body.data as { status: number }).status).toBe(3);
  });
});

describe('visibility, working mode, short code', () => {
  it('public needs events and a successful test, then the admin review; invite link only then', async () => {
    const o = await create(t.url, b.owner.token, { name: 'Visible one' });
    const vis = (v: string) => call(t.url, 'PUT', `/api/offers/${o.id}/visibility`, { token: b.owner.token, body: { visibility: v } });
    expect((await vis('public')).body.code).toBe('offer_no_events');
    await addEvent(t.db, b.brandId, o.id);
    expect((await vis('public')).body.code).toBe('offer_not_tested');
    expect((await call(t.url, 'PUT', '/api/offers/update-short-code', { token: b.owner.token, body: { offer_id: o.id } })).body.code).toBe(
      'offer_not_visible',
    );
    await t.db.query("UPDATE offers SET tracking_test_status = 'success' WHERE id = $1", [o.id]);
    expect((await vis('public')).body.data).toMatchObject({ visibility: 'review' });
    expect(await reviewOffer(t.db, o.id, 'reject')).toBe('private');
    expect((await vis('public')).body.data).toMatchObject({ visibility: 'review', review_rejected_at: null });
    expect(await reviewOffer(t.db, o.id, 'approve')).toBe('public');
    const reviews = await t.db.query<{ data: { offer_status: string } }>(
      "SELECT data FROM notifications WHERE brand_id = $1 AND case_id = 1 AND data->>'offer_id' = $2 ORDER BY id",
      [b.brandId, String(o.id)],
    );
    expect(reviews.rows.map((r) => r.data.offer_status)).toEqual(['rejected', 'public']);
    const sc = await call(t.url, 'PUT', '/api/offers/update-short-code', { token: b.owner.token, body: { offer_id: o.id } });
    const code = (sc.body.data as { short_code: string }).short_code;
    expect(code).toMatch(/^[A-Za-z0-9]{8}$/);
    expect(
      (await call(t.url, 'PUT', '/api/offers/update-short-code', { token: b.owner.token, body: { offer_id: o.id } })).body.data,
    ).toEqual({ short_code: code });
    const invite = (await call(t.url, 'GET', '/api/offers/invite-offers', { token: b.owner.token })).body.data as {
      items: { id: number }[];
    };
    expect(invite.items.map((i) => i.id)).toEqual([o.id]);
    expect((await vis('private')).body.data).toMatchObject({ visibility: 'private' });
  });

  it('working mode: pause, resume (processing until the job), block, unblock', async () => {
    const o = await create(t.url, b.owner.token);
    const wm = async (action: string) =>
      call(t.url, 'PUT', '/api/offers/working-mode', { token: b.owner.token, body: { offer_id: o.id, action } });
    expect((await wm('resume')).body.code).toBe('working_mode_not_allowed');
    expect((await wm('pause')).body.data).toMatchObject({ working_mode: 0 });
    expect((await wm('resume')).body.data).toMatchObject({ working_mode: 2 });
    await createJobRunner({ jobs: [offerScheduleJob(t.db)] }).runDue();
    expect((await call(t.url, 'GET', `/api/offers/${o.id}`, { token: b.owner.token })).body.data).toMatchObject({ working_mode: 1 });
    expect((await wm('block')).body.data).toMatchObject({ working_mode: 3 });
    expect((await wm('unblock')).body.data).toMatchObject({ working_mode: 0 });
  });
});

describe('export (streamed CSV and XLSX, formula-escaped)', () => {
  const exp = (token: string, format: string) =>
    fetch(`${t.url}/api/offers/export?format=${format}&status=0&sort_by=id&sort=asc`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{}',
    });
  it('exports the filtered list; cells starting with = + - @ are escaped', async () => {
    const x = await brand(t.db);
    const evil = await create(t.url, x.owner.token, { name: '=HYPERLINK("http://evil")', tags: ['@cmd'] });
    const plain = await create(t.url, x.owner.token, { name: 'Plain, "quoted"' });
    const csv = await exp(x.owner.token, 'csv');
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('ID,Name,Status,Default payout,Payout value type,Total partners,Working partners,Tags,Created at');
    expect(lines[1]).toContain(`${evil.id},"'=HYPERLINK(""http://evil"")",active,12.5,fixed,0,0,'@cmd,`);
    expect(lines[2]).toContain(`${plain.id},"Plain, ""quoted""",active`);
    const xlsx = await exp(x.owner.token, 'xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await xlsx.arrayBuffer());
    const sheet = wb.getWorksheet('Offers')!;
    expect(sheet.getRow(2).getCell(2).value).toBe(`'=HYPERLINK("http://evil")`);
    expect(sheet.getRow(3).getCell(1).value).toBe(plain.id);
    expect(sheet.rowCount).toBe(3);
    expect((await fetch(`${t.url}/api/offers/export`, { method: 'POST' })).status).toBe(401);
  });
});
