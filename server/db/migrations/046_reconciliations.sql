-- Guided reconciliation (issue 27 item 3; decision 093): a brand's own order ledger joined with a
-- period's tracked conversions. One reconciliation per brand and period (the cross-check record's
-- period); status follows src/machines/reconciliation.ts: open ⇄ signed_off, both only before the
-- period's lock (server/reconciliation/lock-state.ts).
CREATE TABLE reconciliations (
  id             bigserial PRIMARY KEY,
  brand_id       bigint NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  period_start   date NOT NULL,
  period_end     date NOT NULL,
  status         text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'signed_off')),
  file_id        bigint REFERENCES files(id) ON DELETE SET NULL,
  file_name      text NOT NULL,
  -- data rows of the ledger (header excluded), and those refused (no id, bad amount, repeated id)
  ledger_rows    integer NOT NULL DEFAULT 0,
  skipped_rows   integer NOT NULL DEFAULT 0,
  -- [{ row, column, code, value }] of the first refused rows
  errors         jsonb NOT NULL DEFAULT '[]',
  uploaded_by    bigint REFERENCES brand_users(id) ON DELETE SET NULL,
  uploaded_at    timestamptz NOT NULL DEFAULT now(),
  signed_off_by  bigint REFERENCES brand_users(id) ON DELETE SET NULL,
  signed_off_at  timestamptz,
  CHECK (period_end >= period_start),
  CHECK ((status = 'signed_off') = (signed_off_at IS NOT NULL)),
  UNIQUE (brand_id, period_start, period_end)
);

-- The four groups, made once per upload: a ledger row, a conversion, or both. No foreign keys: the
-- upload writes 100,000 rows in the transaction that owns the reconciliation, and their checks cost
-- 1.6 s of the 5 s target (decision 093); the upload and the re-upload delete a reconciliation's rows.
CREATE TABLE reconciliation_rows (
  id                bigserial PRIMARY KEY,
  reconciliation_id bigint NOT NULL,
  grp               text NOT NULL CHECK (grp IN ('matched', 'amount_differs', 'only_ledger', 'only_tracked')),
  transaction_id    text NOT NULL,
  -- the ledger's line (null: only tracked)
  row_no            integer,
  ledger_amount     numeric(20, 4),
  ledger_status     text,
  -- the conversion (null: only in the ledger); no foreign key, conversions are never deleted
  conversion_id     bigint,
  tracked_amount    numeric(20, 4),
  -- the last decision applied to the row and what the conversion action answered
  decision          text CHECK (decision IN ('approve', 'reject', 'adjust')),
  outcome           text,
  decided_by        bigint,
  decided_at        timestamptz,
  CHECK ((grp = 'only_ledger') = (conversion_id IS NULL)),
  CHECK ((grp = 'only_tracked') = (row_no IS NULL))
);
CREATE INDEX reconciliation_rows_group_idx ON reconciliation_rows (reconciliation_id, grp, id);

-- Who did what and when: uploads, decisions, sign-offs and re-openings (beside the audit log).
CREATE TABLE reconciliation_events (
  id                bigserial PRIMARY KEY,
  reconciliation_id bigint NOT NULL REFERENCES reconciliations(id) ON DELETE CASCADE,
  kind              text NOT NULL CHECK (kind IN ('upload', 'approve', 'reject', 'adjust', 'sign_off', 'reopen')),
  brand_user_id     bigint REFERENCES brand_users(id) ON DELETE SET NULL,
  -- group, rows acted on, outcome counts, reason
  detail            jsonb NOT NULL DEFAULT '{}',
  created_at        timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX reconciliation_events_idx ON reconciliation_events (reconciliation_id, id DESC);
