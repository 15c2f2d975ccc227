import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DiscountDetailAnswer, DiscountOverviewAnswer } from '../../src/domain/reports/discount-program.ts';
import type { PerformanceAnswer } from '../../src/domain/reports/contract.ts';
import { LEVEL } from '../../src/domain/permissions.ts';
import { addUser, levels } from '../../tests/support/api/employees.ts';
import { activeProgram, listedCode, promoCode, type PromoWorld } from '../../tests/support/api/promo-tracking.ts';
import { BASE, download, get } from '../../tests/support/api/reports.ts';
import {
  click,
  createTrackingApp,
  makeBrand,
  makeEvent,
  makeOffer,
  makePartner,
  MINUTE,
  postback,
  type Brand,
  type TrackingApp,
} from '../../tests/support/api/tracking.ts';
import { setClock } from '../db/clock.ts';

/**
 * The discount-program report (decision 085) over real traffic: programs and codes made through the
 * API, clicks and postbacks through the real tracking endpoints, the report read over HTTP and set
 * against the promo-code list and the performance report of the same conversions. Default range
 * (the last 30 days in UTC): the engine's clock runs at the real time.
 */
let t: TrackingApp;
let b: Brand;
let w: PromoWorld;
let offerId: number;
let clicker: number;
let holder: number;
let programId: number;
let publicCode: number;
let privateCode: number;
const OVERVIEW = `${BASE}/discount-program/overview`;
const DETAIL = `${BASE}/discount-program/detail`;

async function convert(partner: number, query: Record<string, string>) {
  const c = await click(t.app, { offer_id: offerId, partner_id: partner });
  t.clock.advance(MINUTE);
  const res = await postback(t.app, { token: b.token, click_id: c.clickId!, ...query });
  expect(res.status).toBe(200);
}

beforeAll(async () => {
  t = await createTrackingApp({}, new Date(Math.floor(Date.now() / MINUTE) * MINUTE));
  setClock(t.db, t.clock);
  b = await makeBrand(t.db, 'Discount report brand');
  w = { url: t.url, db: t.db, token: b.owner.token };
  offerId = await makeOffer(t.db, b.brandId);
  // 5 % of the sale amount as payout, so every figure depends on the amount sent
  await makeEvent(t.db, b.brandId, offerId, { payout_type: 'percent', payout: '5', revenue: '1' });
  clicker = await makePartner(t.db, b.brandId, offerId);
  holder = await makePartner(t.db, b.brandId, offerId);
  programId = await activeProgram(w, offerId, t.clock.now()); // 15 % off (programBody)
  publicCode = await promoCode(w, programId, 'REPORT_PUB', { usage_limit: 10 });
  privateCode = await promoCode(w, programId, 'REPORT_PRIV', { holder });
  await convert(clicker, { promo_code: 'REPORT_PUB', amount: '100' });
  await convert(clicker, { promo_code: 'report_pub', amount: '200.50' });
  await convert(clicker, { promo_code: 'REPORT_PUB', amount: '80', status: 'rejected' });
  await convert(clicker, { promo_code: 'REPORT_PRIV', amount: '40' });
  // the same offer without a code: in the performance report, not in this one
  await convert(clicker, { amount: '1000' });
}, 90_000);
afterAll(async () => t?.close());

const overview = async (token = b.owner.token, q: Record<string, string | number> = {}) => {
  const res = await get(t.url, token, OVERVIEW, q);
  expect(res.status).toBe(200);
  return res.body.data as DiscountOverviewAnswer;
};

describe('overview', () => {
  it('per program: clicks of its offer, conversions, usage, sale amount, discount given and commission', async () => {
    const d = await overview();
    expect(d.items).toHaveLength(1);
    expect(d.items[0]).toMatchObject({
      program_id: programId,
      offer: { id: offerId },
      discount_type: 'percentage',
      status: 'active',
      clicks: 5,
      conversions: 4,
      usage: 3,
      sale_amount: '340.5000',
      // 15 % of each kept sale, rounded per conversion: 15 + 30.075 + 6
      discount: '51.0750',
      // 5 % payout of each kept sale
      commission: '17.0250',
    });
    expect(d.totals).toEqual({ clicks: 5, conversions: 4, usage: 3, sale_amount: '340.5000', discount: '51.0750', commission: '17.0250' });
  });

  it('agrees with the promo-code list’s usage and with the performance report for the same conversions', async () => {
    const d = await overview();
    const used = (await listedCode(w, programId, publicCode)).used + (await listedCode(w, programId, privateCode)).used;
    expect(d.items[0]!.usage).toBe(used);
    // the performance report by partner on this offer: the holder's conversions all carried its code
    const perf = (await get(t.url, b.owner.token, `${BASE}/publisher`, { offer_ids: String(offerId) })).body.data as PerformanceAnswer;
    const ofHolder = perf.items.find((r) => r.id === holder)!;
    const detail = (await get(t.url, b.owner.token, DETAIL, { partner_ids: String(holder) })).body.data as DiscountDetailAnswer;
    expect([detail.totals.conversions, detail.totals.sale_amount, detail.totals.commission]).toEqual([
      ofHolder.conversions,
      ofHolder.sale_amount,
      ofHolder.payout,
    ]);
    // and the clicker's: every conversion but the one without a code
    const ofClicker = perf.items.find((r) => r.id === clicker)!;
    const clickerDetail = (await get(t.url, b.owner.token, DETAIL, { partner_ids: String(clicker) })).body.data as DiscountDetailAnswer;
    expect(clickerDetail.totals.conversions).toBe(ofClicker.conversions - 1);
    expect(Number(clickerDetail.totals.sale_amount)).toBe(Number(ofClicker.sale_amount) - 1000);
    expect(perf.totals.current.clicks).toBe(d.items[0]!.clicks);
  });

  it('search, filters and a range without traffic', async () => {
    expect((await overview(b.owner.token, { search: 'Tet' })).items).toHaveLength(1);
    expect((await overview(b.owner.token, { search: 'nothing like it' })).items).toHaveLength(0);
    expect((await overview(b.owner.token, { offer_ids: '999999' })).items).toHaveLength(0);
    const old = await overview(b.owner.token, { from: '01/01/2020', to: '01/31/2020' });
    expect([old.items.length, old.totals.conversions]).toEqual([0, 0]);
    const bad = await get(t.url, b.owner.token, OVERVIEW, { sort_by: 'nope' });
    expect(bad.status).toBe(422);
  });
});

describe('detail', () => {
  it('one row per day, promo code and partner; its totals are the overview’s; search by code', async () => {
    const d = (await get(t.url, b.owner.token, DETAIL, { sort_by: 'code', sort: 'asc' })).body.data as DiscountDetailAnswer;
    expect(d.items.map((r) => [r.code, r.partner_id, r.conversions, r.usage, r.sale_amount, r.discount])).toEqual([
      ['REPORT_PRIV', holder, 1, 1, '40.0000', '6.0000'],
      ['REPORT_PUB', clicker, 3, 2, '300.5000', '45.0750'],
    ]);
    const o = await overview();
    const { clicks: _clicks, ...figures } = o.totals;
    expect(d.totals).toEqual(figures);
    const one = (await get(t.url, b.owner.token, DETAIL, { search: 'priv' })).body.data as DiscountDetailAnswer;
    expect(one.items.map((r) => r.promo_code_id)).toEqual([privateCode]);
  });
});

describe('access', () => {
  it('report level none is refused; an employee with assigned partners sees only theirs, totals included', async () => {
    const none = await addUser(t.db, b.brandId, { role: 'custom', permissions: levels({ report: LEVEL.none }) });
    expect((await get(t.url, none.token, OVERVIEW)).status).toBe(403);
    expect((await get(t.url, none.token, DETAIL)).status).toBe(403);
    expect((await download(t.url, none.token, `${BASE}/discount-program/export/overview`)).status).toBe(403);
    const limited = await addUser(t.db, b.brandId, { role: 'custom', permissions: levels({}), isAllPartner: false });
    await t.db.query('INSERT INTO brand_user_partners (brand_user_id, brand_id, partner_id) VALUES ($1, $2, $3)', [
      limited.id,
      b.brandId,
      holder,
    ]);
    const d = await overview(limited.token);
    expect([d.items[0]!.conversions, d.items[0]!.usage, d.totals.sale_amount]).toEqual([1, 1, '40.0000']);
    const stranger = await makeBrand(t.db, 'Stranger brand');
    expect((await overview(stranger.owner.token)).items).toEqual([]);
  });
});

describe('exports', () => {
  it('overview and detail as CSV (en, vi) and XLSX, every row then the totals', async () => {
    const csv = await download(t.url, b.owner.token, `${BASE}/discount-program/export/overview`, { format: 'csv' });
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('ID,Discount program,Offer,Clicks,Conversions,Usage,Sale amount,Discount given,Commission');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe(',Total,,5,4,3,340.5000,51.0750,17.0250');
    const vi = await (await download(t.url, b.owner.token, `${BASE}/discount-program/export/detail`, { lang: 'vi' })).text();
    expect(vi).toContain('Mã khuyến mãi');
    expect(vi.trim().split('\r\n')).toHaveLength(1 + 2 + 1);
    const xlsx = await download(t.url, b.owner.token, `${BASE}/discount-program/export/detail`, { format: 'xlsx' });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await xlsx.arrayBuffer()) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('Discount programs by code');
    expect(sheet.getRow(4).getCell(1).value).toBe('Total');
    expect(sheet.getRow(4).getCell(9).value).toBe(17.025);
  });
});
