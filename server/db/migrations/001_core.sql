-- Brands (advertisers) and their users. Every brand-owned row carries brand_id; every query is scoped by it.
CREATE TABLE brands (
  id              bigserial PRIMARY KEY,
  company_name    text NOT NULL DEFAULT '',
  currency        text NOT NULL DEFAULT 'USD' CHECK (currency IN ('USD', 'VND')),
  fraud_detector  boolean NOT NULL DEFAULT false,
  is_exists_discount_program boolean NOT NULL DEFAULT false,
  is_exists_product boolean NOT NULL DEFAULT false,
  -- onboarding flags (spec 1 §3): progress counts personal, public and payment info
  is_personal_info boolean NOT NULL DEFAULT false,
  is_public_info   boolean NOT NULL DEFAULT false,
  is_payment_info  boolean NOT NULL DEFAULT false,
  is_submit        boolean NOT NULL DEFAULT false,
  is_admin_approve boolean NOT NULL DEFAULT false,
  -- account manager contact shown in the header: {email, avatar, name, phone, skype, telegram}
  manager_contact jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at      timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE brand_users (
  id              bigserial PRIMARY KEY,
  brand_id        bigint NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  email           text NOT NULL,
  password_hash   text,                       -- null until the set-password link is used
  first_name      text NOT NULL DEFAULT '',
  last_name       text NOT NULL DEFAULT '',
  phone           text NOT NULL DEFAULT '',
  role_id         smallint NOT NULL DEFAULT 1, -- src/domain/permissions.ts ROLES
  -- module key -> level (0, 2, 15); a missing key means unrestricted
  permissions     jsonb NOT NULL DEFAULT '{}'::jsonb,
  is_all_partner  boolean NOT NULL DEFAULT true,
  is_first_login  boolean NOT NULL DEFAULT true,
  language        text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'vi')),
  timezone        text,
  status          text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX brand_users_email_key ON brand_users (lower(email));
CREATE INDEX brand_users_brand_idx ON brand_users (brand_id);
