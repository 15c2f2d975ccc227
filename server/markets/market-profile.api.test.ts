import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WEBHOOK_EVENT } from '../../src/domain/webhooks/events.ts';
import { createTestApp, type TestApp } from '../../tests/support/api/app.ts';
import { addUser } from '../../tests/support/api/employees.ts';
import { brand, call, codes, create, type Brand } from '../../tests/support/api/offers.ts';
import { addPartner } from '../../tests/support/api/partners.ts';
import { startReceiver, startWebhookQueue, stopQueue, type Receiver } from '../../tests/support/api/webhooks.ts';
import type { Queue } from '../queue/queue.ts';
import { joinBrand } from '../partners/service.ts';
import { runMarketsOps } from './ops.ts';

/**
 * The market profile's writes through real HTTP and PostgreSQL (issue 16 item 1, decision 050): a
 * brand's review of an agency (the rules of a partner review, one per brand and agency), the detail's
 * "already reviewed" flags, the webhook events of the marketplace writes reaching a subscribed
 * endpoint, and the ops command that plays a partner reviewing a brand.
 */
let t: TestApp;
let b: Brand;
let receiver: Receiver;
let boss: Queue | undefined;

beforeAll(async () => {
  t = await createTestApp();
  b = await brand(t.db);
  receiver = await startReceiver();
}, 60_000);
afterAll(async () => {
  await stopQueue(boss);
  await receiver?.close();
  await t?.close();
});

const agency = async (name: string) =>
  (
    await t.db.query<{ id: number }>(`INSERT INTO agencies (name, email) VALUES ($1, $2) RETURNING id`, [
      name,
      `${name.replace(/\W/g, '').toLowerCase()}@agency.test`,
    ])
  ).rows[0]!.id;
const body = (over: object = {}) => ({ rating: 4, content: 'Clear reporting and fast answers.', genuine: true, ...over });
const reviewAgency = (id: number, token: string, over: object = {}) =>
  call(t.url, 'POST', `/api/markets/agencies/${id}/reviews`, { token, body: body(over) });

describe('a review of an agency', () => {
  it('refuses empty, restricted, emoji, unticked, out-of-range text and a foreign offer with field codes', async () => {
    const id = await agency('Rules Agency');
    const w = (over: object) => reviewAgency(id, b.owner.token, over);
    expect(codes(await w({ content: '  ' }))).toEqual(['content:c_c01']);
    expect(codes(await w({ content: 'Great for casino offers' }))).toEqual(['content:content_violates']);
    expect(codes(await w({ content: 'Great 👍' }))).toEqual(['content:no_emoji']);
    expect(codes(await w({ genuine: false }))).toEqual(['genuine:genuine_required']);
    expect(codes(await w({ content: 'x'.repeat(2001) }))).toEqual(['content:max_length']);
    expect((await w({ rating: 0 })).status).toBe(422);
    expect(codes(await w({ offer_id: 999_999 }))).toEqual(['offer_id:not_valid']);
    expect((await reviewAgency(999_999, b.owner.token)).body.code).toBe('agency_not_found');
    // nothing was written by the refusals
    const n = await t.db.query("SELECT count(*)::int AS n FROM market_reviews WHERE subject = 'agency' AND agency_id = $1", [id]);
    expect(n.rows[0].n).toBe(0);
  });

  it('one per brand and agency (409 agency_review_exists); the rating and is_reviewed follow; audited', async () => {
    const id = await agency('Once Agency');
    const offer = await create(t.url, b.owner.token, { name: 'Agency sale' } as never);
    const before = await call(t.url, 'GET', `/api/markets/agencies/${id}`, { token: b.owner.token });
    expect(before.body.data).toMatchObject({ is_reviewed: false, total_reviews: 0 });
    const first = await reviewAgency(id, b.owner.token, { rating: 5, offer_id: offer.id });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({ rating: 5, offer_name: 'Agency sale', company_name: 'Test Brand', is_mine: true });
    const second = await reviewAgency(id, b.owner.token);
    expect([second.status, second.body.code]).toEqual([409, 'agency_review_exists']);
    const other = await brand(t.db);
    expect((await reviewAgency(id, other.owner.token, { rating: 2 })).status).toBe(200);
    const after = await call(t.url, 'GET', `/api/markets/agencies/${id}`, { token: b.owner.token });
    expect(after.body.data).toMatchObject({ is_reviewed: true, rating: '3.50', total_reviews: 2 });
    expect((after.body.data as { reviews: { items: unknown[] } }).reviews.items).toHaveLength(2);
    const audit = await t.db.query(
      "SELECT object_type, object_id FROM audit_log WHERE brand_id = $1 AND action = 'markets.agencies.reviews.create'",
      [b.brandId],
    );
    expect(audit.rows).toEqual([{ object_type: 'agency', object_id: String(id) }]);
  });

  it('needs full market access to write', async () => {
    const id = await agency('Level Agency');
    const reader = await addUser(t.db, b.brandId, { role: 'custom', permissions: { market: 2 } });
    const res = await reviewAgency(id, reader.token);
    expect(res.status).toBe(403);
  });
});

describe('the partner detail says whether this brand may still review', () => {
  it('is_reviewed after the brand wrote one, can_review from the partner', async () => {
    const p = await addPartner(t.db, { display_name: 'Flag Partner' });
    const get = async () => (await call(t.url, 'GET', `/api/markets/partners/${p.id}`, { token: b.owner.token })).body.data;
    expect(await get()).toMatchObject({ is_reviewed: false, can_review: true });
    await call(t.url, 'POST', `/api/markets/partners/${p.id}/reviews`, { token: b.owner.token, body: body() });
    expect(await get()).toMatchObject({ is_reviewed: true });
    await t.db.query('UPDATE partners SET can_review = false WHERE id = $1', [p.id]);
    expect(await get()).toMatchObject({ can_review: false });
  });
});

describe('webhook events of the marketplace writes', () => {
  it('market.review_created and market.favorite_changed reach an endpoint subscribed to them', async () => {
    const hooked = await brand(t.db);
    await t.db.query(`INSERT INTO webhook_endpoints (brand_id, url, secret, events) VALUES ($1, $2, 'whsec_d2Fsaw==', $3)`, [
      hooked.brandId,
      receiver.url,
      [WEBHOOK_EVENT.marketReviewCreated, WEBHOOK_EVENT.marketFavoriteChanged],
    ]);
    boss = await startWebhookQueue(t.db, true);
    const p = await addPartner(t.db, { display_name: 'Hooked Partner' });
    const id = await agency('Hooked Agency');
    expect((await call(t.url, 'POST', `/api/markets/partners/${p.id}/reviews`, { token: hooked.owner.token, body: body() })).status).toBe(
      200,
    );
    expect((await reviewAgency(id, hooked.owner.token, { rating: 3 })).status).toBe(200);
    expect((await call(t.url, 'PUT', `/api/markets/partners/${p.id}/favorite`, { token: hooked.owner.token })).status).toBe(200);
    // the same state again is no change: no event
    expect((await call(t.url, 'PUT', `/api/markets/partners/${p.id}/favorite`, { token: hooked.owner.token })).status).toBe(200);
    expect((await call(t.url, 'DELETE', `/api/markets/partners/${p.id}/favorite`, { token: hooked.owner.token })).status).toBe(200);
    // a refused write reports nothing
    expect((await reviewAgency(id, hooked.owner.token)).status).toBe(409);
    const events = () =>
      receiver.received
        .map((r) => JSON.parse(r.body) as { type: string; data: Record<string, unknown> })
        .sort((x, y) => x.type.localeCompare(y.type));
    await vi.waitFor(() => expect(receiver.received).toHaveLength(4), { timeout: 15_000, interval: 200 });
    expect(events().map((e) => [e.type, e.data])).toEqual([
      [WEBHOOK_EVENT.marketFavoriteChanged, { partner_id: p.id, is_favorite: true }],
      [WEBHOOK_EVENT.marketFavoriteChanged, { partner_id: p.id, is_favorite: false }],
      [WEBHOOK_EVENT.marketReviewCreated, expect.objectContaining({ subject: 'partner', partner_id: p.id, rating: 4 })],
      [WEBHOOK_EVENT.marketReviewCreated, expect.objectContaining({ subject: 'agency', agency_id: id, rating: 3 })],
    ]);
    // a brand that did not subscribe hears nothing of its own writes
    await call(t.url, 'PUT', `/api/markets/partners/${p.id}/favorite`, { token: b.owner.token });
    const quiet = await t.db.query('SELECT count(*)::int AS n FROM webhook_deliveries WHERE brand_id = $1', [b.brandId]);
    expect(quiet.rows[0].n).toBe(0);
  }, 30_000);
});

describe('ops: market-review-brand plays a partner reviewing a brand', () => {
  async function ops(...args: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runMarketsOps(
      t.db,
      'market-review-brand',
      args,
      (s) => out.push(s),
      (s) => err.push(s),
    );
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  it('writes the review the brand then reads on its profile; once; only by a joined partner; with the text rules', async () => {
    const rb = await brand(t.db);
    const p = await addPartner(t.db, { display_name: 'Joined Reviewer' });
    const stranger = await addPartner(t.db, { display_name: 'Stranger' });
    await joinBrand(t.db, rb.brandId, p.id, {});
    const made = await ops(String(rb.brandId), String(p.id), '--rating', '4', '--text', 'Pays on time, clear terms.');
    expect(made.code, made.err).toBe(0);
    expect(made.out).toMatch(new RegExp(`by partner ${p.id} of brand ${rb.brandId}: 4 stars`));
    const reviews = await call(t.url, 'GET', '/api/markets/profile/reviews', { token: rb.owner.token });
    expect((reviews.body.data as { items: unknown[] }).items).toEqual([
      expect.objectContaining({ rating: 4, content: 'Pays on time, clear terms.', company_name: 'Joined Reviewer' }),
    ]);
    const profile = await call(t.url, 'GET', '/api/markets/profile', { token: rb.owner.token });
    expect(profile.body.data).toMatchObject({ rating: '4.00', total_reviews: 1 });
    const again = await ops(String(rb.brandId), String(p.id), '--rating', '5', '--text', 'Again');
    expect([again.code, again.err]).toEqual([1, expect.stringContaining('brand_review_exists')]);
    const foreign = await ops(String(rb.brandId), String(stranger.id), '--rating', '5', '--text', 'Never worked with them');
    expect([foreign.code, foreign.err]).toEqual([1, expect.stringContaining('partner_not_found')]);
    const emoji = await ops(String(rb.brandId), String(stranger.id), '--rating', '5', '--text', 'Nice 👍');
    expect([emoji.code, emoji.err]).toEqual([1, expect.stringContaining('content:no_emoji')]);
    expect((await ops(String(rb.brandId), String(p.id), '--text', 'no rating')).code).toBe(2);
    expect((await ops('x', String(p.id), '--rating', '3', '--text', 'T')).code).toBe(2);
  });
});
