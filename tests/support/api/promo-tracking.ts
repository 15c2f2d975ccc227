import type { Db } from '../../../server/db/pool.ts';
import { runDiscountsOps } from '../../../server/discounts/ops.ts';
import { call } from './auth.ts';
import { addCodes, makeProgram, programBody } from './discounts.ts';

/**
 * Discount programs and promo codes for the tracking tests (decision 085), made the way a brand makes
 * them: through the API (create, activate, add codes, approve a partner's request from the ops CLI).
 */
export interface PromoWorld {
  url: string;
  db: Db;
  token: string;
}

const HOUR = 3_600_000;

/** An active program on `offerId` running from a day before `from` for `hours` hours after it; returns its id. */
export async function activeProgram(w: PromoWorld, offerId: number, from: Date, hours = 24 * 30): Promise<number> {
  const id = await makeProgram(
    w.url,
    w.token,
    programBody(offerId, {
      start_at: new Date(from.getTime() - 24 * HOUR).toISOString(),
      end_at: new Date(from.getTime() + hours * HOUR).toISOString(),
    }),
  );
  const res = await call(w.url, 'PUT', `/api/discount-programs/${id}/status`, { token: w.token, body: { status: 'active' } });
  if (res.status !== 200) throw new Error(`activation failed ${res.status} ${JSON.stringify(res.body)}`);
  return id;
}

/** One promo code on the program; a private one is given to `holder` (the partner asks, the brand approves). */
export async function promoCode(
  w: PromoWorld,
  programId: number,
  code: string,
  o: { usage_limit?: number | null; holder?: number } = {},
): Promise<number> {
  const [id] = await addCodes(w.url, w.token, programId, [
    { name: code, code, usage_limit: o.usage_limit ?? null, access_method: o.holder === undefined ? 'public' : 'private' },
  ]);
  if (o.holder !== undefined) {
    const asked = await runDiscountsOps(w.db, 'promo-code-request', [String(id), String(o.holder)], () => {});
    if (asked !== 0) throw new Error(`request refused for partner ${o.holder}`);
    const { rows } = await w.db.query<{ id: number }>(
      "SELECT id FROM promo_code_requests WHERE promo_code_id = $1 AND partner_id = $2 AND status = 'pending'",
      [id, o.holder],
    );
    const res = await call(w.url, 'PUT', `/api/promo-code-requests/${rows[0]!.id}`, { token: w.token, body: { action: 'approve' } });
    if (res.status !== 200) throw new Error(`approval failed ${res.status} ${JSON.stringify(res.body)}`);
  }
  return id!;
}

/** The promo-code list's row of one code as the brand reads it (its `used` is the attribution's count). */
export async function listedCode(w: PromoWorld, programId: number, codeId: number): Promise<{ used: number; usage_limit: number | null }> {
  const res = await call(w.url, 'GET', `/api/discount-programs/${programId}/promo-codes`, { token: w.token });
  const items = (res.body.data as { items: { id: number; used: number; usage_limit: number | null }[] }).items;
  const row = items.find((c) => c.id === codeId);
  if (!row) throw new Error(`code ${codeId} not listed`);
  return row;
}
