import type { z } from 'zod';
import type { Product, productBody } from '../../src/domain/products/contract.ts';
import { OFFER_STATUS } from '../../src/domain/offers/enums.ts';
import { PRODUCT_CODES } from '../../src/domain/products/enums.ts';
import { productRules } from '../../src/domain/products/rules.ts';
import { check } from '../../src/domain/validation/form.ts';
import { WEBHOOK_EVENT } from '../../src/domain/webhooks/events.ts';
import type { FieldError } from '../../src/domain/errors.ts';
import { diff, record, recordMany } from '../audit/record.ts';
import { inTransaction, type Queryable, type Tx } from '../db/pool.ts';
import { emitWebhookEvent } from '../webhooks/emit.ts';
import { invalid, refuse } from './errors.ts';
import { assertCatalogueFree } from './guard.ts';
import { currencyOf, loadProduct, setProductTags } from './queries.ts';

/**
 * Product writes (issue 26 item 1; docs/decisions/080-products-and-imports.md): each one checks
 * the rules the contract cannot (price range of the brand's currency, the offer and event are the
 * brand's), refuses while an upload of the brand runs, and writes its change, audit row and
 * product.changed event in one transaction.
 */
type Body = z.output<typeof productBody>;

/** What the audit log keeps of a product (decision 036): every field the user set. */
export const AUDITED_FIELDS = [
  'product_name',
  'sku',
  'original_price',
  'sale_price',
  'inventory_quantity',
  'category_id',
  'status',
  'external_id',
  'description',
  'product_link',
  'product_images',
  'tag_names',
  'offer_id',
  'event_id',
] as const;
type Audited = Record<(typeof AUDITED_FIELDS)[number], unknown>;
export const auditedOf = (p: Product): Audited => ({
  product_name: p.product_name,
  sku: p.sku,
  original_price: p.original_price,
  sale_price: p.sale_price,
  inventory_quantity: p.inventory_quantity,
  category_id: p.category_id,
  status: p.status,
  external_id: p.external_id,
  description: p.description,
  product_link: p.product_link,
  product_images: p.product_images,
  tag_names: p.tags.map((t) => t.name),
  offer_id: p.offer?.id ?? null,
  event_id: p.event?.id ?? null,
});

/** The product.changed event: what happened to which products (an import or bulk delete names many). */
export function emitProductsChanged(tx: Queryable, brandId: number, action: string, products: { id: number; sku: string }[]) {
  return emitWebhookEvent(tx, brandId, WEBHOOK_EVENT.productChanged, { action, products });
}

async function checkBody(q: Queryable, brandId: number, body: Body, exceptId: number | null): Promise<void> {
  const currency = await currencyOf(q, brandId);
  const rules = productRules(currency);
  const errors: FieldError[] = [];
  for (const field of ['original_price', 'sale_price', 'category_id'] as const) {
    const value = body[field];
    const error = value === null ? null : check(String(value), rules[field]);
    if (error) errors.push({ field, ...error });
  }
  const taken = await q.query('SELECT 1 FROM products WHERE brand_id = $1 AND sku = $2 AND id IS DISTINCT FROM $3', [
    brandId,
    body.sku.trim(),
    exceptId,
  ]);
  if (taken.rowCount) errors.push({ field: 'sku', code: PRODUCT_CODES.duplicateSku });
  if (errors.length) throw invalid(errors);
  if (body.offer_id !== null) {
    const offer = await q.query('SELECT 1 FROM offers WHERE id = $1 AND brand_id = $2 AND status <> $3', [
      body.offer_id,
      brandId,
      OFFER_STATUS.deleted,
    ]);
    if (!offer.rowCount) throw refuse('unknown_offer');
  }
  if (body.event_id !== null) {
    const event = await q.query('SELECT 1 FROM offer_events WHERE offer_id = $1 AND event_id = $2 AND brand_id = $3', [
      body.offer_id,
      body.event_id,
      brandId,
    ]);
    if (!event.rowCount) throw refuse('unknown_event');
  }
}

const COLUMNS = `product_name = $3, sku = $4, original_price = $5, sale_price = $6, inventory_quantity = $7, category_id = $8, status = $9,
  external_id = $10, description = $11, product_link = $12, product_images = $13, offer_id = $14, event_id = $15`;
const valuesOf = (b: Body) => [
  b.product_name.trim(),
  b.sku.trim(),
  b.original_price,
  b.sale_price || null,
  b.inventory_quantity,
  b.category_id,
  b.status,
  b.external_id.trim(),
  b.description.trim(),
  b.product_link.trim(),
  b.product_images.map((u) => u.trim()),
  b.offer_id,
  b.event_id,
];
/** The tags once each, case-insensitively, as first written. */
function tagNames(b: Body): string[] {
  const names = new Map<string, string>();
  for (const t of b.tag_names.map((x) => x.trim()).filter(Boolean)) if (!names.has(t.toLowerCase())) names.set(t.toLowerCase(), t);
  return [...names.values()];
}

export async function createProduct(db: Queryable, brandId: number, body: Body): Promise<Product> {
  return inTransaction(db, async (tx) => {
    await assertCatalogueFree(tx, brandId);
    await checkBody(tx, brandId, body, null);
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO products (brand_id, product_name, sku, original_price, sale_price, inventory_quantity, category_id, status,
                             external_id, description, product_link, product_images, offer_id, event_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING id::int AS id`,
      [brandId, ...valuesOf(body)],
    );
    const id = rows[0]!.id;
    await setProductTags(tx, brandId, [id], tagNames(body));
    const product = (await loadProduct(tx, brandId, id))!;
    await record(tx, {
      action: 'products.create',
      objectType: 'product',
      objectId: id,
      changes: diff(null, auditedOf(product), AUDITED_FIELDS),
    });
    await emitProductsChanged(tx, brandId, 'created', [{ id, sku: product.sku }]);
    return product;
  });
}

export async function updateProduct(db: Queryable, brandId: number, id: number, body: Body): Promise<Product> {
  return inTransaction(db, async (tx) => {
    await assertCatalogueFree(tx, brandId);
    const before = await loadProduct(tx, brandId, id, true);
    if (!before) throw refuse('product_not_found');
    await checkBody(tx, brandId, body, id);
    await tx.query(`UPDATE products SET ${COLUMNS}, updated_at = now() WHERE id = $1 AND brand_id = $2`, [id, brandId, ...valuesOf(body)]);
    await setProductTags(tx, brandId, [id], tagNames(body));
    const after = (await loadProduct(tx, brandId, id))!;
    await record(tx, {
      action: 'products.update',
      objectType: 'product',
      objectId: id,
      changes: diff(auditedOf(before), auditedOf(after), AUDITED_FIELDS),
    });
    await emitProductsChanged(tx, brandId, 'updated', [{ id, sku: after.sku }]);
    return after;
  });
}

/** Deletes the brand's products among `ids`; each delete's audit row keeps the product's fields. */
export async function bulkDeleteProducts(db: Queryable, brandId: number, ids: readonly number[]): Promise<number> {
  return inTransaction(db, async (tx: Tx) => {
    await assertCatalogueFree(tx, brandId);
    const { rows } = await tx.query<{ id: number }>(
      'SELECT id::int AS id FROM products WHERE brand_id = $1 AND id = ANY($2::bigint[]) ORDER BY id FOR UPDATE',
      [brandId, ids],
    );
    if (rows.length === 0) return 0;
    const before = await Promise.all(rows.map(async (r) => (await loadProduct(tx, brandId, r.id))!));
    await tx.query('DELETE FROM products WHERE brand_id = $1 AND id = ANY($2::bigint[])', [brandId, rows.map((r) => r.id)]);
    await recordMany(
      tx,
      before.map((p) => ({
        action: 'products.delete',
        objectType: 'product',
        objectId: p.id,
        changes: diff(auditedOf(p), null, AUDITED_FIELDS),
      })),
    );
    await emitProductsChanged(
      tx,
      brandId,
      'deleted',
      before.map((p) => ({ id: p.id, sku: p.sku })),
    );
    return rows.length;
  });
}
