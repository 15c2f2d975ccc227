-- Marketplace (issue 16 items 1 and 5; spec 3 §2–3; docs/decisions/048-marketplace.md). The partner
-- market profile extends `partners` (migration 011 already holds bio, verticals, geos, audience,
-- minimums, media kit, properties, social, rating): this adds what the list filters on, the rank and
-- achievements, daily platform traffic, agencies, reviews, favourites and stashed filters.

-- Sums over the profile's jsonb, IMMUTABLE so they can feed generated columns: the filters then read
-- a plain column that no writer (createPartner, the demo seed, later the partner side) can forget.
CREATE FUNCTION market_property_visits(properties jsonb) RETURNS bigint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS
  $$ SELECT COALESCE(sum((e->>'visit')::bigint), 0)::bigint FROM jsonb_array_elements(properties) e WHERE (e->>'type_id')::int <> 3 $$;
CREATE FUNCTION market_social_followers(social jsonb, properties jsonb) RETURNS bigint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS
  $$ SELECT GREATEST(
       (SELECT COALESCE(sum((e->>'followers')::bigint), 0) FROM jsonb_array_elements(social) e),
       (SELECT COALESCE(sum((e->>'followers')::bigint), 0) FROM jsonb_array_elements(properties) e WHERE (e->>'type_id')::int = 3))::bigint $$;

ALTER TABLE partners
  -- monthly visits of the non-social properties: the traffic size bands of spec 3 §2
  ADD COLUMN traffic_visits   bigint GENERATED ALWAYS AS (market_property_visits(properties)) STORED,
  -- followers over social accounts: the social size bands
  ADD COLUMN social_followers bigint GENERATED ALWAYS AS (market_social_followers(social, properties)) STORED,
  ADD COLUMN has_website      boolean GENERATED ALWAYS AS (properties @> '[{"type_id": 1}]') STORED,
  ADD COLUMN has_social       boolean GENERATED ALWAYS AS (jsonb_array_length(social) > 0 OR properties @> '[{"type_id": 3}]') STORED,
  -- paid search, paid social, display, push/pop (PROMOTIONAL_METHODS 2, 3, 10, 11)
  ADD COLUMN paid_traffic     boolean GENERATED ALWAYS AS (promote_method_ids && '{2,3,10,11}'::integer[]) STORED,
  -- platform rank 1 (best) … 25; the badge is derived (gold 1–3, silver 4–8, bronze 9–15, iron 16–25)
  ADD COLUMN rank             smallint NOT NULL DEFAULT 25 CHECK (rank BETWEEN 1 AND 25),
  ADD COLUMN reputation       smallint NOT NULL DEFAULT 0 CHECK (reputation BETWEEN 0 AND 100),
  ADD COLUMN partner_score    smallint NOT NULL DEFAULT 0 CHECK (partner_score BETWEEN 0 AND 1000),
  -- trophy statistics: {"gold": n, "silver": n, "bronze": n}
  ADD COLUMN trophies         jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- traffic shares (percent) by vertical and by country: [{"id": 1, "share": 42.5}]
  ADD COLUMN vertical_traffic jsonb NOT NULL DEFAULT '[]'::jsonb,
  ADD COLUMN country_traffic  jsonb NOT NULL DEFAULT '[]'::jsonb;

-- The list's narrow twin of `partners` (docs/decisions/048): only what the list filters and sorts
-- on, ~150 bytes a row against the profile's kilobyte of jsonb and text, so a count or a filter that
-- no index answers scans a few megabytes, not the whole profile table. Kept by a trigger, so no
-- writer of `partners` has to know it exists. `id` is the partner's id.
CREATE TABLE partner_market_facets (
  id                   bigint PRIMARY KEY REFERENCES partners(id) ON DELETE CASCADE,
  display_name         text NOT NULL,
  created_at           timestamptz NOT NULL,
  rank                 smallint NOT NULL,
  partner_score        smallint NOT NULL,
  rating               numeric(3, 2) NOT NULL,
  total_reviews        integer NOT NULL,
  traffic_visits       bigint NOT NULL,
  social_followers     bigint NOT NULL,
  partner_type_id      smallint NOT NULL,
  organization_type_id smallint NOT NULL,
  paid_traffic         boolean NOT NULL,
  has_website          boolean NOT NULL,
  has_social           boolean NOT NULL,
  vertical_ids         integer[] NOT NULL,
  country_ids          integer[] NOT NULL,
  audience_age_ids     integer[] NOT NULL,
  audience_gender_ids  integer[] NOT NULL
);

CREATE FUNCTION partner_market_facets_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO partner_market_facets AS f (id, display_name, created_at, rank, partner_score, rating, total_reviews, traffic_visits,
      social_followers, partner_type_id, organization_type_id, paid_traffic, has_website, has_social, vertical_ids, country_ids,
      audience_age_ids, audience_gender_ids)
    VALUES (NEW.id, NEW.display_name, NEW.created_at, NEW.rank, NEW.partner_score, NEW.rating, NEW.total_reviews, NEW.traffic_visits,
      NEW.social_followers, NEW.partner_type_id, NEW.organization_type_id, NEW.paid_traffic, NEW.has_website, NEW.has_social,
      NEW.vertical_ids, NEW.country_ids, NEW.audience_age_ids, NEW.audience_gender_ids)
  ON CONFLICT (id) DO UPDATE SET display_name = EXCLUDED.display_name, created_at = EXCLUDED.created_at, rank = EXCLUDED.rank,
      partner_score = EXCLUDED.partner_score, rating = EXCLUDED.rating, total_reviews = EXCLUDED.total_reviews,
      traffic_visits = EXCLUDED.traffic_visits, social_followers = EXCLUDED.social_followers, partner_type_id = EXCLUDED.partner_type_id,
      organization_type_id = EXCLUDED.organization_type_id, paid_traffic = EXCLUDED.paid_traffic, has_website = EXCLUDED.has_website,
      has_social = EXCLUDED.has_social, vertical_ids = EXCLUDED.vertical_ids, country_ids = EXCLUDED.country_ids,
      audience_age_ids = EXCLUDED.audience_age_ids, audience_gender_ids = EXCLUDED.audience_gender_ids;
  RETURN NULL;
END $$;
CREATE TRIGGER partners_market_facets AFTER INSERT OR UPDATE ON partners FOR EACH ROW EXECUTE FUNCTION partner_market_facets_sync();
-- partners that existed before this migration
UPDATE partners SET rank = rank;

-- The list: newest first (the default sort), and the other sorts, each ending on id for a stable page.
CREATE INDEX partner_market_facets_recent_idx ON partner_market_facets (created_at DESC, id DESC);
CREATE INDEX partner_market_facets_rank_idx ON partner_market_facets (rank, partner_score DESC, id DESC);
CREATE INDEX partner_market_facets_rating_idx ON partner_market_facets (rating DESC, total_reviews DESC, id DESC);
-- Array filters (any of the chosen verticals / geos / ages / genders): one GIN each, combined by bitmap AND.
CREATE INDEX partner_market_facets_verticals_idx ON partner_market_facets USING gin (vertical_ids);
CREATE INDEX partner_market_facets_countries_idx ON partner_market_facets USING gin (country_ids);
CREATE INDEX partner_market_facets_ages_idx ON partner_market_facets USING gin (audience_age_ids);
CREATE INDEX partner_market_facets_genders_idx ON partner_market_facets USING gin (audience_gender_ids);

-- Platform statistics per partner and day (all brands): visits, clicks, conversions, revenue earned.
-- The detail's visits-over-time, the statistics block and several featured boards read it.
CREATE TABLE partner_traffic_daily (
  partner_id  bigint NOT NULL REFERENCES partners(id) ON DELETE CASCADE,
  day         date NOT NULL,
  visits      integer NOT NULL DEFAULT 0,
  clicks      integer NOT NULL DEFAULT 0,
  conversions integer NOT NULL DEFAULT 0,
  approved    integer NOT NULL DEFAULT 0,
  revenue     numeric(20, 4) NOT NULL DEFAULT 0,
  PRIMARY KEY (partner_id, day)
);
CREATE INDEX partner_traffic_daily_day_idx ON partner_traffic_daily (day);

-- Agencies (spec 3 §1: an agency sees brand and partner data through contracts; contracts come later).
CREATE TABLE agencies (
  id            bigserial PRIMARY KEY,
  name          text NOT NULL,
  email         text NOT NULL,
  phone         text NOT NULL DEFAULT '',
  avatar_file_id bigint REFERENCES files(id) ON DELETE SET NULL,
  bio           text NOT NULL DEFAULT '',
  website       text NOT NULL DEFAULT '',
  vertical_ids  integer[] NOT NULL DEFAULT '{}',
  country_ids   integer[] NOT NULL DEFAULT '{}',
  team_size     integer NOT NULL DEFAULT 1,
  year_founded  smallint,
  rating        numeric(3, 2) NOT NULL DEFAULT 0,
  total_reviews integer NOT NULL DEFAULT 0,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX agencies_email_key ON agencies (lower(email));
CREATE INDEX agencies_recent_idx ON agencies (created_at DESC, id DESC);

-- Reviews (spec 3 §3): of a partner by a brand, of an agency by a brand, of a brand by a partner.
-- `brand_id` is the reviewing brand for the first two and the reviewed brand for the third. The
-- marketplace is platform-wide: a review by a brand that is not in this database (the demo's wider
-- platform) has brand_id NULL and only its company_name.
CREATE TABLE market_reviews (
  id            bigserial PRIMARY KEY,
  subject       text NOT NULL CHECK (subject IN ('partner', 'agency', 'brand')),
  brand_id      bigint REFERENCES brands(id) ON DELETE CASCADE,
  partner_id    bigint REFERENCES partners(id) ON DELETE CASCADE,
  agency_id     bigint REFERENCES agencies(id) ON DELETE CASCADE,
  author_user_id bigint REFERENCES brand_users(id) ON DELETE SET NULL,
  rating        smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
  content       text NOT NULL CHECK (length(content) > 0),
  -- the "describes a genuine experience" checkbox: a review cannot exist without it
  genuine       boolean NOT NULL CHECK (genuine),
  offer_id      bigint REFERENCES offers(id) ON DELETE SET NULL,
  offer_name    text NOT NULL DEFAULT '',
  company_name  text NOT NULL DEFAULT '',
  created_at    timestamptz NOT NULL DEFAULT now(),
  CHECK ((subject = 'agency') = (agency_id IS NOT NULL)),
  CHECK (subject = 'agency' OR partner_id IS NOT NULL),
  CHECK (subject <> 'brand' OR brand_id IS NOT NULL)
);
-- one review per brand per partner (and per agency); a partner reviews a brand once
CREATE UNIQUE INDEX market_reviews_one_partner_key ON market_reviews (brand_id, partner_id) WHERE subject = 'partner';
CREATE UNIQUE INDEX market_reviews_one_agency_key ON market_reviews (brand_id, agency_id) WHERE subject = 'agency';
CREATE UNIQUE INDEX market_reviews_one_brand_key ON market_reviews (partner_id, brand_id) WHERE subject = 'brand';
-- the detail's review tab: a partner's reviews newest first (star filter applied on top)
CREATE INDEX market_reviews_partner_idx ON market_reviews (partner_id, created_at DESC, id DESC) WHERE subject = 'partner';
CREATE INDEX market_reviews_agency_idx ON market_reviews (agency_id, created_at DESC, id DESC) WHERE subject = 'agency';

-- A brand's favourite partners (the list's is_favorite; toggled in place).
CREATE TABLE market_favorites (
  brand_id   bigint NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  partner_id bigint NOT NULL REFERENCES partners(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (brand_id, partner_id)
);
CREATE INDEX market_favorites_partner_idx ON market_favorites (partner_id);

-- Stashed filters (/markets/partner/filter): per user, named, at most 20 (MAX_STASHED_FILTERS).
CREATE TABLE market_saved_filters (
  id            bigserial PRIMARY KEY,
  brand_id      bigint NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  brand_user_id bigint NOT NULL REFERENCES brand_users(id) ON DELETE CASCADE,
  name          text NOT NULL,
  filters       jsonb NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX market_saved_filters_name_key ON market_saved_filters (brand_user_id, lower(name));
