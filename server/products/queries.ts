import type { Product } from '../../src/domain/products/contract.ts';
import type { ProductCurrency } from '../../src/domain/products/enums.ts';
import type { Queryable } from '../db/pool.ts';

/**
 * The product row as the API answers it (src/domain/products/contract.ts productSchema): prices as
 * decimal text without trailing zeros, tags by name, the offer and event with their names.
 */
const iso = (c: string) => `to_char(p.${c} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS ${c}`;
export const PRODUCT_COLUMNS = `p.id::int AS id, p.product_name, p.sku, trim_scale(p.original_price)::text AS original_price,
  trim_scale(p.sale_price)::text AS sale_price, p.inventory_quantity, p.category_id::int AS category_id, p.status, p.external_id,
  p.description, p.product_link, p.product_images,
  COALESCE((SELECT jsonb_agg(jsonb_build_object('id', t.id, 'name', t.name) ORDER BY lower(t.name), t.id)
              FROM product_tag_links l JOIN product_tags t ON t.id = l.tag_id WHERE l.product_id = p.id), '[]'::jsonb) AS tags,
  CASE WHEN o.id IS NULL THEN NULL ELSE jsonb_build_object('id', o.id, 'name', o.name) END AS offer,
  CASE WHEN e.id IS NULL THEN NULL ELSE jsonb_build_object('id', e.id, 'name', e.name) END AS event,
  ${iso('created_at')}, ${iso('updated_at')}`;
export const PRODUCT_FROM = `products p LEFT JOIN offers o ON o.id = p.offer_id LEFT JOIN conversion_events e ON e.id = p.event_id`;

export async function loadProduct(q: Queryable, brandId: number, id: number, lock = false): Promise<Product | null> {
  if (lock) await q.query('SELECT 1 FROM products WHERE id = $1 AND brand_id = $2 FOR UPDATE', [id, brandId]);
  const { rows } = await q.query<Product>(`SELECT ${PRODUCT_COLUMNS} FROM ${PRODUCT_FROM} WHERE p.id = $1 AND p.brand_id = $2`, [
    id,
    brandId,
  ]);
  return rows[0] ?? null;
}

/** The brand's currency decides the price range (spec 2 §5). */
export async function currencyOf(q: Queryable, brandId: number): Promise<ProductCurrency> {
  const { rows } = await q.query<{ currency: ProductCurrency }>('SELECT currency FROM brands WHERE id = $1', [brandId]);
  return rows[0]?.currency ?? 'USD';
}

/**
 * Sets the tags of `productIds` to `names` (case-insensitively one tag per name in the brand),
 * creating the tags that do not exist yet. Tags left without products stay: the tag list keeps them.
 */
export async function setProductTags(
  q: Queryable,
  brandId: number,
  productIds: readonly number[],
  names: readonly string[],
): Promise<void> {
  if (productIds.length === 0) return;
  await q.query(
    `INSERT INTO product_tags (brand_id, name) SELECT $1, n FROM unnest($2::text[]) n ON CONFLICT (brand_id, lower(name)) DO NOTHING`,
    [brandId, names],
  );
  await q.query(
    `DELETE FROM product_tag_links l USING product_tags t
      WHERE l.tag_id = t.id AND l.product_id = ANY($1::bigint[]) AND NOT (lower(t.name) = ANY(SELECT lower(n) FROM unnest($2::text[]) n))`,
    [productIds, names],
  );
  await q.query(
    `INSERT INTO product_tag_links (product_id, tag_id)
     SELECT p, t.id FROM unnest($1::bigint[]) p, product_tags t
      WHERE t.brand_id = $2 AND lower(t.name) = ANY(SELECT lower(n) FROM unnest($3::text[]) n)
     ON CONFLICT DO NOTHING`,
    [productIds, brandId, names],
  );
}
