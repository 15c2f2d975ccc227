import { call, type Answer } from './auth.ts';
import type { Db } from '../../../server/db/pool.ts';
import { addUser, createBrand, type TestUser } from './employees.ts';
import { rebuildRollups } from '../../../server/rollup/rebuild.ts';

/**
 * Helpers for the report API tests (real HTTP against createTestApp). Raw clicks and conversions
 * are INSERTed, then the rollups are DERIVED from them by rebuildRollups, so expected figures are
 * always read back from the raw rows, never typed by hand. Not used by the server.
 */
export { call };
export type { Answer };

export interface World {
  brandId: number;
  owner: TestUser;
  offers: number[];
  partners: number[];
  eventId: number;
}

let n = 0;
export async function world(db: Db, opts: { offerNames?: string[]; partnerNames?: string[] } = {}): Promise<World> {
  const brandId = await createBrand(db, 'Reports Brand');
  const owner = await addUser(db, brandId, { role: 'owner' });
  const offers: number[] = [];
  for (const name of opts.offerNames ?? ['Alpha offer', 'Beta offer']) {
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO offers (brand_id, name, vertical_id, channel_id, payout_model_id, revenue_model_id) VALUES ($1, $2, 1, 1, 2, 2) RETURNING id`,
      [brandId, name],
    );
    offers.push(rows[0]!.id);
  }
  const partners: number[] = [];
  for (const name of opts.partnerNames ?? ['Partner One', 'Partner Two', 'Partner Three']) {
    const { rows } = await db.query<{ id: number }>('INSERT INTO partners (email, display_name) VALUES ($1, $2) RETURNING id', [
      `p${++n}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@reports.test`,
      name,
    ]);
    partners.push(rows[0]!.id);
    await db.query('INSERT INTO brand_partners (brand_id, partner_id) VALUES ($1, $2)', [brandId, rows[0]!.id]);
  }
  const ev = await db.query<{ id: number }>(
    `INSERT INTO conversion_events (brand_id, name, type, payout_type, method) VALUES ($1, 'Sale', 'sale', 'fixed', 'server_postback') RETURNING id`,
    [brandId],
  );
  return { brandId, owner, offers, partners, eventId: ev.rows[0]!.id };
}

export interface ClickSpec {
  offer: number;
  partner: number;
  /** ISO instant */
  at: string;
  unique?: boolean;
  fraud?: string;
  test?: boolean;
  refused?: boolean;
}
export interface ConversionSpec {
  offer: number;
  partner: number;
  at: string;
  status?: 'pending' | 'approved' | 'rejected' | 'organic' | 'gross' | 'unapproved';
  payout?: string;
  revenue?: string;
  sale?: string;
  transactionId?: string;
  fraud?: string;
  test?: boolean;
}

/** Inserts the raw rows (a click per conversion too), then derives the brand's rollups. Returns conversion ids. */
export async function seed(db: Db, w: World, clicks: ClickSpec[], conversions: ConversionSpec[]): Promise<number[]> {
  if (clicks.length) {
    await db.query(
      `INSERT INTO clicks (click_uuid, brand_id, offer_id, partner_id, created_at, is_unique, fraud_level, is_test, refusal)
       SELECT gen_random_uuid(), $1, o, p, t, u, f, x, CASE WHEN r THEN 'partner_stopped' END
         FROM unnest($2::bigint[], $3::bigint[], $4::timestamptz[], $5::boolean[], $6::text[], $7::boolean[], $8::boolean[]) AS s(o, p, t, u, f, x, r)`,
      [
        w.brandId,
        clicks.map((c) => c.offer),
        clicks.map((c) => c.partner),
        clicks.map((c) => c.at),
        clicks.map((c) => c.unique ?? true),
        clicks.map((c) => c.fraud ?? 'good'),
        clicks.map((c) => c.test ?? false),
        clicks.map((c) => c.refused ?? false),
      ],
    );
  }
  const ids: number[] = [];
  if (conversions.length) {
    const { rows } = await db.query<{ id: number }>(
      `WITH s AS (SELECT * FROM unnest($2::bigint[], $3::bigint[], $4::timestamptz[], $5::text[], $6::numeric[], $7::numeric[], $8::numeric[], $9::text[], $10::text[], $11::boolean[])
                    WITH ORDINALITY AS s(o, p, t, st, pay, rev, sale, tx, f, x, i)),
            k AS (INSERT INTO clicks (click_uuid, brand_id, offer_id, partner_id, created_at, is_test, source)
                  SELECT gen_random_uuid(), $1, o, p, t - interval '10 minutes', x, 'conv:' || i FROM s RETURNING id, click_uuid, source, created_at)
       INSERT INTO conversions (brand_id, offer_id, partner_id, event_id, click_id, click_uuid, click_at, created_at, status, payout, revenue, sale_amount,
                                transaction_id, dedupe_key, method, fraud_level, is_test, ip, click_ip)
       SELECT $1, s.o, s.p, $12, k.id, k.click_uuid, k.created_at, s.t, s.st, s.pay, s.rev, s.sale, s.tx, 'tx:' || s.tx || ':' || s.i, 'postback', s.f, s.x,
              '203.0.113.7', '203.0.113.7'
         FROM s JOIN k ON k.source = 'conv:' || s.i
        ORDER BY s.i
       RETURNING id`,
      [
        w.brandId,
        conversions.map((c) => c.offer),
        conversions.map((c) => c.partner),
        conversions.map((c) => c.at),
        conversions.map((c) => c.status ?? 'approved'),
        conversions.map((c) => c.payout ?? '1.5000'),
        conversions.map((c) => c.revenue ?? '2.0000'),
        conversions.map((c) => c.sale ?? '10.0000'),
        conversions.map((c, i) => c.transactionId ?? `T-${Date.now()}-${i}`),
        conversions.map((c) => c.fraud ?? 'good'),
        conversions.map((c) => c.test ?? false),
        w.eventId,
      ],
    );
    ids.push(...rows.map((r) => r.id));
  }
  await rebuildRollups(db, w.brandId);
  return ids;
}

/** An ISO instant `daysAgo` days and `hours` hours before now, rounded to the minute. */
export const ago = (days: number, hours = 0) =>
  new Date(Math.floor((Date.now() - days * 86_400_000 - hours * 3_600_000) / 60_000) * 60_000).toISOString();

export async function get(
  url: string,
  token: string,
  path: string,
  query: Record<string, string | number | undefined> = {},
): Promise<Answer> {
  const qs = new URLSearchParams(
    Object.entries(query)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, String(v)]),
  ).toString();
  return call(url, 'GET', qs ? `${path}?${qs}` : path, { token });
}

/** A raw download (exports). */
export async function download(url: string, token: string, path: string, query: Record<string, string> = {}): Promise<Response> {
  const qs = new URLSearchParams(query).toString();
  return fetch(`${url}${path}${qs ? `?${qs}` : ''}`, { headers: { authorization: `Bearer ${token}` } });
}

export const BASE = '/api/report/advertiser';
