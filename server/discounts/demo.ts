import type { Db } from '../db/pool.ts';
import { createProgram, setProgramStatus } from './programs.ts';
import { addPromoCodes } from './promo-codes.ts';

const DAY = 86_400_000;

/**
 * The demo brand's discount programs (issue 26 item 4), so /offers/discount-program opens on real
 * records: an active program on the first demo offer with three codes (public, private, limited)
 * and an ended one. Made through the services, so audit and webhook rows are the real ones. Cost:
 * two programs, one add of three codes, one activation. Idempotent: a brand with a program is left alone.
 */
export async function seedDemoDiscountPrograms(db: Db, brandId: number, now = new Date()): Promise<void> {
  const existing = await db.query('SELECT 1 FROM discount_programs WHERE brand_id = $1 LIMIT 1', [brandId]);
  if (existing.rowCount) return;
  // an offer the demo traffic converts on (no geo or device targeting): its postbacks carry the codes (decision 085)
  const offer = await db.query<{ id: number }>(
    `SELECT id FROM offers WHERE brand_id = $1 AND status = 1
      ORDER BY (cardinality(countries) + cardinality(regions) + cardinality(cities) + cardinality(devices)) = 0 DESC, id LIMIT 1`,
    [brandId],
  );
  if (!offer.rows[0]) return;
  const offerId = Number(offer.rows[0].id);
  await createProgram(db, brandId, {
    offer_id: offerId,
    name: 'Back to school',
    discount_type: 'fixed',
    discount_value: '5',
    code_format: 'code128',
    start_at: new Date(now.getTime() - 60 * DAY).toISOString(),
    end_at: new Date(now.getTime() - 30 * DAY).toISOString(),
    items: [{ sku: 'BAG-201', category_id: 4, original_price: '39.90', sale_price: '34.90' }],
  });
  const tet = await createProgram(db, brandId, {
    offer_id: offerId,
    name: 'Lunar New Year sale',
    discount_type: 'percentage',
    discount_value: '15',
    code_format: 'qr',
    start_at: new Date(now.getTime() - 10 * DAY).toISOString(),
    end_at: new Date(now.getTime() + 20 * DAY).toISOString(),
    items: [
      { sku: 'TEA-001', category_id: 16, original_price: '24.00', sale_price: '20.40' },
      { sku: 'CUP-002', category_id: 15, original_price: '12.00', sale_price: '10.20' },
    ],
  });
  await addPromoCodes(db, brandId, tet.id, {
    codes: [
      { name: 'Tet for everyone', code: 'TET15', access_method: 'public', display_name: 'Tết 15 %' },
      { name: 'Creator exclusive', code: 'CREATOR_TET', access_method: 'private', usage_limit: 200, display_name: 'Creator Tết' },
      { name: 'First 50 buyers', code: 'FIRST50', access_method: 'public', usage_limit: 50 },
    ],
  });
  await setProgramStatus(db, brandId, tet.id, 'active', now);
}
