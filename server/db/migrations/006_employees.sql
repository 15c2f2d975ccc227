-- Employees (issue 3 item 4). Brand users themselves live in 001_core.sql; this adds partner
-- assignments for employees who do not manage all partners (spec 1 §6 "partner management").
--
-- partner_id has NO foreign key yet: partners arrive as data in a later issue. That issue adds
-- `FOREIGN KEY (partner_id) REFERENCES partners(id)` after checking the stored ids (docs/decisions/012).
CREATE TABLE brand_user_partners (
  brand_user_id bigint NOT NULL REFERENCES brand_users(id) ON DELETE CASCADE,
  -- duplicated from brand_users so every query can be scoped by brand without a join
  brand_id      bigint NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  partner_id    bigint NOT NULL CHECK (partner_id > 0),
  created_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (brand_user_id, partner_id)
);
CREATE INDEX brand_user_partners_brand_partner_idx ON brand_user_partners (brand_id, partner_id);

-- The employee list filters by brand and sorts by creation.
CREATE INDEX brand_users_brand_created_idx ON brand_users (brand_id, created_at DESC, id DESC);

-- Deactivating an employee revokes their sessions (so re-activation does not revive old tokens).
ALTER TABLE auth_sessions DROP CONSTRAINT IF EXISTS auth_sessions_revoke_reason_check;
ALTER TABLE auth_sessions ADD CONSTRAINT auth_sessions_revoke_reason_check
  CHECK (revoke_reason IN ('logout', 'reuse', 'password_changed', 'password_reset', 'expired', 'deactivated'));
