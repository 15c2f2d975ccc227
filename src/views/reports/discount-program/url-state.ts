import { SEARCH_MAX, toSearch } from '../url-state.ts';

/**
 * The discount-program report's state in the URL (/reports/discount-program): the tab (overview or
 * detail), the range, the search and, on the detail, the programs it is narrowed to (Enter on a
 * program row). Anything unreadable is dropped, as the other reports do.
 */
export type DiscountTab = 'overview' | 'detail';
export interface DiscountReportState {
  tab: DiscountTab;
  from: string;
  to: string;
  search: string;
  programIds: string;
}

const MDY = /^\d{2}\/\d{2}\/\d{4}$/;
const IDS = /^\d{1,15}(,\d{1,15})*$/;
const date = (p: URLSearchParams, key: string) => (MDY.test(p.get(key) ?? '') ? p.get(key)! : '');

export function readDiscountReport(p: URLSearchParams): DiscountReportState {
  return {
    tab: p.get('tab') === 'detail' ? 'detail' : 'overview',
    from: date(p, 'from'),
    to: date(p, 'to'),
    search: (p.get('search') ?? '').slice(0, SEARCH_MAX),
    programIds: IDS.test(p.get('program_ids') ?? '') ? p.get('program_ids')! : '',
  };
}

export function writeDiscountReport(s: DiscountReportState): string {
  return toSearch({
    tab: s.tab === 'detail' ? 'detail' : null,
    from: s.from,
    to: s.to,
    search: s.search,
    program_ids: s.tab === 'detail' ? s.programIds : null,
  });
}

/** What the API is asked besides sort and page (empty values are left out). */
export function discountFilters(s: DiscountReportState): Record<string, string> {
  const f: Record<string, string> = {};
  if (s.from) f.from = s.from;
  if (s.to) f.to = s.to;
  if (s.search) f.search = s.search;
  if (s.tab === 'detail' && s.programIds) f.program_ids = s.programIds;
  return f;
}
