import type { Random } from './random.ts';
import { pickWeighted } from './random.ts';

/**
 * Who the simulated visitors are: countries (with real public IP blocks, so the engine's offline
 * GeoIP resolves them — each block was checked (every 16th address) against DB-IP city lite, the
 * database server/tracking/enrich reads), devices / OS / browsers as real user-agent strings,
 * declared bots and data-centre addresses (blocks inside server/tracking/enrich/data/datacenter-ranges.txt).
 */
export interface Country {
  code: string;
  /** Accept-Language of a typical visitor */
  language: string;
  /** share of human traffic */
  weight: number;
  /** UTC offset in hours: the hour curves apply to the visitor's local time */
  utcOffset: number;
  /** CIDR blocks of residential ISPs in that country */
  blocks: readonly string[];
}

export const COUNTRIES: readonly Country[] = [
  {
    code: 'VN',
    language: 'vi-VN,vi;q=0.9,en-US;q=0.8,en;q=0.7',
    weight: 40,
    utcOffset: 7,
    blocks: ['113.160.0.0/11', '14.160.0.0/11', '27.64.0.0/12'],
  },
  { code: 'US', language: 'en-US,en;q=0.9', weight: 14, utcOffset: -5, blocks: ['73.0.0.0/8', '24.0.0.0/12'] },
  { code: 'TH', language: 'th-TH,th;q=0.9,en;q=0.8', weight: 9, utcOffset: 7, blocks: ['171.96.0.0/13'] },
  { code: 'ID', language: 'id-ID,id;q=0.9,en;q=0.8', weight: 8, utcOffset: 7, blocks: ['36.88.0.0/13'] },
  { code: 'PH', language: 'en-PH,en;q=0.9,fil;q=0.8', weight: 7, utcOffset: 8, blocks: ['49.144.0.0/13', '112.198.0.0/16'] },
  { code: 'IN', language: 'en-IN,en;q=0.9,hi;q=0.8', weight: 6, utcOffset: 5, blocks: ['117.192.0.0/10'] },
  { code: 'SG', language: 'en-SG,en;q=0.9,zh-CN;q=0.8', weight: 5, utcOffset: 8, blocks: ['116.14.0.0/15'] },
  { code: 'GB', language: 'en-GB,en;q=0.9', weight: 4, utcOffset: 0, blocks: ['86.128.0.0/10', '82.2.0.0/15'] },
  { code: 'DE', language: 'de-DE,de;q=0.9,en;q=0.8', weight: 4, utcOffset: 1, blocks: ['91.0.0.0/10', '79.192.0.0/10'] },
  { code: 'FR', language: 'fr-FR,fr;q=0.9,en;q=0.8', weight: 3, utcOffset: 1, blocks: ['86.192.0.0/11'] },
];

/** Cloud / hosting blocks (AWS, DigitalOcean): traffic from here is data-centre traffic (SIVT). */
export const DATACENTER_BLOCKS: readonly string[] = ['52.0.0.0/11', '104.131.0.0/16'];

/** A random host address inside a CIDR block (never the network or broadcast address). */
export function ipInBlock(rng: Random, cidr: string): string {
  const [base, len] = cidr.split('/') as [string, string];
  const start = base.split('.').reduce((n, p) => n * 256 + Number(p), 0);
  const size = 2 ** (32 - Number(len));
  const n = start + 1 + Math.floor(rng.next() * (size - 2));
  return [24, 16, 8, 0].map((s) => Math.floor(n / 2 ** s) % 256).join('.');
}

export type Device = 'desktop' | 'mobile' | 'tablet';
export const DEVICE_MIX: readonly (readonly [Device, number])[] = [
  ['mobile', 62],
  ['desktop', 32],
  ['tablet', 6],
];

interface Agent {
  os: string;
  browser: string;
  ua: string;
  weight: number;
  /** sec-ch-ua of Chromium browsers; absent for Safari and Firefox, which send no client hints */
  hints?: string;
}
const CHROME_HINTS = '"Google Chrome";v="131", "Chromium";v="131", "Not_A Brand";v="24"';
const AGENTS: Record<Device, readonly Agent[]> = {
  mobile: [
    {
      os: 'Android',
      browser: 'Chrome',
      weight: 55,
      hints: CHROME_HINTS,
      ua: 'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.135 Mobile Safari/537.36',
    },
    {
      os: 'iOS',
      browser: 'Safari',
      weight: 35,
      ua: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1',
    },
    {
      os: 'Android',
      browser: 'Samsung Internet',
      weight: 10,
      hints: '"Samsung Internet";v="25", "Chromium";v="121", "Not_A Brand";v="24"',
      ua: 'Mozilla/5.0 (Linux; Android 13; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
    },
  ],
  desktop: [
    {
      os: 'Windows',
      browser: 'Chrome',
      weight: 50,
      hints: CHROME_HINTS,
      ua: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    },
    {
      os: 'Windows',
      browser: 'Edge',
      weight: 15,
      hints: '"Microsoft Edge";v="131", "Chromium";v="131", "Not_A Brand";v="24"',
      ua: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86',
    },
    {
      os: 'macOS',
      browser: 'Safari',
      weight: 20,
      ua: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Safari/605.1.15',
    },
    {
      os: 'Windows',
      browser: 'Firefox',
      weight: 10,
      ua: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
    },
    {
      os: 'Linux',
      browser: 'Chrome',
      weight: 5,
      hints: CHROME_HINTS,
      ua: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    },
  ],
  tablet: [
    {
      os: 'iOS',
      browser: 'Safari',
      weight: 70,
      ua: 'Mozilla/5.0 (iPad; CPU OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1',
    },
    {
      os: 'Android',
      browser: 'Chrome',
      weight: 30,
      hints: CHROME_HINTS,
      ua: 'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    },
  ],
};

/** Declared crawlers and tools: user agents that say they are bots (GIVT). */
export const BOT_AGENTS: readonly string[] = [
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
  'Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)',
  'python-requests/2.32.3',
  'curl/8.5.0',
];

export interface Visitor {
  country: Country;
  device: Device;
  os: string;
  browser: string;
  userAgent: string;
  /** the other headers a real browser sends on a navigation (the engine checks them for forgery) */
  headers: Record<string, string>;
}

function navigationHeaders(country: Country, device: Device, agent: Agent): Record<string, string> {
  const h: Record<string, string> = {
    accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8',
    'accept-language': country.language,
    'accept-encoding': 'gzip, deflate, br',
    'sec-fetch-mode': 'navigate',
    'sec-fetch-dest': 'document',
    'sec-fetch-site': 'cross-site',
  };
  if (agent.hints) {
    h['sec-ch-ua'] = agent.hints;
    h['sec-ch-ua-mobile'] = device === 'mobile' ? '?1' : '?0';
    h['sec-ch-ua-platform'] = `"${agent.os}"`;
  }
  return h;
}

export function drawVisitor(rng: Random, countries: readonly Country[] = COUNTRIES): Visitor {
  const country = countries[rng.weighted(countries.map((c) => c.weight))]!;
  const device = pickWeighted(rng, DEVICE_MIX);
  const agents = AGENTS[device];
  const agent = agents[rng.weighted(agents.map((a) => a.weight))]!;
  return { country, device, os: agent.os, browser: agent.browser, userAgent: agent.ua, headers: navigationHeaders(country, device, agent) };
}

export function humanIp(rng: Random, country: Country): string {
  return ipInBlock(rng, rng.pick(country.blocks));
}
