-- Profile and account settings (spec 1 §2 "Account settings tabs", §3 "Profile", §4 time zone).
-- Personal info is per user; public and payment info are per brand (one brand, one set of tabs).
ALTER TABLE brand_users
  ADD COLUMN business_email      text NOT NULL DEFAULT '',   -- '' falls back to email
  ADD COLUMN business_phone      text NOT NULL DEFAULT '',   -- '' falls back to phone
  ADD COLUMN gender              text CHECK (gender IN ('male', 'female', 'other')),
  ADD COLUMN avatar_file_id      bigint REFERENCES files(id) ON DELETE SET NULL,
  ADD COLUMN cover_file_id       bigint REFERENCES files(id) ON DELETE SET NULL,
  ADD COLUMN report_timezone_id  text,
  -- a time-zone change takes effect 24 h later (spec 1 §4): kept here until the job applies it
  ADD COLUMN pending_timezone    text,
  ADD COLUMN timezone_effective_at timestamptz,
  ADD COLUMN first_login_step    smallint NOT NULL DEFAULT 0 CHECK (first_login_step BETWEEN 0 AND 4);
CREATE INDEX brand_users_pending_tz_idx ON brand_users (timezone_effective_at) WHERE pending_timezone IS NOT NULL;

ALTER TABLE brands
  ADD COLUMN website         text NOT NULL DEFAULT '',
  ADD COLUMN description     text NOT NULL DEFAULT '',
  ADD COLUMN business_type_id integer,
  ADD COLUMN verticals       jsonb NOT NULL DEFAULT '[]'::jsonb,   -- vertical ids of the reference data
  ADD COLUMN logo_file_id    bigint REFERENCES files(id) ON DELETE SET NULL,
  ADD COLUMN cover_file_id   bigint REFERENCES files(id) ON DELETE SET NULL,
  ADD COLUMN payment_method_id integer,                          -- reference data payment_methods
  ADD COLUMN bank_name       text NOT NULL DEFAULT '',
  ADD COLUMN account_number  text NOT NULL DEFAULT '',
  ADD COLUMN account_name    text NOT NULL DEFAULT '',
  ADD COLUMN tax_id          text NOT NULL DEFAULT '',
  ADD COLUMN billing_address text NOT NULL DEFAULT '';

-- Report column choices per user and report (spec 1 §3 "Report column settings").
CREATE TABLE report_column_settings (
  user_id     bigint NOT NULL REFERENCES brand_users(id) ON DELETE CASCADE,
  report      text NOT NULL,
  -- [{ key, order, is_enable }] for columns and { key, order } for groups; defaults fill the rest
  settings    jsonb NOT NULL,
  updated_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, report)
);
