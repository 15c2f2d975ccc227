import { describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE, TIME_ZONE_IDS, offsetMinutes, timeZoneList, utcLabel } from './time-zones.ts';

/** The offset computed another way: the zone's wall clock read back as if it were UTC. */
function wallClockOffset(timeZone: string, at: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(at);
  const n = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const wall = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'));
  return Math.round((wall - Math.floor(at.getTime() / 60_000) * 60_000) / 60_000);
}

const WINTER = new Date('2026-01-15T12:00:00Z');
const SUMMER = new Date('2026-07-15T12:00:00Z');

describe('time zones', () => {
  it('formats offsets as UTC±hh:mm', () => {
    expect(utcLabel(420)).toBe('UTC+07:00');
    expect(utcLabel(-570)).toBe('UTC-09:30');
    expect(utcLabel(345)).toBe('UTC+05:45');
    expect(utcLabel(0)).toBe('UTC+00:00');
  });

  it.each([WINTER, SUMMER])('labels every zone with its real offset at %s', (at) => {
    const list = timeZoneList('en', at);
    expect(list).toHaveLength(TIME_ZONE_IDS.length);
    for (const z of list) {
      expect(z.offset, z.id).toBe(wallClockOffset(z.id, at));
      expect(z.label, z.id).toBe(utcLabel(z.offset));
    }
  });

  it('follows daylight saving time', () => {
    expect(offsetMinutes('America/New_York', WINTER)).toBe(-300);
    expect(offsetMinutes('America/New_York', SUMMER)).toBe(-240);
    expect(offsetMinutes('Asia/Ho_Chi_Minh', SUMMER)).toBe(420);
  });

  it('has exactly one default, Ho Chi Minh, and sorts west to east', () => {
    const list = timeZoneList('vi', WINTER);
    expect(list.filter((z) => z.is_default)).toEqual([
      { id: DEFAULT_TIME_ZONE, label: 'UTC+07:00', offset: 420, name: 'Hồ Chí Minh (Giờ Đông Dương)', is_default: true },
    ]);
    const offsets = list.map((z) => z.offset);
    expect(offsets).toEqual([...offsets].sort((a, b) => a - b));
    expect(new Set(list.map((z) => z.id)).size).toBe(list.length);
  });

  it('names zones in the requested language under current IANA ids', () => {
    const en = timeZoneList('en', WINTER);
    const vi = timeZoneList('vi', WINTER);
    expect(en.find((z) => z.id === 'Asia/Ho_Chi_Minh')?.name).toBe('Ho Chi Minh (Indochina Time)');
    expect(vi.find((z) => z.id === 'UTC')?.name).toBe('Giờ Phối hợp Quốc tế (UTC)');
    expect(TIME_ZONE_IDS).toContain('Europe/Kyiv');
    expect(TIME_ZONE_IDS).not.toContain('Asia/Saigon');
  });
});
