import { describe, expect, it } from 'vitest';
import { dayNumber } from '../validation/dates.ts';
import { decodeConversionCursor, encodeConversionCursor } from './cursor.ts';
import { deltaPercent, isoDay, REPORT_MAX_DAYS, resolveRange } from './range.ts';

const today = dayNumber(2026, 3, 15);

describe('resolveRange', () => {
  it('defaults to the last 30 days ending today, with the 30 days before as the comparison', () => {
    const r = resolveRange({}, today);
    expect(r.ok && [isoDay(r.range.from), isoDay(r.range.to), r.range.days]).toEqual(['2026-02-14', '2026-03-15', 30]);
    expect(r.ok && [isoDay(r.range.previous.from), isoDay(r.range.previous.to)]).toEqual(['2026-01-15', '2026-02-13']);
  });

  it('fills a missing end with today and a missing start with 29 days before the end', () => {
    const onlyFrom = resolveRange({ from: '03/01/2026' }, today);
    expect(onlyFrom.ok && [isoDay(onlyFrom.range.from), isoDay(onlyFrom.range.to)]).toEqual(['2026-03-01', '2026-03-15']);
    const onlyTo = resolveRange({ to: '01/31/2026' }, today);
    expect(onlyTo.ok && [isoDay(onlyTo.range.from), isoDay(onlyTo.range.to)]).toEqual(['2026-01-02', '2026-01-31']);
  });

  it('a single day compares with the day before', () => {
    const r = resolveRange({ from: '03/01/2026', to: '03/01/2026' }, today);
    expect(r.ok && [r.range.days, isoDay(r.range.previous.from), isoDay(r.range.previous.to)]).toEqual([1, '2026-02-28', '2026-02-28']);
  });

  it('refuses bad dates, an end before the start and more than the maximum days', () => {
    expect(resolveRange({ from: '02/30/2026' }, today)).toEqual({ ok: false, errors: [{ field: 'from', code: 'date_format' }] });
    expect(resolveRange({ from: '03/02/2026', to: '03/01/2026' }, today)).toEqual({
      ok: false,
      errors: [{ field: 'to', code: 'end_date_before_start' }],
    });
    expect(resolveRange({ from: '01/01/2025', to: '01/02/2026' }, today)).toEqual({
      ok: false,
      errors: [{ field: 'to', code: 'date_range_max', max: REPORT_MAX_DAYS }],
    });
    expect(resolveRange({ from: '01/01/2025', to: '01/01/2026' }, today).ok).toBe(true);
  });
});

describe('deltaPercent', () => {
  it('is the change in percent with 2 places, null from zero', () => {
    expect(deltaPercent(150, 100)).toBe('50.00');
    expect(deltaPercent(50, 100)).toBe('-50.00');
    expect(deltaPercent('0.3000', '0.1000')).toBe('200.00');
    expect(deltaPercent(1, 3)).toBe('-66.67');
    expect(deltaPercent(2, 3)).toBe('-33.33');
    expect(deltaPercent('-5.0000', '-10.0000')).toBe('50.00');
    expect(deltaPercent(5, 0)).toBeNull();
    expect(deltaPercent(0, 0)).toBeNull();
  });
});

describe('conversion cursor', () => {
  it('round-trips and refuses anything else', () => {
    const c = { t: '2026-03-01T10:00:00.123456Z', id: 42, dir: 'desc' as const };
    expect(decodeConversionCursor(encodeConversionCursor(c))).toEqual(c);
    expect(decodeConversionCursor('nonsense!')).toBeNull();
    expect(decodeConversionCursor(btoa('c1|up|2026-03-01T10:00:00Z|1'))).toBeNull();
  });
});
