/**
 * IP parsing for the lookup tables. IPv4 is one unsigned 32-bit number; IPv6 keeps only its top 64
 * bits (hi, lo): every allocation in the GeoIP and data-centre data is a /64 or wider, and two
 * 32-bit halves compare much faster than a BigInt. IPv4-mapped IPv6 (::ffff:1.2.3.4) counts as IPv4.
 */
export type ParsedIp = { v: 4; n: number } | { v: 6; hi: number; lo: number };

export function parseIpv4(s: string): number | null {
  let n = 0;
  let part = 0;
  let digits = 0;
  let dots = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 46) {
      if (digits === 0 || dots === 3) return null;
      n = n * 256 + part;
      part = 0;
      digits = 0;
      dots++;
    } else if (c >= 48 && c <= 57) {
      part = part * 10 + (c - 48);
      if (++digits > 3 || part > 255) return null;
    } else return null;
  }
  if (dots !== 3 || digits === 0) return null;
  return n * 256 + part;
}

/**
 * The eight 16-bit groups of an IPv6 address, or null. Accepts an embedded IPv4 tail and a %zone.
 * Hand-rolled over char codes (no split/regex): it runs for every IPv6 request and for the 70k rows
 * of the GeoIP table at start.
 */
function ipv6Groups(input: string): number[] | null {
  const pct = input.indexOf('%');
  const s = pct >= 0 ? input.slice(0, pct) : input;
  if (s.length < 2 || s.length > 45) return null;
  const head: number[] = [];
  const tail: number[] = [];
  let out = head;
  let gap = false;
  let i = 0;
  if (s.charCodeAt(0) === 58) {
    if (s.charCodeAt(1) !== 58) return null;
    gap = true;
    out = tail;
    i = 2;
  }
  while (i < s.length) {
    let value = 0;
    let digits = 0;
    const begin = i;
    for (; i < s.length; i++) {
      const c = s.charCodeAt(i);
      const d = c >= 48 && c <= 57 ? c - 48 : c >= 97 && c <= 102 ? c - 87 : c >= 65 && c <= 70 ? c - 55 : -1;
      if (d < 0) break;
      value = value * 16 + d;
      digits++;
    }
    if (i < s.length && s.charCodeAt(i) === 46) {
      // dotted IPv4 tail: the rest of the string, two groups
      const v4 = parseIpv4(s.slice(begin));
      if (v4 === null) return null;
      out.push(v4 >>> 16, v4 & 0xffff);
      i = s.length;
      break;
    }
    if (digits === 0 || digits > 4) return null;
    out.push(value);
    if (i === s.length) break;
    if (s.charCodeAt(i) !== 58) return null;
    i++;
    if (s.charCodeAt(i) === 58) {
      if (gap) return null;
      gap = true;
      out = tail;
      i++;
      if (i === s.length) break;
    } else if (i === s.length) return null;
  }
  const fill = 8 - head.length - tail.length;
  if (gap ? fill < 1 : fill !== 0) return null;
  const groups = head;
  for (let k = 0; k < fill; k++) groups.push(0);
  for (const g of tail) groups.push(g);
  return groups;
}

/**
 * Any address as four 32-bit words, most significant first; IPv4 (dotted, or IPv4-mapped IPv6) as
 * ::ffff:a.b.c.d. The GeoIP table needs all 128 bits of IPv6 in the few /64 blocks its data splits.
 */
export function ipWords(raw: string): [number, number, number, number] | null {
  let s = raw.trim();
  if (s.startsWith('[') && s.endsWith(']')) s = s.slice(1, -1);
  if (!s.includes(':')) {
    const n = parseIpv4(s);
    return n === null ? null : [0, 0, 0xffff, n];
  }
  const g = ipv6Groups(s);
  if (!g) return null;
  const word = (i: number) => (g[i]! * 65536 + g[i + 1]!) >>> 0;
  return [word(0), word(2), word(4), word(6)];
}

/** IPv4-mapped (::ffff:a.b.c.d): an IPv4 client seen through a dual-stack socket */
export const isMappedV4 = (w: readonly number[]) => w[0] === 0 && w[1] === 0 && w[2] === 0xffff;

export function parseIp(raw: string): ParsedIp | null {
  const w = ipWords(raw);
  if (!w) return null;
  return isMappedV4(w) ? { v: 4, n: w[3] } : { v: 6, hi: w[0], lo: w[1] };
}

/** Parses the hex top-64-bit form used by the data files ("2a010000000000" etc.) into hi/lo. */
export function hex64(s: string): { hi: number; lo: number } {
  const p = s.padStart(16, '0');
  return { hi: parseInt(p.slice(0, 8), 16), lo: parseInt(p.slice(8), 16) };
}

/** [first, last] of IPv4 ranges that are never a real visitor (RFC 6890 special-purpose blocks). */
const V4_RESERVED: readonly (readonly [string, number])[] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];
const V4_RESERVED_RANGES = V4_RESERVED.map(([ip, bits]) => {
  const start = parseIpv4(ip)!;
  return [start, start + 2 ** (32 - bits) - 1] as const;
});

/** Private, loopback, link-local, documentation, multicast… addresses: not a visitor on the internet. */
export function isReservedIp(ip: ParsedIp): boolean {
  if (ip.v === 4) return V4_RESERVED_RANGES.some(([a, b]) => ip.n >= a && ip.n <= b);
  const top16 = ip.hi >>> 16;
  // global unicast is 2000::/3; anything else (::1, fc00::/7, fe80::/10, ff00::/8, ::) is not routable
  if (top16 < 0x2000 || top16 > 0x3fff) return true;
  // 2001:db8::/32 documentation
  return ip.hi === 0x20010db8;
}

/** A stable key for per-client counters: the IPv4 address, or the IPv6 /64 (one subscriber's prefix). */
export function ipKey(ip: ParsedIp): string {
  return ip.v === 4 ? `4:${ip.n}` : `6:${ip.hi.toString(16)}:${ip.lo.toString(16)}`;
}
