import { isbot } from 'isbot';
import { Lru } from './lru.ts';

/**
 * User agent → the targeting ids of src/domain/reference/data/tech.ts (DEVICES, OPERATING_SYSTEMS,
 * BROWSERS). A small ordered rule list rather than a general parser: the targeting lists are short
 * and include Vietnamese in-app browsers (Zalo, Cốc Cốc) that general parsers do not name. Declared
 * bots come from `isbot`. Results are cached in a bounded LRU: real traffic repeats a few thousand UAs.
 */
export interface AgentInfo {
  deviceId: number | null;
  osId: number | null;
  browserId: number | null;
  isBot: boolean;
}

export const UA_CACHE_SIZE = 10_000;
/** Longer strings are cut before parsing and caching: real UAs are < 512 chars, forged ones can be huge. */
export const UA_MAX_LENGTH = 1024;

// ids from tech.ts — kept as named constants so a renumbering there shows up in the tests
export const DEVICE = { desktop: 1, mobile: 2, tablet: 3, smart_tv: 4, other: 5 } as const;
export const OS = {
  windows: 1,
  macos: 2,
  linux: 3,
  chromeos: 4,
  android: 5,
  ios: 6,
  ipados: 7,
  harmonyos: 8,
  kaios: 9,
  tizen: 10,
  other: 11,
} as const;
export const BROWSER = {
  chrome: 1,
  safari: 2,
  edge: 3,
  firefox: 4,
  opera: 5,
  samsung: 6,
  coc_coc: 7,
  uc: 8,
  yandex: 9,
  facebook_in_app: 10,
  zalo_in_app: 11,
  tiktok_in_app: 12,
  other: 13,
} as const;

type Rule = readonly [RegExp, number];

// First match wins: in-app and Chromium-based browsers before Chrome, Chrome before Safari (every
// Chromium UA also says "Safari/537.36").
const BROWSER_RULES: readonly Rule[] = [
  [/Zalo/i, BROWSER.zalo_in_app],
  [/FBAN|FBAV|FB_IAB|FBIOS|FB4A/, BROWSER.facebook_in_app],
  [/musical_ly|BytedanceWebview|TikTok|trill_/i, BROWSER.tiktok_in_app],
  [/coc_coc_browser|CocCoc/i, BROWSER.coc_coc],
  [/UCBrowser|UCWEB|UBrowser/, BROWSER.uc],
  [/YaBrowser|YaSearchBrowser/, BROWSER.yandex],
  [/SamsungBrowser/, BROWSER.samsung],
  [/OPR\/|Opera|OPT\/|OPiOS|OPX\//, BROWSER.opera],
  [/Edg\/|Edge\/|EdgA\/|EdgiOS\//, BROWSER.edge],
  [/Firefox\/|FxiOS\//, BROWSER.firefox],
  [/Chrome\/|CriOS\/|Chromium\//, BROWSER.chrome],
  [/Version\/[\d.]+.*Safari\/|Mobile\/\w+ Safari\//, BROWSER.safari],
];

const OS_RULES: readonly Rule[] = [
  [/HarmonyOS|OpenHarmony/, OS.harmonyos],
  [/KAIOS/i, OS.kaios],
  [/Tizen/, OS.tizen],
  [/Windows Phone|Windows Mobile/, OS.other],
  [/Android/, OS.android],
  [/iPad/, OS.ipados],
  [/iPhone|iPod/, OS.ios],
  [/CrOS/, OS.chromeos],
  [/Macintosh|Mac OS X/, OS.macos],
  [/Windows/, OS.windows],
  [/Linux|X11|FreeBSD|OpenBSD/, OS.linux],
];

const DEVICE_RULES: readonly Rule[] = [
  [/SmartTV|SMART-TV|Smart-TV|Web0S|WebOS.*TV|HbbTV|BRAVIA|AppleTV|GoogleTV|Android TV|AFT[A-Z]|CrKey|Roku|\bTV\b/i, DEVICE.smart_tv],
  [/iPad|Tablet|Kindle|Silk\/|PlayBook/i, DEVICE.tablet],
  [/iPhone|iPod|Mobile|Mobi\b|Opera Mini|KAIOS|Windows Phone|IEMobile/i, DEVICE.mobile],
  // Android without "Mobile" is a tablet (Google's own guidance to Android browser vendors)
  [/Android/, DEVICE.tablet],
  [/Windows|Macintosh|CrOS|X11|Linux/, DEVICE.desktop],
];

function first(rules: readonly Rule[], ua: string, fallback: number): number {
  for (const [re, id] of rules) if (re.test(ua)) return id;
  return fallback;
}

const EMPTY: AgentInfo = Object.freeze({ deviceId: null, osId: null, browserId: null, isBot: false });

export function parseAgentUncached(ua: string): AgentInfo {
  if (ua.trim() === '') return EMPTY;
  return Object.freeze({
    deviceId: first(DEVICE_RULES, ua, DEVICE.other),
    osId: first(OS_RULES, ua, OS.other),
    browserId: first(BROWSER_RULES, ua, BROWSER.other),
    isBot: isbot(ua),
  });
}

const cache = new Lru<string, AgentInfo>(UA_CACHE_SIZE);

/** Device / OS / browser ids (null for an empty UA) and whether it is a declared bot. */
export function parseAgent(ua: string): AgentInfo {
  const key = ua.length > UA_MAX_LENGTH ? ua.slice(0, UA_MAX_LENGTH) : ua;
  let info = cache.get(key);
  if (!info) {
    info = parseAgentUncached(key);
    cache.set(key, info);
  }
  return info;
}

/** For tests and metrics: the current number of cached UAs (never above UA_CACHE_SIZE). */
export function agentCacheSize(): number {
  return cache.size;
}
