-- The product catalogue (issue 26 item 1; spec 2 §3 "Product", §5 product field rules;
-- docs/decisions/080-products-and-imports.md). A brand's products, found by name or SKU, filtered by
-- stock status, category and tags, sorted by name (the default), price, stock or date.
-- The CHECKs hold the field rules the data can hold; the category list and the price range of the
-- brand's currency are checked by the service (src/domain/products/rules.ts) before a row gets here.
CREATE TABLE product_tags (
  id         bigserial PRIMARY KEY,
  brand_id   bigint NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  name       text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 255),
  created_at timestamptz NOT NULL DEFAULT now()
);
-- one tag per name in a brand, whatever its case
CREATE UNIQUE INDEX product_tags_name_idx ON product_tags (brand_id, lower(name));

CREATE TABLE products (
  id                 bigserial PRIMARY KEY,
  brand_id           bigint NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  product_name       text NOT NULL CHECK (char_length(product_name) BETWEEN 1 AND 255),
  external_id        text NOT NULL DEFAULT '' CHECK (char_length(external_id) <= 255),
  description        text NOT NULL DEFAULT '' CHECK (char_length(description) <= 255),
  product_link       text NOT NULL DEFAULT '' CHECK (char_length(product_link) <= 2048),
  product_images     text[] NOT NULL DEFAULT '{}' CHECK (cardinality(product_images) <= 10),
  original_price     numeric(15, 4) NOT NULL CHECK (original_price >= 0 AND original_price <= 10000000000),
  sale_price         numeric(15, 4) CHECK (sale_price >= 0 AND sale_price <= 10000000000),
  inventory_quantity integer NOT NULL DEFAULT 0 CHECK (inventory_quantity >= 0),
  category_id        smallint NOT NULL CHECK (category_id > 0),
  sku                text NOT NULL CHECK (sku ~ '^[A-Za-z0-9_-]+$' AND char_length(sku) <= 255),
  status             text NOT NULL CHECK (status IN ('in_stock', 'out_of_stock')),
  offer_id           bigint REFERENCES offers(id) ON DELETE SET NULL,
  event_id           bigint REFERENCES conversion_events(id) ON DELETE SET NULL,
  created_at         timestamptz NOT NULL DEFAULT now(),
  updated_at         timestamptz NOT NULL DEFAULT now(),
  -- an event belongs to the product's offer: no event without an offer
  CHECK (event_id IS NULL OR offer_id IS NOT NULL)
);
-- the SKU is the product's key in a brand (imports update by it)
CREATE UNIQUE INDEX products_sku_idx ON products (brand_id, sku);
-- the list's default order (spec 2 §2: sortBy product_name) and its tie-break
CREATE INDEX products_name_idx ON products (brand_id, lower(product_name), id);
CREATE INDEX products_offer_idx ON products (offer_id) WHERE offer_id IS NOT NULL;

CREATE TABLE product_tag_links (
  product_id bigint NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  tag_id     bigint NOT NULL REFERENCES product_tags(id) ON DELETE CASCADE,
  PRIMARY KEY (product_id, tag_id)
);
CREATE INDEX product_tag_links_tag_idx ON product_tag_links (tag_id, product_id);
