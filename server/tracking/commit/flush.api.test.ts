import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config.ts';
import Decimal from 'decimal.js';
import {
  addContribution,
  contribution,
  COUNT_COLUMNS,
  MONEY_COLUMNS,
  zeroContribution,
  type ContributingConversion,
} from '../../rollup/contribution.ts';
import {
  click,
  createTrackingApp,
  makeBrand,
  makeEvent,
  makeOffer,
  makePartner,
  MINUTE,
  type Brand,
  type TrackingApp,
} from '../../../tests/support/api/tracking.ts';
import { recordConversion } from '../ingest/conversion.ts';
import { createTracker, type Tracker } from '../tracker.ts';
import { runFlush } from './flush.ts';
import { fitsOneStatement } from './flush/one-statement.ts';
import type { Answer, Item } from './types.ts';
import type { Writer } from './writer.ts';

/**
 * Batches composed on purpose (issue 23 item 3): the writer decides what shares a batch by timing,
 * so these tests turn real postbacks into writer items with the real ingest (recordConversion, a
 * writer that only collects) and hand chosen batches to the real flush on the real database.
 */
let t: TrackingApp;
let b: Brand;
let tracker: Tracker;
beforeAll(async () => {
  t = await createTrackingApp();
  b = await makeBrand(t.db);
  tracker = createTracker({ db: t.db, config: testConfig(), clock: t.clock, options: { cacheTtlMs: 0, rateLimit: 0 } });
}, 60_000);
afterAll(async () => {
  await tracker?.close();
  await t?.close();
});

/** An offer that allows duplicates and multiple conversions (no click-history rule): its batches may take the one statement. */
async function world(columns: Record<string, unknown> = { allow_duplicates: true, multiple_conversions: true }) {
  const offerId = await makeOffer(t.db, b.brandId, { columns });
  const eventId = await makeEvent(t.db, b.brandId, offerId, { payout: '2.5', revenue: '4' });
  const partnerId = await makePartner(t.db, b.brandId, offerId);
  const clickId = async () => (await click(t.app, { offer_id: offerId, partner_id: partnerId })).clickId!;
  return { offerId, eventId, partnerId, clickId };
}

/** The writer item a postback becomes (a conversion, or a log-only refusal). */
async function item(params: Record<string, string | number>, at = t.clock.now()): Promise<Item> {
  const items: Item[] = [];
  const collect = {
    write: (i: Item) => {
      items.push(i);
      return Promise.resolve({ outcome: 'accepted', reason: null, httpStatus: 200, body: {} });
    },
  } as unknown as Writer;
  tracker.writer = collect;
  const query = Object.fromEntries(Object.entries({ token: b.token, ...params }).map(([k, v]) => [k, String(v)]));
  await recordConversion(tracker, {
    endpoint: 'postback',
    requireToken: true,
    params: query,
    cookieClick: () => undefined,
    ip: '203.0.113.9',
    request: { method: 'GET', path: '/track/postback', query, body: null, user_agent: '' },
    at,
  });
  return items[0]!;
}

const logOf = async (clickUuids: string[]) =>
  (
    await t.db.query<{
      click_uuid: string;
      outcome: string;
      reason: string | null;
      http_status: number;
      conversion_id: number | null;
      response: object;
    }>(
      'SELECT click_uuid, outcome, reason, http_status, conversion_id, response FROM server_log WHERE click_uuid = ANY($1::uuid[]) ORDER BY id',
      [clickUuids],
    )
  ).rows;
const conversionsOf = async (offerId: number) =>
  (await t.db.query<{ id: number; uuid: string }>('SELECT id, uuid FROM conversions WHERE offer_id = $1 ORDER BY id', [offerId])).rows;
const rolledUp = async (offerId: number) =>
  Number((await t.db.query('SELECT coalesce(sum(conversions), 0) AS n FROM rollup_hourly WHERE offer_id = $1', [offerId])).rows[0].n);

describe('a conversion batch', () => {
  it('holding the same transaction id twice stays one conversion; the second is answered as its duplicate', async () => {
    const w = await world();
    const c = await w.clickId();
    t.clock.advance(MINUTE);
    const q = { offer_id: w.offerId, event: w.eventId, click_id: c, transaction_id: 'TWICE' };
    const batch = [await item(q), await item(q)];
    expect(fitsOneStatement(batch)).toBe(false);
    const [first, second] = (await runFlush(t.db, batch)) as Answer[];
    expect(first!.outcome).toBe('accepted');
    expect(second).toEqual({ ...first, outcome: 'duplicate' });
    const stored = await conversionsOf(w.offerId);
    expect(stored).toHaveLength(1);
    expect(first!.body.conversion_id).toBe(stored[0]!.uuid);
    expect((await logOf([c])).map((l) => [l.outcome, l.conversion_id])).toEqual([
      ['accepted', stored[0]!.id],
      ['duplicate', stored[0]!.id],
    ]);
    expect(await rolledUp(w.offerId)).toBe(1);
  });

  it('mixing known and unknown clicks converts the known ones in one statement and refuses the unknown with their reason', async () => {
    const w = await world();
    const [c1, c2] = [await w.clickId(), await w.clickId()];
    const unknown = '01900000-0000-7000-8000-000000000000';
    t.clock.advance(MINUTE);
    const batch = [
      await item({ offer_id: w.offerId, event: w.eventId, click_id: c1, transaction_id: 'K1' }),
      await item({ offer_id: w.offerId, event: w.eventId, click_id: unknown, transaction_id: 'U1' }),
      await item({ offer_id: w.offerId, event: w.eventId, click_id: c2, transaction_id: 'K2' }),
    ];
    expect(batch.map((i) => i.kind)).toEqual(['conversion', 'log', 'conversion']);
    expect(fitsOneStatement(batch)).toBe(true);
    const answers = (await runFlush(t.db, batch)) as Answer[];
    expect(answers.map((a) => [a.outcome, a.reason, a.httpStatus])).toEqual([
      ['accepted', null, 200],
      ['refused', 'unknown_click', 404],
      ['accepted', null, 200],
    ]);
    const stored = await conversionsOf(w.offerId);
    expect(stored.map((s) => s.uuid)).toEqual([answers[0]!.body.conversion_id, answers[2]!.body.conversion_id]);
    // one log row per postback, in batch order, each with the answer it was given
    expect(
      (await logOf([c1, unknown, c2])).map((l) => [l.click_uuid, l.outcome, l.reason, l.http_status, l.conversion_id, l.response]),
    ).toEqual([
      [c1, 'accepted', null, 200, stored[0]!.id, answers[0]!.body],
      [unknown, 'refused', 'unknown_click', 404, null, answers[1]!.body],
      [c2, 'accepted', null, 200, stored[1]!.id, answers[2]!.body],
    ]);
    expect(await rolledUp(w.offerId)).toBe(2);
  });

  it('answers a retry in a later batch from the stored conversion, inside its one statement, and counts it once', async () => {
    const w = await world();
    const c = await w.clickId();
    t.clock.advance(MINUTE);
    const q = { offer_id: w.offerId, event: w.eventId, click_id: c, transaction_id: 'LATER' };
    const [first] = (await runFlush(t.db, [await item(q)])) as Answer[];
    t.clock.advance(MINUTE);
    const retry = [await item(q)];
    expect(fitsOneStatement(retry)).toBe(true);
    const [again] = (await runFlush(t.db, retry)) as Answer[];
    expect(again).toEqual({ ...first, outcome: 'duplicate' });
    const stored = await conversionsOf(w.offerId);
    expect(stored).toHaveLength(1);
    const log = await logOf([c]);
    expect(log.map((l) => [l.outcome, l.conversion_id])).toEqual([
      ['accepted', stored[0]!.id],
      ['duplicate', stored[0]!.id],
    ]);
    expect(log[1]!.response).toEqual(first!.body);
    expect(await rolledUp(w.offerId)).toBe(1);
  });

  it('refuses, inside its one statement, a conversion whose click’s conversion window has closed', async () => {
    const w = await world({ allow_duplicates: true, multiple_conversions: true, conversion_lifetime: 1 });
    const c = await w.clickId();
    t.clock.advance(MINUTE);
    const at = t.clock.now();
    await runFlush(t.db, [await item({ offer_id: w.offerId, event: w.eventId, click_id: c, transaction_id: 'W1' }, at)]);
    const late = [
      await item({ offer_id: w.offerId, event: w.eventId, click_id: c, transaction_id: 'W2' }, new Date(at.getTime() + 86_400_000 + 1)),
    ];
    expect(fitsOneStatement(late)).toBe(true);
    const [answer] = (await runFlush(t.db, late)) as Answer[];
    expect([answer!.outcome, answer!.reason, answer!.httpStatus]).toEqual(['refused', 'conversion_window_closed', 409]);
    expect(await conversionsOf(w.offerId)).toHaveLength(1);
    expect((await logOf([c])).map((l) => [l.outcome, l.reason, l.conversion_id === null, l.response])).toEqual([
      ['accepted', null, false, expect.anything()],
      ['refused', 'conversion_window_closed', true, answer!.body],
    ]);
    expect(await rolledUp(w.offerId)).toBe(1);
  });
  it('adds its new conversions to the rollups with the figures of the engine’s mapping, whatever their status', async () => {
    const w = await world();
    const clicks = [await w.clickId(), await w.clickId(), await w.clickId(), await w.clickId()];
    t.clock.advance(60 * MINUTE);
    const statuses = ['pending', 'rejected', '', 'approved'];
    const batch: Item[] = [];
    // one at a time: item() swaps the tracker's writer
    for (const [i, c] of clicks.entries())
      batch.push(
        await item({
          offer_id: w.offerId,
          event: w.eventId,
          click_id: c,
          transaction_id: `R${i}`,
          amount: `${10 + i}.25`,
          status: statuses[i]!,
        }),
      );
    expect(fitsOneStatement(batch)).toBe(true);
    await runFlush(t.db, batch);
    // the statement's SQL figures against the engine's JS mapping (contribution()) over the stored rows
    const { rows: stored } = await t.db.query<ContributingConversion>(
      'SELECT status, payout, revenue, sale_amount, fraud_level, is_test FROM conversions WHERE offer_id = $1',
      [w.offerId],
    );
    expect(stored.map((r) => r.status).sort()).toContain('rejected');
    const expected = stored.map(contribution).reduce(addContribution, zeroContribution());
    const { rows: cells } = await t.db.query('SELECT * FROM rollup_hourly WHERE offer_id = $1', [w.offerId]);
    for (const k of COUNT_COLUMNS) expect([k, cells.reduce((n, r) => n + Number(r[k]), 0)]).toEqual([k, expected[k]]);
    for (const k of MONEY_COLUMNS)
      expect([k, cells.reduce((n, r) => n.add(r[k] as string), new Decimal(0)).toFixed(4)]).toEqual([k, expected[k].toFixed(4)]);
  });
});
