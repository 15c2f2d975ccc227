import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { domain, email, ipList, password, url, zipList } from './formats.ts';

/** Insert `piece` at a generated position of `text`. */
const insertAt = (text: string, piece: string, at: number) =>
  text.slice(0, at % (text.length + 1)) + piece + text.slice(at % (text.length + 1));

describe('email', () => {
  it('accepts generated addresses (fast-check emailAddress within our length caps)', () => {
    fc.assert(
      fc.property(fc.emailAddress({ size: 'small' }), (address) => {
        expect(email(address)).toBeNull();
      }),
    );
  });
  it('refuses an address with a space, a second @ or no @', () => {
    fc.assert(
      fc.property(fc.emailAddress({ size: 'small' }), fc.nat(), fc.constantFrom(' ', '@'), (address, at, piece) => {
        expect(email(insertAt(address, piece, at))).toEqual({ code: 'email' });
        expect(email(address.replace('@', ''))).toEqual({ code: 'email' });
      }),
    );
  });
});

describe('domain', () => {
  it('accepts generated domains', () => {
    fc.assert(
      fc.property(fc.domain(), (name) => {
        expect(domain(name)).toBeNull();
      }),
    );
  });
  it('refuses a domain with a forbidden character, a leading hyphen or no TLD', () => {
    fc.assert(
      fc.property(fc.domain(), fc.nat(), fc.constantFrom(' ', '_', '/', '@', '!', '..'), (name, at, bad) => {
        expect(domain(insertAt(name, bad, at))).toEqual({ code: 'domain' });
        expect(domain(`-${name}`)).toEqual({ code: 'domain' });
        expect(domain(name.split('.')[0]!)).toEqual({ code: 'domain' });
      }),
    );
  });
});

describe('URL', () => {
  const webUrl = fc.webUrl({ validSchemes: ['http', 'https', 'ftp'], withQueryParameters: true, withFragments: true, size: 'small' });
  it('accepts generated http, https and ftp URLs up to 2048 characters', () => {
    fc.assert(
      fc.property(webUrl, (link) => {
        fc.pre(link.length <= 2048);
        expect(url(link)).toBeNull();
      }),
    );
  });
  it('refuses another scheme, a missing scheme and white space', () => {
    fc.assert(
      fc.property(webUrl, fc.constantFrom('ws', 'mailto', 'file', 'javascript', 'httpx'), fc.nat(), (link, scheme, at) => {
        const rest = link.replace(/^[a-z]+:\/\//, '');
        expect(url(`${scheme}://${rest}`)).toEqual({ code: 'url' });
        expect(url(rest)).toEqual({ code: 'url' });
        expect(url(insertAt(link, ' ', at))).not.toBeNull();
      }),
    );
  });
  it('refuses anything longer than 2048 characters with max_length', () => {
    fc.assert(
      fc.property(webUrl, fc.integer({ min: 1, max: 500 }), (link, extra) => {
        const long = `${link.split(/[?#]/)[0]!.replace(/\/$/, '')}/${'a'.repeat(2048 + extra)}`;
        expect(url(long)).toEqual({ code: 'max_length', max: 2048 });
      }),
    );
  });
});

describe('IP list', () => {
  const list = fc.array(fc.ipV4(), { minLength: 1, maxLength: 20 });
  const sep = fc.constantFrom(',', ', ', ' ,', ' , ');
  it('accepts any list of IPv4 addresses joined by commas', () => {
    fc.assert(
      fc.property(list, sep, (ips, s) => {
        expect(ipList(ips.join(s))).toBeNull();
      }),
    );
  });
  it('refuses the list once an empty entry is inserted anywhere', () => {
    fc.assert(
      fc.property(list, fc.nat(), fc.constantFrom('', ' '), (ips, at, empty) => {
        const withEmpty = [...ips];
        withEmpty.splice(at % (ips.length + 1), 0, empty);
        expect(ipList(withEmpty.join(','))).toEqual({ code: 'ip_list' });
      }),
    );
  });
  it('refuses an octet above 255', () => {
    fc.assert(
      fc.property(list, fc.nat({ max: 3 }), fc.integer({ min: 256, max: 9999 }), (ips, octet, big) => {
        const parts = ips[0]!.split('.');
        parts[octet] = String(big);
        expect(ipList([parts.join('.'), ...ips.slice(1)].join(','))).toEqual({ code: 'ip_list' });
      }),
    );
  });
});

describe('zip list', () => {
  const zip = (max: number) => fc.stringMatching(new RegExp(`^[A-Za-z0-9]{1,${max}}$`));
  it('accepts comma lists of codes within the maximum and refuses one code over it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 12 }).chain((max) => fc.tuple(fc.constant(max), fc.array(zip(max), { minLength: 1, maxLength: 10 }))),
        ([max, zips]) => {
          expect(zipList(max)(zips.join(','))).toBeNull();
          expect(zipList(max)([...zips, '9'.repeat(max + 1)].join(','))).toEqual({ code: 'zip_list', max });
        },
      ),
    );
  });
});

describe('password', () => {
  const ascii = (pattern: RegExp) => fc.stringMatching(pattern).filter((s) => s.length === 1);
  const valid = fc
    .tuple(
      ascii(/^[a-z]$/),
      ascii(/^[A-Z]$/),
      ascii(/^[0-9]$/),
      ascii(/^[!-/:-@[-`{-~]$/),
      fc.string({ unit: ascii(/^[!-~]$/), minLength: 4, maxLength: 59 }),
      fc.nat(),
    )
    .map(([l, u, d, s, rest, seed]) => {
      const chars = [l, u, d, s, ...rest];
      // deterministic shuffle so the required classes are not always in front
      for (let i = chars.length - 1; i > 0; i--) {
        const j = (seed + i * 7919) % (i + 1);
        [chars[i], chars[j]] = [chars[j]!, chars[i]!];
      }
      return chars.join('');
    });
  it('accepts 8–63 printable ASCII characters with every class', () => {
    fc.assert(
      fc.property(valid, (pw) => {
        expect(password(pw)).toBeNull();
      }),
    );
  });
  it('refuses it once a space, an emoji or a non-ASCII letter is inserted, or past 63 characters', () => {
    fc.assert(
      fc.property(valid, fc.nat(), fc.constantFrom(' ', '😀', 'ế', '\t'), (pw, at, bad) => {
        expect(password(insertAt(pw, bad, at))).toEqual({ code: 'c_c16', min: 8, max: 63 });
        expect(password(pw + 'x'.repeat(64 - pw.length))).toEqual({ code: 'c_c16', min: 8, max: 63 });
      }),
    );
  });
});
