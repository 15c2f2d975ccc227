import { productBody } from '../../src/domain/products/contract.ts';
import type { Db } from '../db/pool.ts';
import { createProduct } from './service.ts';

/** [name, sku, original price, sale price, stock, category, tags] of the demo catalogue. */
type Plan = [string, string, string, string | null, number, number, string[]];
const PLANS: readonly Plan[] = [
  ['Linen shirt', 'FW-LINEN-01', '49.90', '39.90', 120, 2, ['Summer', 'Bestseller']],
  ['Silk scarf', 'FW-SCARF-02', '29.00', null, 40, 1, ['Gift']],
  ['Trail running shoes', 'SH-TRAIL-03', '119.00', '99.00', 35, 3, ['Sport', 'Bestseller']],
  ['Leather backpack', 'BG-PACK-04', '89.00', null, 0, 4, ['Travel']],
  ['Moisturising cream 50 ml', 'BT-CREAM-05', '24.50', '19.90', 300, 6, ['Bestseller']],
  ['Baby carrier', 'MB-CARRY-06', '75.00', null, 18, 8, ['Gift']],
  ['Wireless earbuds', 'EL-BUDS-07', '59.00', '45.00', 210, 12, ['Sale', 'Bestseller']],
  ['Stand mixer', 'AP-MIXER-08', '249.00', '219.00', 9, 14, ['Kitchen']],
  ['Ceramic coffee mugs (set of 4)', 'HL-MUGS-09', '32.00', null, 75, 15, ['Kitchen', 'Gift']],
  ['Camping tent for 2', 'SP-TENT-10', '139.00', '119.00', 0, 17, ['Sport', 'Travel']],
  ['Notebook A5, dotted', 'BS-NOTE-11', '6.50', null, 500, 19, []],
  ['Cat scratching post', 'PT-SCRATCH-12', '39.00', '34.00', 22, 20, ['Sale']],
];

/**
 * The demo brand's product catalogue (issue 26), so /offers/product-management opens on real rows:
 * twelve products over ten categories, two out of stock, seven tags, three sold through the demo's
 * first offer. Made through the service (the audit log is silent outside a request; no endpoint listens yet at seed time). Cost:
 * twelve small transactions. Idempotent: a brand with any product is left alone.
 */
export async function seedDemoProducts(db: Db, brandId: number): Promise<void> {
  const existing = await db.query('SELECT 1 FROM products WHERE brand_id = $1 LIMIT 1', [brandId]);
  if (existing.rowCount) return;
  const offer = await db.query<{ id: number }>('SELECT id::int AS id FROM offers WHERE brand_id = $1 AND status = 1 ORDER BY id LIMIT 1', [
    brandId,
  ]);
  const offerId = offer.rows[0]?.id ?? null;
  for (const [i, [name, sku, price, sale, stock, category, tags]] of PLANS.entries()) {
    const body = productBody.parse({
      product_name: name,
      sku,
      original_price: price,
      sale_price: sale,
      inventory_quantity: stock,
      category_id: category,
      status: stock > 0 ? 'in_stock' : 'out_of_stock',
      product_link: `https://shop.demo-brand.test/p/${sku.toLowerCase()}`,
      product_images: [`https://shop.demo-brand.test/i/${sku.toLowerCase()}.jpg`],
      tag_names: tags,
      offer_id: i < 3 ? offerId : null,
    });
    await createProduct(db, brandId, body);
  }
}
