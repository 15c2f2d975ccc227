-- Brand API keys (spec 1 §6 "Brand API access is by a key that must not be shared") and the account
-- manager's account-access requests (spec 1 §4). docs/decisions/016-api-keys-and-access-requests.md.

-- Only the sha256 of a key is kept; the full key is shown once, when created or rotated.
CREATE TABLE brand_api_keys (
  id            bigserial PRIMARY KEY,
  brand_id      bigint NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  -- the visible start of the key (bc_live_ab12cd), so the owner can tell which key a client holds
  prefix        text NOT NULL,
  key_hash      text NOT NULL,
  created_by    bigint REFERENCES brand_users(id) ON DELETE SET NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  last_used_at  timestamptz,
  revoked_at    timestamptz
);
CREATE UNIQUE INDEX brand_api_keys_hash_key ON brand_api_keys (key_hash);
-- one live key per brand: rotate replaces it, revoke ends it
CREATE UNIQUE INDEX brand_api_keys_live_key ON brand_api_keys (brand_id) WHERE revoked_at IS NULL;

-- Status follows src/machines/access-request.ts: requested → accepted | rejected | expired; accepted → expired.
CREATE TABLE account_access_requests (
  id            bigserial PRIMARY KEY,
  brand_id      bigint NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  manager_name  text NOT NULL DEFAULT '',
  status        text NOT NULL DEFAULT 'requested' CHECK (status IN ('requested', 'accepted', 'rejected', 'expired')),
  requested_at  timestamptz NOT NULL,
  decided_at    timestamptz,
  decided_by    bigint REFERENCES brand_users(id) ON DELETE SET NULL,
  -- requested: requested_at + 24 h (answer by then); accepted: decided_at + 24 h (access ends then)
  expires_at    timestamptz NOT NULL
);
CREATE INDEX account_access_requests_brand_idx ON account_access_requests (brand_id, id DESC);
