import type { CreateOfferInput } from '../../../src/domain/offers/schema.ts';
import { formatDate, todayIn } from '../../../src/domain/validation/dates.ts';
import { call, type Answer } from './auth.ts';
import type { Db } from '../../../server/db/pool.ts';
import { addUser, createBrand, type TestUser } from './employees.ts';

/** Helpers for the offer API tests (real HTTP against createTestApp). Not used by the server. */
export { call };
export type { Answer };

/** MM/dd/yyyy `days` from today in the default offer zone. */
export const dayFromToday = (days: number, zone = 'Asia/Ho_Chi_Minh', now = new Date()) => formatDate(todayIn(zone, now) + days);

export function offerInput(over: Partial<CreateOfferInput> = {}): CreateOfferInput {
  return {
    name: 'Summer Sale CPS',
    vertical_id: 1,
    channel_id: 1,
    payout_model_id: 2,
    revenue_model_id: 2,
    default_payout: '12.5',
    default_revenue: '15',
    default_landing_page_url: 'https://shop.example.com/summer',
    ...over,
  };
}

export interface Brand {
  brandId: number;
  owner: TestUser;
}
export async function brand(db: Db): Promise<Brand> {
  const brandId = await createBrand(db);
  return { brandId, owner: await addUser(db, brandId, { role: 'owner' }) };
}

export async function create(
  url: string,
  token: string,
  over: Partial<CreateOfferInput> = {},
): Promise<Record<string, unknown> & { id: number }> {
  const res = await call(url, 'POST', '/api/offers', { token, body: offerInput(over) });
  if (res.status !== 200) throw new Error(`create failed ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as Record<string, unknown> & { id: number };
}

/** Field codes of a 422 answer as `field:code`. */
export const codes = (res: Answer) => (res.body.errors ?? []).map((e) => `${e.field}:${e.code}`);

/** Event setup for an offer, written directly (the conversion-events feature owns the API). */
export async function addEvent(db: Db, brandId: number, offerId: number): Promise<void> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO conversion_events (brand_id, name, type, payout_type, method) VALUES ($1, 'Sale', 'sale', 'fixed', 'server_postback') RETURNING id`,
    [brandId],
  );
  await db.query('INSERT INTO offer_events (offer_id, event_id, brand_id, is_primary) VALUES ($1, $2, $3, true)', [
    offerId,
    rows[0]!.id,
    brandId,
  ]);
}
