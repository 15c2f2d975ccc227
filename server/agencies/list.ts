import type { AgencyContractListQuery, AgencyContractRow } from '../../src/domain/agencies/contract.ts';
import type { Queryable } from '../db/pool.ts';
import { likeContains } from '../db/like.ts';

type Query = AgencyContractListQuery & { page: number; limit: number };

/**
 * The brand's agency contracts, newest first (spec 3 §2: "search by contract id or agency id"). A
 * search of digits matches either id exactly; other text, the agency's name or email.
 */
export async function listAgencyContracts(db: Queryable, brandId: number, q: Query) {
  const values: unknown[] = [brandId];
  const where = ['c.brand_id = $1'];
  const search = q.search?.trim();
  if (search) {
    if (/^\d{1,15}$/.test(search)) {
      values.push(Number(search));
      where.push(`(c.id = $${values.length} OR c.agency_id = $${values.length})`);
    } else {
      values.push(likeContains(search));
      where.push(`(a.name ILIKE $${values.length} OR a.email ILIKE $${values.length})`);
    }
  }
  if (q.status) {
    values.push(q.status);
    where.push(`c.status = $${values.length}`);
  }
  const from = `agency_contracts c JOIN agencies a ON a.id = c.agency_id WHERE ${where.join(' AND ')}`;
  const iso = (c: string) => `to_char(c.${c} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS ${c}`;
  const { rows } = await db.query<AgencyContractRow & { total: number }>(
    `SELECT c.id, c.status, c.fee_type, c.retainer_fee::text AS retainer_fee, c.performance_fee_percent::text AS performance_fee_percent,
            ${iso('start_at')}, ${iso('end_at')},
            jsonb_build_object('id', a.id, 'name', a.name, 'email', a.email, 'phone', a.phone,
              'phone_prefix', COALESCE(substring(a.phone from '^\\+[0-9]{1,4}'), ''), 'avatar', a.avatar_file_id) AS agency,
            count(*) OVER ()::int AS total
       FROM ${from} ORDER BY c.id DESC LIMIT ${Number(q.limit)} OFFSET ${(q.page - 1) * q.limit}`,
    values,
  );
  let total = rows[0]?.total ?? 0;
  if (!rows.length && q.page > 1) total = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${from}`, values)).rows[0]!.n;
  return {
    items: rows.map(({ total: _t, ...row }) => row),
    paging: { current_page: q.page, limit: q.limit, total_row: total, total_page: Math.ceil(total / q.limit) },
  };
}
