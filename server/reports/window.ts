import { effectiveTimezone } from '../../src/domain/profile/timezone.ts';
import { isoDay, REPORT_DELAY_MINUTES, resolveRange, type ResolvedRange } from '../../src/domain/reports/range.ts';
import type { ReportMeta } from '../../src/domain/reports/schema.ts';
import { formatDate, todayIn } from '../../src/domain/validation/dates.ts';
import type { Db } from '../db/pool.ts';
import { HttpError } from '../http/errors.ts';
import type { ScopedUser } from '../auth/partner-scope.ts';

/**
 * The period a report covers, as instants: days are cut at midnight of the report time zone
 * (spec 1 §3 timezone-report; else the profile zone, a due pending change included; else UTC).
 * Rollups are hourly in UTC, so a zone whose offset is not whole hours (Asia/Kolkata) cuts its days
 * at the UTC hour that holds its midnight (docs/decisions/024-reports.md).
 */
export interface ReportWindow {
  zone: string;
  range: ResolvedRange;
  /** [lo, hi) of the range and of the previous period */
  lo: Date;
  hi: Date;
  prevLo: Date;
  prevHi: Date;
  meta: ReportMeta;
}

const knownZones = new WeakMap<Db, Promise<Set<string>>>();
/** Zone names PostgreSQL knows (read once per pool): a zone it does not know would fail the query. */
function zonesOf(db: Db): Promise<Set<string>> {
  let zones = knownZones.get(db);
  if (!zones) {
    zones = db.query<{ name: string }>('SELECT name FROM pg_timezone_names').then((r) => new Set(r.rows.map((x) => x.name)));
    knownZones.set(db, zones);
    zones.catch(() => knownZones.delete(db));
  }
  return zones;
}

export async function reportZone(db: Db, user: ScopedUser, now = new Date()): Promise<string> {
  const { rows } = await db.query<{
    report_timezone_id: string | null;
    timezone: string | null;
    pending_timezone: string | null;
    timezone_effective_at: Date | null;
  }>('SELECT report_timezone_id, timezone, pending_timezone, timezone_effective_at FROM brand_users WHERE id = $1 AND brand_id = $2', [
    user.userId,
    user.brandId,
  ]);
  const row = rows[0];
  const zones = await zonesOf(db);
  const candidates = [row?.report_timezone_id, row ? effectiveTimezone(row, now).timezone : null];
  return candidates.find((z): z is string => typeof z === 'string' && zones.has(z)) ?? 'UTC';
}

/** Instants of local midnights: [start of `days[i]`] for each day number, in `zone`. */
export async function midnights(db: Db, zone: string, days: number[]): Promise<Date[]> {
  const { rows } = await db.query<{ at: Date }>(
    'SELECT (d::timestamp AT TIME ZONE $2) AS at FROM unnest($1::date[]) WITH ORDINALITY AS u(d, i) ORDER BY i',
    [days.map(isoDay), zone],
  );
  return rows.map((r) => r.at);
}

export async function reportWindow(
  db: Db,
  user: ScopedUser,
  query: { from?: string | undefined; to?: string | undefined },
  now = new Date(),
): Promise<ReportWindow> {
  const zone = await reportZone(db, user, now);
  const resolved = resolveRange(query, todayIn(zone, now));
  if (!resolved.ok) throw new HttpError(422, 'validation_failed', 'Invalid date range', resolved.errors);
  const { range } = resolved;
  const [lo, hi, prevLo, prevHi] = await midnights(db, zone, [range.from, range.to + 1, range.previous.from, range.previous.to + 1]);
  return {
    zone,
    range,
    lo: lo!,
    hi: hi!,
    prevLo: prevLo!,
    prevHi: prevHi!,
    meta: {
      time_zone: zone,
      from: formatDate(range.from),
      to: formatDate(range.to),
      previous_from: formatDate(range.previous.from),
      previous_to: formatDate(range.previous.to),
      days: range.days,
      delay_minutes: REPORT_DELAY_MINUTES,
    },
  };
}
