import type { FieldError } from '../errors.ts';
import { asText, isAbsent, predicate, type Rule } from '../validation/codes.ts';
import { fieldErrors } from '../validation/form.ts';
import { endNotBeforeStart, startDateWindow, endDateVsToday, parseDate, startTimeBeforeEnd } from '../validation/dates.ts';
import { parseDecimal } from '../validation/numbers.ts';
import { ADDITIONAL_PARAMS_MAX } from './enums.ts';

/**
 * Offer rules that are not plain field formats (spec 2 §5), pure so the server (authority, 422) and
 * the forms (live messages) run the same code. Codes are translated as `validates.<code>`.
 */
export const OFFER_CODES = {
  contentViolates: 'content_violates',
  budgetTimeframe: 'budget_timeframe',
  duplicated: 'duplicated',
  additionalParams: 'additional_params',
} as const;

/**
 * Restricted keywords: the spec names the rule ("content with restricted keywords is rejected") but
 * not the list; these are the categories affiliate networks refuse outright (docs/decisions/017).
 * Matched as whole words, case-insensitive.
 */
export const RESTRICTED_KEYWORDS = [
  'casino',
  'gambling',
  'betting',
  'cocaine',
  'heroin',
  'counterfeit',
  'replica',
  'phishing',
  'malware',
  'cờ bạc',
  'cá độ',
  'ma túy',
  'hàng giả',
] as const;
const KEYWORD_RE = new RegExp(`(^|[^\\p{L}\\p{N}])(${RESTRICTED_KEYWORDS.join('|')})(?=$|[^\\p{L}\\p{N}])`, 'iu');
export const hasRestrictedKeyword = (text: string): boolean => KEYWORD_RE.test(text);
export const noRestrictedKeywords: Rule = predicate((t) => !hasRestrictedKeyword(t), { code: OFFER_CODES.contentViolates });

/** Additional parameters: up to 255 letters and digits (spec 2 §5). */
export const additionalParams: Rule = (value) => {
  if (isAbsent(value)) return null;
  const text = asText(value);
  if ([...text].length > ADDITIONAL_PARAMS_MAX) return { code: 'max_length', max: ADDITIONAL_PARAMS_MAX };
  return /^[A-Za-z0-9]+$/.test(text) ? null : { code: OFFER_CODES.additionalParams };
};

export interface BudgetInput {
  budget_type: number;
  frequency: number;
  value: string;
}
/**
 * "A lower-timeframe budget cannot exceed a higher-timeframe budget" (spec 2 §5): for one metric, a
 * daily cap above the weekly (or any longer) cap is refused on the lower one. Frequency ids are in
 * timeframe order. One budget per metric and frequency (`duplicated`).
 */
export function budgetErrors(budgets: readonly BudgetInput[], field = 'budgets'): FieldError[] {
  const errors: FieldError[] = [];
  budgets.forEach((b, i) => {
    const same = budgets.findIndex((o) => o.budget_type === b.budget_type && o.frequency === b.frequency);
    if (same !== i) {
      errors.push({ field: `${field}.${i}.frequency`, code: OFFER_CODES.duplicated });
      return;
    }
    const value = parseDecimal(b.value);
    if (!value) return;
    const exceeds = budgets.some((o) => {
      const other = parseDecimal(o.value);
      return o.budget_type === b.budget_type && o.frequency > b.frequency && other !== null && value.gt(other);
    });
    if (exceeds) errors.push({ field: `${field}.${i}.value`, code: OFFER_CODES.budgetTimeframe });
  });
  return errors;
}

export interface ScheduleInput {
  start_date?: string | null;
  end_date?: string | null;
  time_segments?: readonly { day: number; start_time: string; end_time: string }[];
}
/**
 * Date rules of spec 2 §5 against `today` (a day number in the offer's time zone, see `todayIn`):
 * start between today and the end date, end not before start, end after today. `startChanged`
 * false skips the start window so an offer that started last month can still be edited.
 */
export function scheduleErrors(input: ScheduleInput, today: number, startChanged = true): FieldError[] {
  const form = { start_date: input.start_date ?? '', end_date: input.end_date ?? '' };
  const todayOpt = { today: () => today };
  const errors = fieldErrors(form, {
    ...(startChanged ? { start_date: [startDateWindow('end_date', todayOpt)] } : {}),
    end_date: [endNotBeforeStart('start_date'), endDateVsToday(startChanged ? 'start_date' : '', todayOpt)],
  });
  (input.time_segments ?? []).forEach((s, i) => {
    const error = startTimeBeforeEnd('end_time')(s.start_time, s);
    if (error) errors.push({ field: `time_segments.${i}.start_time`, ...error });
  });
  return errors;
}

/** Day number of an MM/dd/yyyy date (null when absent). */
export const dayOfDate = (text: string | null | undefined): number | null => (text ? parseDate(text) : null);
