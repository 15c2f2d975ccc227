import { describe, expect, it } from 'vitest';
import {
  abbreviate,
  dateFieldLocale,
  formatDate,
  formatDateTime,
  formatShortDay,
  formatMDY,
  formatMoney,
  formatNumber,
  formatRelative,
  parseMDY,
  parseNumber,
} from './format.ts';

describe('numbers', () => {
  it('uses comma thousands and dot decimals for USD, the reverse for VND', () => {
    expect(formatNumber('1234567.891')).toBe('1,234,567.891');
    expect(formatNumber('1234567.891', { currency: 'VND' })).toBe('1.234.567,891');
    expect(formatNumber(-1234.5)).toBe('-1,234.5');
    expect(formatNumber('999')).toBe('999');
  });
  it('rounds half up to 4 decimals by default and never shows -0', () => {
    expect(formatNumber('0.12345')).toBe('0.1235');
    expect(formatNumber('-0.00001')).toBe('0');
    expect(formatNumber('1.5', { minDecimals: 2 })).toBe('1.50');
    expect(formatNumber('not a number')).toBe('');
  });
  it('formats money from decimal strings without float error', () => {
    expect(formatMoney('12345678901234567.005')).toBe('12,345,678,901,234,567.01');
    expect(formatMoney('0.1')).toBe('0.10');
    expect(formatMoney('25000000', 'VND')).toBe('25.000.000');
  });
  it('parses typed numbers back to decimal strings', () => {
    expect(parseNumber('1,234.5')).toBe('1234.5');
    expect(parseNumber('1.234,5', 'VND')).toBe('1234.5');
    expect(parseNumber('12a')).toBeNull();
  });
});

describe('abbreviations', () => {
  it('steps by thousands through K M B T P E', () => {
    expect(abbreviate(999)).toBe('999');
    expect(abbreviate(1234)).toBe('1.2K');
    expect(abbreviate('2500000')).toBe('2.5M');
    expect(abbreviate('3000000000')).toBe('3B');
    expect(abbreviate('4e12')).toBe('4T');
    expect(abbreviate('5e15')).toBe('5P');
    expect(abbreviate('6e18')).toBe('6E');
    expect(abbreviate(-1500, { currency: 'VND' })).toBe('-1,5K');
  });
  it('caps at the sixth step and rolls over when rounding reaches the next step', () => {
    expect(abbreviate('7e21')).toBe('7,000E');
    expect(abbreviate(999_960)).toBe('1M');
  });
});

describe('dates', () => {
  const instant = '2026-03-05T14:07:00Z';
  it("formats 'MMM dd, yyyy HH:mm' (en) and 'dd/MM/yyyy HH:mm' (vi) in a time zone", () => {
    expect(formatDateTime(instant, 'en')).toBe('Mar 05, 2026 14:07');
    expect(formatDateTime(instant, 'en', 'Asia/Ho_Chi_Minh')).toBe('Mar 05, 2026 21:07');
    expect(formatDateTime(instant, 'en', 'America/New_York')).toBe('Mar 05, 2026 09:07');
    expect(formatDateTime(instant, 'vi', 'Asia/Ho_Chi_Minh')).toBe('05/03/2026 21:07');
    expect(formatDate(instant, 'vi')).toBe('05/03/2026');
    expect(formatDateTime('2026-01-01T00:30:00Z', 'en', 'Asia/Ho_Chi_Minh')).toBe('Jan 01, 2026 07:30');
    expect(formatDate('2025-12-31T20:00:00Z', 'en', 'Asia/Ho_Chi_Minh')).toBe('Jan 01, 2026');
    expect(formatDateTime('garbage', 'en')).toBe('');
  });
  it('adds seconds where asked', () => {
    expect(formatDateTime('2026-03-05T14:07:33Z', 'en', 'UTC', { seconds: true })).toBe('Mar 05, 2026 14:07:33');
    expect(formatDateTime('2026-03-05T14:07:33Z', 'vi', 'Asia/Ho_Chi_Minh', { seconds: true })).toBe('05/03/2026 21:07:33');
  });
  it('takes a calendar day as that day in every zone', () => {
    expect(formatDate('2026-03-05', 'en', 'America/Los_Angeles')).toBe('Mar 05, 2026');
    expect(formatDate('2026-03-05', 'vi', 'Pacific/Kiritimati')).toBe('05/03/2026');
  });
  it('writes chart days without the year, in the language order', () => {
    expect(formatShortDay('2026-03-05', 'en')).toBe('Mar 05');
    expect(formatShortDay('2026-03-05', 'vi')).toBe('05/03');
    expect(formatShortDay(instant, 'vi', 'Pacific/Kiritimati')).toBe('06/03');
  });
  it('runs date fields in the language order', () => {
    expect(dateFieldLocale('en')).toBe('en-US');
    expect(dateFieldLocale('vi')).toBe('vi-VN');
  });
  it('formats and parses MM/dd/yyyy', () => {
    expect(formatMDY('2026-03-05')).toBe('03/05/2026');
    expect(formatMDY(instant, 'Pacific/Kiritimati')).toBe('03/06/2026');
    expect(parseMDY('03/05/2026')).toBe('2026-03-05');
    expect(parseMDY('3/5/2026')).toBe('2026-03-05');
    expect(parseMDY('02/29/2025')).toBeNull();
    expect(parseMDY('02/29/2024')).toBe('2024-02-29');
    expect(parseMDY('13/01/2026')).toBeNull();
    expect(parseMDY('2026-03-05')).toBeNull();
  });
});

describe('notification times', () => {
  const now = new Date('2026-03-05T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);
  it('says just now, minutes, hours, then the full date', () => {
    expect(formatRelative(ago(59_000), 'en', now)).toBe('just now');
    expect(formatRelative(ago(-5_000), 'en', now)).toBe('just now');
    expect(formatRelative(ago(60_000), 'en', now)).toBe('1 minute ago');
    expect(formatRelative(ago(59 * 60_000), 'en', now)).toBe('59 minutes ago');
    expect(formatRelative(ago(60 * 60_000), 'en', now)).toBe('1 hour ago');
    expect(formatRelative(ago(23 * 3_600_000 + 59 * 60_000), 'en', now)).toBe('23 hours ago');
    expect(formatRelative(ago(24 * 3_600_000), 'en', now, 'Asia/Ho_Chi_Minh')).toBe('Mar 04, 2026 19:00');
  });
  it('speaks Vietnamese', () => {
    expect(formatRelative(ago(1_000), 'vi', now)).toBe('vừa xong');
    expect(formatRelative(ago(5 * 60_000), 'vi', now)).toBe('5 phút trước');
    expect(formatRelative(ago(3 * 3_600_000), 'vi', now)).toBe('3 giờ trước');
    expect(formatRelative(ago(2 * 86_400_000), 'vi', now)).toBe('03/03/2026 12:00');
  });
});
