import { OFFER_STATUS } from '../../src/domain/offers/enums.ts';
import { diff, recordMany } from '../audit/record.ts';
import { inTransaction, type Queryable } from '../db/pool.ts';
import { HttpError } from '../http/errors.ts';
import { refuse } from './errors.ts';
import { assertCatalogueFree } from './guard.ts';
import { PRODUCT_COLUMNS, PRODUCT_FROM } from './queries.ts';
import { emitProductsChanged } from './service.ts';
import type { Product } from '../../src/domain/products/contract.ts';

/** Products on the offer side (src/domain/products/offer-contract.ts; decision 080). */
async function assertOffer(q: Queryable, brandId: number, offerId: number): Promise<void> {
  const { rowCount } = await q.query('SELECT 1 FROM offers WHERE id = $1 AND brand_id = $2 AND status <> $3', [
    offerId,
    brandId,
    OFFER_STATUS.deleted,
  ]);
  if (!rowCount) throw new HttpError(404, 'not_found', 'Offer not found');
}

export async function offerProducts(q: Queryable, brandId: number, offerId: number, page: number, limit: number) {
  await assertOffer(q, brandId, offerId);
  const total = (
    await q.query<{ n: number }>('SELECT count(*)::int AS n FROM products WHERE brand_id = $1 AND offer_id = $2', [brandId, offerId])
  ).rows[0]!.n;
  const { rows } = await q.query<Product>(
    `SELECT ${PRODUCT_COLUMNS} FROM ${PRODUCT_FROM} WHERE p.brand_id = $1 AND p.offer_id = $2
      ORDER BY lower(p.product_name), p.id LIMIT ${Number(limit)} OFFSET ${(page - 1) * limit}`,
    [brandId, offerId],
  );
  return { items: rows, paging: { current_page: page, limit, total_row: total, total_page: Math.ceil(total / limit) } };
}

/** Links the brand's products among `productIds` to the offer (and event); each change is an audit row. */
export async function linkProducts(q: Queryable, brandId: number, offerId: number, eventId: number | null, productIds: readonly number[]) {
  return inTransaction(q, async (tx) => {
    await assertCatalogueFree(tx, brandId);
    const offer = await tx.query('SELECT 1 FROM offers WHERE id = $1 AND brand_id = $2 AND status <> $3', [
      offerId,
      brandId,
      OFFER_STATUS.deleted,
    ]);
    if (!offer.rowCount) throw refuse('unknown_offer');
    if (eventId !== null) {
      const event = await tx.query('SELECT 1 FROM offer_events WHERE offer_id = $1 AND event_id = $2 AND brand_id = $3', [
        offerId,
        eventId,
        brandId,
      ]);
      if (!event.rowCount) throw refuse('unknown_event');
    }
    const { rows } = await tx.query<{ id: number; sku: string; offer_id: number | null; event_id: number | null }>(
      `UPDATE products p SET offer_id = $3, event_id = $4, updated_at = now()
         FROM (SELECT id, offer_id, event_id FROM products WHERE brand_id = $1 AND id = ANY($2::bigint[]) ORDER BY id FOR UPDATE) old
        WHERE p.id = old.id RETURNING p.id::int AS id, p.sku, old.offer_id::int AS offer_id, old.event_id::int AS event_id`,
      [brandId, productIds, offerId, eventId],
    );
    await recordMany(
      tx,
      rows.map((r) => ({
        action: 'products.update',
        objectType: 'product',
        objectId: r.id,
        changes: diff({ offer_id: r.offer_id, event_id: r.event_id }, { offer_id: offerId, event_id: eventId }, ['offer_id', 'event_id']),
      })),
    );
    if (rows.length)
      await emitProductsChanged(
        tx,
        brandId,
        'updated',
        rows.map((r) => ({ id: r.id, sku: r.sku })),
      );
    return { linked: rows.length };
  });
}
