-- Cross-check records (issue 27 item 2; spec 3 §3–§4; docs/decisions/090-cross-check-and-locking.md).
-- One record per brand, partner and period (dates in UTC, both ends included). Its figures are the
-- sums of the partner's conversions of the period (created_at = postback time) until it locks; the
-- lock freezes them into the columns below, approves the pending conversions and sets their
-- locked_at, so the record and its conversions are read-only from then on. Money as numeric(20, 4)
-- sums, rounded to the currency by decision 091's one rule when shown or frozen.
CREATE TABLE cross_checks (
  id                    bigserial PRIMARY KEY,
  brand_id              bigint NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  partner_id            bigint NOT NULL,
  period_start          date NOT NULL,
  period_end            date NOT NULL,
  currency              text NOT NULL CHECK (currency IN ('USD', 'VND')),
  status                text NOT NULL CHECK (status IN ('temporary', 'unfinalized', 'finalized', 'locked')),
  -- brought forward by the brand's finance (what the partner still owes, negative, or is owed)
  arrears               numeric(20, 4) NOT NULL DEFAULT 0,
  created_at            timestamptz NOT NULL,
  updated_at            timestamptz NOT NULL,
  finalized_at          timestamptz,
  locked_at             timestamptz,
  -- who locked it: a brand user, or null for the locking job
  locked_by             bigint REFERENCES brand_users(id) ON DELETE SET NULL,
  -- the figures frozen at the lock (null before)
  pending_count         integer,
  approved_count        integer,
  rejected_count        integer,
  estimated_commission  numeric(20, 4),
  approved_commission   numeric(20, 4),
  actual_cost           numeric(20, 4),
  bonus                 numeric(20, 4),
  subtotal              numeric(20, 4),
  vat                   numeric(20, 4),
  total                 numeric(20, 4),
  CHECK (period_end >= period_start AND period_end - period_start < 366),
  CHECK ((status = 'locked') = (locked_at IS NOT NULL)),
  CHECK (status <> 'locked' OR (total IS NOT NULL AND subtotal >= 0)),
  UNIQUE (brand_id, period_start, period_end, partner_id)
);
-- the overview (a brand's periods) and the locking job (due records by creation)
CREATE INDEX cross_checks_brand_period_idx ON cross_checks (brand_id, period_start DESC, period_end DESC);
CREATE INDEX cross_checks_open_idx ON cross_checks (created_at) WHERE status IN ('temporary', 'unfinalized', 'finalized');

-- The locking term (days from a record's creation; decision 090's default), a brand setting.
ALTER TABLE brands ADD COLUMN cross_check_locking_days integer NOT NULL DEFAULT 45 CHECK (cross_check_locking_days BETWEEN 1 AND 365);

-- A record's conversions: one partner's in a period (live figures and the lock read them this way).
CREATE INDEX conversions_brand_partner_time_idx ON conversions (brand_id, partner_id, created_at);
