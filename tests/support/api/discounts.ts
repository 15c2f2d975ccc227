import type { ProgramCreateInput } from '../../../src/domain/discounts/schema.ts';
import { call } from './offers.ts';

const DAY = 86_400_000;
/** A valid program body on `offerId`: 15 % off, from yesterday for 30 days, two items. */
export function programBody(offerId: number, over: Partial<ProgramCreateInput> = {}): ProgramCreateInput {
  return {
    offer_id: offerId,
    name: 'Tet sale',
    discount_type: 'percentage',
    discount_value: '15',
    code_format: 'qr',
    start_at: new Date(Date.now() - DAY).toISOString(),
    end_at: new Date(Date.now() + 29 * DAY).toISOString(),
    items: [
      { sku: 'TEA-001', category_id: 1, original_price: '120000', sale_price: '99000' },
      { sku: 'CUP-002', category_id: 1, original_price: '50000', sale_price: '42500' },
    ],
    ...over,
  };
}

/** Creates a program through the API as `token`; returns its id (throws on refusal). */
export async function makeProgram(url: string, token: string, body: ProgramCreateInput): Promise<number> {
  const res = await call(url, 'POST', '/api/discount-programs', { token, body });
  if (res.status !== 200) throw new Error(`program failed ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body.data as { id: number }).id;
}

/** `n` valid promo-code rows: PREFIX_1 … PREFIX_n, public, limit 10. */
export const codeRows = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => ({ name: `${prefix} ${i + 1}`, code: `${prefix}_${i + 1}`, usage_limit: 10 }));

/** Adds promo codes through the API as `token`; returns their ids in order (throws on refusal). */
export async function addCodes(url: string, token: string, programId: number, codes: unknown[]): Promise<number[]> {
  const res = await call(url, 'POST', `/api/discount-programs/${programId}/promo-codes`, { token, body: { codes } });
  if (res.status !== 200) throw new Error(`codes failed ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body.data as { items: { id: number }[] }).items.map((c) => c.id);
}
