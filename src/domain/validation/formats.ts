import { isEmail, passwordCode, PASSWORD_MAX, PASSWORD_MIN } from '../auth/password.ts';
import { CODES, FIELD_MAX, asText, commaItems, isAbsent, predicate, type Rule } from './codes.ts';
import { length } from './text.ts';

/*
 * Format rules of spec 1 §5: email, domain, URL, IP list, zip list, promo code and the password
 * rules. The email and password rules live in src/domain/auth/password.ts (the auth server uses them
 * directly); this file wraps them as rules so there is one implementation.
 */

export const email = predicate(isEmail, { code: CODES.email });

const LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
/** alphabetic TLD, or an internationalised one in its punycode form */
const TLD = /^(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;

/** A host name of two or more labels with a real TLD: `example.com`, `shop.example.co.uk`. */
export function isDomain(text: string): boolean {
  if (text.length > 253) return false;
  const labels = text.split('.');
  const tld = labels[labels.length - 1] ?? '';
  return labels.length >= 2 && labels.every((l) => LABEL.test(l)) && TLD.test(tld);
}
export const domain = predicate(isDomain, { code: CODES.domain });

const OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
/** Dotted-quad IPv4; a leading zero is refused because some parsers read it as octal. */
const IPV4 = new RegExp(`^${OCTET}(?:\\.${OCTET}){3}$`);
export const isIPv4 = (text: string): boolean => IPV4.test(text);

/** Comma-separated IPv4 addresses (spaces around commas allowed); an empty entry is an error. */
export const ipList: Rule = (value) => (isAbsent(value) || commaItems(value).every(isIPv4) ? null : { code: CODES.ipList });

export const ZIP_MAX = 10;
const ZIP = /^[A-Za-z0-9](?:[A-Za-z0-9 -]*[A-Za-z0-9])?$/;
/** Comma-separated zip / postal codes, each letters, digits, spaces and hyphens, at most `max` long. */
export const zipList =
  (max: number = ZIP_MAX): Rule =>
  (value) =>
    isAbsent(value) || commaItems(value).every((z) => ZIP.test(z) && z.length <= max) ? null : { code: CODES.zipList, max };

/** Promo codes (spec 2): A-Z, a-z, 0-9 and underscore. Length is a separate rule where a form needs it. */
export const promoCode = predicate((t) => /^[A-Za-z0-9_]+$/.test(t), { code: CODES.promoCode });

const URL_START = /^(?:https?|ftp):\/\/[^\s/?#]+(?:[/?#]\S*)?$/i;

/** The host as typed: the authority without user info and port. */
function rawHost(text: string): string {
  const authority = text.replace(/^[a-z]+:\/\//i, '').split(/[/?#]/)[0] ?? '';
  const host = authority.slice(authority.lastIndexOf('@') + 1);
  return host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.replace(/:\d*$/, '');
}

/**
 * http, https or ftp URL with a host (spec 1 §5), at most 2048 characters. The host must be a domain
 * with a TLD, a dotted-quad IPv4 or a bracketed IPv6 address: WHATWG parsing alone would accept
 * `http://1.2` (read as 1.0.0.2) and `http://intranet`, neither of which is a public landing page.
 */
export function isUrl(text: string): boolean {
  if (!URL_START.test(text)) return false;
  let parsed: URL;
  try {
    parsed = new URL(text);
  } catch {
    return false;
  }
  if (!['http:', 'https:', 'ftp:'].includes(parsed.protocol)) return false;
  const host = rawHost(text);
  if (host.startsWith('[')) return parsed.hostname.startsWith('[');
  if (/^[\d.]+$/.test(host)) return isIPv4(host);
  // parsed.hostname is the punycode form of an internationalised host
  return isDomain(parsed.hostname);
}
export const url: Rule = (value) => {
  if (isAbsent(value)) return null;
  const text = asText(value);
  if (length(text) > FIELD_MAX.url) return { code: CODES.maxLength, max: FIELD_MAX.url };
  return isUrl(text) ? null : { code: CODES.url };
};

/** The password rules of src/domain/auth/password.ts (c_c16, with the length bounds for the message). */
export const password: Rule = (value) =>
  isAbsent(value) || passwordCode(asText(value)) === null ? null : { code: CODES.password, min: PASSWORD_MIN, max: PASSWORD_MAX };

/** The confirmation equals the field `passwordField` (c_c15). */
export const confirmMatches =
  (passwordField = 'password'): Rule =>
  (value, form = {}) =>
    isAbsent(value) || asText(value) === asText(form[passwordField]) ? null : { code: CODES.confirmMismatch };

/** A new password differs from the current one in `currentField`. */
export const differsFrom =
  (currentField = 'current_password'): Rule =>
  (value, form = {}) =>
    isAbsent(value) || isAbsent(form[currentField]) || asText(value) !== asText(form[currentField])
      ? null
      : { code: CODES.passwordSameAsCurrent };
