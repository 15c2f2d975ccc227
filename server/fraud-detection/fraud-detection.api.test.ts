import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResponseOf } from '../../src/domain/contract.ts';
import type * as api from '../../src/domain/fraud-detection/contract.ts';
import { FRAUD_FACTORS, FRAUD_LEVELS } from '../../src/domain/tracking/fraud.ts';
import { BROWSER_UA, makeTrackingWorld, visitorIp, type TrackingWorld } from '../../tests/bench/tracking-world.ts';
import { agencySessionFor } from '../../tests/support/api/agency-inside.ts';
import { createTestApp, type TestApp } from '../../tests/support/api/app.ts';
import { csvFields } from '../../tests/support/api/csv.ts';
import { addUser, levels, type TestUser } from '../../tests/support/api/employees.ts';
import { BOT_AGENTS } from '../simulate/mixes.ts';

/**
 * Fraud detection over traffic sent through the real tracking endpoints (/track/click and
 * /track/postback): people, declared bots, data-centre visitors and a spoofed Chrome, labelled by
 * the engine at ingest and read back by the four calls, whose figures must agree with each other.
 */
const BASE = '/api/report/advertiser/fraud-detection';
let t: TestApp;
let w: TrackingWorld;
let owner: TestUser;

const PERSON = {
  'user-agent': BROWSER_UA,
  accept: 'text/html,application/xhtml+xml',
  'accept-language': 'vi-VN,vi;q=0.9',
  'sec-ch-ua': '"Chromium";v="131", "Google Chrome";v="131"',
  'sec-ch-ua-mobile': '?1',
  'sec-ch-ua-platform': '"Android"',
  'sec-fetch-mode': 'navigate',
};
/** The visitors sent, partner index and headers; the engine's labels are what the test expects back. */
const VISITORS: { partner: 0 | 1; ip: string; headers: Record<string, string> }[] = [
  ...[0, 1, 2, 3].map((i) => ({ partner: (i % 2) as 0 | 1, ip: visitorIp(i + 500), headers: PERSON })),
  // declared crawlers: bad, GIVT, web crawler
  ...[0, 1].map((i) => ({ partner: 0 as const, ip: visitorIp(i + 600), headers: { ...PERSON, 'user-agent': BOT_AGENTS[i]! } })),
  // a person's browser from a data-centre address: warning, GIVT, data center
  ...[1, 2].map((i) => ({ partner: 1 as const, ip: `52.1.7.${i}`, headers: PERSON })),
  // an Android Chrome whose client hints say Windows: bad, SIVT, spoofing and data integrity
  { partner: 1, ip: visitorIp(700), headers: { ...PERSON, 'sec-ch-ua-platform': '"Windows"', 'sec-ch-ua-mobile': '?0' } },
];

interface Answer {
  status: number;
  body: { data?: unknown; code?: string; errors: unknown[] } | null;
  text: string;
}
async function get(path: string, token: string): Promise<Answer> {
  const res = await fetch(`${t.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  const text = await res.text();
  let body: Answer['body'] = null;
  try {
    body = JSON.parse(text) as Answer['body'];
  } catch {
    // an export answers with a file
  }
  return { status: res.status, body, text };
}
const data = async <T>(path: string, token = owner.token): Promise<T> => {
  const r = await get(path, token);
  expect(r.status, `${path}: ${r.text.slice(0, 300)}`).toBe(200);
  return r.body!.data as T;
};

beforeAll(async () => {
  t = await createTestApp();
  w = await makeTrackingWorld(t.db, { partners: 2, name: 'Fraud' });
  await t.db.query('UPDATE brands SET fraud_detector = true WHERE id = $1', [w.brandId]);
  owner = await addUser(t.db, w.brandId, { role: 'owner' });
  const clickIds: string[] = [];
  for (const v of VISITORS) {
    const res = await fetch(`${t.url}/track/click?offer_id=${w.offerId}&partner_id=${w.partnerIds[v.partner]}`, {
      redirect: 'manual',
      headers: { ...v.headers, 'x-forwarded-for': v.ip },
    });
    expect(res.status).toBe(302);
    clickIds.push(/click_id=([0-9a-f-]{36})/.exec(res.headers.get('location') ?? '')![1]!);
  }
  // a person's and a crawler's click convert
  for (const [i, clickId] of [clickIds[0]!, clickIds[4]!].entries()) {
    const r = await fetch(
      `${t.url}/track/postback?token=${w.token}&offer_id=${w.offerId}&event=${w.eventId}&click_id=${clickId}&transaction_id=F-${i}&amount=10`,
    );
    expect(r.status).toBe(200);
  }
}, 60_000);
afterAll(() => t?.close());

type Statistic = ResponseOf<typeof api.statistic>;
type Chart = ResponseOf<typeof api.chartDetectionArea>;
type Report = ResponseOf<typeof api.report>;

describe('fraud detection over tracked traffic', () => {
  it('counts the labels the engine gave: levels, GIVT / SIVT, factors and the flagged share', async () => {
    const s = await data<Statistic>(`${BASE}/statistic`);
    expect(s).toMatchObject({ subject: 'clicks', total: 9, flagged: 5, flagged_share: '55.56', givt: 4, sivt: 1 });
    expect(s).toMatchObject({ good: 4, bad: 3, warning: 2, web_crawler: 2, data_center: 2, spoofing: 1, data_integrity: 1 });
    // the labels in the database are the source: the statistic is their count
    const raw = await t.db.query<{ level: string; n: number }>(
      'SELECT fraud_level AS level, count(*)::int AS n FROM clicks WHERE brand_id = $1 GROUP BY 1',
      [w.brandId],
    );
    for (const r of raw.rows) expect(s[r.level as (typeof FRAUD_LEVELS)[number]]).toBe(r.n);
  });

  it('chart, statistic and report agree for the same range and filters, for clicks and conversions', async () => {
    for (const filter of ['subject=clicks', 'subject=conversions', `subject=clicks&partner_ids=${w.partnerIds[1]}`, 'levels=bad,warning']) {
      const [chart, s, byDay, byPartner] = await Promise.all([
        data<Chart>(`${BASE}/chart-detection-area?${filter}`),
        data<Statistic>(`${BASE}/statistic?${filter}`),
        data<Report>(`${BASE}/report?${filter}&group_by=day`),
        data<Report>(`${BASE}/report?${filter}&group_by=partner&sort_by=flagged&sort=desc`),
      ]);
      expect(chart.items).toHaveLength(FRAUD_FACTORS.length * FRAUD_LEVELS.length);
      expect(chart.total, filter).toBe(s.total);
      for (const f of FRAUD_FACTORS) {
        const bar = chart.items.filter((c) => c.factor === f).reduce((a, c) => a + c.count, 0);
        expect(bar, `${filter} ${f}`).toBe(s[f]);
      }
      for (const r of [byDay, byPartner]) {
        const { meta: _m, subject: _s, ...counts } = s;
        expect(r.totals, filter).toEqual(counts);
        for (const k of ['total', 'flagged', 'givt', 'sivt', ...FRAUD_LEVELS, ...FRAUD_FACTORS] as const)
          expect(
            r.items.reduce((a, row) => a + row[k], 0),
            `${filter} ${k}`,
          ).toBe(s[k]);
      }
      const flagged = byPartner.items.map((r) => r.flagged);
      expect(flagged).toEqual([...flagged].sort((a, b) => b - a));
    }
    const conv = await data<Statistic>(`${BASE}/statistic?subject=conversions`);
    // both conversions came at once after their click (fast conversion: bad, SIVT or the crawler's GIVT)
    expect(conv).toMatchObject({ total: 2, bad: 2, user_environment: 2, web_crawler: 1 });
  });

  it('pages the report and names the partners; a partner filter keeps only its rows', async () => {
    const one = await data<Report>(`${BASE}/report?group_by=partner&limit=25&sort_by=key&sort=asc`);
    expect(one.items.map((r) => [r.name, r.total])).toEqual([
      ['Bench partner 0', 4],
      ['Bench partner 1', 5],
    ]);
    expect(one.paging).toEqual({ current_page: 1, limit: 25, total_row: 2, total_page: 1 });
    const day = await data<Report>(`${BASE}/report?group_by=day`);
    expect(day.items[0]!.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const filtered = await data<Report>(`${BASE}/report?group_by=offer&partner_ids=${w.partnerIds[0]}`);
    expect(filtered.items).toEqual([expect.objectContaining({ id: w.offerId, name: 'Bench offer', total: 4, bad: 2 })]);
  });

  it('exports the report as CSV in the chosen language with the totals last, and as XLSX', async () => {
    const csv = await get(`${BASE}/export?group_by=partner&format=csv&lang=vi`, owner.token);
    expect(csv.status).toBe(200);
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/)
      .map(csvFields);
    expect(lines[0]).toEqual(expect.arrayContaining(['Đối tác', 'Bị gắn cờ', 'Trình thu thập web', 'Trung tâm dữ liệu', 'Xấu']));
    expect(lines.at(-1)!.slice(0, 4)).toEqual(['', 'Tổng cộng', '9', '5']);
    expect(lines).toHaveLength(4);
    const xlsx = await fetch(`${t.url}${BASE}/export?format=xlsx`, { headers: { authorization: `Bearer ${owner.token}` } });
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-type')).toContain('spreadsheetml');
    expect(
      Buffer.from(await xlsx.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
  });
});

describe('who may read it', () => {
  it('the fraud-detector flag off answers 403 fraud_detector_off to every call', async () => {
    await t.db.query('UPDATE brands SET fraud_detector = false WHERE id = $1', [w.brandId]);
    try {
      for (const p of ['chart-detection-area', 'statistic', 'report', 'export']) {
        const r = await get(`${BASE}/${p}`, owner.token);
        expect([r.status, r.body?.code], p).toEqual([403, 'fraud_detector_off']);
      }
    } finally {
      await t.db.query('UPDATE brands SET fraud_detector = true WHERE id = $1', [w.brandId]);
    }
  });

  it('an employee needs fraud detector ≥ read (report access is not enough); an assigned-only one sees their partners', async () => {
    const none = await addUser(t.db, w.brandId, { role: 'custom', permissions: levels({ fraud_detector: 0 }) });
    expect((await get(`${BASE}/statistic`, none.token)).status).toBe(403);
    const reader = await addUser(t.db, w.brandId, { role: 'custom', permissions: levels({ fraud_detector: 2, report: 0 }) });
    expect((await data<Statistic>(`${BASE}/statistic`, reader.token)).total).toBe(9);
    const limited = await addUser(t.db, w.brandId, { role: 'custom', permissions: levels({}), isAllPartner: false });
    await t.db.query('INSERT INTO brand_user_partners (brand_user_id, brand_id, partner_id) VALUES ($1, $2, $3)', [
      limited.id,
      w.brandId,
      w.partnerIds[1],
    ]);
    expect(await data<Statistic>(`${BASE}/statistic`, limited.token)).toMatchObject({ total: 5, data_center: 2, web_crawler: 0 });
    const rows = await data<Report>(`${BASE}/report?group_by=partner`, limited.token);
    expect(rows.items.map((r) => r.id)).toEqual([w.partnerIds[1]]);
  });

  it('an agency inside the brand reads it with the contract’s fraud-detector level, and not without', async () => {
    const reading = await agencySessionFor(t.db, w.brandId, { report: 2, fraud_detector: 2 });
    expect((await data<Statistic>(`${BASE}/statistic`, reading.token)).total).toBe(9);
    const without = await agencySessionFor(t.db, w.brandId, { report: 2, fraud_detector: 0 });
    expect((await get(`${BASE}/report`, without.token)).status).toBe(403);
  });

  it('refuses malformed filters with field codes', async () => {
    for (const q of ['levels=evil', 'group_by=country', 'sort_by=1;drop', 'subject=views', 'limit=7', 'partner_ids=a']) {
      const r = await get(`${BASE}/report?${q}`, owner.token);
      expect([r.status, r.body?.code], q).toEqual([422, 'validation_failed']);
      expect(r.body?.errors.length, q).toBeGreaterThan(0);
    }
  });
});
