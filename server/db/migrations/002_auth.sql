-- Sessions, refresh tokens, password links, the mail outbox, login throttling and the robot check.
-- No secret is stored in clear: tokens are kept as sha256 hex digests (docs/decisions/004-auth.md).

-- One row per sign-in: the refresh-token family. Revoking it ends the session, its refresh tokens and
-- (because authenticate() checks it) every access token issued in it.
CREATE TABLE auth_sessions (
  id            uuid PRIMARY KEY,
  user_id       bigint NOT NULL REFERENCES brand_users(id) ON DELETE CASCADE,
  created_at    timestamptz NOT NULL DEFAULT now(),
  revoked_at    timestamptz,
  revoke_reason text CHECK (revoke_reason IN ('logout', 'reuse', 'password_changed', 'password_reset', 'expired'))
);
CREATE INDEX auth_sessions_user_idx ON auth_sessions (user_id) WHERE revoked_at IS NULL;

CREATE TABLE refresh_tokens (
  id          bigserial PRIMARY KEY,
  user_id     bigint NOT NULL REFERENCES brand_users(id) ON DELETE CASCADE,
  family_id   uuid NOT NULL REFERENCES auth_sessions(id) ON DELETE CASCADE,
  token_hash  text NOT NULL UNIQUE,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz,            -- set when rotated; presenting it again is reuse
  revoked_at  timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family_id);

CREATE TABLE password_tokens (
  id          bigserial PRIMARY KEY,
  user_id     bigint NOT NULL REFERENCES brand_users(id) ON DELETE CASCADE,
  purpose     text NOT NULL CHECK (purpose IN ('set', 'reset')),
  token_hash  text NOT NULL UNIQUE,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX password_tokens_user_idx ON password_tokens (user_id, purpose);

CREATE TABLE mail_outbox (
  id          bigserial PRIMARY KEY,
  to_address  text NOT NULL,
  subject     text NOT NULL,
  body        text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  sent_at     timestamptz,
  error       text
);
CREATE INDEX mail_outbox_to_idx ON mail_outbox (lower(to_address), created_at DESC);

-- Sign-in attempts for throttling per account and per client address (kept one day).
CREATE TABLE login_attempts (
  id          bigserial PRIMARY KEY,
  email       text NOT NULL,          -- normalised (trimmed, lower case), whether or not the account exists
  ip          text NOT NULL,
  succeeded   boolean NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_attempts_email_idx ON login_attempts (email, created_at);
CREATE INDEX login_attempts_ip_idx ON login_attempts (ip, created_at) WHERE NOT succeeded;

-- Accepted proof-of-work solutions, kept until their challenge expires, so none is accepted twice.
CREATE TABLE pow_used (
  signature   text PRIMARY KEY,
  expires_at  timestamptz NOT NULL
);
CREATE INDEX pow_used_expires_idx ON pow_used (expires_at);
