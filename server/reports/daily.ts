import { isoDay } from '../../src/domain/reports/range.ts';
import type { DetailStatus, Figures } from '../../src/domain/reports/schema.ts';
import type { Db } from '../db/pool.ts';
import { figures, Params, partnerScope, resum, sumsWithGross, toFigures, ZERO_FIGURES } from './sql.ts';
import type { ReportWindow } from './window.ts';
import type { ScopedUser } from '../auth/partner-scope.ts';

/**
 * Per-day figures in the report zone (the detailed report and the dashboard's performance series),
 * every day of the range present, days without traffic as zeros. `status` chooses which
 * conversions count as `conversions` (and feed CR): gross = every conversion.
 */
export interface DailyFilter {
  offerId?: number;
  partnerId?: number;
  status?: DetailStatus;
}
const STATUS_COLUMN: Record<DetailStatus, string> = {
  gross: 'conversions',
  pending: 'pending',
  approved: 'approved',
  rejected: 'rejected',
  organic: 'organic',
};

function daySql(params: Params, user: ScopedUser, lo: Date, hi: Date, zone: string, f: DailyFilter): string {
  const { p } = params;
  const where = [`r.brand_id = ${p(user.brandId)}`, `r.hour >= ${p(lo)}`, `r.hour < ${p(hi)}`, partnerScope(user, 'r.partner_id', p)];
  if (f.offerId) where.push(`r.offer_id = ${p(f.offerId)}`);
  if (f.partnerId) where.push(`r.partner_id = ${p(f.partnerId)}`);
  return `SELECT (r.hour AT TIME ZONE ${p(zone)})::date AS day, ${sumsWithGross('r', STATUS_COLUMN[f.status ?? 'gross'])}
            FROM rollup_hourly r WHERE ${where.join(' AND ')} GROUP BY 1`;
}

/** Figures summed over [lo, hi) (the dashboard's overview and snapshot, the detail's totals). */
export async function figuresBetween(db: Db, user: ScopedUser, lo: Date, hi: Date, zone: string, f: DailyFilter = {}): Promise<Figures> {
  const params = new Params();
  const { rows } = await db.query(
    `SELECT ${figures('t')} FROM (SELECT ${resum('d')} FROM (${daySql(params, user, lo, hi, zone, f)}) d) t`,
    params.values,
  );
  return rows[0] ? toFigures(rows[0]) : ZERO_FIGURES;
}

export interface DailyAnswer {
  items: (Figures & { date: string })[];
  totals: { current: Figures; previous: Figures };
}

export async function dailySeries(
  db: Db,
  user: ScopedUser,
  w: ReportWindow,
  f: DailyFilter,
  order: 'asc' | 'desc' = 'asc',
): Promise<DailyAnswer> {
  const params = new Params();
  const [days, current, previous] = await Promise.all([
    db.query(
      `SELECT to_char(d.day, 'YYYY-MM-DD') AS date, ${figures('d')} FROM (${daySql(params, user, w.lo, w.hi, w.zone, f)}) d`,
      params.values,
    ),
    figuresBetween(db, user, w.lo, w.hi, w.zone, f),
    figuresBetween(db, user, w.prevLo, w.prevHi, w.zone, f),
  ]);
  const byDay = new Map((days.rows as Record<string, unknown>[]).map((r) => [String(r.date), toFigures(r)]));
  const items: DailyAnswer['items'] = [];
  for (let day = w.range.from; day <= w.range.to; day++) {
    const date = isoDay(day);
    items.push({ date, ...(byDay.get(date) ?? ZERO_FIGURES) });
  }
  if (order === 'desc') items.reverse();
  return { items, totals: { current, previous } };
}
