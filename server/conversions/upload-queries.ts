import type { Principal } from '../../src/domain/permissions.ts';
import type { ConversionUpload, ConversionUploadDetail, HistoryQuery, RowError } from '../../src/domain/reports/upload-contract.ts';
import { MAX_LISTED_ERRORS } from '../../src/domain/reports/upload-contract.ts';
import type { Db, Queryable } from '../db/pool.ts';
import { likeContains } from '../db/like.ts';
import { Params } from '../reports/sql.ts';

/** Reads of the conversion uploads: one upload, its errors, the history page. */
const SELECT = `SELECT u.id, u.file_name, u.status, u.total_rows, u.valid_rows, u.unchanged_rows, u.error_rows,
                       NULLIF(trim(concat_ws(' ', b.first_name, b.last_name)), '') AS created_by,
                       u.created_at, u.updated_at, u.applied_at
                  FROM conversion_uploads u LEFT JOIN brand_users b ON b.id = u.created_by`;

interface Raw extends Omit<ConversionUpload, 'created_at' | 'updated_at' | 'applied_at'> {
  created_at: Date;
  updated_at: Date;
  applied_at: Date | null;
}
const toUpload = (r: Raw): ConversionUpload => ({
  ...r,
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
  applied_at: r.applied_at?.toISOString() ?? null,
});

export async function readUploadRow(db: Queryable, brandId: number, id: number): Promise<ConversionUpload | null> {
  const { rows } = await db.query<Raw>(`${SELECT} WHERE u.id = $1 AND u.brand_id = $2`, [id, brandId]);
  return rows[0] ? toUpload(rows[0]) : null;
}

/**
 * Who sees which uploads: users who see every partner see the brand's; an employee limited to
 * assigned partners sees only their own, since the row errors name conversions of any partner.
 */
function visible(user: Principal, p: Params['p']): string {
  return user.isAllPartner ? `u.brand_id = ${p(user.brandId)}` : `u.brand_id = ${p(user.brandId)} AND u.created_by = ${p(user.userId)}`;
}

export async function uploadWithErrors(
  db: Db,
  user: Principal,
  id: number,
  limit: number | null = MAX_LISTED_ERRORS,
): Promise<ConversionUploadDetail | null> {
  const params = new Params();
  const { p } = params;
  const { rows } = await db.query<Raw & { errors: RowError[]; error_count: number }>(
    `SELECT s.*, CASE WHEN ${p(limit)}::int IS NULL THEN x.errors ELSE COALESCE((SELECT jsonb_agg(e) FROM (SELECT e FROM jsonb_array_elements(x.errors) e LIMIT ${p(limit)}::int) l), '[]') END AS errors,
            jsonb_array_length(x.errors) AS error_count
       FROM (${SELECT} WHERE u.id = ${p(id)} AND ${visible(user, p)}) s JOIN conversion_uploads x ON x.id = s.id`,
    params.values,
  );
  const r = rows[0];
  if (!r) return null;
  const { errors, error_count, ...upload } = r;
  return { ...toUpload(upload), errors, errors_truncated: error_count > errors.length };
}

export async function history(db: Db, user: Principal, q: HistoryQuery) {
  const params = new Params();
  const { p } = params;
  const where = [visible(user, p)];
  if (q.status !== 'all') where.push(`u.status = ${p(q.status)}`);
  const search = q.search?.trim();
  if (search) where.push(/^\d{1,15}$/.test(search) ? `u.id = ${p(Number(search))}` : `u.file_name ILIKE ${p(likeContains(search))}`);
  const filter = where.join(' AND ');
  const order = `u.${q.sortBy} ${q.sort}, u.id ${q.sort}`;
  const [page, count] = await Promise.all([
    db.query<Raw>(`${SELECT} WHERE ${filter} ORDER BY ${order} LIMIT ${p(q.limit)} OFFSET ${p((q.page - 1) * q.limit)}`, params.values),
    db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM conversion_uploads u WHERE ${filter}`,
      params.values.slice(0, params.values.length - 2),
    ),
  ]);
  const total = count.rows[0]!.n;
  return {
    items: page.rows.map(toUpload),
    paging: { current_page: q.page, limit: q.limit, total_row: total, total_page: Math.ceil(total / q.limit) },
  };
}
