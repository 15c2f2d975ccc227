-- Product API sync (issue 26 item 3; spec 2 §3 "Product API config"; docs/decisions/084-product-api-sync.md).
-- One config per brand: the endpoint the server GETs (through the shared SSRF guard), how it
-- authenticates (API key header or bearer token), the secret ENCRYPTED (AES-256-GCM, key from
-- DATA_ENCRYPTION_KEY or $DATA_DIR/data-key; never stored or answered in full) and the daily time.
CREATE TABLE product_sync_configs (
  brand_id        bigint PRIMARY KEY REFERENCES brands(id) ON DELETE CASCADE,
  endpoint_url    text NOT NULL CHECK (char_length(endpoint_url) <= 2000),
  auth_method     text NOT NULL CHECK (auth_method IN ('api_key', 'bearer')),
  -- base64 of iv (12) ‖ tag (16) ‖ ciphertext
  secret_sealed   text NOT NULL,
  secret_last4    text NOT NULL,
  -- the daily sync time, UTC
  sync_time       time NOT NULL,
  -- the UTC day the schedule last started a sync (one scheduled sync a day)
  scheduled_on    date,
  last_sync_at    timestamptz,
  products_synced integer NOT NULL DEFAULT 0,
  connection      text NOT NULL DEFAULT 'disconnected' CHECK (connection IN ('connected', 'disconnected')),
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now()
);

-- One sync run: manual ("Sync now") or scheduled. A failed fetch (failure) wrote nothing; a
-- finished one wrote its valid items in one transaction and lists the invalid ones in errors.
CREATE TABLE product_syncs (
  id          bigserial PRIMARY KEY,
  brand_id    bigint NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  trigger     text NOT NULL CHECK (trigger IN ('manual', 'schedule')),
  status      text NOT NULL CHECK (status IN ('running', 'succeeded', 'failed')),
  total_items integer NOT NULL DEFAULT 0,
  added       integer NOT NULL DEFAULT 0,
  updated     integer NOT NULL DEFAULT 0,
  errored     integer NOT NULL DEFAULT 0,
  -- [{ row, column, code, value, max? }] as an import's row errors; row = the item's place in the list (1-based)
  errors      jsonb NOT NULL DEFAULT '[]',
  failure     text,
  http_status integer,
  created_by  bigint REFERENCES brand_users(id) ON DELETE SET NULL,
  started_at  timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
CREATE INDEX product_syncs_brand_idx ON product_syncs (brand_id, id DESC);
-- one running sync per brand, whatever the application does
CREATE UNIQUE INDEX product_syncs_running_idx ON product_syncs (brand_id) WHERE status = 'running';

-- The valid items of a sync, staged for the import's set-based writer (server/products/import-write.ts).
CREATE TABLE product_sync_rows (
  sync_id    bigint NOT NULL REFERENCES product_syncs(id) ON DELETE CASCADE,
  row_no     integer NOT NULL,
  sku        text NOT NULL,
  data       jsonb NOT NULL,
  product_id bigint,
  before     jsonb,
  PRIMARY KEY (sync_id, row_no)
);

