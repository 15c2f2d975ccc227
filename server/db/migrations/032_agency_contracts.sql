-- Agency contracts (issue 25 item 2; spec 3 §3–§4; docs/decisions/076-agency-contracts.md). A brand
-- hires an agency (the `agencies` of 022) for a retainer, a performance fee or both, for a duration,
-- and grants it module levels inside the brand (the employees' permission table). The lifecycle is
-- src/machines/agency-contract.ts; every rule the data can hold is a CHECK here as well.
CREATE TABLE agency_contracts (
  id                       bigserial PRIMARY KEY,
  brand_id                 bigint NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  agency_id                bigint NOT NULL REFERENCES agencies(id) ON DELETE RESTRICT,
  status                   text NOT NULL DEFAULT 'pending'
                           CHECK (status IN ('pending', 'sent', 'approved', 'termination_requested', 'rejected', 'terminated', 'expired')),
  author_id                bigint REFERENCES brand_users(id) ON DELETE SET NULL,
  fee_type                 text NOT NULL CHECK (fee_type IN ('retainer', 'performance', 'both')),
  -- a retainer: its amount, due on a day of the month (1–28) or at month end, monthly or quarterly
  retainer_fee             numeric(14, 2) CHECK (retainer_fee > 0),
  retainer_due_day         smallint CHECK (retainer_due_day BETWEEN 1 AND 28),
  retainer_month_end       boolean NOT NULL DEFAULT false,
  retainer_frequency       text CHECK (retainer_frequency IN ('monthly', 'quarterly')),
  -- a performance fee: percent of the approved commission
  performance_fee_percent  numeric(5, 2) CHECK (performance_fee_percent > 0 AND performance_fee_percent <= 100),
  -- DURATIONS of src/domain/reference/data/business.ts; end_at NULL = open-ended
  duration_id              smallint NOT NULL,
  start_at                 timestamptz NOT NULL,
  end_at                   timestamptz CHECK (end_at > start_at),
  terms                    text NOT NULL DEFAULT '',
  update_notice            text NOT NULL DEFAULT '',
  -- module key → level (0, 2, 15), the same table as brand_users.permissions
  permissions              jsonb NOT NULL DEFAULT '{}'::jsonb,
  is_enable_view_contract  boolean NOT NULL DEFAULT true,
  -- files of the file service (use 'attachment'), in the order attached
  file_ids                 bigint[] NOT NULL DEFAULT '{}',
  created_at               timestamptz NOT NULL DEFAULT now(),
  updated_at               timestamptz NOT NULL DEFAULT now(),
  sent_at                  timestamptz,
  signed_at                timestamptz,
  termination_requested_at timestamptz,
  terminated_at            timestamptz,
  ended_by                 text CHECK (ended_by IN ('brand', 'agency', 'clock')),
  -- the "ends in 3 days" reminder was raised (once per contract)
  reminded_at              timestamptz,
  CHECK ((fee_type = 'performance') = (retainer_fee IS NULL)),
  CHECK ((retainer_fee IS NULL) = (retainer_frequency IS NULL)),
  CHECK (retainer_fee IS NULL OR (retainer_month_end <> (retainer_due_day IS NOT NULL))),
  CHECK ((fee_type = 'retainer') = (performance_fee_percent IS NULL))
);
-- one live contract per brand and agency; the list pages newest first; the search by agency id
CREATE UNIQUE INDEX agency_contracts_live_key ON agency_contracts (brand_id, agency_id)
  WHERE status IN ('pending', 'sent', 'approved', 'termination_requested');
CREATE INDEX agency_contracts_brand_idx ON agency_contracts (brand_id, id DESC);
-- the reminder and expiry jobs: live contracts by end
CREATE INDEX agency_contracts_end_idx ON agency_contracts (end_at) WHERE status IN ('approved', 'termination_requested');
