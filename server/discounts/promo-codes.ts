import type { PromoCodeDto, PromoCodeListQuery } from '../../src/domain/discounts/promo-codes.ts';
import {
  promoCodeAddSchema,
  promoCodeUpdateSchema,
  type PromoCodeAddInput,
  type PromoCodeUpdateInput,
} from '../../src/domain/discounts/schema.ts';
import { WEBHOOK_EVENT } from '../../src/domain/webhooks/events.ts';
import { diff, record, recordMany } from '../audit/record.ts';
import { partnerScope, type Placeholder, type ScopedUser } from '../auth/partner-scope.ts';
import { likeContains } from '../db/like.ts';
import { inTransaction, type Queryable, type Tx } from '../db/pool.ts';
import { HttpError } from '../http/errors.ts';
import { emitWebhookEvent } from '../webhooks/emit.ts';
import { parseOr422, refuse } from './errors.ts';
import { mustLoadProgram } from './programs.ts';

/**
 * Promo codes (spec 2 §3–§4, §9; decision 082): added up to 100 at once to a program, all or none; a
 * code is unique in its brand whatever its case (the postback's code finds one row). Every write
 * appends its audit rows and `promo_code.changed` events in its transaction.
 */
const iso = (c: string) => `to_char(${c} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
export const CODE_COLUMNS = `c.id::int, c.program_id::int, c.name, c.code, c.display_name, c.access_method,
  CASE WHEN pa.id IS NULL THEN NULL ELSE jsonb_build_object('id', pa.id, 'name', pa.display_name) END AS partner,
  c.status, c.usage_limit, c.used, ${iso('c.created_at')} AS created_at`;
export const CODE_FROM = 'promo_codes c LEFT JOIN partners pa ON pa.id = c.partner_id';
/**
 * The partner scope (decision 053): a private code given to a partner out of the user's scope is
 * hidden from that user, as the partner is; unowned codes are everyone's. `null`: no user (ops, seed).
 */
export const codeInScope = (user: ScopedUser | null, p: Placeholder): string =>
  user ? `(c.partner_id IS NULL OR ${partnerScope(user, 'c.partner_id', p)})` : 'TRUE';
const FIELDS = ['name', 'code', 'display_name', 'access_method', 'partner', 'status', 'usage_limit'] as const;

type Query = PromoCodeListQuery & { page: number; limit: number };
export async function listPromoCodes(db: Queryable, user: ScopedUser, programId: number, q: Query) {
  await mustLoadProgram(db, user.brandId, programId);
  const values: unknown[] = [user.brandId, programId];
  const where = ['c.brand_id = $1', 'c.program_id = $2', codeInScope(user, (v) => `$${values.push(v)}`)];
  const search = q.search?.trim();
  if (search) {
    values.push(likeContains(search));
    where.push(`(c.code ILIKE $${values.length} OR c.name ILIKE $${values.length})`);
  }
  if (q.status) {
    values.push(q.status);
    where.push(`c.status = $${values.length}`);
  }
  const { rows } = await db.query<PromoCodeDto & { total: number }>(
    `SELECT ${CODE_COLUMNS}, count(*) OVER ()::int AS total FROM ${CODE_FROM} WHERE ${where.join(' AND ')}
      ORDER BY c.id DESC LIMIT ${Number(q.limit)} OFFSET ${(q.page - 1) * q.limit}`,
    values,
  );
  let total = rows[0]?.total ?? 0;
  if (!rows.length && q.page > 1)
    total = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${CODE_FROM} WHERE ${where.join(' AND ')}`, values)).rows[0]!.n;
  return {
    items: rows.map(({ total: _t, ...row }) => row),
    paging: { current_page: q.page, limit: q.limit, total_row: total, total_page: Math.ceil(total / q.limit) },
  };
}

export async function loadPromoCode(
  db: Queryable,
  brandId: number,
  id: number,
  lock = false,
  user: ScopedUser | null = null,
): Promise<PromoCodeDto | null> {
  if (lock) await db.query('SELECT 1 FROM promo_codes WHERE id = $1 AND brand_id = $2 FOR UPDATE', [id, brandId]);
  const values: unknown[] = [id, brandId];
  const scope = codeInScope(user, (v) => `$${values.push(v)}`);
  const { rows } = await db.query<PromoCodeDto>(
    `SELECT ${CODE_COLUMNS} FROM ${CODE_FROM} WHERE c.id = $1 AND c.brand_id = $2 AND ${scope}`,
    values,
  );
  return rows[0] ?? null;
}

export async function mustLoadPromoCode(
  db: Queryable,
  brandId: number,
  id: number,
  lock = false,
  user: ScopedUser | null = null,
): Promise<PromoCodeDto> {
  const c = await loadPromoCode(db, brandId, id, lock, user);
  if (!c) throw refuse('promo_code_not_found');
  return c;
}

export async function emitPromoCode(
  tx: Tx,
  brandId: number,
  c: Pick<PromoCodeDto, 'id' | 'program_id' | 'code' | 'status'>,
  action: string,
) {
  await emitWebhookEvent(tx, brandId, WEBHOOK_EVENT.promoCodeChanged, {
    promo_code_id: c.id,
    program_id: c.program_id,
    code: c.code,
    status: c.status,
    action,
  });
}

/** Adds the codes, all or none; 409 promo_code_exists (with the field of the first taken code) when one is taken in the brand. */
export async function addPromoCodes(db: Queryable, brandId: number, programId: number, input: PromoCodeAddInput): Promise<PromoCodeDto[]> {
  const { codes } = parseOr422(promoCodeAddSchema, input);
  return inTransaction(db, async (tx) => {
    await mustLoadProgram(tx, brandId, programId, true);
    const taken = await tx.query<{ code: string }>('SELECT code FROM promo_codes WHERE brand_id = $1 AND lower(code) = ANY($2::text[])', [
      brandId,
      codes.map((c) => c.code.toLowerCase()),
    ]);
    const takenSet = new Set(taken.rows.map((r) => r.code.toLowerCase()));
    const first = codes.findIndex((c) => takenSet.has(c.code.toLowerCase()));
    if (first >= 0) throw refuse('promo_code_exists', [{ field: `codes.${first}.code`, code: 'promo_code_exists' }]);
    // the unique index is the real guard against two adds at once; ON CONFLICT keeps the answer a 409, not a 500
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO promo_codes (brand_id, program_id, name, code, display_name, access_method, usage_limit)
       SELECT $1, $2, x.name, x.code, x.display_name, x.access_method, x.usage_limit
         FROM unnest($3::text[], $4::text[], $5::text[], $6::text[], $7::int[]) WITH ORDINALITY x(name, code, display_name, access_method, usage_limit, ord)
        ORDER BY x.ord
       ON CONFLICT DO NOTHING RETURNING id`,
      [
        brandId,
        programId,
        codes.map((c) => c.name.trim()),
        codes.map((c) => c.code),
        codes.map((c) => c.display_name.trim()),
        codes.map((c) => c.access_method),
        codes.map((c) => c.usage_limit),
      ],
    );
    if (rows.length !== codes.length) throw refuse('promo_code_exists');
    const ids = rows.map((r) => r.id);
    const added = (
      await tx.query<PromoCodeDto>(`SELECT ${CODE_COLUMNS} FROM ${CODE_FROM} WHERE c.id = ANY($1::bigint[]) ORDER BY c.id`, [ids])
    ).rows;
    await recordMany(
      tx,
      added.map((c) => ({ action: 'discounts.promoCodes.add', objectType: 'promo_code', objectId: c.id, changes: diff(null, c, FIELDS) })),
    );
    for (const c of added) await emitPromoCode(tx, brandId, c, 'add');
    return added;
  });
}

/** Changes a code; its usage limit never goes below what was used (422 on usage_limit). */
export async function updatePromoCode(db: Queryable, user: ScopedUser, id: number, input: PromoCodeUpdateInput): Promise<PromoCodeDto> {
  const f = parseOr422(promoCodeUpdateSchema, input);
  const brandId = user.brandId;
  return inTransaction(db, async (tx) => {
    const before = await mustLoadPromoCode(tx, brandId, id, true, user);
    if (f.usage_limit !== null && f.usage_limit < before.used)
      throw new HttpError(422, 'validation_failed', 'The usage limit is below the uses so far', [
        { field: 'usage_limit', code: 'number_min', min: before.used },
      ]);
    await tx.query(
      `UPDATE promo_codes SET name = $2, display_name = $3, usage_limit = $4, access_method = $5, status = $6,
         -- a code made public belongs to no partner
         partner_id = CASE WHEN $5 = 'public' THEN NULL ELSE partner_id END, updated_at = now()
       WHERE id = $1`,
      [id, f.name.trim(), f.display_name.trim(), f.usage_limit, f.access_method, f.status],
    );
    const after = (await loadPromoCode(tx, brandId, id))!;
    await record(tx, {
      action: 'discounts.promoCodes.update',
      objectType: 'promo_code',
      objectId: id,
      changes: diff(before, after, FIELDS),
    });
    await emitPromoCode(tx, brandId, after, 'update');
    return after;
  });
}
