import type { TicketListQuery, TicketRow } from '../../src/domain/tickets/contract.ts';
import { likeContains } from '../db/like.ts';
import type { Queryable } from '../db/pool.ts';
import { FROM, ROW } from './service.ts';

type Query = TicketListQuery & { page: number; limit: number };

/** The brand's tickets, newest first: search by exact id or part of the title, filter by status and category. */
export async function listTickets(db: Queryable, brandId: number, q: Query) {
  const values: unknown[] = [brandId];
  const where = ['t.brand_id = $1'];
  const search = q.search?.trim();
  if (search) {
    if (/^\d{1,15}$/.test(search)) {
      values.push(Number(search));
      where.push(`t.id = $${values.length}`);
    } else {
      values.push(likeContains(search));
      where.push(`t.title ILIKE $${values.length}`);
    }
  }
  if (q.status) {
    values.push(q.status);
    where.push(`t.status = $${values.length}`);
  }
  if (q.category) {
    values.push(q.category);
    where.push(`t.category = $${values.length}`);
  }
  const { rows } = await db.query<TicketRow & { total: number }>(
    `SELECT ${ROW}, count(*) OVER ()::int AS total FROM ${FROM} WHERE ${where.join(' AND ')}
      ORDER BY t.id DESC LIMIT ${Number(q.limit)} OFFSET ${(q.page - 1) * q.limit}`,
    values,
  );
  let total = rows[0]?.total ?? 0;
  if (!rows.length && q.page > 1)
    total = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM tickets t WHERE ${where.join(' AND ')}`, values)).rows[0]!.n;
  return {
    items: rows.map(({ total: _t, ...row }) => row),
    paging: { current_page: q.page, limit: q.limit, total_row: total, total_page: Math.ceil(total / q.limit) },
  };
}
