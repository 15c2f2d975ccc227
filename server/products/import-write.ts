import type { Tx } from '../db/pool.ts';

/**
 * The set-based writes of an import (decision 080): a handful of statements whatever the number of
 * rows, inside the caller's one transaction. The staged rows (product_upload_rows.data, or product_sync_rows.data) carry the
 * checked values; `before` keeps what an updated product was, so undo can give it back.
 */
const RECORD = `(product_name text, sku text, original_price numeric, sale_price numeric, inventory_quantity int, category_id smallint,
  status text, external_id text, description text, product_link text, product_images text[])`;
const FIELDS = `product_name, original_price, sale_price, inventory_quantity, category_id, status, external_id, description, product_link, product_images`;
/**
 * Where the staged rows are: an import's (product_upload_rows by upload_id) or an API sync's
 * (product_sync_rows by sync_id, decision 084) — the same shape, the same writes.
 */
export interface StagedRows {
  table: 'product_upload_rows' | 'product_sync_rows';
  key: 'upload_id' | 'sync_id';
}
export const UPLOAD_ROWS: StagedRows = { table: 'product_upload_rows', key: 'upload_id' };
export const SYNC_ROWS: StagedRows = { table: 'product_sync_rows', key: 'sync_id' };

const images = (alias: string) => `ARRAY(SELECT jsonb_array_elements_text(${alias}->'product_images'))`;

/** What a product is now, in the staged rows' shape (for undo). */
const BEFORE = `jsonb_build_object('product_name', p.product_name, 'sku', p.sku, 'original_price', p.original_price::text,
  'sale_price', p.sale_price::text, 'inventory_quantity', p.inventory_quantity, 'category_id', p.category_id, 'status', p.status,
  'external_id', p.external_id, 'description', p.description, 'product_link', p.product_link, 'product_images', to_jsonb(p.product_images),
  'tag_names', COALESCE((SELECT jsonb_agg(t.name ORDER BY t.name) FROM product_tag_links l JOIN product_tags t ON t.id = l.tag_id WHERE l.product_id = p.id), '[]'::jsonb))`;

/** Replaces the tags of the rows' products by the tag names in `column` of each row. */
async function setTagsFrom(tx: Tx, brandId: number, id: number, column: 'data' | 'before', where: string, s: StagedRows): Promise<void> {
  await tx.query(
    `INSERT INTO product_tags (brand_id, name)
     SELECT DISTINCT ON (lower(n)) $2, n FROM ${s.table} r, jsonb_array_elements_text(r.${column}->'tag_names') n
      WHERE r.${s.key} = $1 AND ${where} ORDER BY lower(n), n
     ON CONFLICT (brand_id, lower(name)) DO NOTHING`,
    [id, brandId],
  );
  await tx.query(`DELETE FROM product_tag_links l USING ${s.table} r WHERE r.${s.key} = $1 AND ${where} AND l.product_id = r.product_id`, [
    id,
  ]);
  await tx.query(
    `INSERT INTO product_tag_links (product_id, tag_id)
     SELECT r.product_id, t.id FROM ${s.table} r, jsonb_array_elements_text(r.${column}->'tag_names') n, product_tags t
      WHERE r.${s.key} = $1 AND ${where} AND t.brand_id = $2 AND lower(t.name) = lower(n) AND r.product_id IS NOT NULL
     ON CONFLICT DO NOTHING`,
    [id, brandId],
  );
}

/** Writes the staged rows: a known SKU updates its product, a new one adds a product. */
export async function acceptRows(
  tx: Tx,
  brandId: number,
  id: number,
  s: StagedRows = UPLOAD_ROWS,
): Promise<{ added: number; updated: number }> {
  // the products this upload changes, as they are now
  await tx.query(
    `UPDATE ${s.table} r SET product_id = p.id, before = ${BEFORE}
       FROM products p WHERE r.${s.key} = $1 AND p.brand_id = $2 AND p.sku = r.sku`,
    [id, brandId],
  );
  await tx.query(
    `INSERT INTO products (brand_id, sku, ${FIELDS})
     SELECT $2, d.sku, d.product_name, d.original_price, d.sale_price, d.inventory_quantity, d.category_id, d.status, d.external_id,
            d.description, d.product_link, ${images('r.data')}
       FROM ${s.table} r, jsonb_to_record(r.data) AS d${RECORD}
      WHERE r.${s.key} = $1
     ON CONFLICT (brand_id, sku) DO UPDATE SET ${FIELDS.split(', ')
       .map((f) => `${f} = EXCLUDED.${f}`)
       .join(', ')}, updated_at = now()`,
    [id, brandId],
  );
  await tx.query(
    `UPDATE ${s.table} r SET product_id = p.id FROM products p
      WHERE r.${s.key} = $1 AND r.product_id IS NULL AND p.brand_id = $2 AND p.sku = r.sku`,
    [id, brandId],
  );
  await setTagsFrom(tx, brandId, id, 'data', 'true', s);
  const { rows } = await tx.query<{ added: number; updated: number }>(
    `SELECT count(*) FILTER (WHERE before IS NULL)::int AS added, count(before)::int AS updated FROM ${s.table} WHERE ${s.key} = $1`,
    [id],
  );
  return rows[0]!;
}

/** Undoes an accept: the products it added go, the ones it changed get their fields and tags back. */
export async function undoRows(
  tx: Tx,
  brandId: number,
  id: number,
  s: StagedRows = UPLOAD_ROWS,
): Promise<{ removed: number; restored: number }> {
  const removed = await tx.query(
    `DELETE FROM products p USING ${s.table} r
      WHERE r.${s.key} = $1 AND r.before IS NULL AND p.id = r.product_id AND p.brand_id = $2`,
    [id, brandId],
  );
  const restored = await tx.query(
    `UPDATE products p SET ${FIELDS.split(', ')
      .map((f) => (f === 'product_images' ? `product_images = ${images('r.before')}` : `${f} = b.${f}`))
      .join(', ')}, updated_at = now()
       FROM ${s.table} r, jsonb_to_record(r.before) AS b${RECORD}
      WHERE r.${s.key} = $1 AND r.before IS NOT NULL AND p.id = r.product_id AND p.brand_id = $2`,
    [id, brandId],
  );
  await setTagsFrom(tx, brandId, id, 'before', 'r.before IS NOT NULL', s);
  return { removed: removed.rowCount ?? 0, restored: restored.rowCount ?? 0 };
}
