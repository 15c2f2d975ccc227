-- Uploaded files (spec 1 §5 "Files", §7 "File upload"). A presign creates a pending upload; the
-- confirm checks the stored object against the use's rule and moves it to `files`. Pending rows
-- carry what the policy promised, so confirm never trusts the browser's fields beyond the key.
CREATE TABLE file_uploads (
  key           text PRIMARY KEY,
  brand_id      bigint NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  user_id       bigint NOT NULL REFERENCES brand_users(id) ON DELETE CASCADE,
  use           text NOT NULL,
  original_name text NOT NULL,
  content_type  text NOT NULL,
  max_bytes     bigint NOT NULL,
  expires_at    timestamptz NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX file_uploads_expires_idx ON file_uploads (expires_at);

CREATE TABLE files (
  id             bigserial PRIMARY KEY,
  brand_id       bigint NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  user_id        bigint REFERENCES brand_users(id) ON DELETE SET NULL,
  key            text NOT NULL UNIQUE,
  original_name  text NOT NULL,
  shortened_name text NOT NULL,
  type           text NOT NULL,          -- sniffed kind: png, jpeg, gif, mp4, pdf, zip, rar, ole, text
  content_type   text NOT NULL,
  size           bigint NOT NULL,
  width          integer,
  height         integer,
  use            text NOT NULL,          -- upload type: general, csv, attachment, profile_photo, avatar, cover
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX files_brand_idx ON files (brand_id, created_at DESC);
