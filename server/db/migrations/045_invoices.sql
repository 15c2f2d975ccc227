-- Invoices (issue 27 item 4; spec 3 §3, §4, §7; docs/decisions/092-invoices.md). Three types in one
-- table: performance (one per locked cross-check record), platform (an agency's performance fee on a
-- performance invoice) and retainer (one per instalment of `retainersDue`). An invoice is a document:
-- its party's name, currency and lines are copied when it is issued and never follow later edits.
-- States of src/machines/invoice.ts: unpaid → paid | overdue (the overdue job, after `due_date`).
CREATE TABLE invoices (
  id            bigserial PRIMARY KEY,
  brand_id      bigint NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  type          text NOT NULL CHECK (type IN ('performance', 'platform', 'retainer')),
  -- what the invoice was issued from, unique per brand so issuing twice is a no-op:
  -- 'crosscheck:<record id>', 'platform:<contract id>:<performance invoice id>', 'retainer:<contract id>:<due day>'
  source_key    text NOT NULL CHECK (char_length(source_key) BETWEEN 1 AND 100),
  partner_id    bigint,
  agency_id     bigint,
  contract_id   bigint,
  -- the performance invoice a platform fee is charged on
  based_on_id   bigint REFERENCES invoices(id) ON DELETE RESTRICT,
  party_name    text NOT NULL DEFAULT '' CHECK (char_length(party_name) <= 255),
  currency      text NOT NULL CHECK (currency IN ('USD', 'VND')),
  period_start  date NOT NULL,
  period_end    date NOT NULL CHECK (period_end >= period_start),
  -- decimal rule of decision 092: USD 2 places, VND 0, half-up; total = subtotal + vat = the sum of the lines
  subtotal      numeric(20, 2) NOT NULL,
  vat           numeric(20, 2) NOT NULL DEFAULT 0 CHECK (vat >= 0),
  total         numeric(20, 2) NOT NULL CHECK (total = subtotal + vat),
  status        text NOT NULL DEFAULT 'unpaid' CHECK (status IN ('unpaid', 'paid', 'overdue')),
  issued_at     timestamptz NOT NULL DEFAULT now(),
  due_date      date NOT NULL,
  paid_at       timestamptz,
  updated_at    timestamptz NOT NULL DEFAULT now(),
  CHECK ((status = 'paid') = (paid_at IS NOT NULL)),
  CHECK (currency = 'USD' OR (subtotal = trunc(subtotal) AND vat = trunc(vat))),
  CHECK (type <> 'performance' OR partner_id IS NOT NULL),
  CHECK (type = 'performance' OR (agency_id IS NOT NULL AND contract_id IS NOT NULL)),
  CHECK ((type = 'platform') = (based_on_id IS NOT NULL)),
  UNIQUE (brand_id, source_key)
);
-- the payment page: a tab (type) newest first, by status; the overdue job: unpaid past their due day
CREATE INDEX invoices_brand_type_idx ON invoices (brand_id, type, id DESC);
CREATE INDEX invoices_unpaid_due_idx ON invoices (due_date) WHERE status = 'unpaid';

-- the lines of an invoice, in order; their amounts sum to the invoice's total
CREATE TABLE invoice_lines (
  invoice_id  bigint NOT NULL REFERENCES invoices(id) ON DELETE CASCADE,
  position    smallint NOT NULL CHECK (position >= 1),
  kind        text NOT NULL CHECK (kind IN ('commission', 'bonus', 'arrears', 'vat', 'platform_fee', 'retainer_fee')),
  -- the base a fee is a percent of (platform fee), else null
  base        numeric(20, 2),
  percent     numeric(6, 2),
  amount      numeric(20, 2) NOT NULL,
  PRIMARY KEY (invoice_id, position)
);
