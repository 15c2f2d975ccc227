import { QUARTER_MONTHS, type RetainerFrequency } from './enums.ts';

/** When a retainer falls due: a day of the month (1–28) or the month's last day, monthly or quarterly. */
export interface RetainerSchedule {
  due_day: number | null;
  month_end: boolean;
  frequency: RetainerFrequency;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The due dates (UTC calendar days, "YYYY-MM-DD") of `s` from `from` to `to`, both included.
 * Quarterly retainers fall due only in January, April, July and October (spec 3 §4).
 */
export function retainerDueDates(s: RetainerSchedule, from: string, to: string): string[] {
  const out: string[] = [];
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(5, 7));
  const lastYear = Number(to.slice(0, 4));
  const lastMonth = Number(to.slice(5, 7));
  while (year < lastYear || (year === lastYear && month <= lastMonth)) {
    if (s.frequency === 'monthly' || QUARTER_MONTHS.includes(month)) {
      const day = s.month_end ? new Date(Date.UTC(year, month, 0)).getUTCDate() : s.due_day!;
      const date = `${year}-${pad(month)}-${pad(day)}`;
      if (date >= from && date <= to) out.push(date);
    }
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return out;
}
