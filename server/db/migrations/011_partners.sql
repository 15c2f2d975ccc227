-- Partners (publishers) as data (issue 5 item 1; spec 3 §3). Partners are platform-wide; a brand's
-- relationship to one lives in brand_partners; an approved partner contract lets a partner run an
-- offer. Screens come later; the ops CLI, the demo seed and the traffic simulator create these rows.
CREATE TABLE partners (
  id                  bigserial PRIMARY KEY,
  uuid                uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  email               text NOT NULL,
  display_name        text NOT NULL,
  first_name          text NOT NULL DEFAULT '',
  last_name           text NOT NULL DEFAULT '',
  -- reference ids (src/domain/reference/data/partners.ts)
  organization_type_id smallint NOT NULL DEFAULT 1,
  partner_type_id     smallint NOT NULL DEFAULT 1,
  promote_method_ids  integer[] NOT NULL DEFAULT '{}',
  vertical_ids        integer[] NOT NULL DEFAULT '{}',
  country_ids         integer[] NOT NULL DEFAULT '{}',
  avatar_file_id      bigint,
  bio                 text NOT NULL DEFAULT '',
  -- [{platform, url, followers}]
  social              jsonb NOT NULL DEFAULT '[]'::jsonb,
  -- [{name, type_id, link, visit, followers, verified, primary, social_platform, traffic_source_id}]
  properties          jsonb NOT NULL DEFAULT '[]'::jsonb,
  year_of_experience  smallint NOT NULL DEFAULT 0,
  audience_age_ids    integer[] NOT NULL DEFAULT '{}',
  audience_gender_ids integer[] NOT NULL DEFAULT '{}',
  campaign_start      date,
  min_cpa             numeric(20, 4),
  min_cpc             numeric(20, 4),
  min_revenue_share   numeric(7, 2),
  media_kit_file_id   bigint,
  trust               smallint NOT NULL DEFAULT 50 CHECK (trust BETWEEN 0 AND 100),
  rating              numeric(3, 2) NOT NULL DEFAULT 0,
  total_reviews       integer NOT NULL DEFAULT 0,
  size_points         integer NOT NULL DEFAULT 0,
  can_invite          boolean NOT NULL DEFAULT true,
  can_review          boolean NOT NULL DEFAULT true,
  created_at          timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX partners_email_key ON partners (lower(email));

-- Tier groups: a brand's payout tiers (spec 3 "Partner group"); payout_tier is a percent, 100 when absent.
CREATE TABLE tier_groups (
  id          bigserial PRIMARY KEY,
  brand_id    bigint NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  name        text NOT NULL,
  payout_tier numeric(7, 2) NOT NULL DEFAULT 100 CHECK (payout_tier >= 0),
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX tier_groups_brand_name_key ON tier_groups (brand_id, lower(name));

-- A brand's relationship to a partner. working_mode: stopped 0, working 1, processing 2, blocked 3.
CREATE TABLE brand_partners (
  brand_id      bigint NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  partner_id    bigint NOT NULL REFERENCES partners(id) ON DELETE CASCADE,
  joined_at     timestamptz NOT NULL DEFAULT now(),
  working_mode  smallint NOT NULL DEFAULT 1 CHECK (working_mode BETWEEN 0 AND 3),
  tier_group_id bigint REFERENCES tier_groups(id) ON DELETE SET NULL,
  manager_id    bigint REFERENCES brand_users(id) ON DELETE SET NULL,
  tags          text[] NOT NULL DEFAULT '{}',
  PRIMARY KEY (brand_id, partner_id)
);
CREATE INDEX brand_partners_joined_idx ON brand_partners (brand_id, joined_at DESC, partner_id DESC);

-- Partner contracts (spec 3 §3/§4): pending/sent → approved (effective from contract_date) →
-- terminated/expired; rejected is final. budgets: [{budget_type: conversions|payout, frequency:
-- daily|monthly|lifetime, value}]. payout_tier NULL = the partner's tier group applies.
CREATE TABLE partner_contracts (
  id            bigserial PRIMARY KEY,
  brand_id      bigint NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  offer_id      bigint NOT NULL REFERENCES offers(id) ON DELETE CASCADE,
  partner_id    bigint NOT NULL REFERENCES partners(id) ON DELETE CASCADE,
  status        text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'approved', 'rejected', 'terminated', 'expired')),
  author_id     bigint REFERENCES brand_users(id) ON DELETE SET NULL,
  requested_at  timestamptz NOT NULL DEFAULT now(),
  contract_date timestamptz,
  end_date      timestamptz,
  payout_tier   numeric(7, 2) CHECK (payout_tier >= 0),
  budgets       jsonb NOT NULL DEFAULT '[]'::jsonb,
  terms         text NOT NULL DEFAULT '',
  message       text NOT NULL DEFAULT '',
  updated_at    timestamptz NOT NULL DEFAULT now()
);
-- at most one live contract per offer and partner
CREATE UNIQUE INDEX partner_contracts_live_key ON partner_contracts (offer_id, partner_id) WHERE status IN ('pending', 'sent', 'approved');
CREATE INDEX partner_contracts_brand_idx ON partner_contracts (brand_id, id DESC);

-- Fraud: dropping flagged traffic is a brand rule, never the default (issue 5 item 6).
ALTER TABLE brands ADD COLUMN fraud_drop_level text NOT NULL DEFAULT 'none' CHECK (fraud_drop_level IN ('none', 'bad', 'warning'));
