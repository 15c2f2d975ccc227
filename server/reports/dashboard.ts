import type { Principal } from '../../src/domain/permissions.ts';
import { OVERVIEW_KEYS } from '../../src/domain/reports/contract.ts';
import { deltaPercent, REPORT_DELAY_MINUTES } from '../../src/domain/reports/range.ts';
import type { Figures } from '../../src/domain/reports/schema.ts';
import { todayIn } from '../../src/domain/validation/dates.ts';
import type { Db } from '../db/pool.ts';
import { figuresBetween } from './daily.ts';
import { figures, Params, partnerScope, sumsWithGross, toFigures, ZERO_FIGURES } from './sql.ts';
import { midnights, reportZone, type ReportWindow } from './window.ts';

/** The home dashboard (spec 3 §7 dashboard/…), all from rollup_hourly in the report zone. */

export function deltas(current: Figures, previous: Figures): Record<(typeof OVERVIEW_KEYS)[number], string | null> {
  return Object.fromEntries(OVERVIEW_KEYS.map((k) => [k, deltaPercent(current[k], previous[k])])) as Record<
    (typeof OVERVIEW_KEYS)[number],
    string | null
  >;
}

export async function overview(db: Db, user: Principal, w: ReportWindow) {
  const [current, previous] = await Promise.all([
    figuresBetween(db, user, w.lo, w.hi, w.zone),
    figuresBetween(db, user, w.prevLo, w.prevHi, w.zone),
  ]);
  return { current, previous, delta_percent: deltas(current, previous), meta: w.meta };
}

/** 24 buckets by the hour of day in the report zone (0–23), summed over every day of the range. */
export async function hourOfDate(db: Db, user: Principal, w: ReportWindow) {
  const params = new Params();
  const { p } = params;
  const { rows } = await db.query(
    `SELECT h.hour, ${figures('h')} FROM (
       SELECT extract(hour FROM r.hour AT TIME ZONE ${p(w.zone)})::int AS hour, ${sumsWithGross('r')}
         FROM rollup_hourly r
        WHERE r.brand_id = ${p(user.brandId)} AND r.hour >= ${p(w.lo)} AND r.hour < ${p(w.hi)} AND ${partnerScope(user, 'r.partner_id', p)}
        GROUP BY 1) h`,
    params.values,
  );
  const byHour = new Map((rows as Record<string, unknown>[]).map((r) => [Number(r.hour), toFigures(r)]));
  return { items: Array.from({ length: 24 }, (_, hour) => ({ hour, ...(byHour.get(hour) ?? ZERO_FIGURES) })), meta: w.meta };
}

export async function conversionsStatus(db: Db, user: Principal, w: ReportWindow) {
  const f = await figuresBetween(db, user, w.lo, w.hi, w.zone);
  const items = (['pending', 'approved', 'rejected', 'organic', 'other'] as const).map((status) => ({ status, count: f[status] }));
  return { items, total: f.conversions, meta: w.meta };
}

/**
 * Today so far against yesterday: the whole of yesterday, and yesterday up to the same hour
 * (rollups are hourly, so "the same time" includes the hour now running).
 */
export async function snapshot(db: Db, user: Principal, now = new Date()) {
  const zone = await reportZone(db, user, now);
  const today = todayIn(zone, now);
  const [yesterdayStart, todayStart, tomorrowStart] = await midnights(db, zone, [today - 1, today, today + 1]);
  const hourEnd = new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000 + 3_600_000);
  const sameTime = new Date(Math.min(hourEnd.getTime() - 86_400_000, todayStart!.getTime()));
  const [t, y, ys] = await Promise.all([
    figuresBetween(db, user, todayStart!, tomorrowStart!, zone),
    figuresBetween(db, user, yesterdayStart!, todayStart!, zone),
    figuresBetween(db, user, yesterdayStart!, sameTime, zone),
  ]);
  return {
    today: t,
    yesterday: y,
    yesterday_same_time: ys,
    delta_percent: deltas(t, ys),
    time_zone: zone,
    delay_minutes: REPORT_DELAY_MINUTES,
  };
}
