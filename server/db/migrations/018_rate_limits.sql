-- Rate limits that hold across server processes (issue 14 item 3; docs/decisions/035-http-hygiene.md).
-- One row per (bucket, key): a fixed-window counter. server/http/rate-limit.ts bumps it with one
-- INSERT … ON CONFLICT … RETURNING, so two processes never both see a count under the limit.
-- When the stored window has passed, the same statement starts a new one at 1.
CREATE TABLE rate_limits (
  -- what is limited, e.g. 'password_link:ip'
  bucket       text NOT NULL,
  -- who: a client address or a normalised email
  key          text NOT NULL,
  window_start timestamptz NOT NULL,
  hits         integer NOT NULL,
  PRIMARY KEY (bucket, key)
);
-- the occasional sweep of windows long gone
CREATE INDEX rate_limits_window_idx ON rate_limits (window_start);
