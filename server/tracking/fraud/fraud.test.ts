import { describe, expect, it } from 'vitest';
import type { FraudLabel } from '../../../src/domain/tracking/fraud.ts';
import { parseAgent } from '../enrich/index.ts';
import { FAST_CONVERSION_MS, applyDropRule, createFraudScorer, type ClickInput } from './index.ts';

const CHROME_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const CHROME_HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-language': 'vi-VN,vi;q=0.9,en;q=0.8',
  'sec-ch-ua': '"Chromium";v="124", "Google Chrome";v="124", "Not-A.Brand";v="99"',
  'sec-ch-ua-mobile': '?0',
  'sec-ch-ua-platform': '"Windows"',
  'sec-fetch-mode': 'navigate',
};
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const SAFARI_HEADERS = { accept: 'text/html,*/*;q=0.8', 'accept-language': 'vi-VN,vi;q=0.9' };
const VN_IP = '113.161.1.1';
const VN = 704;
const AT = new Date('2026-11-20T10:00:00Z');

function click(over: Partial<ClickInput> = {}): ClickInput {
  const userAgent = over.userAgent ?? CHROME_UA;
  return { ip: VN_IP, userAgent, headers: CHROME_HEADERS, at: AT, countryId: VN, isBot: parseAgent(userAgent).isBot, ...over };
}

describe('scoreClick', () => {
  it('labels a real browser from a consumer ISP good', () => {
    const s = createFraudScorer();
    expect(s.scoreClick(click())).toEqual({ level: 'good', kind: null, reasons: [], factors: [] });
    expect(s.scoreClick(click({ ip: '2001:ee0:4141::1', userAgent: IPHONE_UA, headers: SAFARI_HEADERS })).level).toBe('good');
  });

  it('labels a declared bot web_crawler, GIVT, bad — without piling header reasons on it', () => {
    const l = createFraudScorer().scoreClick(click({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1)', headers: {}, isBot: true }));
    expect(l).toEqual({ level: 'bad', kind: 'givt', reasons: ['declared_bot'], factors: ['web_crawler'] });
  });

  it('labels a data-centre IP data_center, GIVT: warning alone, bad with another sign', () => {
    const s = createFraudScorer();
    expect(s.scoreClick(click({ ip: '3.5.140.2' }))).toEqual({
      level: 'warning',
      kind: 'givt',
      reasons: ['datacenter_ip'],
      factors: ['data_center'],
    });
    const l = s.scoreClick(click({ ip: '2a01:4f8::1', headers: { ...CHROME_HEADERS, 'accept-language': undefined } }));
    expect(l.level).toBe('bad');
    expect(l.reasons).toEqual(['datacenter_ip', 'missing_accept_language']);
    expect(l.factors).toEqual(['data_center', 'data_integrity']);
  });

  it('labels a missing user agent data_integrity, SIVT, bad', () => {
    const l = createFraudScorer().scoreClick(click({ userAgent: '', isBot: false }));
    expect(l).toMatchObject({ level: 'bad', kind: 'sivt', reasons: ['missing_user_agent'], factors: ['data_integrity'] });
  });

  it('labels one missing browser header warning and two bad', () => {
    const s = createFraudScorer();
    expect(s.scoreClick(click({ headers: { ...CHROME_HEADERS, 'accept-language': '' } }))).toMatchObject({
      level: 'warning',
      kind: 'sivt',
      reasons: ['missing_accept_language'],
    });
    expect(s.scoreClick(click({ headers: { ...CHROME_HEADERS, accept: undefined, 'accept-language': undefined } }))).toMatchObject({
      level: 'bad',
      reasons: ['missing_accept', 'missing_accept_language'],
    });
  });

  it('flags a UA claiming modern Chrome without the headers Chrome always sends as spoofing', () => {
    const l = createFraudScorer().scoreClick(click({ headers: SAFARI_HEADERS }));
    expect(l).toMatchObject({ level: 'warning', kind: 'sivt', reasons: ['spoofed_chrome'], factors: ['spoofing'] });
    // Chrome on iOS is WebKit and sends no client hints: not spoofed
    const crios =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0 Mobile/15E148 Safari/604.1';
    expect(createFraudScorer().scoreClick(click({ userAgent: crios, headers: SAFARI_HEADERS })).level).toBe('good');
  });

  it('flags impossible combinations as agent_mismatch (spoofing, bad)', () => {
    const s = createFraudScorer();
    const cases: Record<string, string | undefined>[] = [
      { ...CHROME_HEADERS, 'sec-ch-ua-platform': '"Android"', 'sec-ch-ua-mobile': '?1' }, // Windows UA, Android hints... allowed only for a Linux UA
      { ...CHROME_HEADERS, 'sec-ch-ua-platform': '"macOS"' },
      { ...CHROME_HEADERS, 'sec-ch-ua-mobile': '?1' },
    ];
    for (const headers of cases) expect(s.scoreClick(click({ headers })).reasons, JSON.stringify(headers)).toContain('agent_mismatch');
    // client hints from an iPhone or from Firefox: neither implements them
    expect(s.scoreClick(click({ userAgent: IPHONE_UA, headers: CHROME_HEADERS })).reasons).toContain('agent_mismatch');
    const firefox = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0';
    expect(s.scoreClick(click({ userAgent: firefox, headers: CHROME_HEADERS })).reasons).toContain('agent_mismatch');
    // Safari on Windows has not existed since 2012
    const winSafari = 'Mozilla/5.0 (Windows NT 10.0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
    const l = s.scoreClick(click({ userAgent: winSafari, headers: SAFARI_HEADERS }));
    expect(l).toMatchObject({ level: 'bad', kind: 'sivt', reasons: ['agent_mismatch'], factors: ['spoofing', 'data_integrity'] });
  });

  it('accepts Android Chrome in "desktop site" mode (Linux UA, Android hints)', () => {
    const desktopMode = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
    const headers = { ...CHROME_HEADERS, 'sec-ch-ua-platform': '"Android"', 'sec-ch-ua-mobile': '?1' };
    expect(createFraudScorer().scoreClick(click({ userAgent: desktopMode, headers })).level).toBe('good');
  });

  it('labels private / reserved IPs warning and unparseable IPs bad, both ip_integrity', () => {
    const s = createFraudScorer();
    expect(s.scoreClick(click({ ip: '192.168.1.10' }))).toMatchObject({
      level: 'warning',
      reasons: ['reserved_ip'],
      factors: ['ip_integrity'],
    });
    expect(s.scoreClick(click({ ip: 'fd00::1' }))).toMatchObject({ level: 'warning', reasons: ['reserved_ip'] });
    expect(s.scoreClick(click({ ip: '1.2.3.999' }))).toMatchObject({ level: 'bad', reasons: ['invalid_ip'], factors: ['ip_integrity'] });
  });

  it("is 'unknown' when there is nothing to check", () => {
    const l = createFraudScorer().scoreClick({ ip: '', userAgent: '', headers: {}, at: AT, countryId: null, isBot: false });
    expect(l).toEqual({ level: 'unknown', kind: null, reasons: [], factors: [] });
  });
});

describe('scoreConversion', () => {
  const good: FraudLabel = { level: 'good', kind: null, reasons: [], factors: [] };
  const conv = (seconds: number, over: { countryId?: number | null; fraud?: FraudLabel; clickCountry?: number | null } = {}) =>
    createFraudScorer().scoreConversion({
      ip: VN_IP,
      at: new Date(AT.getTime() + seconds * 1000),
      countryId: over.countryId === undefined ? VN : over.countryId,
      click: { ip: VN_IP, at: AT, countryId: over.clickCountry === undefined ? VN : over.clickCountry, fraud: over.fraud ?? good },
    });

  it('labels a normal conversion good', () => {
    expect(conv(600)).toEqual(good);
  });

  it(`labels a conversion under ${FAST_CONVERSION_MS / 1000} s after its click user_environment / traffic_origin, SIVT, bad`, () => {
    expect(conv(FAST_CONVERSION_MS / 1000 - 1)).toEqual({
      level: 'bad',
      kind: 'sivt',
      reasons: ['fast_conversion'],
      factors: ['user_environment', 'traffic_origin'],
    });
    expect(conv(FAST_CONVERSION_MS / 1000).level).toBe('good');
    expect(conv(-5).reasons).toEqual(['conversion_before_click']);
  });

  it('labels a country change between click and conversion ip_integrity / traffic_origin warning', () => {
    expect(conv(600, { countryId: 840 })).toEqual({
      level: 'warning',
      kind: 'sivt',
      reasons: ['geo_mismatch'],
      factors: ['ip_integrity', 'traffic_origin'],
    });
    // an unknown country on either side (S2S postback, unlocated IP) is not a mismatch
    expect(conv(600, { countryId: null }).level).toBe('good');
    expect(conv(600, { clickCountry: null, countryId: 840 }).level).toBe('good');
  });

  it("inherits the click's reasons and factors", () => {
    const dc: FraudLabel = { level: 'warning', kind: 'givt', reasons: ['datacenter_ip'], factors: ['data_center'] };
    expect(conv(600, { fraud: dc })).toEqual(dc);
    // two warnings together (data centre + geo mismatch) make the conversion bad
    expect(conv(600, { fraud: dc, countryId: 840 })).toMatchObject({
      level: 'bad',
      reasons: ['datacenter_ip', 'geo_mismatch'],
      factors: ['data_center', 'ip_integrity', 'traffic_origin'],
    });
    // a dropped click keeps its reasons and is re-judged (the brand rule is applied again by the caller)
    expect(conv(600, { fraud: { level: 'drop', kind: 'givt', reasons: ['declared_bot'], factors: ['web_crawler'] } }).level).toBe('bad');
  });

  it("keeps 'safe' and 'unknown' clicks so when nothing new is found", () => {
    expect(conv(600, { fraud: { level: 'safe', kind: null, reasons: [], factors: [] } }).level).toBe('safe');
    expect(conv(600, { fraud: { level: 'unknown', kind: null, reasons: [], factors: [] } }).level).toBe('unknown');
    expect(conv(1, { fraud: { level: 'unknown', kind: null, reasons: [], factors: [] } }).level).toBe('bad');
  });
});

describe('applyDropRule', () => {
  const label = (level: FraudLabel['level']): FraudLabel => ({
    level,
    kind: level === 'good' ? null : 'sivt',
    reasons: level === 'good' ? [] : ['fast_conversion'],
    factors: [],
  });
  it("never drops by default ('none')", () => {
    for (const level of ['good', 'warning', 'bad', 'unknown', 'safe'] as const)
      expect(applyDropRule(label(level), 'none').level).toBe(level);
  });
  it("'bad' drops bad only, keeping the reasons", () => {
    expect(applyDropRule(label('bad'), 'bad')).toEqual({ ...label('bad'), level: 'drop' });
    expect(applyDropRule(label('warning'), 'bad').level).toBe('warning');
    expect(applyDropRule(label('good'), 'bad').level).toBe('good');
  });
  it("'warning' drops warning and bad, never good, safe or unknown", () => {
    expect(applyDropRule(label('warning'), 'warning').level).toBe('drop');
    expect(applyDropRule(label('bad'), 'warning').level).toBe('drop');
    for (const level of ['good', 'safe', 'unknown'] as const) expect(applyDropRule(label(level), 'warning').level).toBe(level);
  });
});
