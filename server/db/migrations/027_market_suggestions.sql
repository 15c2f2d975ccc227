-- The marketplace's suggested tab from a per-brand score table (issue 16 target; docs/decisions/057).
-- Scoring every partner that shares a vertical or geo with the brand (~60 % of them) on each request
-- cost 136–1,098 ms p95 at 100,000 partners (decisions 048, 055). The scores depend on two things only:
-- the brand's interests (its profile's and live offers' verticals, its live offers' geos) and each
-- partner's vertical_ids, country_ids and rank. So they are kept here:
--   * `market_suggestion_sets` holds the interests a brand's scores were built from; the list compares
--     them with the brand's current interests on every request and rebuilds the brand's rows when they
--     differ (server/markets/suggestions.ts) — no writer of brands or offers has to know about it;
--   * a trigger on `partner_market_facets` rescores a partner for every built brand when its verticals,
--     countries or rank change, or when it is added.
-- Results are the same as scoring on read: same expression, same rows.

CREATE TABLE market_suggestion_sets (
  brand_id     bigint PRIMARY KEY REFERENCES brands(id) ON DELETE CASCADE,
  -- sorted and distinct, as server/markets/suggestions.ts compares them
  vertical_ids integer[] NOT NULL,
  country_ids  integer[] NOT NULL,
  built_at     timestamptz NOT NULL DEFAULT now()
);

-- One row per brand × partner sharing at least one vertical or geo with it.
CREATE TABLE market_suggestions (
  brand_id   bigint NOT NULL REFERENCES market_suggestion_sets(brand_id) ON DELETE CASCADE,
  partner_id bigint NOT NULL REFERENCES partner_market_facets(id) ON DELETE CASCADE,
  score      float8 NOT NULL,
  -- partner first: the trigger and the cascade find a partner's rows by it
  PRIMARY KEY (partner_id, brand_id)
);
-- The tab: a brand's best first, id descending on equal scores, walked until 100 pass the filters.
CREATE INDEX market_suggestions_top_idx ON market_suggestions (brand_id, score DESC, partner_id DESC);

-- The score of server/markets/list.ts for one partner: 3 per shared vertical, 2 per shared geo, plus
-- (26 − rank) / 25; the brand's arrays are distinct, so counting its elements the partner holds equals
-- the list's sum of containment tests. Numeric maths then float8, exactly as the list computes it.
CREATE FUNCTION market_suggestion_score(p_verticals integer[], p_countries integer[], p_rank smallint,
    b_verticals integer[], b_countries integer[]) RETURNS float8 LANGUAGE sql IMMUTABLE PARALLEL SAFE AS
  $$ SELECT (3 * (SELECT count(*) FROM unnest(b_verticals) v WHERE v = ANY (p_verticals))
           + 2 * (SELECT count(*) FROM unnest(b_countries) g WHERE g = ANY (p_countries))
           + (26 - p_rank) / 25.0)::float8 $$;

CREATE FUNCTION market_suggestions_rescore() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM market_suggestions WHERE partner_id = NEW.id;
  END IF;
  INSERT INTO market_suggestions (brand_id, partner_id, score)
    SELECT s.brand_id, NEW.id, market_suggestion_score(NEW.vertical_ids, NEW.country_ids, NEW.rank, s.vertical_ids, s.country_ids)
      FROM market_suggestion_sets s
     WHERE NEW.vertical_ids && s.vertical_ids OR NEW.country_ids && s.country_ids;
  RETURN NULL;
END $$;
CREATE TRIGGER market_suggestions_on_insert AFTER INSERT ON partner_market_facets
  FOR EACH ROW EXECUTE FUNCTION market_suggestions_rescore();
-- the facets are upserted on every write of `partners` (a review changes the rating): only what the
-- score reads triggers a rescore
CREATE TRIGGER market_suggestions_on_update AFTER UPDATE ON partner_market_facets
  FOR EACH ROW WHEN (OLD.vertical_ids IS DISTINCT FROM NEW.vertical_ids OR OLD.country_ids IS DISTINCT FROM NEW.country_ids
                     OR OLD.rank IS DISTINCT FROM NEW.rank)
  EXECUTE FUNCTION market_suggestions_rescore();

-- The size-band filters (spec 3 §2: traffic size, social size) counted through a seq scan of every row
-- (31–38 ms at 100,000 partners). Each pairs the band's column with the filter it usually comes with,
-- so the count reads the index only; PostgreSQL 18's skip scan serves the band alone through them too.
CREATE INDEX partner_market_facets_website_traffic_idx ON partner_market_facets (has_website, traffic_visits);
CREATE INDEX partner_market_facets_type_social_idx ON partner_market_facets (partner_type_id, social_followers);

-- Audience gender and age (spec 3 §2) as bit masks: the ids are small (genders 1–3, age bands 1–6),
-- and "any of the chosen" over a mask is one integer AND where the array overlap needed the GIN index,
-- then a visit to every matching row (21–67 ms to count "female 25–34, paid traffic"). Generated, so
-- the facets trigger of migration 022 fills them without knowing. Ids outside 1–30 are left out of the
-- mask; the list then filters on the arrays as before (server/markets/list.ts).
CREATE FUNCTION market_id_mask(ids integer[]) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS
  $$ SELECT COALESCE(bit_or(1 << v), 0) FROM unnest(ids) v WHERE v BETWEEN 1 AND 30 $$;
ALTER TABLE partner_market_facets
  ADD COLUMN audience_gender_mask integer GENERATED ALWAYS AS (market_id_mask(audience_gender_ids)) STORED,
  ADD COLUMN audience_age_mask    integer GENERATED ALWAYS AS (market_id_mask(audience_age_ids)) STORED;
-- paid traffic first (a filter that comes with the audience ones), the masks read from the index itself;
-- without paid traffic the skip scan still reads only this index
CREATE INDEX partner_market_facets_audience_idx ON partner_market_facets (paid_traffic, audience_gender_mask, audience_age_mask);
-- the arrays' GIN indexes now serve only ids outside the masks, which the reference lists do not have
DROP INDEX partner_market_facets_ages_idx;
DROP INDEX partner_market_facets_genders_idx;

-- The unfiltered list's total (the marketplace's default view, newest first) as a counter kept by
-- statement triggers, instead of counting 100,000 index entries on every request (7–37 ms). Each
-- writing statement adds what it inserted or removed in its own transaction, so the counter commits
-- with the rows and any snapshot reads the same total a count(*) would. A statement inserting nothing
-- (the facets upsert of an existing partner) leaves the row alone, so partner edits do not queue on it;
-- new partners do queue on it until their transaction commits.
CREATE TABLE market_partner_count (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  n        bigint NOT NULL
);
INSERT INTO market_partner_count (n) SELECT count(*) FROM partner_market_facets;

CREATE FUNCTION market_partner_count_add() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE d bigint;
BEGIN
  IF TG_OP = 'INSERT' THEN SELECT count(*) INTO d FROM added;
  ELSE SELECT -count(*) INTO d FROM removed;
  END IF;
  IF d <> 0 THEN UPDATE market_partner_count SET n = n + d; END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER market_partner_count_on_insert AFTER INSERT ON partner_market_facets
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION market_partner_count_add();
CREATE TRIGGER market_partner_count_on_delete AFTER DELETE ON partner_market_facets
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION market_partner_count_add();
CREATE FUNCTION market_partner_count_reset() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE market_partner_count SET n = 0;
  RETURN NULL;
END $$;
CREATE TRIGGER market_partner_count_on_truncate AFTER TRUNCATE ON partner_market_facets
  FOR EACH STATEMENT EXECUTE FUNCTION market_partner_count_reset();
