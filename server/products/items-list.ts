import { OFFER_STATUS } from '../../src/domain/offers/enums.ts';
import { PRODUCT_CODES } from '../../src/domain/products/enums.ts';
import type { ItemsListEntry, ItemsListError, ItemsListItem } from '../../src/domain/products/offer-contract.ts';
import { CODES } from '../../src/domain/validation/codes.ts';
import { sku as skuRule } from '../../src/domain/validation/text.ts';
import { diff, recordMany } from '../audit/record.ts';
import { inTransaction, type Queryable } from '../db/pool.ts';
import { HttpError } from '../http/errors.ts';
import { invalid, refuse } from './errors.ts';
import { assertCatalogueFree } from './guard.ts';
import { emitProductsChanged } from './service.ts';

/**
 * An offer's items list (decision 086): the products linked to the offer, named by SKU with their
 * event. Validation reads the catalogue as it is; saving replaces the offer's links in one
 * transaction under the catalogue lock (refused while an upload is open).
 */

/** Field codes of an items list beyond the product rules' (translated as `products.codes.<code>`). */
export const ITEMS_LIST_CODES = { unknownSku: 'unknown_sku', unknownEvent: 'unknown_event' } as const;

async function assertOffer(q: Queryable, brandId: number, offerId: number, missing: () => Error): Promise<void> {
  const { rowCount } = await q.query('SELECT 1 FROM offers WHERE id = $1 AND brand_id = $2 AND status <> $3', [
    offerId,
    brandId,
    OFFER_STATUS.deleted,
  ]);
  if (!rowCount) throw missing();
}
const notFound = () => new HttpError(404, 'not_found', 'Offer not found');

export async function itemsList(q: Queryable, brandId: number, offerId: number): Promise<{ items: ItemsListEntry[] }> {
  await assertOffer(q, brandId, offerId, notFound);
  const { rows } = await q.query<ItemsListEntry>(
    `SELECT p.sku, p.id::int AS product_id, p.product_name, p.event_id::int AS event_id, e.name AS event_name
       FROM products p LEFT JOIN conversion_events e ON e.id = p.event_id
      WHERE p.brand_id = $1 AND p.offer_id = $2 ORDER BY p.sku`,
    [brandId, offerId],
  );
  return { items: rows };
}

interface Checked {
  errors: ItemsListError[];
  /** the valid rows' products: id, the event asked for, and the product's current offer and event */
  found: { id: number; sku: string; event_id: number | null; old_offer: number | null; old_event: number | null }[];
}

/** Checks each row: SKU characters, a SKU twice, a SKU the catalogue lacks, an event not the offer's. */
async function checkItems(q: Queryable, brandId: number, offerId: number, items: readonly ItemsListItem[]): Promise<Checked> {
  const errors: ItemsListError[] = [];
  const seen = new Set<string>();
  const candidates: { row: number; sku: string; event_id: number | null }[] = [];
  items.forEach((item, i) => {
    const sku = item.sku.trim();
    const row = i + 1;
    if (skuRule(sku)) errors.push({ row, sku, field: 'sku', code: CODES.sku });
    else if (seen.has(sku)) errors.push({ row, sku, field: 'sku', code: PRODUCT_CODES.duplicateSku });
    else candidates.push({ row, sku, event_id: item.event_id ?? null });
    seen.add(sku);
  });
  const products = await q.query<{ id: number; sku: string; offer_id: number | null; event_id: number | null }>(
    'SELECT id::int AS id, sku, offer_id::int AS offer_id, event_id::int AS event_id FROM products WHERE brand_id = $1 AND sku = ANY($2::text[])',
    [brandId, candidates.map((c) => c.sku)],
  );
  const bySku = new Map(products.rows.map((p) => [p.sku, p]));
  const events = await q.query<{ id: number }>('SELECT event_id::int AS id FROM offer_events WHERE offer_id = $1 AND brand_id = $2', [
    offerId,
    brandId,
  ]);
  const offerEvents = new Set(events.rows.map((e) => e.id));
  const found: Checked['found'] = [];
  for (const c of candidates) {
    const product = bySku.get(c.sku);
    if (!product) errors.push({ row: c.row, sku: c.sku, field: 'sku', code: ITEMS_LIST_CODES.unknownSku });
    else if (c.event_id !== null && !offerEvents.has(c.event_id))
      errors.push({ row: c.row, sku: c.sku, field: 'event_id', code: ITEMS_LIST_CODES.unknownEvent });
    else found.push({ id: product.id, sku: c.sku, event_id: c.event_id, old_offer: product.offer_id, old_event: product.event_id });
  }
  errors.sort((a, b) => a.row - b.row);
  return { errors, found };
}

export async function validateItems(q: Queryable, brandId: number, offerId: number, items: readonly ItemsListItem[]) {
  await assertOffer(q, brandId, offerId, () => refuse('unknown_offer'));
  const { errors, found } = await checkItems(q, brandId, offerId, items);
  const moved = found.filter((f) => f.old_offer !== null && f.old_offer !== offerId).length;
  return { total: items.length, valid: found.length, moved, errors };
}

/** Replaces the offer's links by the list; each product whose offer or event changes is an audit row. */
export async function saveItems(db: Queryable, brandId: number, offerId: number, items: readonly ItemsListItem[]) {
  return inTransaction(db, async (tx) => {
    await assertCatalogueFree(tx, brandId);
    await assertOffer(tx, brandId, offerId, () => refuse('unknown_offer'));
    const { errors, found } = await checkItems(tx, brandId, offerId, items);
    if (errors.length) throw invalid(errors.map((e) => ({ field: `items.${e.row - 1}.${e.field}`, code: e.code })));
    const listed = new Set(found.map((f) => f.id));
    const dropped = await tx.query<{ id: number; sku: string; event_id: number | null }>(
      `SELECT id::int AS id, sku, event_id::int AS event_id FROM products
        WHERE brand_id = $1 AND offer_id = $2 AND NOT (id = ANY($3::bigint[])) ORDER BY id FOR UPDATE`,
      [brandId, offerId, [...listed]],
    );
    const changed = found.filter((f) => f.old_offer !== offerId || f.old_event !== f.event_id);
    if (changed.length)
      await tx.query(
        `UPDATE products p SET offer_id = $2, event_id = v.event_id, updated_at = now()
           FROM unnest($3::bigint[], $4::bigint[]) AS v(id, event_id) WHERE p.brand_id = $1 AND p.id = v.id`,
        [brandId, offerId, changed.map((c) => c.id), changed.map((c) => c.event_id)],
      );
    if (dropped.rows.length)
      await tx.query(
        'UPDATE products SET offer_id = NULL, event_id = NULL, updated_at = now() WHERE brand_id = $1 AND id = ANY($2::bigint[])',
        [brandId, dropped.rows.map((d) => d.id)],
      );
    const fields = ['offer_id', 'event_id'] as const;
    await recordMany(tx, [
      ...changed.map((c) => ({
        action: 'products.update',
        objectType: 'product',
        objectId: c.id,
        changes: diff({ offer_id: c.old_offer, event_id: c.old_event }, { offer_id: offerId, event_id: c.event_id }, [...fields]),
      })),
      ...dropped.rows.map((d) => ({
        action: 'products.update',
        objectType: 'product',
        objectId: d.id,
        changes: diff({ offer_id: offerId, event_id: d.event_id }, { offer_id: null, event_id: null }, [...fields]),
      })),
    ]);
    const touched = [...changed, ...dropped.rows].map((p) => ({ id: p.id, sku: p.sku }));
    if (touched.length) await emitProductsChanged(tx, brandId, 'updated', touched);
    return { linked: changed.length, unlinked: dropped.rows.length, unchanged: found.length - changed.length };
  });
}

/** Unlinks the listed products of this offer (a product linked to another offer is left alone). */
export async function unlinkProducts(db: Queryable, brandId: number, offerId: number, productIds: readonly number[]) {
  return inTransaction(db, async (tx) => {
    await assertCatalogueFree(tx, brandId);
    await assertOffer(tx, brandId, offerId, () => refuse('unknown_offer'));
    const { rows } = await tx.query<{ id: number; sku: string; event_id: number | null }>(
      `UPDATE products p SET offer_id = NULL, event_id = NULL, updated_at = now()
         FROM (SELECT id, event_id FROM products WHERE brand_id = $1 AND offer_id = $2 AND id = ANY($3::bigint[]) ORDER BY id FOR UPDATE) old
        WHERE p.id = old.id RETURNING p.id::int AS id, p.sku, old.event_id::int AS event_id`,
      [brandId, offerId, productIds],
    );
    await recordMany(
      tx,
      rows.map((r) => ({
        action: 'products.update',
        objectType: 'product',
        objectId: r.id,
        changes: diff({ offer_id: offerId, event_id: r.event_id }, { offer_id: null, event_id: null }, ['offer_id', 'event_id']),
      })),
    );
    if (rows.length)
      await emitProductsChanged(
        tx,
        brandId,
        'updated',
        rows.map((r) => ({ id: r.id, sku: r.sku })),
      );
    return { unlinked: rows.length };
  });
}
