import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/support/api/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

interface Answer {
  status: number;
  headers: Headers;
  text: string;
  body: { data?: unknown; code?: string; errors?: { field: string; code: string }[] };
}
/** Plain GET without any token (these routes are public). */
async function get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const res = await fetch(t.url + path, { headers });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, body: text ? JSON.parse(text) : {} };
}

type Item = { id: number; name: string };
type Meta = Record<string, unknown> & {
  payout_types: Item[];
  verticals: (Item & { sub_verticals: Item[] })[];
  time_zones: { id: string }[];
};

describe('GET /api/common/meta', () => {
  it('answers without a token, in English and Vietnamese with the same ids and different labels', async () => {
    const [en, vi] = await Promise.all([get('/api/common/meta?lang=en'), get('/api/common/meta?lang=vi')]);
    expect(en.status).toBe(200);
    expect(vi.status).toBe(200);
    const e = en.body.data as Meta;
    const v = vi.body.data as Meta;
    expect(Object.keys(v)).toEqual(Object.keys(e));
    for (const key of ['payout_types', 'verticals', 'time_zones'] as const) {
      expect(
        v[key].map((x) => x.id),
        key,
      ).toEqual(e[key].map((x) => x.id));
    }
    expect(e.payout_types.map((x) => x.name)).toEqual(['Fixed amount', 'Percent of sale']);
    expect(v.payout_types.map((x) => x.name)).toEqual(['Số tiền cố định', 'Phần trăm giá trị đơn hàng']);
    expect(v.verticals[0]!.sub_verticals.map((s) => s.id)).toEqual(e.verticals[0]!.sub_verticals.map((s) => s.id));
  });

  it('defaults to English', async () => {
    const res = await get('/api/common/meta');
    expect((res.body.data as Meta).lang).toBe('en');
  });

  it('refuses an unknown language with a field code', async () => {
    const res = await get('/api/common/meta?lang=fr');
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ field: 'lang', code: 'invalid_value' }]);
  });

  it('sends Cache-Control and an ETag per language, and 304 for a matching If-None-Match', async () => {
    const first = await get('/api/common/meta?lang=vi');
    const etag = first.headers.get('etag')!;
    expect(first.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect((await get('/api/common/meta?lang=en')).headers.get('etag')).not.toBe(etag);

    const again = await get('/api/common/meta?lang=vi', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect((await get('/api/common/meta?lang=vi', { 'if-none-match': `W/${etag}` })).status).toBe(304);
    expect((await get('/api/common/meta?lang=vi', { 'if-none-match': '"stale"' })).status).toBe(200);
  });
});

describe('countries, regions, cities', () => {
  it('lists every country with code and phone code, named in the requested language', async () => {
    const res = await get('/api/common/countries?lang=vi');
    expect(res.status).toBe(200);
    const list = res.body.data as { id: number; code: string; phone_code: string; name: string }[];
    expect(list).toHaveLength(250);
    expect(list.find((c) => c.code === 'VN')).toEqual({ id: 704, code: 'VN', phone_code: '+84', name: 'Việt Nam' });
    expect(res.headers.get('etag')).toBeTruthy();
  });

  it('filters regions by country', async () => {
    const vn = (await get('/api/common/regions?country_id=704&lang=vi')).body.data as { id: number; country_id: number; name: string }[];
    const us = (await get('/api/common/regions?country_id=840')).body.data as { country_id: number; code: string }[];
    expect(vn).toHaveLength(34);
    expect(new Set(vn.map((r) => r.country_id))).toEqual(new Set([704]));
    expect(vn.map((r) => r.name)).toContain('Đà Nẵng');
    expect(us).toHaveLength(51);
    expect(us.map((r) => r.code)).toContain('US-TX');

    const cities = (await get(`/api/common/cities?region_id=${vn[0]!.id}`)).body.data as { region_id: number }[];
    expect(cities.length).toBeGreaterThanOrEqual(3);
    expect(new Set(cities.map((c) => c.region_id))).toEqual(new Set([vn[0]!.id]));
  });

  it('answers [] for a country without regions, 404 for an unknown one, 422 without the id', async () => {
    expect((await get('/api/common/regions?country_id=276')).body.data).toEqual([]);
    const unknown = await get('/api/common/regions?country_id=999999');
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('not_found');
    expect((await get('/api/common/cities?region_id=1')).status).toBe(404);
    const missing = await get('/api/common/regions');
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual([{ field: 'country_id', code: 'required' }]);
  });
});

describe('other common lists', () => {
  it('serves traffic sources, domains and filters without a token', async () => {
    const sources = await get('/api/common/traffic-sources?lang=vi');
    expect(sources.status).toBe(200);
    expect((sources.body.data as Item[])[0]).toEqual({ id: 1, code: 'search', name: 'Tìm kiếm' });

    const domains = await get('/api/common/domains');
    expect((domains.body.data as { is_default: boolean }[]).filter((d) => d.is_default)).toHaveLength(1);

    const modes = await get('/api/common/filter?type=working_modes&lang=vi');
    expect(modes.body.data).toEqual({
      working_modes: [
        { id: 0, code: 'stopped', name: 'Đã dừng' },
        { id: 1, code: 'working', name: 'Đang làm việc' },
        { id: 2, code: 'processing', name: 'Đang xử lý' },
        { id: 3, code: 'blocked', name: 'Đã chặn' },
      ],
    });
    expect((await get('/api/common/filter?type=nope')).status).toBe(422);
    expect(Object.keys((await get('/api/common/filter')).body.data as object)).toContain('offer_statuses');
  });
});

describe('OpenAPI', () => {
  it('documents every reference endpoint', async () => {
    const doc = (await get('/api/openapi.json')).body as { paths?: Record<string, unknown> };
    for (const path of [
      '/api/common/meta',
      '/api/common/countries',
      '/api/common/regions',
      '/api/common/cities',
      '/api/common/traffic-sources',
      '/api/common/domains',
      '/api/common/filter',
    ]) {
      expect(doc.paths?.[path], path).toBeDefined();
    }
  });
});
