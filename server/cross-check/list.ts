import type { CrossCheckRow, DetailQuery, PeriodRow } from '../../src/domain/cross-check/contract.ts';
import { CROSS_CHECK_STATUSES } from '../../src/domain/cross-check/enums.ts';
import type { CrossCheckFigures } from '../../src/domain/cross-check/figures.ts';
import { round, sum, type Currency } from '../../src/domain/money/decimal.ts';
import { partnerScope } from '../auth/partner-scope.ts';
import type { Queryable } from '../db/pool.ts';
import { Params } from '../reports/sql.ts';
import type { Actor } from './service.ts';
import { figuresOf, loadRecords, toRow } from './records.ts';

const MONEY = ['estimated_commission', 'approved_commission', 'actual_cost', 'bonus', 'arrears', 'subtotal', 'vat', 'total'] as const;
const COUNTS = ['pending_count', 'approved_count', 'rejected_count'] as const;

/** The sum of records' figures, line by line: each line of the rounded records, so a period's lines add up too. */
export function sumFigures(rows: readonly CrossCheckFigures[], currency: Currency): CrossCheckFigures {
  const out = {} as Record<string, unknown>;
  for (const k of COUNTS) out[k] = rows.reduce((n, r) => n + r[k], 0);
  for (const k of MONEY) out[k] = round(sum(rows.map((r) => r[k])), currency);
  return out as unknown as CrossCheckFigures;
}

async function brandCurrency(q: Queryable, brandId: number): Promise<Currency> {
  const { rows } = await q.query<{ currency: Currency }>('SELECT currency FROM brands WHERE id = $1', [brandId]);
  return rows[0]!.currency;
}

/**
 * The overview: the brand's periods newest first, a page of them; each period's records (of the
 * actor's partner scope) summed. Locked periods answer their frozen figures, so a year of locked
 * periods reads no conversion at all (the benchmark's case).
 */
export async function overview(q: Queryable, user: Actor, page: number, limit: number) {
  const params = new Params();
  const { p } = params;
  const scope = `x.brand_id = ${p(user.brandId)} AND ${partnerScope(user, 'x.partner_id', p)}`;
  const { rows: periods } = await q.query<{ period_start: string; period_end: string; total: number }>(
    `SELECT to_char(x.period_start, 'YYYY-MM-DD') AS period_start, to_char(x.period_end, 'YYYY-MM-DD') AS period_end, count(*) OVER ()::int AS total
       FROM cross_checks x WHERE ${scope}
      GROUP BY x.period_start, x.period_end ORDER BY x.period_start DESC, x.period_end DESC
      LIMIT ${p(limit)} OFFSET ${p((page - 1) * limit)}`,
    params.values,
  );
  const total = periods[0]?.total ?? 0;
  const currency = await brandCurrency(q, user.brandId);
  const items: PeriodRow[] = [];
  if (periods.length > 0) {
    const starts = periods.map((x) => x.period_start);
    const ends = periods.map((x) => x.period_end);
    // locked records: their frozen (already rounded) figures summed by PostgreSQL, and every record's status counted
    const lp = new Params();
    const inPage = `x.brand_id = ${lp.p(user.brandId)} AND ${partnerScope(user, 'x.partner_id', lp.p)}
       AND (x.period_start, x.period_end) IN (SELECT * FROM unnest(${lp.p(starts)}::date[], ${lp.p(ends)}::date[]))`;
    const locked = `FILTER (WHERE x.status = 'locked')`;
    const { rows: sums } = await q.query<Record<string, string | number>>(
      `SELECT to_char(x.period_start, 'YYYY-MM-DD') AS period_start, to_char(x.period_end, 'YYYY-MM-DD') AS period_end, count(*)::int AS records,
              ${CROSS_CHECK_STATUSES.map((st) => `count(*) FILTER (WHERE x.status = '${st}')::int AS "n_${st}"`).join(', ')},
              ${COUNTS.map((k) => `COALESCE(sum(x.${k}) ${locked}, 0)::int AS ${k}`).join(', ')},
              ${MONEY.map((k) => `COALESCE(sum(x.${k}) ${locked}, 0)::text AS ${k}`).join(', ')}
         FROM cross_checks x WHERE ${inPage} GROUP BY x.period_start, x.period_end`,
      lp.values,
    );
    // open records: summed from their conversions (normally the last period or two)
    const op = new Params();
    const open = await loadRecords(
      q,
      `x.status <> 'locked' AND x.brand_id = ${op.p(user.brandId)} AND ${partnerScope(user, 'x.partner_id', op.p)}
       AND (x.period_start, x.period_end) IN (SELECT * FROM unnest(${op.p(starts)}::date[], ${op.p(ends)}::date[]))`,
      op.values,
    );
    for (const period of periods) {
      const row = sums.find((r) => r.period_start === period.period_start && r.period_end === period.period_end)!;
      const mine = open.filter((r) => r.period_start === period.period_start && r.period_end === period.period_end);
      items.push({
        period_start: period.period_start,
        period_end: period.period_end,
        currency,
        records: Number(row.records),
        statuses: Object.fromEntries(CROSS_CHECK_STATUSES.map((st) => [st, Number(row[`n_${st}`])])) as PeriodRow['statuses'],
        ...sumFigures([row as unknown as CrossCheckFigures, ...mine.map(figuresOf)], currency),
      });
    }
  }
  return { items, paging: { current_page: page, limit, total_row: total, total_page: Math.ceil(total / limit) } };
}

const SORTS: Record<DetailQuery['sortBy'], (a: CrossCheckRow, b: CrossCheckRow) => number> = {
  partner_id: (a, b) => a.partner_id - b.partner_id,
  total: (a, b) => Number(a.total) - Number(b.total) || a.partner_id - b.partner_id,
  approved_commission: (a, b) => Number(a.approved_commission) - Number(b.approved_commission) || a.partner_id - b.partner_id,
  status: (a, b) => CROSS_CHECK_STATUSES.indexOf(a.status) - CROSS_CHECK_STATUSES.indexOf(b.status) || a.partner_id - b.partner_id,
};

/** One period's records (spec 3 §2 detail), sorted, a page of them, with the period's totals. */
export async function detail(q: Queryable, user: Actor, query: DetailQuery) {
  const params = new Params();
  const { p } = params;
  const records = await loadRecords(
    q,
    `x.brand_id = ${p(user.brandId)} AND ${partnerScope(user, 'x.partner_id', p)} AND x.period_start = ${p(query.periodStart)} AND x.period_end = ${p(query.periodEnd)}`,
    params.values,
  );
  const rows = records.map(toRow).sort(SORTS[query.sortBy]);
  if (query.sort === 'desc') rows.reverse();
  const currency = await brandCurrency(q, user.brandId);
  const offset = (query.page - 1) * query.limit;
  return {
    items: rows.slice(offset, offset + query.limit),
    paging: { current_page: query.page, limit: query.limit, total_row: rows.length, total_page: Math.ceil(rows.length / query.limit) },
    totals: sumFigures(rows, currency),
  };
}
