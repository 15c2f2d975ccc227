-- Tracking state that must hold across server processes (issue 14 item 6; docs/decisions/039-more-than-one-process.md).
--
-- Unique clicks: one row per (offer, partner, visitor IP) with the time of its last UNIQUE click.
-- The flush upserts the batch's keys with ONE statement (server/tracking/commit/uniques.ts):
-- the row is inserted, or moved forward only when the stored click is at least a day old, and
-- RETURNING names exactly the clicks that counted. Two processes upserting the same key serialise
-- on the row, so a visitor is counted once whichever process saw it. Rows older than a day count
-- for nothing and are swept by a listed job.
CREATE TABLE click_uniques (
  offer_id   bigint NOT NULL,
  -- 0 when the click had no partner (tests, refusals before the partner was known)
  partner_id bigint NOT NULL,
  -- '' when the request had no address
  ip         text NOT NULL,
  seen_at    timestamptz NOT NULL,
  PRIMARY KEY (offer_id, partner_id, ip)
);
CREATE INDEX click_uniques_seen_idx ON click_uniques (seen_at);
