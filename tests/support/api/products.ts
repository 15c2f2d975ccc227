import type { ProductInput } from '../../../src/domain/products/contract.ts';
import { call } from './offers.ts';

/** A valid product body (category 1, in stock), with `over` on top. */
export function productBody(over: Partial<ProductInput> = {}): ProductInput {
  return {
    product_name: 'Linen shirt',
    sku: `SKU-${Math.random().toString(36).slice(2, 10)}`,
    original_price: '49.9',
    sale_price: '39.9',
    inventory_quantity: 12,
    category_id: 1,
    status: 'in_stock',
    product_link: 'https://shop.example.com/p/linen-shirt',
    product_images: ['https://shop.example.com/i/linen-shirt.jpg'],
    tag_names: ['Summer'],
    ...over,
  };
}

/** Adds a product through the API; answers its id. */
export async function addProduct(url: string, token: string, over: Partial<ProductInput> = {}): Promise<number> {
  const res = await call(url, 'POST', '/api/products/create', { token, body: productBody(over) });
  if (res.status !== 200) throw new Error(`product create failed ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body.data as { id: number }).id;
}
