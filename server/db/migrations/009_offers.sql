-- Offers (spec 2 §3). Money is numeric; reference-list ids (vertical, channel, models, devices …)
-- are the ids of src/domain/reference/data. Status, visibility and working mode are moved only by the
-- machines in src/machines (offer-status, offer-visibility, working-mode). See docs/decisions/017.
CREATE TABLE offers (
  id                  bigserial PRIMARY KEY,
  brand_id            bigint NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  uuid                uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  short_code          text UNIQUE,
  status              smallint NOT NULL DEFAULT 1 CHECK (status BETWEEN 1 AND 5),
  -- pending because the start date has not arrived (the schedule job activates it), not by a user
  pending_by_schedule boolean NOT NULL DEFAULT false,
  visibility          text NOT NULL DEFAULT 'private' CHECK (visibility IN ('private', 'review', 'public')),
  review_requested_at timestamptz,
  review_rejected_at  timestamptz,
  working_mode        smallint NOT NULL DEFAULT 1 CHECK (working_mode BETWEEN 0 AND 3),
  tracking_test_status text NOT NULL DEFAULT 'none' CHECK (tracking_test_status IN ('none', 'success', 'fail')),
  name                text NOT NULL,
  vertical_id         integer NOT NULL,
  sub_vertical_id     integer,
  channel_id          integer NOT NULL,
  payout_model_id     smallint NOT NULL CHECK (payout_model_id BETWEEN 1 AND 5),
  revenue_model_id    smallint NOT NULL CHECK (revenue_model_id BETWEEN 1 AND 5),
  default_payout      numeric(20, 4) NOT NULL DEFAULT 0,
  default_revenue     numeric(20, 4) NOT NULL DEFAULT 0,
  payout_type_id      smallint NOT NULL DEFAULT 1,
  revenue_type_id     smallint NOT NULL DEFAULT 1,
  priority            smallint NOT NULL DEFAULT 2 CHECK (priority BETWEEN 1 AND 3),
  thumbnail_file_id   bigint,
  -- the offer-groups feature adds the foreign key in 010_offer_assets.sql
  offer_group_id      bigint,
  description         text NOT NULL DEFAULT '',
  terms               text NOT NULL DEFAULT '',
  internal_note       text NOT NULL DEFAULT '',
  android_app_id      text NOT NULL DEFAULT '',
  ios_app_id          text NOT NULL DEFAULT '',
  preview_url         text NOT NULL DEFAULT '',
  default_landing_page_url text NOT NULL DEFAULT '',
  redirect_url        text NOT NULL DEFAULT '',
  macro_url           text NOT NULL DEFAULT '',
  tracking_domain     text NOT NULL DEFAULT '',
  tracking_sub_domain text NOT NULL DEFAULT '',
  click_lifetime      smallint NOT NULL DEFAULT 30,
  session_lifespan    smallint NOT NULL DEFAULT 90,
  conversion_lifetime smallint NOT NULL DEFAULT 30,
  additional_params   text NOT NULL DEFAULT '',
  manual_approval     boolean NOT NULL DEFAULT false,
  allow_duplicates    boolean NOT NULL DEFAULT false,
  multiple_conversions boolean NOT NULL DEFAULT false,
  -- targeting: reference ids; zips and IPs as the comma lists the user typed
  countries           integer[] NOT NULL DEFAULT '{}',
  regions             integer[] NOT NULL DEFAULT '{}',
  cities              integer[] NOT NULL DEFAULT '{}',
  zip_codes           text NOT NULL DEFAULT '',
  devices             integer[] NOT NULL DEFAULT '{}',
  operating_systems   integer[] NOT NULL DEFAULT '{}',
  browsers            integer[] NOT NULL DEFAULT '{}',
  ip_blacklist        text NOT NULL DEFAULT '',
  -- schedule: calendar dates in the offer's time zone
  start_date          date,
  end_date            date,
  time_zone           text NOT NULL DEFAULT 'Asia/Ho_Chi_Minh',
  -- [{day, start_time, end_time}]
  time_segments       jsonb NOT NULL DEFAULT '[]'::jsonb,
  creative_ids        bigint[] NOT NULL DEFAULT '{}',
  created_at          timestamptz NOT NULL DEFAULT now(),
  updated_at          timestamptz NOT NULL DEFAULT now(),
  CHECK (end_date IS NULL OR start_date IS NULL OR end_date >= start_date)
);
-- List indexes (the benchmark drops and recreates these): the default order (status, id desc) per
-- brand, the created_at sort and a trigram-free name search by lower() prefix/contains through the
-- status index. Tags are matched through offer_tags.
CREATE INDEX offers_list_idx ON offers (brand_id, status, id DESC);
CREATE INDEX offers_created_idx ON offers (brand_id, status, created_at DESC, id DESC);
CREATE INDEX offers_payout_idx ON offers (brand_id, status, default_payout DESC, id DESC);
-- the schedule job scans the offers that can still move
CREATE INDEX offers_schedule_idx ON offers (status) WHERE status IN (1, 2, 3);

CREATE TABLE offer_private_payouts (
  offer_id    bigint NOT NULL REFERENCES offers(id) ON DELETE CASCADE,
  partner_id  bigint NOT NULL,
  payout      numeric(20, 4) NOT NULL,
  PRIMARY KEY (offer_id, partner_id)
);

-- {budget_type, frequency, value} (spec 2 §7 payload shape); one per metric and frequency
CREATE TABLE offer_budgets (
  offer_id    bigint NOT NULL REFERENCES offers(id) ON DELETE CASCADE,
  budget_type smallint NOT NULL CHECK (budget_type BETWEEN 1 AND 4),
  frequency   smallint NOT NULL CHECK (frequency BETWEEN 1 AND 5),
  value       numeric(20, 4) NOT NULL,
  PRIMARY KEY (offer_id, budget_type, frequency)
);

-- Brand-scoped tags; offer_count is kept by the offer service in the same transaction
CREATE TABLE tags (
  id          bigserial PRIMARY KEY,
  brand_id    bigint NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  name        text NOT NULL,
  offer_count integer NOT NULL DEFAULT 0,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX tags_brand_name_key ON tags (brand_id, lower(name));

CREATE TABLE offer_tags (
  offer_id    bigint NOT NULL REFERENCES offers(id) ON DELETE CASCADE,
  tag_id      bigint NOT NULL REFERENCES tags(id) ON DELETE CASCADE,
  position    smallint NOT NULL DEFAULT 0,
  PRIMARY KEY (offer_id, tag_id)
);
CREATE INDEX offer_tags_tag_idx ON offer_tags (tag_id);
