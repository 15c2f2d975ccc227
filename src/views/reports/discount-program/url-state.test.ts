import { describe, expect, it } from 'vitest';
import { discountFilters, readDiscountReport, writeDiscountReport } from './url-state.ts';

describe('discount-program report URL state', () => {
  it('reads what it writes, and drops what it cannot read', () => {
    const s = readDiscountReport(new URLSearchParams('tab=detail&from=03/01/2026&to=03/31/2026&search=TET&program_ids=4,7'));
    expect(s).toEqual({ tab: 'detail', from: '03/01/2026', to: '03/31/2026', search: 'TET', programIds: '4,7' });
    expect(readDiscountReport(new URLSearchParams(writeDiscountReport(s)))).toEqual(s);
    expect(readDiscountReport(new URLSearchParams('tab=nope&from=2026-03-01&program_ids=x'))).toEqual({
      tab: 'overview',
      from: '',
      to: '',
      search: '',
      programIds: '',
    });
  });

  it('the overview neither writes nor asks for the detail’s programs', () => {
    const s = { tab: 'overview' as const, from: '', to: '', search: '', programIds: '4' };
    expect(writeDiscountReport(s)).toBe('');
    expect(discountFilters(s)).toEqual({});
    expect(discountFilters({ ...s, tab: 'detail' })).toEqual({ program_ids: '4' });
  });
});
