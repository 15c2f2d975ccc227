import { withTransaction, type Db, type Queryable } from '../db/pool.ts';
import { seeded } from '../random.ts';
import { DEMO_AGENCIES, generateMarketPartners, generateReviews, marketFactsOf, type MarketPartnerSeed } from './demo-data.ts';
import { refreshPartnerRatings } from './reviews.ts';

/**
 * The demo marketplace (issue 16 item 5): 520 generated partners with daily traffic for 90 days and
 * reviews, 12 agencies with reviews, 30 of the partners joined to the demo brand (one blocked), a few
 * favourites and reviews of the demo brand by its partners. Bulk statements only (unnest / INSERT …
 * SELECT): it runs on every e-2-e start, so it must stay well under 2 s. Idempotent: a run that finds
 * the first generated partner does nothing.
 */
export const DEMO_MARKET_PARTNERS = 520;
const SEED = 16;
const JOINED_EVERY = 17;

/** Inserts generated profiles in one statement; returns their ids in input order. Used by the benchmark too. */
export async function insertMarketPartners(db: Queryable, seeds: readonly MarketPartnerSeed[]): Promise<number[]> {
  const col = <K extends keyof MarketPartnerSeed>(k: K) => seeds.map((s) => s[k]);
  const arr = (k: 'promote_method_ids' | 'vertical_ids' | 'country_ids' | 'audience_age_ids' | 'audience_gender_ids') =>
    seeds.map((s) => `{${s[k].join(',')}}`);
  const json = (k: 'social' | 'properties' | 'trophies' | 'vertical_traffic' | 'country_traffic') => seeds.map((s) => JSON.stringify(s[k]));
  const { rows } = await db.query<{ id: number; email: string }>(
    `INSERT INTO partners (email, display_name, first_name, last_name, organization_type_id, partner_type_id, promote_method_ids,
       vertical_ids, country_ids, bio, social, properties, year_of_experience, audience_age_ids, audience_gender_ids, min_cpa, min_cpc,
       min_revenue_share, trust, rank, reputation, partner_score, trophies, vertical_traffic, country_traffic, created_at)
     SELECT u.email, u.display_name, u.first_name, u.last_name, u.org, u.ptype, u.methods::integer[], u.verticals::integer[],
            u.countries::integer[], u.bio, u.social::jsonb, u.properties::jsonb, u.years, u.ages::integer[], u.genders::integer[],
            u.min_cpa::numeric, u.min_cpc::numeric, u.min_rs::numeric, u.trust, u.rank, u.reputation, u.score, u.trophies::jsonb,
            u.vtraffic::jsonb, u.ctraffic::jsonb, u.created_at
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::smallint[], $6::smallint[], $7::text[], $8::text[], $9::text[],
                   $10::text[], $11::text[], $12::text[], $13::smallint[], $14::text[], $15::text[], $16::text[], $17::text[], $18::text[],
                   $19::smallint[], $20::smallint[], $21::smallint[], $22::smallint[], $23::text[], $24::text[], $25::text[], $26::timestamptz[])
            WITH ORDINALITY AS u(email, display_name, first_name, last_name, org, ptype, methods, verticals, countries, bio, social, properties,
                   years, ages, genders, min_cpa, min_cpc, min_rs, trust, rank, reputation, score, trophies, vtraffic, ctraffic, created_at, ord)
     ORDER BY u.ord
     RETURNING id, email`,
    [
      col('email'),
      col('display_name'),
      col('first_name'),
      col('last_name'),
      col('organization_type_id'),
      col('partner_type_id'),
      arr('promote_method_ids'),
      arr('vertical_ids'),
      arr('country_ids'),
      col('bio'),
      json('social'),
      json('properties'),
      col('year_of_experience'),
      arr('audience_age_ids'),
      arr('audience_gender_ids'),
      col('min_cpa'),
      col('min_cpc'),
      col('min_revenue_share'),
      col('trust'),
      col('rank'),
      col('reputation'),
      col('partner_score'),
      json('trophies'),
      json('vertical_traffic'),
      json('country_traffic'),
      col('created_at'),
    ],
  );
  // RETURNING's order is not guaranteed: match the ids back to the seeds by email
  const byEmail = new Map(rows.map((r) => [r.email, r.id]));
  return seeds.map((s) => byEmail.get(s.email)!);
}

/**
 * Daily platform statistics for `ids` over the last `days` days, in SQL: visits around a thirtieth of
 * the partner's monthly visits (± 30 %), 2–8 % of visits click, 1–6 % of clicks convert, and the brands
 * approve a share of them that is the partner's own — 50–99 %, higher with its trust, as a real
 * marketplace spreads (one flat 85 % put every partner of "Top conversion acceptance" at 84.98 %;
 * decision 067) — with 1–20 revenue each. The noise is a hash of email and day, so it repeats run to run.
 * Written for speed (decision 055: 2.0 → 1.2 s for the demo's 46,800 rows on the loaded machine): the
 * email is hashed once per partner and mixed with the day number by an integer hash, and the arithmetic
 * is float8 — hashing `email || day::text` and numeric maths per row cost more than inserting the row.
 */
export async function insertTrafficHistory(db: Queryable, ids: readonly number[], days: number): Promise<void> {
  await db.query(
    `INSERT INTO partner_traffic_daily (partner_id, day, visits, clicks, conversions, approved, revenue)
     SELECT id, day, visits, clicks, conv,
            -- the partner's share of its running total, so any run of days approves that share within one conversion
            (floor(acc * sum(conv) OVER w) - floor(acc * (sum(conv) OVER w - conv)))::int,
            round((conv * (1 + r * 19))::numeric, 2)
       FROM (SELECT id, day, visits, clicks, floor(clicks * (0.01 + r * 0.05))::int AS conv, r, acc
               FROM (SELECT id, day, visits, floor(visits * (0.02 + r * 0.06))::int AS clicks, r, acc
                       FROM (SELECT p.id, current_date - n AS day, r, p.acc, greatest(1, round(p.base * (0.7 + 0.6 * r)))::int AS visits
                               FROM (SELECT id, hashtext(email) AS h, greatest(traffic_visits, social_followers / 10) / 30.0::float8 AS base,
                                            -- the partner's acceptance: 50–99 %, its trust lifting it, a hash of the email spreading it
                                            0.5 + 0.3 * power((abs(hashtext(email || '#acc')::bigint) % 10000) / 10000.0::float8, 0.6)
                                                + 0.19 * greatest(0, trust - 30) / 70.0::float8 AS acc
                                       FROM partners WHERE id = ANY($1::bigint[])) p
                              CROSS JOIN generate_series(0, $2::int - 1) n
                              CROSS JOIN LATERAL (SELECT (abs(hashint4(p.h # (current_date - n - date '2000-01-01'))::bigint) % 10000) / 10000.0::float8 AS r) h
                            ) a) b) c
     WINDOW w AS (PARTITION BY id ORDER BY day)
     ON CONFLICT DO NOTHING`,
    [ids, days],
  );
}

export interface DemoMarketResult {
  partners: number;
  agencies: number;
  reviews: number;
}

export async function seedDemoMarket(pool: Db, brandId: number, now = new Date()): Promise<DemoMarketResult> {
  return withTransaction(pool, async (db) => {
    await db.query('SELECT pg_advisory_xact_lock(7301042022)');
    const seeds = generateMarketPartners(DEMO_MARKET_PARTNERS, { seed: SEED, now });
    const done = await db.query('SELECT 1 FROM partners WHERE lower(email) = lower($1)', [seeds[0]!.email]);
    if (done.rowCount) return { partners: 0, agencies: 0, reviews: 0 };
    const ids = await insertMarketPartners(db, seeds);
    await insertTrafficHistory(db, ids, 90);

    const reviews = generateReviews(ids.length, SEED);
    await insertPartnerReviews(db, ids, reviews);

    const agencyIds = await seedAgencies(db, now);
    // some partners already work with the demo brand: joined over the last months, one blocked
    const joined = ids.filter((_, i) => i % JOINED_EVERY === 3);
    await db.query(
      `INSERT INTO brand_partners (brand_id, partner_id, joined_at, working_mode, working_mode_since)
       SELECT $1, pid, j.at, CASE WHEN ord = 5 THEN 3 ELSE 1 END,
              -- the blocked one was blocked a while after it joined, not on the day (the screens say since when)
              j.at + CASE WHEN ord = 5 THEN (now() - j.at) * 0.6 ELSE interval '0' END
         FROM unnest($2::bigint[]) WITH ORDINALITY AS u(pid, ord) JOIN partners p ON p.id = u.pid
              -- joined some day after it came to the platform
              CROSS JOIN LATERAL (SELECT greatest(now() - (10 + (ord * 7) % 150) * interval '1 day', p.created_at + (now() - p.created_at) * 0.5) AS at) j
       ON CONFLICT DO NOTHING`,
      [brandId, joined],
    );
    await db.query('INSERT INTO market_favorites (brand_id, partner_id) SELECT $1, unnest($2::bigint[]) ON CONFLICT DO NOTHING', [
      brandId,
      ids.filter((_, i) => i % 41 === 7),
    ]);
    // what the demo brand's partners say about it (its own profile's reviews)
    await db.query(
      `INSERT INTO market_reviews (subject, brand_id, partner_id, rating, content, genuine, company_name, created_at)
       SELECT 'brand', $1, pid, 3 + (ord % 3), (ARRAY['Fast approvals and clear terms.', 'Thanh toán đúng hạn, hỗ trợ nhiệt tình.', 'Good payouts, the tracking is reliable.'])[1 + ord % 3],
              true, p.display_name, now() - ord * interval '5 days'
         FROM unnest($2::bigint[]) WITH ORDINALITY AS u(pid, ord) JOIN partners p ON p.id = u.pid`,
      [brandId, joined.slice(0, 8)],
    );
    const own = await giveOwnPartnersMarketFacts(db, brandId);
    await refreshPartnerRatings(db, [...ids, ...own]);
    return { partners: ids.length, agencies: agencyIds.length, reviews: reviews.length };
  });
}

/** Inserts `reviews` of the partners `ids` (a review's partner_index indexes `ids`): by brands of the wider platform. */
async function insertPartnerReviews(db: Queryable, ids: readonly number[], reviews: ReturnType<typeof generateReviews>): Promise<void> {
  await db.query(
    `INSERT INTO market_reviews (subject, partner_id, rating, content, genuine, offer_name, company_name, created_at)
     SELECT 'partner', u.pid, u.rating, u.content, true, u.offer, u.company, now() - u.days * interval '1 day'
       FROM unnest($1::bigint[], $2::smallint[], $3::text[], $4::text[], $5::text[], $6::int[]) AS u(pid, rating, content, offer, company, days)`,
    [
      reviews.map((r) => ids[r.partner_index]),
      reviews.map((r) => r.rating),
      reviews.map((r) => r.content),
      reviews.map((r) => r.offer_name),
      reviews.map((r) => r.company_name),
      reviews.map((r) => r.days_ago),
    ],
  );
}

/**
 * The demo brand's own partners (server/partners/demo.ts makes them through the partner service, at
 * the profile columns' defaults: rank 25, score 0, no reviews, on the platform since "now") get what a
 * marketplace knows of a partner: a score and rank from their trust and audience, traffic shares, a
 * platform history and reviews, and a date on the platform before the day they joined the brand.
 * Returns their ids.
 */
async function giveOwnPartnersMarketFacts(db: Queryable, brandId: number): Promise<number[]> {
  const { rows } = await db.query<{
    id: string;
    trust: number;
    audience: string;
    vertical_ids: number[];
    country_ids: number[];
    joined_days_ago: number;
  }>(
    `SELECT p.id, p.trust, (p.traffic_visits + p.social_followers)::text AS audience, p.vertical_ids, p.country_ids,
            extract(day FROM now() - bp.joined_at)::int AS joined_days_ago
       FROM brand_partners bp JOIN partners p ON p.id = bp.partner_id
      WHERE bp.brand_id = $1 AND p.email NOT LIKE '%@market.demo-partners.test'
        AND NOT EXISTS (SELECT 1 FROM partner_traffic_daily d WHERE d.partner_id = p.id)
      ORDER BY p.id`,
    [brandId],
  );
  const facts = marketFactsOf(
    rows.map((r) => ({ ...r, id: Number(r.id), audience: Number(r.audience) })),
    SEED,
  );
  if (!facts.length) return [];
  await db.query(
    `UPDATE partners p SET partner_score = u.score, rank = u.rank, reputation = u.reputation, trophies = u.trophies::jsonb,
            vertical_traffic = u.vtraffic::jsonb, country_traffic = u.ctraffic::jsonb, created_at = now() - u.days * interval '1 day'
       FROM unnest($1::bigint[], $2::smallint[], $3::smallint[], $4::smallint[], $5::text[], $6::text[], $7::text[], $8::int[])
            AS u(id, score, rank, reputation, trophies, vtraffic, ctraffic, days)
      WHERE p.id = u.id`,
    [
      facts.map((f) => f.id),
      facts.map((f) => f.partner_score),
      facts.map((f) => f.rank),
      facts.map((f) => f.reputation),
      facts.map((f) => JSON.stringify(f.trophies)),
      facts.map((f) => JSON.stringify(f.vertical_traffic)),
      facts.map((f) => JSON.stringify(f.country_traffic)),
      facts.map((f) => f.created_days_ago),
    ],
  );
  const ids = facts.map((f) => f.id);
  await insertTrafficHistory(db, ids, 90);
  await insertPartnerReviews(db, ids, generateReviews(ids.length, SEED + 2));
  return ids;
}

async function seedAgencies(db: Queryable, now: Date): Promise<number[]> {
  const rnd = seeded(SEED + 1);
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO agencies (name, email, phone, bio, website, vertical_ids, country_ids, team_size, year_founded, created_at)
     SELECT u.name, lower(regexp_replace(u.slug, '[^a-z0-9]+', '', 'g')) || '@agencies.demo.test', '+84 28 0000 ' || lpad(u.ord::text, 4, '0'),
            u.name || ': performance agency running affiliate programmes for brands.', 'https://' || lower(regexp_replace(u.slug, '[^a-z0-9]+', '', 'g')) || '.example',
            u.verticals::integer[], ARRAY[u.country], u.team, u.founded, $7::timestamptz - u.ord * interval '23 days'
       FROM unnest($1::text[], $2::text[], $3::text[], $4::int[], $5::int[], $6::smallint[]) WITH ORDINALITY AS u(name, slug, verticals, country, team, founded, ord)
     ON CONFLICT DO NOTHING RETURNING id`,
    [
      DEMO_AGENCIES.map((a) => a[0]),
      DEMO_AGENCIES.map((a) => a[0].normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/gi, 'd').toLowerCase()),
      DEMO_AGENCIES.map((a) => `{${a[2].join(',')}}`),
      DEMO_AGENCIES.map((a) => a[1]),
      DEMO_AGENCIES.map((a) => a[3]),
      DEMO_AGENCIES.map((a) => a[4]),
      now,
    ],
  );
  const ids = rows.map((r) => r.id);
  const reviews = ids.flatMap((id) => Array.from({ length: 1 + Math.floor(rnd() * 5) }, () => ({ id, rating: 3 + Math.floor(rnd() * 3) })));
  await db.query(
    `INSERT INTO market_reviews (subject, agency_id, rating, content, genuine, company_name, created_at)
     SELECT 'agency', u.aid, u.rating, (ARRAY['Professional team, good reporting.', 'Đội ngũ chuyên nghiệp, báo cáo rõ ràng.', 'Helped us scale our partner programme.'])[1 + u.ord % 3],
            true, (ARRAY['Tiki Trading', 'MoMo Wallet', 'Canifa', 'Agoda Asia'])[1 + u.ord % 4], now() - u.ord * interval '9 days'
       FROM unnest($1::bigint[], $2::smallint[]) WITH ORDINALITY AS u(aid, rating, ord)`,
    [reviews.map((r) => r.id), reviews.map((r) => r.rating)],
  );
  await db.query(
    `UPDATE agencies a SET rating = s.avg, total_reviews = s.n
       FROM (SELECT agency_id, round(avg(rating), 2) AS avg, count(*)::int AS n FROM market_reviews WHERE subject = 'agency' AND agency_id = ANY($1::bigint[]) GROUP BY agency_id) s
      WHERE a.id = s.agency_id`,
    [ids],
  );
  return ids;
}
