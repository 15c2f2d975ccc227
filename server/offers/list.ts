import type { z } from 'zod';
import type { listFiltersSchema, listQuerySchema } from '../../src/domain/offers/contract.ts';
import type { OfferRow } from '../../src/domain/offers/schema.ts';
import { parseDate, formatDate } from '../../src/domain/validation/dates.ts';
import type { Queryable } from '../db/pool.ts';
import { likeContains } from '../db/like.ts';
import { rowColumns } from './queries.ts';
import { partnerScope, placeholders, type ScopedUser } from '../auth/partner-scope.ts';
import { OFFER_STATUS } from '../../src/domain/offers/enums.ts';

export type ListQuery = Omit<z.output<typeof listQuerySchema>, 'page' | 'limit'> & { page?: number; limit?: number };
export type ListFilters = z.output<typeof listFiltersSchema>;

const SORT_COLUMNS = {
  id: 'o.id',
  name: 'lower(o.name)',
  status: 'o.status',
  created_at: 'o.created_at',
  payout: 'o.default_payout',
} as const;

/** MM/dd/yyyy → yyyy-mm-dd for a SQL date parameter. */
function isoDay(text: string): string | null {
  const day = parseDate(text);
  if (day === null) return null;
  const [m, d, y] = formatDate(day).split('/');
  return `${y}-${m}-${d}`;
}

/**
 * WHERE and ORDER BY of the offer list and its export. Every filter is a parameter; the default
 * order is status ascending then id descending (spec 2 §9), and every other sort breaks ties by id
 * descending so pages never overlap. Status 0 means every status but deleted.
 */
export function listSql(brandId: number, query: ListQuery, filters: ListFilters): { where: string; order: string; values: unknown[] } {
  const values: unknown[] = [brandId];
  const p = (v: unknown) => `$${values.push(v)}`;
  const cond = ['o.brand_id = $1'];
  if (filters.ids?.length) cond.push(`o.id = ANY(${p(filters.ids)}::bigint[])`);
  else cond.push(query.status === 0 ? `o.status <> ${OFFER_STATUS.deleted}` : `o.status = ${p(query.status)}`);
  const search = query.search_value?.trim();
  if (search) {
    const like = likeContains(search);
    cond.push(/^\d{1,15}$/.test(search) ? `(o.name ILIKE ${p(like)} OR o.id = ${p(Number(search))})` : `o.name ILIKE ${p(like)}`);
  }
  if (filters.payout_model_ids?.length) cond.push(`o.payout_model_id = ANY(${p(filters.payout_model_ids)}::bigint[])`);
  if (filters.vertical_ids?.length) cond.push(`o.vertical_id = ANY(${p(filters.vertical_ids)}::bigint[])`);
  if (filters.offer_group_ids?.length) cond.push(`o.offer_group_id = ANY(${p(filters.offer_group_ids)}::bigint[])`);
  if (filters.tags?.length) {
    cond.push(`EXISTS (SELECT 1 FROM offer_tags ot JOIN tags t ON t.id = ot.tag_id
      WHERE ot.offer_id = o.id AND lower(t.name) = ANY(${p(filters.tags.map((t) => t.trim().toLowerCase()))}::text[]))`);
  }
  const from = filters.created_from ? isoDay(filters.created_from) : null;
  const to = filters.created_to ? isoDay(filters.created_to) : null;
  if (from) cond.push(`o.created_at >= (${p(from)}::date)::timestamp AT TIME ZONE 'UTC'`);
  if (to) cond.push(`o.created_at < ((${p(to)}::date + 1)::timestamp AT TIME ZONE 'UTC')`);
  const dir = query.sort === 'asc' ? 'ASC' : 'DESC';
  const order = query.sort_by ? `${SORT_COLUMNS[query.sort_by]} ${dir}, o.id DESC` : 'o.status ASC, o.id DESC';
  return { where: cond.join(' AND '), order, values };
}

/** The list's row columns and their parameters: the filters' values, then the caller's partner scope. */
export function rowSelect(user: ScopedUser, values: readonly unknown[]): { columns: string; values: unknown[] } {
  const all = [...values];
  const p = placeholders(all);
  return { columns: rowColumns((column) => partnerScope(user, column, p)), values: all };
}

export async function listOffers(
  db: Queryable,
  user: ScopedUser,
  query: ListQuery & { page: number; limit: number },
  filters: ListFilters,
) {
  const { where, order, values } = listSql(user.brandId, query, filters);
  const count = await db.query<{ n: string }>(`SELECT count(*)::text AS n FROM offers o WHERE ${where}`, values);
  const total = Number(count.rows[0]!.n);
  const row = rowSelect(user, values);
  const { rows } = await db.query<OfferRow>(
    `SELECT ${row.columns} FROM offers o WHERE ${where} ORDER BY ${order} LIMIT ${query.limit} OFFSET ${(query.page - 1) * query.limit}`,
    row.values,
  );
  return {
    items: rows,
    paging: { current_page: query.page, limit: query.limit, total_row: total, total_page: Math.ceil(total / query.limit) },
  };
}
