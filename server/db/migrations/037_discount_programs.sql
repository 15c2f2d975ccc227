-- Discount programs and promo codes (issue 26 items 4–6; spec 2 §3–§4, §7;
-- docs/decisions/082-discount-programs.md). A program runs on one offer of the brand for a period,
-- with a fixed or percentage discount on its items; its promo codes are what a partner's audience
-- types at the brand's checkout, and what the brand's postback sends back (tracking key promo_code).
CREATE TABLE discount_programs (
  id             bigserial PRIMARY KEY,
  brand_id       bigint NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  offer_id       bigint NOT NULL REFERENCES offers(id) ON DELETE CASCADE,
  name           text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 255),
  discount_type  text NOT NULL CHECK (discount_type IN ('fixed', 'percentage')),
  discount_value numeric(14, 2) NOT NULL CHECK (discount_value > 0),
  -- the image a code is shown as by default: QR, or a bar code (CODE128, CODE39)
  code_format    text NOT NULL DEFAULT 'qr' CHECK (code_format IN ('qr', 'code128', 'code39')),
  status         text NOT NULL DEFAULT 'inactive' CHECK (status IN ('active', 'inactive')),
  start_at       timestamptz NOT NULL,
  end_at         timestamptz NOT NULL CHECK (end_at > start_at),
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now(),
  CHECK (discount_type = 'fixed' OR discount_value <= 100)
);
CREATE INDEX discount_programs_brand_idx ON discount_programs (brand_id, id DESC);

-- the program's items, in the order given (SKU, category, original and sale price)
CREATE TABLE discount_program_items (
  program_id     bigint NOT NULL REFERENCES discount_programs(id) ON DELETE CASCADE,
  position       smallint NOT NULL CHECK (position >= 0),
  sku            text NOT NULL CHECK (char_length(sku) BETWEEN 1 AND 64),
  category_id    int NOT NULL,
  original_price numeric(14, 2) NOT NULL CHECK (original_price > 0),
  sale_price     numeric(14, 2) NOT NULL CHECK (sale_price >= 0 AND sale_price <= original_price),
  PRIMARY KEY (program_id, position)
);

CREATE TABLE promo_codes (
  id             bigserial PRIMARY KEY,
  brand_id       bigint NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  program_id     bigint NOT NULL REFERENCES discount_programs(id) ON DELETE CASCADE,
  name           text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 255),
  code           text NOT NULL CHECK (code ~ '^[A-Za-z0-9_]{1,50}$'),
  display_name   text NOT NULL DEFAULT '' CHECK (char_length(display_name) <= 255),
  -- public: every partner may use it (a conversion keeps its click's partner);
  -- private: one partner's, given on its request (a conversion is attributed to that partner)
  access_method  text NOT NULL CHECK (access_method IN ('public', 'private')),
  partner_id     bigint REFERENCES partners(id) ON DELETE SET NULL,
  status         text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
  -- NULL: no limit; used never passes the limit (the attribution rule's guard, across processes)
  usage_limit    int CHECK (usage_limit > 0),
  used           int NOT NULL DEFAULT 0 CHECK (used >= 0 AND (usage_limit IS NULL OR used <= usage_limit)),
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now(),
  CHECK (access_method = 'private' OR partner_id IS NULL)
);
-- one code per brand whatever its case: the postback's code finds one row
CREATE UNIQUE INDEX promo_codes_code_key ON promo_codes (brand_id, lower(code));
CREATE INDEX promo_codes_program_idx ON promo_codes (program_id, id);

-- a partner asks for a private code (the ops CLI until partners sign in); the brand approves or rejects
CREATE TABLE promo_code_requests (
  id             bigserial PRIMARY KEY,
  brand_id       bigint NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  promo_code_id  bigint NOT NULL REFERENCES promo_codes(id) ON DELETE CASCADE,
  partner_id     bigint NOT NULL REFERENCES partners(id) ON DELETE CASCADE,
  status         text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  created_at     timestamptz NOT NULL DEFAULT now(),
  decided_at     timestamptz,
  CHECK ((status = 'pending') = (decided_at IS NULL))
);
-- one open request per code and partner
CREATE UNIQUE INDEX promo_code_requests_open_key ON promo_code_requests (promo_code_id, partner_id) WHERE status = 'pending';
CREATE INDEX promo_code_requests_brand_idx ON promo_code_requests (brand_id, id DESC);

