-- Agencies inside a brand (issue 25 item 3; spec 1 §1 and §4; docs/decisions/077-agencies-inside-a-brand.md).
-- An agency's people sign in as an account type of their own (agency_users, hashed as brand users'
-- passwords are) into a waiting room (agency_sessions) that lists the brands they hold a contract in
-- force with. Entering one opens a brand session (auth_sessions) on the agency's stand-in row of that
-- brand (brand_users.agency_id): a real row, so every foreign key of the app (files, notification read
-- states, authors) keeps working, with no password, never listed as an employee. The session names
-- the contract; authenticate() joins it on every request, so access ends with the contract.
CREATE TABLE agency_users (
  id             bigserial PRIMARY KEY,
  agency_id      bigint NOT NULL REFERENCES agencies(id) ON DELETE CASCADE,
  email          text NOT NULL,
  password_hash  text,
  name           text NOT NULL DEFAULT '',
  status         text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX agency_users_email_key ON agency_users (lower(email));
CREATE INDEX agency_users_agency_idx ON agency_users (agency_id);

-- the waiting room's session: signed in as an agency user, inside no brand yet
CREATE TABLE agency_sessions (
  id             uuid PRIMARY KEY,
  agency_user_id bigint NOT NULL REFERENCES agency_users(id) ON DELETE CASCADE,
  created_at     timestamptz NOT NULL DEFAULT now(),
  revoked_at     timestamptz,
  revoke_reason  text
);
CREATE INDEX agency_sessions_user_idx ON agency_sessions (agency_user_id) WHERE revoked_at IS NULL;

-- the agency's stand-in inside a brand: one per brand and agency
ALTER TABLE brand_users ADD COLUMN agency_id bigint REFERENCES agencies(id) ON DELETE CASCADE;
CREATE UNIQUE INDEX brand_users_agency_key ON brand_users (brand_id, agency_id) WHERE agency_id IS NOT NULL;

-- a brand session opened by an agency user under a contract (both NULL for the brand's own people)
ALTER TABLE auth_sessions
  ADD COLUMN agency_contract_id bigint REFERENCES agency_contracts(id) ON DELETE CASCADE,
  ADD COLUMN agency_user_id bigint REFERENCES agency_users(id) ON DELETE CASCADE,
  ADD CHECK ((agency_contract_id IS NULL) = (agency_user_id IS NULL));
