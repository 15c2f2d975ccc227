-- Offer groups, questionnaires, creatives, conversion events, offer-event links, tracking settings
-- and the brand's global postback (spec 2 §3). docs/decisions/018-offer-assets.md.
CREATE TABLE offer_groups (
  id          bigserial PRIMARY KEY,
  brand_id    bigint NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  name        text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
-- names are unique per brand regardless of case (the picker would show two identical entries)
CREATE UNIQUE INDEX offer_groups_name_idx ON offer_groups (brand_id, lower(name));

ALTER TABLE offers ADD CONSTRAINT offers_offer_group_fk
  FOREIGN KEY (offer_group_id) REFERENCES offer_groups(id) ON DELETE SET NULL;
CREATE INDEX offers_group_idx ON offers (offer_group_id) WHERE offer_group_id IS NOT NULL;

CREATE TABLE questionnaires (
  id             bigserial PRIMARY KEY,
  brand_id       bigint NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  name           text NOT NULL,
  intro_message  text NOT NULL DEFAULT '',
  -- [{label, type: text|radio|checkbox|file, required, options: [text]}], validated by the contract
  questions      jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX questionnaires_brand_idx ON questionnaires (brand_id, id DESC);

CREATE TABLE creatives (
  id          bigserial PRIMARY KEY,
  brand_id    bigint NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  name        text NOT NULL,
  type        text NOT NULL CHECK (type IN ('archive', 'email', 'image', 'link', 'text', 'video', 'html_ads', 'html_banner')),
  file_id     bigint REFERENCES files(id) ON DELETE RESTRICT,
  url         text,
  code        text,
  width       integer CHECK (width > 0),
  height      integer CHECK (height > 0),
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  -- exactly one source
  CHECK ((file_id IS NOT NULL)::int + (url IS NOT NULL)::int + (code IS NOT NULL)::int = 1)
);
CREATE INDEX creatives_brand_idx ON creatives (brand_id, id DESC);

CREATE TABLE conversion_events (
  id                      bigserial PRIMARY KEY,
  brand_id                bigint NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  name                    text NOT NULL,
  type                    text NOT NULL,
  payout_type             text NOT NULL CHECK (payout_type IN ('fixed', 'percent')),
  payout                  numeric(20, 4) NOT NULL DEFAULT 0 CHECK (payout >= 0),
  bonus                   numeric(20, 4) NOT NULL DEFAULT 0 CHECK (bonus >= 0),
  revenue                 numeric(20, 4) NOT NULL DEFAULT 0 CHECK (revenue >= 0),
  auto_accept             boolean NOT NULL DEFAULT true,
  method                  text NOT NULL,
  external_conversion_id  text NOT NULL DEFAULT '',
  -- {par1..par10, sub1..sub5}: parameter names the postback carries
  params                  jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at              timestamptz NOT NULL DEFAULT now(),
  updated_at              timestamptz NOT NULL DEFAULT now(),
  CHECK (payout_type <> 'percent' OR payout <= 100)
);
CREATE INDEX conversion_events_brand_idx ON conversion_events (brand_id, id DESC);

CREATE TABLE offer_events (
  offer_id     bigint NOT NULL REFERENCES offers(id) ON DELETE CASCADE,
  event_id     bigint NOT NULL REFERENCES conversion_events(id) ON DELETE CASCADE,
  brand_id     bigint NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  event_mode   text NOT NULL DEFAULT 'public' CHECK (event_mode IN ('public', 'private')),
  is_primary   boolean NOT NULL DEFAULT false,
  auto_assign  boolean NOT NULL DEFAULT true,
  position     smallint NOT NULL DEFAULT 0,
  PRIMARY KEY (offer_id, event_id)
);
-- at most one primary per offer, whatever the application does ("exactly one" is checked on save)
CREATE UNIQUE INDEX offer_events_primary_idx ON offer_events (offer_id) WHERE is_primary;
CREATE INDEX offer_events_event_idx ON offer_events (event_id);

CREATE TABLE offer_tracking_settings (
  offer_id               bigint PRIMARY KEY REFERENCES offers(id) ON DELETE CASCADE,
  brand_id               bigint NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  tracking_type          text NOT NULL DEFAULT 's2s' CHECK (tracking_type IN ('js_pixel', 'iframe_pixel', 'click_pixel', 's2s')),
  -- the brand's own "specific tracking URL" template; '' when none
  tracking_url           text NOT NULL DEFAULT '',
  uses_discount_program  boolean NOT NULL DEFAULT false,
  updated_at             timestamptz NOT NULL DEFAULT now()
);

-- The token in the brand's postback URLs: the tracking endpoints accept a postback only with it.
CREATE TABLE brand_global_postbacks (
  brand_id    bigint PRIMARY KEY REFERENCES brands(id) ON DELETE CASCADE,
  token       text NOT NULL UNIQUE,
  created_at  timestamptz NOT NULL DEFAULT now()
);
