import { describe, expect, it } from 'vitest';
import type { FraudLabel } from '../../../src/domain/tracking/fraud.ts';
import { budgetRefs, increment, parseBudgets, reached, thresholdReached } from './budgets.ts';
import { clickExpired, conversionStatus, historyRefusal, windowClosed } from './conversion.ts';
import { conversionMoney, parseAmount } from './money.ts';
import { parseIpList, targetingRefusal, type Targeting } from './targeting.ts';
import { hourOf, inTimeSegment, periodStart, wallClock } from './time.ts';

const GOOD: FraudLabel = { level: 'good', kind: null, reasons: [], factors: [] };

describe('time segments and periods in the offer time zone', () => {
  // 2026-03-02T17:30Z is Monday 17:30 UTC = Tuesday 00:30 in Ho Chi Minh City (UTC+7)
  const at = new Date('2026-03-02T17:30:00Z');
  it('reads the wall clock of the zone', () => {
    expect(wallClock(at, 'Asia/Ho_Chi_Minh')).toMatchObject({ year: 2026, month: 3, day: 3, weekday: 2, minutes: 30 });
    expect(wallClock(at, 'UTC')).toMatchObject({ day: 2, weekday: 1, minutes: 17 * 60 + 30 });
  });
  it('matches [start, end) of the local weekday; none = always open', () => {
    expect(inTimeSegment([], at, 'Asia/Ho_Chi_Minh')).toBe(true);
    expect(inTimeSegment([{ day: 2, start_time: '00:00', end_time: '01:00' }], at, 'Asia/Ho_Chi_Minh')).toBe(true);
    expect(inTimeSegment([{ day: 1, start_time: '00:00', end_time: '24:00' }], at, 'Asia/Ho_Chi_Minh')).toBe(false);
    expect(inTimeSegment([{ day: 2, start_time: '00:31', end_time: '24:00' }], at, 'Asia/Ho_Chi_Minh')).toBe(false);
    expect(inTimeSegment([{ day: 2, start_time: '00:00', end_time: '00:30' }], at, 'Asia/Ho_Chi_Minh')).toBe(false);
  });
  it('budget periods start on the local day, Monday, month, year; lifetime is fixed', () => {
    expect(periodStart(1, at, 'Asia/Ho_Chi_Minh')).toBe('2026-03-03');
    expect(periodStart(1, at, 'UTC')).toBe('2026-03-02');
    expect(periodStart(2, at, 'Asia/Ho_Chi_Minh')).toBe('2026-03-02');
    expect(periodStart(2, new Date('2026-03-01T12:00:00Z'), 'UTC')).toBe('2026-02-23');
    expect(periodStart(3, at, 'Asia/Ho_Chi_Minh')).toBe('2026-03-01');
    expect(periodStart(4, at, 'Asia/Ho_Chi_Minh')).toBe('2026-01-01');
    expect(periodStart(5, at, 'Asia/Ho_Chi_Minh')).toBe('1970-01-01');
    expect(hourOf(at).toISOString()).toBe('2026-03-02T17:00:00.000Z');
  });
});

describe('payout and revenue', () => {
  const fixed = { payout_type: 'fixed' as const, payout: '10', bonus: '0', revenue: '12' };
  it('fixed: event payout, or the private payout; tier % and bonus', () => {
    expect(conversionMoney(fixed, '0', null, null)).toEqual({
      payout: '10.0000',
      bonus: '0.0000',
      revenue: '12.0000',
      sale_amount: '0.0000',
    });
    expect(conversionMoney(fixed, '0', '7.5', null).payout).toBe('7.5000');
    expect(conversionMoney({ ...fixed, bonus: '2' }, '0', '7.5', '80').payout).toBe('8.0000');
  });
  it('percent of the sale, decimals exact (no float drift), half-up to 4 places', () => {
    const pct = { payout_type: 'percent' as const, payout: '12.5', bonus: '0', revenue: '15.25' };
    expect(conversionMoney(pct, '199.99', null, null)).toMatchObject({ payout: '24.9988', revenue: '30.4985', sale_amount: '199.9900' });
    expect(conversionMoney(pct, '0.1', '999', '33.33').payout).toBe('0.0042');
  });
  it('amounts: plain decimals; an unfilled macro or nothing is 0', () => {
    expect(parseAmount('12.34')).toBe('12.34');
    expect(parseAmount('')).toBe('0');
    expect(parseAmount('{amount}')).toBe('0');
    expect(parseAmount('-1')).toBeNull();
    expect(parseAmount('1e5')).toBeNull();
  });
});

describe('targeting', () => {
  const none: Targeting = {
    countries: [],
    regions: [],
    cities: [],
    devices: [],
    operating_systems: [],
    browsers: [],
    ipBlacklist: new Set(),
  };
  const v = { ip: '8.8.8.8', countryId: 704, regionId: null, cityId: null, deviceId: 2, osId: 5, browserId: 1 };
  it('empty lists target everything; unknown values fail a list', () => {
    expect(targetingRefusal(none, v)).toBeNull();
    expect(targetingRefusal({ ...none, countries: [840] }, v)).toBe('country_not_targeted');
    expect(targetingRefusal({ ...none, countries: [704] }, v)).toBeNull();
    expect(targetingRefusal({ ...none, regions: [1] }, v)).toBe('region_not_targeted');
    expect(targetingRefusal({ ...none, devices: [1] }, v)).toBe('device_not_targeted');
    expect(targetingRefusal({ ...none, operating_systems: [6] }, v)).toBe('os_not_targeted');
    expect(targetingRefusal({ ...none, browsers: [2] }, v)).toBe('browser_not_targeted');
  });
  it('the IP blacklist, also for IPv4-mapped addresses', () => {
    const t = { ...none, ipBlacklist: parseIpList('1.2.3.4, 8.8.8.8') };
    expect(targetingRefusal(t, v)).toBe('ip_blacklisted');
    expect(targetingRefusal(t, { ...v, ip: '::ffff:1.2.3.4' })).toBe('ip_blacklisted');
    expect(targetingRefusal(t, { ...v, ip: '9.9.9.9' })).toBeNull();
  });
});

describe('lifetimes, duplicates, status', () => {
  const day = 86_400_000;
  const t0 = new Date('2026-01-01T00:00:00Z');
  it('click lifetime and conversion lifetime in days', () => {
    expect(clickExpired(t0, new Date(t0.getTime() + 30 * day), 30)).toBe(false);
    expect(clickExpired(t0, new Date(t0.getTime() + 30 * day + 1), 30)).toBe(true);
    expect(windowClosed(null, new Date(t0.getTime() + 999 * day), 1)).toBe(false);
    expect(windowClosed(t0, new Date(t0.getTime() + day + 1), 1)).toBe(true);
  });
  it('duplicate and multiple-conversion flags', () => {
    const rules = { allow_duplicates: false, multiple_conversions: false, conversion_lifetime: 30 };
    const h = { firstAt: t0, events: new Set([1]) };
    expect(historyRefusal({ firstAt: null, events: new Set() }, 1, t0, rules)).toBeNull();
    expect(historyRefusal(h, 1, t0, rules)).toBe('duplicate_conversion');
    expect(historyRefusal(h, 1, t0, { ...rules, allow_duplicates: true })).toBeNull();
    expect(historyRefusal(h, 2, t0, rules)).toBe('multiple_conversions_off');
    expect(historyRefusal(h, 2, t0, { ...rules, multiple_conversions: true })).toBeNull();
    expect(historyRefusal(h, 1, new Date(t0.getTime() + 31 * day), { ...rules, allow_duplicates: true })).toBe('conversion_window_closed');
  });
  it('approved unless manual / not auto-accepted / bad; drop keeps a rejected row', () => {
    expect(conversionStatus(false, true, GOOD).status).toBe('approved');
    expect(conversionStatus(true, true, GOOD).status).toBe('pending');
    expect(conversionStatus(false, false, GOOD).status).toBe('pending');
    expect(conversionStatus(false, true, { ...GOOD, level: 'bad' })).toMatchObject({ status: 'pending', suggested: 'rejected' });
    expect(conversionStatus(false, true, { ...GOOD, level: 'drop' })).toMatchObject({
      status: 'rejected',
      message: 'Dropped by the brand’s fraud rule.',
    });
  });
});

describe('budgets', () => {
  it('parses offer (ids) and contract (names) budgets, skipping junk', () => {
    expect(
      parseBudgets([
        { budget_type: 1, frequency: 5, value: '10' },
        { budget_type: 'payout', frequency: 'daily', value: '99.5' },
        { budget_type: 'x' },
      ]),
    ).toEqual([
      { budget_type: 1, frequency: 5, value: '10' },
      { budget_type: 2, frequency: 1, value: '99.5' },
    ]);
  });
  it('reached, increments and thresholds', () => {
    expect(reached('9', '10')).toBe(false);
    expect(reached('10', '10')).toBe(true);
    expect(increment(4, 'click', { payout: '5', revenue: '6' })).toBe('1');
    expect(increment(4, 'conversion', { payout: '5', revenue: '6' })).toBe('0');
    expect(increment(2, 'conversion', { payout: '5', revenue: '6' })).toBe('5');
    expect(increment(3, 'conversion', { payout: '5', revenue: '6' })).toBe('6');
    expect([thresholdReached('7.9', '10'), thresholdReached('8', '10'), thresholdReached('10.5', '10')]).toEqual([0, 80, 100]);
    expect(
      budgetRefs('offer', 3, [{ budget_type: 1, frequency: 1, value: '5' }], new Date('2026-03-02T17:30:00Z'), 'Asia/Ho_Chi_Minh')[0]!
        .period_start,
    ).toBe('2026-03-03');
  });
});
