import { describe, expect, it } from 'vitest';
import { BROWSERS, DEVICES, OPERATING_SYSTEMS } from '../../../src/domain/reference/data/tech.ts';
import { BROWSER, DEVICE, OS, UA_CACHE_SIZE, agentCacheSize, parseAgent, parseAgentUncached } from './agent.ts';
import { Lru } from './lru.ts';

const UA = {
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  ipadChrome:
    'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1',
  windowsChrome: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  windowsEdge:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.80',
  macSafari: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  linuxFirefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.82 Mobile Safari/537.36',
  androidTablet: 'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.82 Safari/537.36',
  androidFirefox: 'Mozilla/5.0 (Android 14; Mobile; rv:125.0) Gecko/125.0 Firefox/125.0',
  samsung:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
  cocCoc:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) coc_coc_browser/123.0.200 Chrome/117.0.0.0 Safari/537.36',
  zalo: 'Mozilla/5.0 (Linux; Android 13; SM-A525F Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/123.0.6312.118 Mobile Safari/537.36 Zalo android/12100595 ZaloTheme/light ZaloLanguage/vi',
  facebook:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/21E219 [FBAN/FBIOS;FBAV/460.0.0.38.109;FBBV/587436154;FBDV/iPhone15,2;FBMD/iPhone;FBSN/iOS;FBSV/17.4;FBSS/3;FBID/phone;FBLC/vi_VN;FBOP/5]',
  tiktok:
    'Mozilla/5.0 (Linux; Android 12; V2111 Build/SP1A.210812.003; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/114.0.5735.196 Mobile Safari/537.36 trill_340003 JsSdk/1.0 NetType/WIFI Channel/googleplay AppName/trill app_version/34.0.3 ByteLocale/vi',
  opera: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 OPR/110.0.0.0',
  chromebook: 'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  smartTv: 'Mozilla/5.0 (SMART-TV; LINUX; Tizen 6.5) AppleWebKit/537.36 (KHTML, like Gecko) 85.0.4183.93/6.5 TV Safari/537.36',
  harmony:
    'Mozilla/5.0 (Phone; OpenHarmony 4.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0.0.0 Safari/537.36 ArkWeb/4.1.6.1 Mobile HuaweiBrowser/5.0.4.300',
  googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  headless: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/124.0.0.0 Safari/537.36',
  curl: 'curl/8.5.0',
};

describe('parseAgent', () => {
  it.each([
    ['iphoneSafari', DEVICE.mobile, OS.ios, BROWSER.safari],
    ['ipadChrome', DEVICE.tablet, OS.ipados, BROWSER.chrome],
    ['windowsChrome', DEVICE.desktop, OS.windows, BROWSER.chrome],
    ['windowsEdge', DEVICE.desktop, OS.windows, BROWSER.edge],
    ['macSafari', DEVICE.desktop, OS.macos, BROWSER.safari],
    ['linuxFirefox', DEVICE.desktop, OS.linux, BROWSER.firefox],
    ['androidChrome', DEVICE.mobile, OS.android, BROWSER.chrome],
    ['androidTablet', DEVICE.tablet, OS.android, BROWSER.chrome],
    ['androidFirefox', DEVICE.mobile, OS.android, BROWSER.firefox],
    ['samsung', DEVICE.mobile, OS.android, BROWSER.samsung],
    ['cocCoc', DEVICE.desktop, OS.windows, BROWSER.coc_coc],
    ['zalo', DEVICE.mobile, OS.android, BROWSER.zalo_in_app],
    ['facebook', DEVICE.mobile, OS.ios, BROWSER.facebook_in_app],
    ['tiktok', DEVICE.mobile, OS.android, BROWSER.tiktok_in_app],
    ['opera', DEVICE.desktop, OS.windows, BROWSER.opera],
    ['chromebook', DEVICE.desktop, OS.chromeos, BROWSER.chrome],
    ['smartTv', DEVICE.smart_tv, OS.tizen, BROWSER.other],
    ['harmony', DEVICE.mobile, OS.harmonyos, BROWSER.chrome],
  ] as const)('%s → device %i, os %i, browser %i', (name, deviceId, osId, browserId) => {
    expect(parseAgent(UA[name])).toEqual({ deviceId, osId, browserId, isBot: false });
  });

  it('flags declared bots and headless browsers through isbot', () => {
    expect(parseAgent(UA.googlebot).isBot).toBe(true);
    expect(parseAgent(UA.headless).isBot).toBe(true);
    expect(parseAgent(UA.curl).isBot).toBe(true);
    expect(parseAgent(UA.windowsChrome).isBot).toBe(false);
  });

  it('answers nulls for an empty user agent', () => {
    expect(parseAgent('')).toEqual({ deviceId: null, osId: null, browserId: null, isBot: false });
    expect(parseAgent('   ').deviceId).toBeNull();
  });

  it('maps unknown agents to the "other" rows', () => {
    expect(parseAgentUncached('SomethingNew/1.0')).toMatchObject({ deviceId: DEVICE.other, osId: OS.other, browserId: BROWSER.other });
  });

  it('uses ids that exist in the reference data with the expected codes', () => {
    const codes = (rows: readonly { id: number; code: string }[]) => Object.fromEntries(rows.map((r) => [r.code, r.id]));
    expect(codes(DEVICES)).toEqual(DEVICE);
    expect(codes(OPERATING_SYSTEMS)).toEqual(OS);
    expect(codes(BROWSERS)).toEqual(BROWSER);
  });

  it('keeps its cache bounded, however many distinct agents arrive', () => {
    for (let i = 0; i < UA_CACHE_SIZE + 500; i++) parseAgent(`${UA.windowsChrome} build/${i}`);
    expect(agentCacheSize()).toBe(UA_CACHE_SIZE);
  });

  it('parses oversized agents on their first 1 KB only', () => {
    const huge = UA.androidChrome + ' x'.repeat(100_000);
    expect(parseAgent(huge)).toMatchObject({ osId: OS.android, browserId: BROWSER.chrome });
  });
});

describe('Lru', () => {
  it('evicts the least recently used key beyond capacity', () => {
    const lru = new Lru<string, number>(2);
    lru.set('a', 1);
    lru.set('b', 2);
    expect(lru.get('a')).toBe(1); // a is now the most recent
    lru.set('c', 3);
    expect(lru.has('b')).toBe(false);
    expect(lru.get('a')).toBe(1);
    expect(lru.get('c')).toBe(3);
    expect(lru.size).toBe(2);
  });
  it('refuses a capacity below one', () => {
    expect(() => new Lru(0)).toThrow(RangeError);
  });
});
