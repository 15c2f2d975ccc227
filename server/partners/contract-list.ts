import type { z } from 'zod';
import { CONTRACT_BUDGET_TYPE_ID, CONTRACT_FREQUENCY_ID } from '../../src/domain/partners/enums.ts';
import type { BudgetUsage, ContractRow, contractListQuerySchema } from '../../src/domain/partners/contracts.ts';
import type { Principal } from '../../src/domain/permissions.ts';
import { assignedPartnerIdsOf, seesAllPartners } from '../auth/partner-scope.ts';
import type { Queryable } from '../db/pool.ts';
import { likeContains } from '../db/like.ts';
import { periodStart } from '../tracking/rules/time.ts';
import { COLUMNS, type Contract } from './contracts.ts';

type Query = z.output<typeof contractListQuerySchema>;

/**
 * The brand's partner contracts, newest first (decision 074). A `search` of digits is the exact
 * contract id or the id of the application / invitation the contract answered (what notifications
 * carry); other text is part of the partner's or the offer's name. Partner scope: an employee without the all-partner flag sees
 * the contracts of partners assigned to them only (decision 053).
 */
export async function listBrandContracts(db: Queryable, user: Principal, query: Query) {
  const search = (query.search ?? '').trim();
  const byId = /^\d{1,15}$/.test(search) ? search : null;
  // digits are an id (names hold digits too: "Partner 9" must not answer a search for contract 9)
  const where = `c.brand_id = $1
    AND ($2 = '' OR ($3 <> '' AND (c.id::text = $3
      OR c.id IN (SELECT a.contract_id FROM partner_applications a WHERE a.brand_id = $1 AND a.id::text = $3)))
      OR ($3 = '' AND (p.display_name ILIKE $4 OR o.name ILIKE $4)))
    AND ($5::text IS NULL OR c.status = $5)
    AND ($6::bigint IS NULL OR c.offer_id = $6)
    AND ($7::bigint IS NULL OR c.partner_id = $7)
    AND ($8::bigint IS NULL OR c.partner_id IN (${assignedPartnerIdsOf('$1', '$8')}))`;
  const params = [
    user.brandId,
    search,
    byId ?? '',
    likeContains(search),
    query.status ?? null,
    query.offer_id ?? null,
    query.partner_id ?? null,
    seesAllPartners(user) ? null : user.userId,
  ];
  const from = `FROM (SELECT ${COLUMNS} FROM partner_contracts) c JOIN offers o ON o.id = c.offer_id JOIN partners p ON p.id = c.partner_id`;
  const { rows } = await db.query<Contract & Omit<ContractRow, keyof Contract>>(
    `SELECT c.*, o.name AS offer_name, p.display_name AS partner_name,
       (SELECT max(a.id) FROM partner_applications a WHERE a.contract_id = c.id)::int AS application_id
     ${from} WHERE ${where} ORDER BY c.id DESC LIMIT $9 OFFSET $10`,
    [...params, query.limit, (query.page - 1) * query.limit],
  );
  const count = await db.query<{ n: number }>(`SELECT count(*)::int AS n ${from} WHERE ${where}`, params);
  const total = count.rows[0]!.n;
  return {
    items: rows.map(({ brand_id: _b, ...c }) => c),
    paging: { current_page: query.page, limit: query.limit, total_row: total, total_page: Math.ceil(total / query.limit) },
  };
}

/**
 * Each budget of the contract with what the tracking engine counted against it in the period `now`
 * falls in (budget_usage, scope 'contract'; the period in the offer's time zone, as the engine keys it).
 * A period nothing was counted in yet has used 0.
 */
export async function contractUsage(db: Queryable, c: Contract, now = new Date()): Promise<BudgetUsage[]> {
  if (c.budgets.length === 0) return [];
  const { rows: offer } = await db.query<{ time_zone: string }>('SELECT time_zone FROM offers WHERE id = $1', [c.offer_id]);
  const timeZone = offer[0]?.time_zone ?? 'UTC';
  const keyed = c.budgets.map((b) => {
    const type = CONTRACT_BUDGET_TYPE_ID[b.budget_type];
    const frequency = CONTRACT_FREQUENCY_ID[b.frequency];
    return { b, type, frequency, period: periodStart(frequency, now, timeZone) };
  });
  const { rows } = await db.query<{ budget_type: number; frequency: number; period_start: string; used: string }>(
    `SELECT budget_type, frequency, to_char(period_start, 'YYYY-MM-DD') AS period_start, used::text AS used FROM budget_usage
      WHERE scope = 'contract' AND scope_id = $1 AND (budget_type, frequency, period_start) IN
        (SELECT * FROM unnest($2::smallint[], $3::smallint[], $4::date[]))`,
    [c.id, keyed.map((k) => k.type), keyed.map((k) => k.frequency), keyed.map((k) => k.period)],
  );
  return keyed.map(({ b, type, frequency, period }) => ({
    ...b,
    used: trimZeros(rows.find((r) => r.budget_type === type && r.frequency === frequency && r.period_start === period)?.used ?? '0'),
    period_start: period,
  }));
}

/** numeric(20,4) → the shortest decimal ("3.0000" → "3", "2.5000" → "2.5"). */
const trimZeros = (s: string): string => (s.includes('.') ? s.replace(/\.?0+$/, '') : s);
