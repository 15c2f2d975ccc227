import type { Db } from '../../../server/db/pool.ts';

/**
 * Test helpers for the tracking logs: raw click, conversion and server-log rows written with SQL,
 * so paging can be tested over thousands of rows without the engine. Not used by the server.
 * Times are `base - (i % distinct) seconds`: many rows share an instant, across both tables, which
 * is exactly where a keyset with a bad tie-break repeats or loses rows.
 */
export async function insertPartner(db: Db, name: string): Promise<number> {
  const { rows } = await db.query<{ id: number }>('INSERT INTO partners (email, display_name) VALUES ($1, $2) RETURNING id', [
    `${name.toLowerCase().replace(/\W+/g, '-')}-${Math.random().toString(36).slice(2, 8)}@partners.test`,
    name,
  ]);
  return rows[0]!.id;
}

export interface Fill {
  brandId: number;
  offerIds: number[];
  partnerIds: number[];
  count: number;
  /** ISO instant of the newest row */
  base: string;
  distinct?: number;
}

export async function insertClicks(db: Db, f: Fill): Promise<void> {
  await db.query(
    `INSERT INTO clicks (click_uuid, brand_id, offer_id, partner_id, created_at, ip, country_id, device_id, sub1, refusal, fraud_level)
     SELECT gen_random_uuid(), $1, ($2::bigint[])[1 + i % cardinality($2::bigint[])], ($3::bigint[])[1 + i % cardinality($3::bigint[])],
            $4::timestamptz - make_interval(secs => i % $5), ('10.0.' || (i % 250) || '.' || (i % 200 + 1))::inet, 1, 1, 'c' || i,
            CASE WHEN i % 10 = 0 THEN 'partner_stopped' END, 'good'
       FROM generate_series(1, $6) i`,
    [f.brandId, f.offerIds, f.partnerIds, f.base, f.distinct ?? 300, f.count],
  );
}

export async function insertConversions(db: Db, f: Fill): Promise<void> {
  await db.query(
    `INSERT INTO conversions (brand_id, offer_id, partner_id, event_id, click_id, click_uuid, click_at, created_at, status, payout, dedupe_key, method, transaction_id)
     SELECT $1, ($2::bigint[])[1 + i % cardinality($2::bigint[])], ($3::bigint[])[1 + i % cardinality($3::bigint[])], 1, i, gen_random_uuid(),
            $4::timestamptz - interval '1 day', $4::timestamptz - make_interval(secs => i % $5), 'approved', 1.25, 'tx:' || i || '-' || random(), 'postback', 'T' || i
       FROM generate_series(1, $6) i`,
    [f.brandId, f.offerIds, f.partnerIds, f.base, f.distinct ?? 300, f.count],
  );
}

export async function insertServerLog(db: Db, f: Fill): Promise<void> {
  await db.query(
    `INSERT INTO server_log (brand_id, offer_id, partner_id, created_at, endpoint, request, outcome, reason, http_status, response)
     SELECT $1, ($2::bigint[])[1 + i % cardinality($2::bigint[])], ($3::bigint[])[1 + i % cardinality($3::bigint[])],
            $4::timestamptz - make_interval(secs => i % $5), 'postback', jsonb_build_object('query', jsonb_build_object('n', i)),
            CASE WHEN i % 5 = 0 THEN 'refused' ELSE 'accepted' END, CASE WHEN i % 5 = 0 THEN 'unknown_click' END,
            CASE WHEN i % 5 = 0 THEN 404 ELSE 200 END, '{}'::jsonb
       FROM generate_series(1, $6) i`,
    [f.brandId, f.offerIds, f.partnerIds, f.base, f.distinct ?? 300, f.count],
  );
}
