-- Product imports (issue 26 item 2; spec 2 §3 "Product upload status", §4; decision 080).
-- One upload per confirmed file of the file service. status follows src/machines/product-upload.ts:
-- validating → succeeded | failed; succeeded → accepting → accepted | accept_failed; accept_failed →
-- accepting; succeeded | accept_failed → discarded; accepted → undone. While a brand has an upload in
-- validating, succeeded, accepting or accept_failed, its other catalogue writes are refused.
CREATE TABLE product_uploads (
  id          bigserial PRIMARY KEY,
  brand_id    bigint NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  file_id     bigint NOT NULL REFERENCES files(id) ON DELETE CASCADE,
  file_name   text NOT NULL,
  status      text NOT NULL CHECK (status IN ('validating', 'succeeded', 'failed', 'accepting', 'accept_failed', 'accepted', 'discarded', 'undone')),
  -- percent of the file read (validation) or of the rows written (accept)
  progress    smallint NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 100),
  -- data rows of the file (header excluded)
  total_rows  integer NOT NULL DEFAULT 0,
  -- rows that add a product, update one (same SKU) or carry an error
  added       integer NOT NULL DEFAULT 0,
  updated     integer NOT NULL DEFAULT 0,
  errored     integer NOT NULL DEFAULT 0,
  -- [{ row, column, code, value, max? }] (the first PRODUCT_UPLOAD_ERRORS_MAX); row = line in the file
  errors      jsonb NOT NULL DEFAULT '[]',
  -- a file-level refusal (header, rows, size, content): the code of the whole file
  file_error  text,
  created_by  bigint REFERENCES brand_users(id) ON DELETE SET NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  accepted_at timestamptz
);
CREATE INDEX product_uploads_brand_idx ON product_uploads (brand_id, id DESC);
-- at most one open upload per brand, whatever the application does
CREATE UNIQUE INDEX product_uploads_open_idx ON product_uploads (brand_id) WHERE status IN ('validating', 'succeeded', 'accepting', 'accept_failed');

-- The validated rows of an upload, waiting for review: accept copies them into products in one
-- statement; kept after accept with the product each row replaced, so undo can put it back.
CREATE TABLE product_upload_rows (
  upload_id   bigint NOT NULL REFERENCES product_uploads(id) ON DELETE CASCADE,
  row_no      integer NOT NULL,
  sku         text NOT NULL,
  -- the checked values (src/domain/products/rules.ts ProductValues)
  data        jsonb NOT NULL,
  -- set at accept: the product it made or changed, and that product before (null: it was added)
  product_id  bigint,
  before      jsonb,
  PRIMARY KEY (upload_id, row_no)
);
