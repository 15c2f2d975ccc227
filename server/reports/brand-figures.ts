import type { Figures } from '../../src/domain/reports/schema.ts';
import type { ScopedUser } from '../auth/partner-scope.ts';
import type { Db } from '../db/pool.ts';
import { figuresBetween, type DailyFilter } from './daily.ts';
import { reportWindow, type ReportWindow } from './window.ts';

/**
 * The brand's tracked figures over a report period — the ONE function behind every screen that shows
 * the brand's clicks, conversions and money for a period (decision 067): the dashboard's overview, the
 * featured page's "Your clicks / conversions, 30 days", a partner's performance tab. The period is the
 * reports' (`from` / `to` as MM/dd/yyyy days, absent = the last 30 days ending today), cut at midnight
 * of the caller's report time zone; the figures are sums of `rollup_hourly`, which holds no test
 * traffic and no refused clicks, in the caller's partner scope. The reports' own totals sum the same
 * rollups over the same window (tests/api/figures-agree.api.test.ts checks that they agree).
 */
export async function brandFigures(
  db: Db,
  user: ScopedUser,
  period: { from?: string | undefined; to?: string | undefined } = {},
  filter: DailyFilter = {},
  now = new Date(),
): Promise<{ figures: Figures; window: ReportWindow }> {
  const window = await reportWindow(db, user, period, now);
  return { figures: await figuresBetween(db, user, window.lo, window.hi, window.zone, filter), window };
}
