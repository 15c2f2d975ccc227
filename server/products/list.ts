import type { Product, ProductFilter } from '../../src/domain/products/contract.ts';
import type { ProductSort } from '../../src/domain/products/enums.ts';
import { likeContains } from '../db/like.ts';
import type { Queryable } from '../db/pool.ts';
import { PRODUCT_COLUMNS, PRODUCT_FROM } from './queries.ts';

/** The list's ORDER BY per sort key; the id breaks ties so pages never overlap. */
const ORDER: Record<ProductSort, string> = {
  product_name: 'lower(p.product_name)',
  sku: 'p.sku',
  original_price: 'p.original_price',
  sale_price: 'p.sale_price',
  inventory_quantity: 'p.inventory_quantity',
  updated_at: 'p.updated_at',
  id: 'p.id',
};

/** WHERE, ORDER BY and values of the filtered list (list and export). */
export function productListSql(brandId: number, f: Partial<ProductFilter>) {
  const values: unknown[] = [brandId];
  const where = ['p.brand_id = $1'];
  const search = f.search?.trim();
  if (search) {
    values.push(likeContains(search));
    where.push(`(p.product_name ILIKE $${values.length} OR p.sku ILIKE $${values.length})`);
  }
  if (f.status) {
    values.push(f.status);
    where.push(`p.status = $${values.length}`);
  }
  if (f.category_ids?.length) {
    values.push(f.category_ids);
    where.push(`p.category_id = ANY($${values.length}::int[])`);
  }
  if (f.tag_ids?.length) {
    values.push(f.tag_ids);
    where.push(`EXISTS (SELECT 1 FROM product_tag_links l WHERE l.product_id = p.id AND l.tag_id = ANY($${values.length}::bigint[]))`);
  }
  const dir = f.sort === 'desc' ? 'DESC' : 'ASC';
  const order = `${ORDER[f.sort_by ?? 'product_name']} ${dir} NULLS LAST, p.id ${dir}`;
  return { where: where.join(' AND '), order, values };
}

export async function listProducts(q: Queryable, brandId: number, f: ProductFilter & { page: number; limit: number }) {
  const { where, order, values } = productListSql(brandId, f);
  const total = (await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM products p WHERE ${where}`, values)).rows[0]!.n;
  const { rows } = await q.query<Product>(
    `SELECT ${PRODUCT_COLUMNS} FROM ${PRODUCT_FROM} WHERE ${where} ORDER BY ${order} LIMIT ${Number(f.limit)} OFFSET ${(f.page - 1) * f.limit}`,
    values,
  );
  return { items: rows, paging: { current_page: f.page, limit: f.limit, total_row: total, total_page: Math.ceil(total / f.limit) } };
}

/** The brand's tags by name with how many products and distinct offers carry them. */
export async function listProductTags(q: Queryable, brandId: number, page: number, limit: number) {
  const total = (await q.query<{ n: number }>('SELECT count(*)::int AS n FROM product_tags WHERE brand_id = $1', [brandId])).rows[0]!.n;
  const { rows } = await q.query<{ id: number; name: string; product_count: number; offer_count: number }>(
    `SELECT t.id::int AS id, t.name, count(l.product_id)::int AS product_count, count(DISTINCT p.offer_id)::int AS offer_count
       FROM product_tags t LEFT JOIN product_tag_links l ON l.tag_id = t.id LEFT JOIN products p ON p.id = l.product_id
      WHERE t.brand_id = $1 GROUP BY t.id ORDER BY lower(t.name), t.id LIMIT ${Number(limit)} OFFSET ${(page - 1) * limit}`,
    [brandId],
  );
  return { items: rows, paging: { current_page: page, limit, total_row: total, total_page: Math.ceil(total / limit) } };
}

/** The palette's entity index: [id, name, sku] by name. */
export async function productIndex(q: Queryable, brandId: number, max: number) {
  const { rows } = await q.query<[number, string, string]>({
    text: 'SELECT id::int, product_name, sku FROM products WHERE brand_id = $1 ORDER BY lower(product_name), id LIMIT $2',
    values: [brandId, max + 1],
    rowMode: 'array',
  });
  return { items: rows.slice(0, max), truncated: rows.length > max };
}
