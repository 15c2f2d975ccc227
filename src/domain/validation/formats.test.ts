import { describe, expect, it } from 'vitest';
import { confirmMatches, differsFrom, domain, email, ipList, isDomain, isUrl, password, promoCode, url, zipList } from './formats.ts';

describe('email (the auth rule, wrapped)', () => {
  it.each(['a@example.com', 'first.last+tag@sub.example.co.uk', "o'neil@example.vn"])('accepts %s', (v) => expect(email(v)).toBeNull());
  it.each(['a@b', 'a@@b.com', 'a b@c.com', '.a@b.com', 'a..b@c.com', 'a@-b.com', 'a@b.c1'])('refuses %s', (v) => {
    expect(email(v)).toEqual({ code: 'email' });
  });
});

describe('domain', () => {
  it.each(['example.com', 'shop.example.co.uk', 'a-b.vn', 'xn--80ak6aa92e.xn--p1ai', '1.example.com'])('accepts %s', (v) => {
    expect(domain(v)).toBeNull();
  });
  it.each([
    'example',
    '-a.com',
    'a-.com',
    'a..com',
    'example.c',
    'example.123',
    'http://example.com',
    'exa mple.com',
    'example.com.',
    'a_b.com',
  ])('refuses %s', (v) => expect(domain(v)).toEqual({ code: 'domain' }));
  it('caps labels at 63 and names at 253 characters', () => {
    expect(isDomain(`${'a'.repeat(63)}.com`)).toBe(true);
    expect(isDomain(`${'a'.repeat(64)}.com`)).toBe(false);
    expect(isDomain(`${`${'a'.repeat(60)}.`.repeat(5)}com`)).toBe(false); // 308 characters
  });
});

describe('URL', () => {
  it.each([
    'https://example.com',
    'http://example.com/path?q=1#top',
    'ftp://files.example.com/a.csv',
    'HTTPS://EXAMPLE.COM',
    'https://user:pw@example.com:8443/x',
    'http://93.184.216.34/',
    'http://[2001:db8::1]/',
    'https://bücher.de/',
    'https://example.com?x={click_id}',
  ])('accepts %s', (v) => expect(url(v)).toBeNull());
  it.each([
    'example.com',
    'mailto:a@example.com',
    'javascript:alert(1)',
    'https://',
    'https:///path',
    'http://1.2',
    'http://intranet/',
    'http://256.1.1.1/',
    'https://exa mple.com',
    'https://example.com/a b',
    'ws://example.com',
    'http:example.com',
    'https://example.com:99999/',
  ])('refuses %s', (v) => expect(url(v)).toEqual({ code: 'url' }));
  it('refuses more than 2048 characters with max_length', () => {
    const base = 'https://example.com/';
    expect(url(base + 'a'.repeat(2048 - base.length))).toBeNull();
    expect(url(base + 'a'.repeat(2049 - base.length))).toEqual({ code: 'max_length', max: 2048 });
    expect(isUrl(base + 'a'.repeat(3000))).toBe(true); // the format itself has no cap
  });
});

describe('IP list', () => {
  it.each(['1.2.3.4', '1.2.3.4,5.6.7.8', '10.0.0.1, 255.255.255.255 , 0.0.0.0'])('accepts %s', (v) => expect(ipList(v)).toBeNull());
  it.each(['1.2.3.4,', ',1.2.3.4', '1.2.3.4,,5.6.7.8', '1.2.3', '1.2.3.256', '01.2.3.4', '1.2.3.4;5.6.7.8', 'a.b.c.d', '::1', ' , '])(
    'refuses %j',
    (v) => expect(ipList(v)).toEqual({ code: 'ip_list' }),
  );
});

describe('zip list', () => {
  it('accepts comma separated codes up to the maximum length', () => {
    expect(zipList()('10001, 70000,SW1A 1AA,12345-6789')).toBeNull();
    expect(zipList(5)('10001,70000')).toBeNull();
  });
  it.each(['10001,', '10001,,70000', '123456', '12#45', '-1234', '1234-'])('refuses %j with max 5', (v) => {
    expect(zipList(5)(v)).toEqual({ code: 'zip_list', max: 5 });
  });
});

describe('promo code', () => {
  it('letters, digits and underscore', () => {
    expect(promoCode('SUMMER_2026')).toBeNull();
    for (const v of ['SUMMER-2026', 'A B', 'GIẢM', 'X!']) expect(promoCode(v)).toEqual({ code: 'promo_code' });
  });
});

describe('password rules (one source: src/domain/auth/password.ts)', () => {
  it('c_c16 with the length bounds', () => {
    expect(password('Abcdef1!')).toBeNull();
    expect(password('abcdef1!')).toEqual({ code: 'c_c16', min: 8, max: 63 });
    expect(password('')).toBeNull();
  });
  it('confirmation c_c15 and a new password that differs from the current one', () => {
    expect(confirmMatches()('Abcdef1!', { password: 'Abcdef1!' })).toBeNull();
    expect(confirmMatches()('Abcdef1?', { password: 'Abcdef1!' })).toEqual({ code: 'c_c15' });
    expect(differsFrom()('Abcdef1!', { current_password: 'Abcdef1!' })).toEqual({ code: 'password_same_as_current' });
    expect(differsFrom()('Abcdef1!', { current_password: 'Other1!x' })).toBeNull();
  });
});
