-- Tracking (issue 5; docs/decisions/020-tracking-engine.md). Raw clicks and conversions, the server
-- log of every postback / pixel / script call, hourly rollups and budget usage. The high-volume
-- tables carry no foreign keys: rows are written by the group-commit writer in batches and a foreign
-- key check per row would cost more than the whole insert; ids are checked before a row is queued.
CREATE TABLE clicks (
  id            bigserial PRIMARY KEY,
  -- the public click id (the {click_id} macro): random, so a pixel cannot guess another's click
  click_uuid    uuid NOT NULL UNIQUE,
  brand_id      bigint NOT NULL,
  offer_id      bigint NOT NULL,
  -- NULL when the request named no (known) partner; such clicks are refused
  partner_id    bigint,
  created_at    timestamptz NOT NULL,
  ip            inet,
  user_agent    text NOT NULL DEFAULT '',
  referrer      text NOT NULL DEFAULT '',
  -- reference ids (src/domain/reference/data): countries, regions, cities, devices, OS, browsers
  country_id    integer,
  region_id     integer,
  city_id       integer,
  device_id     smallint,
  os_id         smallint,
  browser_id    smallint,
  sub1          text NOT NULL DEFAULT '',
  sub2          text NOT NULL DEFAULT '',
  sub3          text NOT NULL DEFAULT '',
  sub4          text NOT NULL DEFAULT '',
  sub5          text NOT NULL DEFAULT '',
  -- 'click' (/track/click), 'go' (/go/{code}), 'pixel' (click pixel), 'test' (offer tracking test)
  source        text NOT NULL DEFAULT 'click',
  is_test       boolean NOT NULL DEFAULT false,
  is_unique     boolean NOT NULL DEFAULT true,
  -- NULL = tracked; otherwise the refusal code (src/domain/tracking/refusals.ts) and a fallback redirect
  refusal       text,
  landing_url   text NOT NULL DEFAULT '',
  -- fraud labels at ingest (src/domain/tracking/fraud.ts)
  fraud_level   text NOT NULL DEFAULT 'unknown',
  fraud_kind    text CHECK (fraud_kind IN ('givt', 'sivt')),
  fraud_reasons text[] NOT NULL DEFAULT '{}',
  fraud_factors text[] NOT NULL DEFAULT '{}'
);
-- event log keyset order per brand
CREATE INDEX clicks_brand_time_idx ON clicks (brand_id, created_at DESC, id DESC);

-- Conversion statuses (spec 3 §3): pending, approved, rejected, gross, organic, unapproved.
CREATE TABLE conversions (
  id               bigserial PRIMARY KEY,
  uuid             uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  brand_id         bigint NOT NULL,
  offer_id         bigint NOT NULL,
  partner_id       bigint NOT NULL,
  event_id         bigint NOT NULL,
  click_id         bigint NOT NULL,
  click_uuid       uuid NOT NULL,
  click_at         timestamptz NOT NULL,
  -- the postback time
  created_at       timestamptz NOT NULL,
  click_ip         inet,
  ip               inet,
  status           text NOT NULL CHECK (status IN ('pending', 'approved', 'rejected', 'gross', 'organic', 'unapproved')),
  suggested_status text CHECK (suggested_status IN ('pending', 'approved', 'rejected', 'organic')),
  payment_status   text NOT NULL DEFAULT 'unpaid' CHECK (payment_status IN ('unpaid', 'paid')),
  message          text NOT NULL DEFAULT '',
  modified_at      timestamptz NOT NULL DEFAULT now(),
  adjustment       numeric(20, 4) NOT NULL DEFAULT 0,
  sale_amount      numeric(20, 4) NOT NULL DEFAULT 0,
  payout           numeric(20, 4) NOT NULL DEFAULT 0,
  bonus            numeric(20, 4) NOT NULL DEFAULT 0,
  revenue          numeric(20, 4) NOT NULL DEFAULT 0,
  transaction_id   text NOT NULL DEFAULT '',
  -- idempotency (issue 5 item 3): 'tx:' || transaction id, else 'click:' || click uuid
  dedupe_key       text NOT NULL,
  -- 'postback', 'pixel_gif', 'pixel_html', 'script'
  method           text NOT NULL,
  is_test          boolean NOT NULL DEFAULT false,
  sub1             text NOT NULL DEFAULT '',
  sub2             text NOT NULL DEFAULT '',
  sub3             text NOT NULL DEFAULT '',
  sub4             text NOT NULL DEFAULT '',
  sub5             text NOT NULL DEFAULT '',
  -- par1..par10 as sent
  params           jsonb NOT NULL DEFAULT '{}'::jsonb,
  fraud_level      text NOT NULL DEFAULT 'unknown',
  fraud_kind       text CHECK (fraud_kind IN ('givt', 'sivt')),
  fraud_reasons    text[] NOT NULL DEFAULT '{}',
  fraud_factors    text[] NOT NULL DEFAULT '{}',
  UNIQUE (offer_id, event_id, dedupe_key)
);
CREATE INDEX conversions_brand_time_idx ON conversions (brand_id, created_at DESC, id DESC);
CREATE INDEX conversions_click_idx ON conversions (click_id);

-- The server log (spec 3 report filter=server_log): every postback, pixel and script call, with
-- the request, what was answered and why. A retry is answered from the conversion it matched.
CREATE TABLE server_log (
  id            bigserial PRIMARY KEY,
  -- NULL when no brand could be resolved (unknown token or offer)
  brand_id      bigint,
  offer_id      bigint,
  event_id      bigint,
  partner_id    bigint,
  click_uuid    uuid,
  conversion_id bigint,
  created_at    timestamptz NOT NULL,
  -- 'postback', 'pixel_gif', 'pixel_html', 'script'
  endpoint      text NOT NULL,
  -- {method, path, query, body, user_agent}
  request       jsonb NOT NULL,
  ip            inet,
  outcome       text NOT NULL CHECK (outcome IN ('accepted', 'duplicate', 'refused')),
  -- refusal code (src/domain/tracking/refusals.ts); NULL when accepted
  reason        text,
  http_status   smallint NOT NULL,
  response      jsonb NOT NULL
);
CREATE INDEX server_log_brand_time_idx ON server_log (brand_id, created_at DESC, id DESC);

-- Hourly rollups (brand × offer × partner × hour), updated in the transaction that writes the raw
-- rows, so reports are current when a request is answered. Test traffic and refused clicks stay out.
CREATE TABLE rollup_hourly (
  brand_id          bigint NOT NULL,
  hour              timestamptz NOT NULL,
  offer_id          bigint NOT NULL,
  partner_id        bigint NOT NULL,
  clicks            integer NOT NULL DEFAULT 0,
  unique_clicks     integer NOT NULL DEFAULT 0,
  flagged_clicks    integer NOT NULL DEFAULT 0,
  conversions       integer NOT NULL DEFAULT 0,
  pending           integer NOT NULL DEFAULT 0,
  approved          integer NOT NULL DEFAULT 0,
  rejected          integer NOT NULL DEFAULT 0,
  organic           integer NOT NULL DEFAULT 0,
  flagged_conversions integer NOT NULL DEFAULT 0,
  -- money of conversions that are not rejected
  payout            numeric(20, 4) NOT NULL DEFAULT 0,
  revenue           numeric(20, 4) NOT NULL DEFAULT 0,
  sale_amount       numeric(20, 4) NOT NULL DEFAULT 0,
  approved_payout   numeric(20, 4) NOT NULL DEFAULT 0,
  approved_revenue  numeric(20, 4) NOT NULL DEFAULT 0,
  PRIMARY KEY (brand_id, hour, offer_id, partner_id)
);

-- Budget usage per period (offer budgets and partner-contract budgets), kept in the same
-- transaction as the raw rows; the row lock serialises concurrent writers on one budget.
CREATE TABLE budget_usage (
  -- 'offer' or 'contract'
  scope         text NOT NULL,
  scope_id      bigint NOT NULL,
  budget_type   smallint NOT NULL,
  frequency     smallint NOT NULL,
  -- first day of the period in the offer's time zone; 1970-01-01 for lifetime
  period_start  date NOT NULL,
  used          numeric(20, 4) NOT NULL DEFAULT 0,
  -- highest threshold (percent) already notified, so each threshold is notified once
  notified_pct  smallint NOT NULL DEFAULT 0,
  PRIMARY KEY (scope, scope_id, budget_type, frequency, period_start)
);
