-- Notifications (spec 1 §3). user_id NULL = brand-wide (every user of the brand sees it); the read
-- state of a brand-wide row is per user, in notification_reads, so one user reading it does not
-- read it for everyone. Targeted rows keep is_read on the row.
CREATE TABLE notifications (
  id          bigserial PRIMARY KEY,
  uuid        uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  brand_id    bigint NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  user_id     bigint REFERENCES brand_users(id) ON DELETE CASCADE,
  category    text NOT NULL,
  case_id     smallint NOT NULL CHECK (case_id BETWEEN 1 AND 39),
  data        jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- text of operator messages and cases without a rendering
  content     text,
  is_read     boolean NOT NULL DEFAULT false,
  created_at  timestamptz NOT NULL DEFAULT now()
);
-- the list and the unread count: newest first within one brand (and user)
CREATE INDEX notifications_brand_user_idx ON notifications (brand_id, user_id, created_at DESC, id DESC);
CREATE INDEX notifications_unread_idx ON notifications (brand_id, user_id) WHERE NOT is_read;

CREATE TABLE notification_reads (
  notification_id bigint NOT NULL REFERENCES notifications(id) ON DELETE CASCADE,
  user_id         bigint NOT NULL REFERENCES brand_users(id) ON DELETE CASCADE,
  read_at         timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (notification_id, user_id)
);

-- One row per switched setting; a missing row means on (src/domain/notifications/settings.ts).
CREATE TABLE notification_settings (
  user_id     bigint NOT NULL REFERENCES brand_users(id) ON DELETE CASCADE,
  setting_id  smallint NOT NULL,
  status      boolean NOT NULL,
  updated_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, setting_id)
);
