import { describe, expect, it } from 'vitest';
import { VelocityCounter } from './velocity.ts';
import { VELOCITY_BAD_CLICKS, VELOCITY_WARNING_CLICKS, VELOCITY_WINDOW_MS, createFraudScorer } from './index.ts';

const UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const HEADERS = { accept: 'text/html', 'accept-language': 'vi' };

function scorerAt(clock: { t: number }) {
  return createFraudScorer({ now: () => clock.t });
}
const click = (ip: string) => ({ ip, userAgent: UA, headers: HEADERS, at: new Date(), countryId: 704, isBot: false });

describe('IP velocity', () => {
  it(`warns above ${VELOCITY_WARNING_CLICKS} clicks a minute from one IP and is bad above ${VELOCITY_BAD_CLICKS}`, () => {
    const clock = { t: 1_000_000 };
    const s = scorerAt(clock);
    const levels: string[] = [];
    for (let i = 1; i <= VELOCITY_BAD_CLICKS + 1; i++) {
      clock.t += 10; // all within the window
      levels.push(s.scoreClick(click('113.161.1.1')).level);
    }
    expect(levels[VELOCITY_WARNING_CLICKS - 1]).toBe('good');
    expect(levels[VELOCITY_WARNING_CLICKS]).toBe('warning');
    expect(s.scoreClick(click('113.161.1.1'))).toMatchObject({
      level: 'bad',
      kind: 'sivt',
      reasons: ['ip_velocity_high'],
      factors: ['ip_integrity'],
    });
    // another IP is unaffected
    expect(s.scoreClick(click('113.161.1.2')).level).toBe('good');
  });

  it('forgets clicks once they leave the sliding window (injected clock)', () => {
    const clock = { t: 0 };
    const s = scorerAt(clock);
    for (let i = 0; i <= VELOCITY_WARNING_CLICKS; i++) s.scoreClick(click('1.52.1.1'));
    expect(s.scoreClick(click('1.52.1.1')).reasons).toEqual(['ip_velocity']);
    clock.t += VELOCITY_WINDOW_MS + 1;
    expect(s.scoreClick(click('1.52.1.1')).level).toBe('good');
  });

  it('counts an IPv6 /64 as one client', () => {
    const clock = { t: 0 };
    const s = scorerAt(clock);
    for (let i = 0; i <= VELOCITY_WARNING_CLICKS; i++) s.scoreClick(click(`2001:ee0:4141:12::${i.toString(16)}`));
    expect(s.scoreClick(click('2001:ee0:4141:12:abcd::1')).reasons).toEqual(['ip_velocity']);
    expect(s.scoreClick(click('2001:ee0:4141:13::1')).level).toBe('good');
  });

  it('keeps memory bounded: IPs beyond the cap and timestamps beyond the last threshold are forgotten', () => {
    const clock = { t: 0 };
    const v = new VelocityCounter(() => clock.t, 3, 1000, 5);
    for (const k of ['a', 'b', 'c', 'd']) {
      clock.t += 1;
      v.hit(k);
    }
    expect(v.trackedIps).toBe(3);
    expect(v.hit('a')).toBe(1); // 'a' was evicted as least recently seen
    for (let i = 0; i < 10_000; i++) {
      clock.t += 1;
      v.hit(`ip${i}`);
    }
    expect(v.trackedIps).toBe(3);
    for (let i = 0; i < 20; i++) v.hit('b');
    expect(v.hit('b')).toBe(5);
  });

  it('slides: only the hits within the window count', () => {
    const clock = { t: 0 };
    const v = new VelocityCounter(() => clock.t, 10, 1000, 100);
    v.hit('x');
    clock.t = 600;
    v.hit('x');
    clock.t = 1001; // the first hit (t=0) is out, the second (t=600) still in
    expect(v.hit('x')).toBe(2);
  });
});
