import { DEFAULT_PRESET, isPreset, type Preset } from '../../commands/dashboard.ts';
import type { RangeQuery } from '../../api/reports.ts';
import { civil, dayNumber, formatDate } from '../../domain/validation/dates.ts';

/**
 * Date-range presets of the home dashboard. The preset lives in the URL (`/?range=last7`), so the
 * palette can switch it from any screen, the back button undoes a switch and a link shares it. The
 * default (last 30 days, decision 024) sends no dates at all: the server fills them in the report
 * zone. The other presets are computed from "today" in the report zone the server announced.
 */
export type { RangeQuery } from '../../api/reports.ts';

/** The preset named by a URL search string (`?range=…`); anything unknown is the default. */
export function presetFromSearch(search: string): Preset {
  const value = new URLSearchParams(search).get('range');
  return isPreset(value) ? value : DEFAULT_PRESET;
}

/** from / to (MM/dd/yyyy, both included) of a preset, given today's day number in the report zone. */
export function presetQuery(preset: Preset, today: number): RangeQuery {
  const span = (from: number, to: number) => ({ from: formatDate(from), to: formatDate(to) });
  switch (preset) {
    case 'today':
      return span(today, today);
    case 'yesterday':
      return span(today - 1, today - 1);
    case 'last7':
      return span(today - 6, today);
    case 'thisMonth': {
      const { y, m } = civil(today);
      return span(dayNumber(y, m, 1), today);
    }
    case 'last30':
      // the server's own default (REPORT_DEFAULT_DAYS ending today): no dates on the wire
      return {};
  }
}
