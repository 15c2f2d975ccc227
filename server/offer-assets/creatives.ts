import type { z } from 'zod';
import { fileFitsType, type Creative, type creativeBody, type CreativeType } from '../../src/domain/offer-assets/creatives.ts';
import { ASSET_CODES } from '../../src/domain/offer-assets/shared.ts';
import { diff, record } from '../audit/record.ts';
import { withTransaction, type Db, type Queryable } from '../db/pool.ts';
import { invalid, iso, notFound, paging, requireOffer } from './common.ts';
import { likeContains } from '../db/like.ts';

/** Creatives (src/domain/offer-assets/creatives.ts). Offers list theirs in offers.creative_ids. */
type Body = z.output<typeof creativeBody>;
interface Row {
  id: number;
  name: string;
  type: CreativeType;
  file_id: number | null;
  file_name: string | null;
  url: string | null;
  code: string | null;
  width: number | null;
  height: number | null;
  offer_count: number;
  created_at: Date;
  updated_at: Date;
}
const SELECT = `SELECT c.id, c.name, c.type, c.file_id, f.original_name AS file_name, c.url, c.code, c.width, c.height,
  (SELECT count(*)::int FROM offers o WHERE o.brand_id = c.brand_id AND c.id = ANY(o.creative_ids)) AS offer_count,
  c.created_at, c.updated_at
  FROM creatives c LEFT JOIN files f ON f.id = c.file_id`;
const out = (r: Row): Creative => ({ ...r, created_at: iso(r.created_at), updated_at: iso(r.updated_at) });

export async function listCreatives(db: Db, brandId: number, q: { page: number; limit: number; search?: string; type?: CreativeType }) {
  const args: unknown[] = [brandId];
  let where = 'c.brand_id = $1';
  if (q.search) {
    args.push(likeContains(q.search));
    where += ` AND c.name ILIKE $${args.length}`;
  }
  if (q.type) {
    args.push(q.type);
    where += ` AND c.type = $${args.length}`;
  }
  const total = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM creatives c WHERE ${where}`, args);
  const { rows } = await db.query<Row>(
    `${SELECT} WHERE ${where} ORDER BY c.id DESC LIMIT ${q.limit} OFFSET ${(q.page - 1) * q.limit}`,
    args,
  );
  // rows leave the code out: an HTML creative can be 100 kB
  return { items: rows.map((r) => out({ ...r, code: null })), paging: paging(q.page, q.limit, total.rows[0]!.n) };
}

export async function offerCreatives(db: Db, brandId: number, offerId: number): Promise<Creative[]> {
  await requireOffer(db, brandId, offerId);
  const { rows } = await db.query<Row>(
    `${SELECT} JOIN offers o ON o.id = $2 AND o.brand_id = $1 WHERE c.brand_id = $1 AND c.id = ANY(o.creative_ids)
     ORDER BY array_position(o.creative_ids, c.id)`,
    [brandId, offerId],
  );
  return rows.map(out);
}

/** What the audit log keeps of a creative (decision 036): what it shows, not its counts or times. */
const AUDITED = ['name', 'type', 'file_id', 'file_name', 'url', 'code', 'width', 'height'] as const;

async function loadRow(q: Queryable, brandId: number, id: number, lock = false): Promise<Row> {
  const { rows } = await q.query<Row>(`${SELECT} WHERE c.id = $1 AND c.brand_id = $2${lock ? ' FOR UPDATE OF c' : ''}`, [id, brandId]);
  if (!rows[0]) throw notFound('Creative');
  return rows[0];
}

export async function getCreative(db: Queryable, brandId: number, id: number): Promise<Creative> {
  return out(await loadRow(db, brandId, id));
}

/** The file must be the brand's, uploaded for creatives, with an extension this type takes. */
async function checkFile(db: Db, brandId: number, body: Body): Promise<{ width: number | null; height: number | null }> {
  if (body.file_id === null) return { width: null, height: null };
  const { rows } = await db.query<{ original_name: string; use: string; width: number | null; height: number | null }>(
    'SELECT original_name, use, width, height FROM files WHERE id = $1 AND brand_id = $2',
    [body.file_id, brandId],
  );
  const f = rows[0];
  if (!f || f.use !== 'creative') throw invalid('file_id', ASSET_CODES.creativeSource);
  if (!fileFitsType(body.type, f.original_name)) throw invalid('file_id', ASSET_CODES.creativeFileType);
  return { width: f.width, height: f.height };
}

function values(body: Body, dims: { width: number | null; height: number | null }) {
  // an image's own size is the default; a typed size wins
  return [
    body.name.trim(),
    body.type,
    body.file_id,
    body.url?.trim() || null,
    body.code || null,
    body.width ?? dims.width,
    body.height ?? dims.height,
  ];
}

export async function createCreative(db: Db, brandId: number, body: Body): Promise<Creative> {
  const dims = await checkFile(db, brandId, body);
  return withTransaction(db, async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      'INSERT INTO creatives (brand_id, name, type, file_id, url, code, width, height) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id',
      [brandId, ...values(body, dims)],
    );
    const created = await loadRow(tx, brandId, rows[0]!.id);
    await record(tx, { action: 'creatives.create', objectType: 'creative', objectId: created.id, changes: diff(null, created, AUDITED) });
    return out(created);
  });
}

export async function updateCreative(db: Db, brandId: number, id: number, body: Body): Promise<Creative> {
  const dims = await checkFile(db, brandId, body);
  return withTransaction(db, async (tx) => {
    const before = await loadRow(tx, brandId, id, true);
    await tx.query(
      `UPDATE creatives SET name = $3, type = $4, file_id = $5, url = $6, code = $7, width = $8, height = $9, updated_at = now()
        WHERE id = $1 AND brand_id = $2`,
      [id, brandId, ...values(body, dims)],
    );
    const after = await loadRow(tx, brandId, id);
    await record(tx, { action: 'creatives.update', objectType: 'creative', objectId: id, changes: diff(before, after, AUDITED) });
    return out(after);
  });
}

export async function deleteCreative(db: Db, brandId: number, id: number): Promise<void> {
  await withTransaction(db, async (tx) => {
    const before = await loadRow(tx, brandId, id, true);
    await tx.query('DELETE FROM creatives WHERE id = $1 AND brand_id = $2', [id, brandId]);
    // offers keep no dangling id
    await tx.query(
      'UPDATE offers SET creative_ids = array_remove(creative_ids, $2::bigint) WHERE brand_id = $1 AND $2 = ANY(creative_ids)',
      [brandId, id],
    );
    await record(tx, { action: 'creatives.delete', objectType: 'creative', objectId: id, changes: diff(before, null, AUDITED) });
  });
}
