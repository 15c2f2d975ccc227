import { describe, expect, it } from 'vitest';
import en from './en/index.ts';
import vi from './vi/index.ts';
import { ERROR_CODES } from '../domain/errors.ts';
import { WEB_ROUTES, MENU_GROUPS } from '../domain/routes.ts';
import { errorText, routeTitle, translator, validateText, pickLocale } from './translate.ts';

/** Every leaf as [dotted key, text]. */
function leaves(tree: unknown, prefix = ''): Array<[string, unknown]> {
  if (typeof tree !== 'object' || tree === null) return [[prefix, tree]];
  return Object.entries(tree).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
}
// plural parts ({{s}}) are grammar, not parameters, so they are removed first
const params = (text: string) => [...text.replace(/\{\{[^}]*\}\}/g, '').matchAll(/\{(\w+)(?::\w+)?\}/g)].map((m) => m[1]).sort();

describe('translations', () => {
  const enLeaves = new Map(leaves(en));
  const viLeaves = new Map(leaves(vi));

  it('vi has every en key and no extra key', () => {
    expect([...viLeaves.keys()].filter((k) => !enLeaves.has(k))).toEqual([]);
    expect([...enLeaves.keys()].filter((k) => !viLeaves.has(k))).toEqual([]);
  });

  it('every text is a non-empty string and vi uses the same parameters as en', () => {
    for (const [key, text] of viLeaves) {
      expect(typeof text === 'string' && text.trim().length > 0, `vi ${key} is empty`).toBe(true);
      expect(params(String(text)), `vi ${key} parameters`).toEqual(params(String(enLeaves.get(key))));
    }
    for (const [key, text] of enLeaves) expect(typeof text === 'string' && text.trim() !== '', `en ${key}`).toBe(true);
  });

  it('has a title for every route, a text for every error code and every menu group', () => {
    for (const route of WEB_ROUTES) expect(Object.keys(en.routes)).toContain(route.id);
    for (const code of ERROR_CODES) expect(Object.keys(en.errors)).toContain(code);
    for (const group of MENU_GROUPS) expect(Object.keys(en.shell.menu)).toContain(group);
  });
});

describe('translate helpers', () => {
  const ll = translator('vi');
  it('translates error and field codes with fallbacks', () => {
    expect(errorText(translator('en'), 'uri_too_long')).toBe('URL is too long.');
    expect(errorText(ll, 'no_such_code')).toBe('Đã xảy ra lỗi. Vui lòng thử lại sau.');
    expect(validateText(translator('en'), { code: 'too_small', min: 8 })).toBe('Must be at least 8.');
    expect(validateText(ll, { code: 'unknown' })).toBe('Giá trị này không được chấp nhận.');
    expect(routeTitle(ll, 'offers')).toBe('Chiến dịch');
  });
  it('plurals and picks locales', () => {
    expect(translator('en').common.time.minutesAgo({ count: 1 })).toBe('1 minute ago');
    expect(translator('en').common.time.minutesAgo({ count: 5 })).toBe('5 minutes ago');
    expect(pickLocale('vi-VN')).toBe('vi');
    expect(pickLocale('fr')).toBe('en');
  });
});
