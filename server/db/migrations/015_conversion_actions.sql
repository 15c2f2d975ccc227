-- Conversion actions (issue 6 item 3; docs/decisions/025-conversion-actions.md).
-- locked_at: set when the conversion's cross-check locks (the cross-check issue); from then on its
-- status and adjustment are read-only. NULL = open.
ALTER TABLE conversions ADD COLUMN locked_at timestamptz;

-- Who changed what and why: one row per status change or adjustment, written in the transaction
-- that changes the conversion (and its rollup hour). Unchanged and refused ids write nothing.
CREATE TABLE conversion_changes (
  id             bigserial PRIMARY KEY,
  conversion_id  bigint NOT NULL,
  brand_id       bigint NOT NULL,
  brand_user_id  bigint,
  -- 'approve', 'reject', 'organic' or 'adjustment'
  action         text NOT NULL,
  from_status    text NOT NULL,
  to_status      text NOT NULL,
  -- adjustments: the stored adjustment before and after
  from_adjustment numeric(20, 4),
  to_adjustment   numeric(20, 4),
  reason         text NOT NULL DEFAULT '',
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX conversion_changes_conversion_idx ON conversion_changes (conversion_id, id);
