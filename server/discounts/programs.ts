import type { ProgramDto, ProgramListQuery, ProgramRow } from '../../src/domain/discounts/contract.ts';
import type { ProgramStatus } from '../../src/domain/discounts/enums.ts';
import {
  programCreateSchema,
  programUpdateSchema,
  type ProgramCreateInput,
  type ProgramUpdateInput,
} from '../../src/domain/discounts/schema.ts';
import { OFFER_STATUS } from '../../src/domain/offers/enums.ts';
import { WEBHOOK_EVENT } from '../../src/domain/webhooks/events.ts';
import { diff, record } from '../audit/record.ts';
import { likeContains } from '../db/like.ts';
import { inTransaction, type Queryable, type Tx } from '../db/pool.ts';
import { emitWebhookEvent } from '../webhooks/emit.ts';
import { parseOr422, refuse } from './errors.ts';

/**
 * Discount programs (spec 2 §3–§4; docs/decisions/082-discount-programs.md): a program runs on one
 * of the brand's offers from start to end; it is inactive until activated, and activation after its
 * end is refused. Every write appends its audit row and the `discount_program.changed` webhook event
 * in its transaction. Progress is the share of the period gone by; usage the conversions its codes
 * carried (promo_codes.used); clicks those of its offer in its period (the hourly rollup).
 */
const iso = (c: string) => `to_char(${c} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const ROW = `p.id::int, p.name, jsonb_build_object('id', o.id, 'name', o.name) AS offer, p.discount_type, p.discount_value::text AS discount_value,
  p.code_format, p.status, ${iso('p.start_at')} AS start_at, ${iso('p.end_at')} AS end_at,
  LEAST(100, GREATEST(0, floor(100 * extract(epoch FROM now() - p.start_at) / extract(epoch FROM p.end_at - p.start_at))))::int AS progress,
  (SELECT COALESCE(sum(used), 0)::int FROM promo_codes c WHERE c.program_id = p.id) AS usage,
  (SELECT COALESCE(sum(r.clicks), 0)::int FROM rollup_hourly r
    WHERE r.brand_id = p.brand_id AND r.offer_id = p.offer_id AND r.hour >= date_trunc('hour', p.start_at) AND r.hour < LEAST(p.end_at, now())) AS clicks,
  (SELECT count(*)::int FROM promo_codes c WHERE c.program_id = p.id) AS promo_codes`;
const FROM = 'discount_programs p JOIN offers o ON o.id = p.offer_id';

/** What the audit log keeps of a program (decision 036). */
const FIELDS = ['name', 'offer', 'discount_type', 'discount_value', 'code_format', 'start_at', 'end_at', 'items'] as const;

type Query = ProgramListQuery & { page: number; limit: number };
export async function listPrograms(db: Queryable, brandId: number, q: Query) {
  const values: unknown[] = [brandId];
  const where = ['p.brand_id = $1'];
  const search = q.search?.trim();
  if (search) {
    if (/^\d{1,15}$/.test(search)) {
      values.push(Number(search));
      where.push(`p.id = $${values.length}`);
    } else {
      values.push(likeContains(search));
      where.push(`p.name ILIKE $${values.length}`);
    }
  }
  if (q.status) {
    values.push(q.status);
    where.push(`p.status = $${values.length}`);
  }
  const { rows } = await db.query<ProgramRow & { total: number }>(
    `SELECT ${ROW}, count(*) OVER ()::int AS total FROM ${FROM} WHERE ${where.join(' AND ')}
      ORDER BY p.id DESC LIMIT ${Number(q.limit)} OFFSET ${(q.page - 1) * q.limit}`,
    values,
  );
  let total = rows[0]?.total ?? 0;
  if (!rows.length && q.page > 1)
    total = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${FROM} WHERE ${where.join(' AND ')}`, values)).rows[0]!.n;
  return {
    items: rows.map(({ total: _t, ...row }) => row),
    paging: { current_page: q.page, limit: q.limit, total_row: total, total_page: Math.ceil(total / q.limit) },
  };
}

export async function loadProgram(db: Queryable, brandId: number, id: number, lock = false): Promise<ProgramDto | null> {
  if (lock) await db.query('SELECT 1 FROM discount_programs WHERE id = $1 AND brand_id = $2 FOR UPDATE', [id, brandId]);
  const { rows } = await db.query<ProgramDto>(
    `SELECT ${ROW},
       (SELECT COALESCE(jsonb_agg(jsonb_build_object('sku', i.sku, 'category_id', i.category_id, 'original_price', i.original_price::text,
          'sale_price', i.sale_price::text) ORDER BY i.position), '[]'::jsonb) FROM discount_program_items i WHERE i.program_id = p.id) AS items,
       ${iso('p.created_at')} AS created_at, ${iso('p.updated_at')} AS updated_at
     FROM ${FROM} WHERE p.id = $1 AND p.brand_id = $2`,
    [id, brandId],
  );
  return rows[0] ?? null;
}

export async function mustLoadProgram(db: Queryable, brandId: number, id: number, lock = false): Promise<ProgramDto> {
  const p = await loadProgram(db, brandId, id, lock);
  if (!p) throw refuse('program_not_found');
  return p;
}

type Fields = ReturnType<typeof programUpdateSchema.parse>;
async function writeItems(tx: Queryable, programId: number, items: Fields['items']): Promise<void> {
  await tx.query('DELETE FROM discount_program_items WHERE program_id = $1', [programId]);
  if (!items.length) return;
  await tx.query(
    `INSERT INTO discount_program_items (program_id, position, sku, category_id, original_price, sale_price)
     SELECT $1, x.ord - 1, x.sku, x.category_id, x.original_price, x.sale_price
       FROM unnest($2::text[], $3::int[], $4::numeric[], $5::numeric[]) WITH ORDINALITY x(sku, category_id, original_price, sale_price, ord)`,
    [
      programId,
      items.map((i) => i.sku),
      items.map((i) => i.category_id),
      items.map((i) => i.original_price),
      items.map((i) => i.sale_price),
    ],
  );
}

export async function emitProgram(tx: Tx, brandId: number, p: Pick<ProgramDto, 'id' | 'status'>, action: string): Promise<void> {
  await emitWebhookEvent(tx, brandId, WEBHOOK_EVENT.discountProgramChanged, { program_id: p.id, status: p.status, action });
}

export async function createProgram(db: Queryable, brandId: number, input: ProgramCreateInput): Promise<ProgramDto> {
  const f = parseOr422(programCreateSchema, input);
  return inTransaction(db, async (tx) => {
    const offer = await tx.query('SELECT 1 FROM offers WHERE id = $1 AND brand_id = $2 AND status <> $3', [
      f.offer_id,
      brandId,
      OFFER_STATUS.deleted,
    ]);
    if (!offer.rowCount) throw refuse('offer_not_found', [{ field: 'offer_id', code: 'not_valid' }]);
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO discount_programs (brand_id, offer_id, name, discount_type, discount_value, code_format, start_at, end_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [brandId, f.offer_id, f.name.trim(), f.discount_type, f.discount_value, f.code_format, f.start_at, f.end_at],
    );
    await writeItems(tx, rows[0]!.id, f.items);
    await tx.query('UPDATE brands SET is_exists_discount_program = true WHERE id = $1 AND is_exists_discount_program IS NOT TRUE', [
      brandId,
    ]);
    const created = (await loadProgram(tx, brandId, rows[0]!.id))!;
    await record(tx, {
      action: 'discounts.programs.create',
      objectType: 'discount_program',
      objectId: created.id,
      changes: diff(null, created, ['status', ...FIELDS]),
    });
    await emitProgram(tx, brandId, created, 'create');
    return created;
  });
}

export async function updateProgram(db: Queryable, brandId: number, id: number, input: ProgramUpdateInput): Promise<ProgramDto> {
  const f = parseOr422(programUpdateSchema, input);
  return inTransaction(db, async (tx) => {
    const before = await mustLoadProgram(tx, brandId, id, true);
    await tx.query(
      `UPDATE discount_programs SET name = $2, discount_type = $3, discount_value = $4, code_format = $5, start_at = $6, end_at = $7,
         -- a program whose new end has passed cannot stay active
         status = CASE WHEN $7::timestamptz <= now() THEN 'inactive' ELSE status END, updated_at = now()
       WHERE id = $1`,
      [id, f.name.trim(), f.discount_type, f.discount_value, f.code_format, f.start_at, f.end_at],
    );
    await writeItems(tx, id, f.items);
    const after = (await loadProgram(tx, brandId, id))!;
    await record(tx, {
      action: 'discounts.programs.update',
      objectType: 'discount_program',
      objectId: id,
      changes: diff(before, after, ['status', ...FIELDS]),
    });
    await emitProgram(tx, brandId, after, 'update');
    return after;
  });
}

/** Activate or deactivate; activation after the end is refused (spec 2 §4). Asking for the status it has changes nothing. */
export async function setProgramStatus(
  db: Queryable,
  brandId: number,
  id: number,
  status: ProgramStatus,
  now = new Date(),
): Promise<ProgramDto> {
  return inTransaction(db, async (tx) => {
    const before = await mustLoadProgram(tx, brandId, id, true);
    if (status === 'active' && new Date(before.end_at) <= now) throw refuse('program_ended', [{ field: 'status', code: 'program_ended' }]);
    if (before.status === status) return before;
    await tx.query('UPDATE discount_programs SET status = $2, updated_at = now() WHERE id = $1', [id, status]);
    const after = (await loadProgram(tx, brandId, id))!;
    await record(tx, {
      action: status === 'active' ? 'discounts.programs.activate' : 'discounts.programs.deactivate',
      objectType: 'discount_program',
      objectId: id,
      changes: diff(before, after, ['status']),
    });
    await emitProgram(tx, brandId, after, status === 'active' ? 'activate' : 'deactivate');
    return after;
  });
}
