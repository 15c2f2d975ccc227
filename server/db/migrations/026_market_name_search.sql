-- Marketplace name search over a trigram index (issue 16 target; docs/decisions/055).
-- The partner list's search is a contains-ILIKE on the name (server/markets/list.ts): without an index
-- it reads every row of partner_market_facets (194–427 ms p95 at 100,000 partners, decision 048). A GIN
-- trigram index answers `display_name ILIKE '%…%'` for patterns of three or more characters; shorter
-- ones still scan, and the ILIKE itself rechecks every candidate, so results do not change.
-- pg_trgm ships with the embedded PostgreSQL (share/extension/pg_trgm.control) and is a trusted
-- extension (PostgreSQL 13+), so the database owner may create it without superuser rights.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX partner_market_facets_name_trgm_idx ON partner_market_facets USING gin (display_name gin_trgm_ops);
