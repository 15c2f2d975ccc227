-- Conversion CSV uploads (issue 6 item 3; docs/decisions/026-conversion-upload.md).
-- One upload per confirmed csv file: its id IS the file id (the `file_id` of the notification links
-- and the history search), so validating the same file again answers the same upload.
-- status follows src/machines/conversion-upload.ts: validating → succeeded | failed;
-- succeeded → applying → applied | failed; succeeded → discarded. Processing rows left behind by a
-- stopped process are failed as `interrupted` when read after PROCESSING_TIMEOUT.
CREATE TABLE conversion_uploads (
  id             bigint PRIMARY KEY REFERENCES files(id) ON DELETE CASCADE,
  brand_id       bigint NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  file_name      text NOT NULL,
  status         text NOT NULL CHECK (status IN ('validating', 'succeeded', 'failed', 'applying', 'applied', 'discarded')),
  -- data rows of the file (header excluded)
  total_rows     integer NOT NULL DEFAULT 0,
  -- rows that would change (succeeded) or changed (applied) a conversion
  valid_rows     integer NOT NULL DEFAULT 0,
  -- rows whose conversion already has the status (nothing to do)
  unchanged_rows integer NOT NULL DEFAULT 0,
  -- rows with at least one error
  error_rows     integer NOT NULL DEFAULT 0,
  -- [{ row, column, code, value }] of the last validation or apply; row = line number in the file
  errors         jsonb NOT NULL DEFAULT '[]',
  created_by     bigint REFERENCES brand_users(id) ON DELETE SET NULL,
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now(),
  applied_at     timestamptz
);
-- the history: a brand's uploads, newest change first (page size 50)
CREATE INDEX conversion_uploads_history_idx ON conversion_uploads (brand_id, updated_at DESC, id DESC);
