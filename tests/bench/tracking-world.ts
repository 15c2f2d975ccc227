import { randomBytes } from 'node:crypto';
import type { Db } from '../../server/db/pool.ts';

/**
 * One brand with an active offer, a fixed-payout event, working partners with approved contracts
 * and a postback token, written with SQL: the fixture of the tracking benchmark and the crash test.
 * The offer allows duplicates off and multiple conversions on, so every distinct transaction id
 * on a click converts and a repeated one is a retry.
 */
export interface TrackingWorld {
  brandId: number;
  offerId: number;
  eventId: number;
  partnerIds: number[];
  token: string;
}

export async function makeTrackingWorld(db: Db, opts: { partners?: number; name?: string } = {}): Promise<TrackingWorld> {
  const tag = randomBytes(4).toString('hex');
  const brand = await db.query<{ id: number }>('INSERT INTO brands (company_name, is_admin_approve) VALUES ($1, true) RETURNING id', [
    `${opts.name ?? 'Tracking'} ${tag}`,
  ]);
  const brandId = brand.rows[0]!.id;
  const offer = await db.query<{ id: number }>(
    `INSERT INTO offers (brand_id, name, vertical_id, channel_id, payout_model_id, revenue_model_id, status, default_landing_page_url, multiple_conversions, allow_duplicates, click_lifetime, conversion_lifetime, time_zone)
     VALUES ($1, 'Bench offer', 1, 1, 1, 1, 1, 'https://shop.example/landing?click_id={click_id}&s1={sub1}', true, true, 30, 30, 'UTC') RETURNING id`,
    [brandId],
  );
  const offerId = offer.rows[0]!.id;
  const event = await db.query<{ id: number }>(
    "INSERT INTO conversion_events (brand_id, name, type, payout_type, payout, revenue, method) VALUES ($1, 'Sale', 'sale', 'fixed', 2.5, 3, 's2s') RETURNING id",
    [brandId],
  );
  const eventId = event.rows[0]!.id;
  await db.query('INSERT INTO offer_events (offer_id, event_id, brand_id, is_primary) VALUES ($1, $2, $3, true)', [
    offerId,
    eventId,
    brandId,
  ]);
  const partnerIds: number[] = [];
  for (let i = 0; i < (opts.partners ?? 4); i++) {
    const p = await db.query<{ id: number }>('INSERT INTO partners (email, display_name) VALUES ($1, $2) RETURNING id', [
      `bench-${tag}-${i}@partners.test`,
      `Bench partner ${i}`,
    ]);
    const id = p.rows[0]!.id;
    partnerIds.push(id);
    await db.query(
      "INSERT INTO brand_partners (brand_id, partner_id, working_mode, joined_at) VALUES ($1, $2, 1, now() - interval '400 days')",
      [brandId, id],
    );
    await db.query(
      "INSERT INTO partner_contracts (brand_id, offer_id, partner_id, status, contract_date) VALUES ($1, $2, $3, 'approved', now() - interval '400 days')",
      [brandId, offerId, id],
    );
  }
  const token = randomBytes(18).toString('base64url');
  await db.query('INSERT INTO brand_global_postbacks (brand_id, token) VALUES ($1, $2)', [brandId, token]);
  return { brandId, offerId, eventId, partnerIds, token };
}

/** A residential Vietnamese address (VNPT 113.160.0.0/11) per index: spreads the per-IP rate limit. */
export function visitorIp(i: number): string {
  const n = 113 * 2 ** 24 + 160 * 2 ** 16 + 1 + ((i * 2654435761) % (2 ** 21 - 2));
  return [24, 16, 8, 0].map((s) => Math.floor(n / 2 ** s) % 256).join('.');
}

export const BROWSER_UA =
  'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.135 Mobile Safari/537.36';
