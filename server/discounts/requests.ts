import type { PromoRequestDto } from '../../src/domain/discounts/promo-codes.ts';
import type { RequestAction, RequestStatus } from '../../src/domain/discounts/enums.ts';
import { diff, record } from '../audit/record.ts';
import { mayActOn, partnerScope, type ScopedUser } from '../auth/partner-scope.ts';
import { inTransaction, type Queryable } from '../db/pool.ts';
import { refuse } from './errors.ts';
import { mustLoadProgram } from './programs.ts';
import { emitPromoCode, loadPromoCode } from './promo-codes.ts';

/**
 * Partners' requests for private promo codes (spec 2 §4: "a partner request for a promo code can be
 * approved or rejected"; decision 082). The partner asks through the ops CLI until partners sign in;
 * the brand approves (the code becomes the partner's: attribution follows it) or rejects.
 */
const iso = (c: string) => `to_char(${c} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const COLUMNS = `r.id::int, r.status, jsonb_build_object('id', pa.id, 'name', pa.display_name) AS partner,
  jsonb_build_object('id', c.id, 'code', c.code, 'program_id', c.program_id) AS promo_code,
  ${iso('r.created_at')} AS created_at, ${iso('r.decided_at')} AS decided_at`;
const FROM = 'promo_code_requests r JOIN partners pa ON pa.id = r.partner_id JOIN promo_codes c ON c.id = r.promo_code_id';

export async function listPromoRequests(
  db: Queryable,
  user: ScopedUser,
  programId: number,
  q: { page: number; limit: number; status?: RequestStatus | undefined },
) {
  await mustLoadProgram(db, user.brandId, programId);
  const values: unknown[] = [user.brandId, programId];
  // the partner scope (decision 053): requests of partners out of the user's scope are not theirs to see
  let where = `r.brand_id = $1 AND c.program_id = $2 AND ${partnerScope(user, 'r.partner_id', (v) => `$${values.push(v)}`)}`;
  if (q.status) {
    values.push(q.status);
    where += ` AND r.status = $${values.length}`;
  }
  const { rows } = await db.query<PromoRequestDto & { total: number }>(
    `SELECT ${COLUMNS}, count(*) OVER ()::int AS total FROM ${FROM} WHERE ${where}
      ORDER BY r.id DESC LIMIT ${Number(q.limit)} OFFSET ${(q.page - 1) * q.limit}`,
    values,
  );
  let total = rows[0]?.total ?? 0;
  if (!rows.length && q.page > 1)
    total = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${FROM} WHERE ${where}`, values)).rows[0]!.n;
  return {
    items: rows.map(({ total: _t, ...row }) => row),
    paging: { current_page: q.page, limit: q.limit, total_row: total, total_page: Math.ceil(total / q.limit) },
  };
}

async function loadRequest(db: Queryable, brandId: number, id: number): Promise<PromoRequestDto | null> {
  const { rows } = await db.query<PromoRequestDto>(`SELECT ${COLUMNS} FROM ${FROM} WHERE r.id = $1 AND r.brand_id = $2`, [id, brandId]);
  return rows[0] ?? null;
}

/** The partner's side (ops CLI): asks for a private code of the brand; 409 when it is another partner's already. */
export async function requestPromoCode(db: Queryable, promoCodeId: number, partnerId: number): Promise<PromoRequestDto> {
  return inTransaction(db, async (tx) => {
    const { rows } = await tx.query<{ brand_id: number; access_method: string; partner_id: number | null }>(
      'SELECT brand_id, access_method, partner_id FROM promo_codes WHERE id = $1 FOR UPDATE',
      [promoCodeId],
    );
    const code = rows[0];
    if (!code || code.access_method !== 'private') throw refuse('promo_code_not_found');
    if (code.partner_id !== null) throw refuse('promo_code_taken');
    const partner = await tx.query('SELECT 1 FROM partners WHERE id = $1', [partnerId]);
    if (!partner.rowCount) throw refuse('partner_not_found');
    const inserted = await tx.query<{ id: number }>(
      `INSERT INTO promo_code_requests (brand_id, promo_code_id, partner_id) VALUES ($1, $2, $3)
       ON CONFLICT (promo_code_id, partner_id) WHERE status = 'pending' DO NOTHING RETURNING id`,
      [code.brand_id, promoCodeId, partnerId],
    );
    if (!inserted.rows[0]) throw refuse('request_decided');
    return (await loadRequest(tx, code.brand_id, inserted.rows[0].id))!;
  });
}

/** The brand's answer: approve gives the code to the partner (409 when it has one already), reject closes the request. */
export async function answerPromoRequest(db: Queryable, user: ScopedUser, id: number, action: RequestAction): Promise<PromoRequestDto> {
  const brandId = user.brandId;
  return inTransaction(db, async (tx) => {
    const lock = await tx.query<{ promo_code_id: number; partner_id: number; status: RequestStatus }>(
      'SELECT promo_code_id, partner_id, status FROM promo_code_requests WHERE id = $1 AND brand_id = $2 FOR UPDATE',
      [id, brandId],
    );
    const r = lock.rows[0];
    if (!r || !(await mayActOn(tx, user, r.partner_id))) throw refuse('request_not_found');
    if (r.status !== 'pending') throw refuse('request_decided');
    const before = (await loadPromoCode(tx, brandId, r.promo_code_id, true))!;
    if (action === 'approve') {
      if (before.partner !== null || before.access_method !== 'private') throw refuse('promo_code_taken');
      await tx.query('UPDATE promo_codes SET partner_id = $2, updated_at = now() WHERE id = $1', [r.promo_code_id, r.partner_id]);
    }
    await tx.query('UPDATE promo_code_requests SET status = $2, decided_at = now() WHERE id = $1', [
      id,
      action === 'approve' ? 'approved' : 'rejected',
    ]);
    const answered = (await loadRequest(tx, brandId, id))!;
    await record(tx, {
      action: `discounts.requests.${action}`,
      objectType: 'promo_code_request',
      objectId: id,
      changes: { status: ['pending', answered.status], partner_id: [null, r.partner_id], promo_code_id: [null, r.promo_code_id] },
    });
    if (action === 'approve') {
      const after = (await loadPromoCode(tx, brandId, r.promo_code_id))!;
      await record(tx, {
        action: 'discounts.promoCodes.assign',
        objectType: 'promo_code',
        objectId: after.id,
        changes: diff(before, after, ['partner']),
      });
      await emitPromoCode(tx, brandId, after, 'assign');
    }
    return answered;
  });
}
