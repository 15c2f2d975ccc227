import { describe, expect, it } from 'vitest';
import en from '../../i18n/en/validates.ts';
import vi from '../../i18n/vi/validates.ts';
import { translator, validateText } from '../../i18n/translate.ts';
import { CODES } from './codes.ts';
import { VALIDATION_CODES } from '../auth/password.ts';
import { lengthBetween } from './text.ts';
import { zipList } from './formats.ts';

const params = (text: string) => [...text.matchAll(/\{(\w+)(?::\w+)?\}/g)].map((m) => m[1]).sort();

describe('every code has a message (validates.<code>) in en and vi', () => {
  it.each(Object.values(CODES))('%s', (code) => {
    expect(Object.hasOwn(en, code), `en validates.${code}`).toBe(true);
    expect(Object.hasOwn(vi, code), `vi validates.${code}`).toBe(true);
    const enText = (en as Record<string, string>)[code]!;
    const viText = (vi as Record<string, string>)[code]!;
    expect(params(viText)).toEqual(params(enText));
  });
  it('the auth codes are the same strings', () => {
    for (const code of Object.values(VALIDATION_CODES)) expect(Object.hasOwn(en, code), code).toBe(true);
  });
});

describe('messages substitute min, max and the field label', () => {
  const ll = { en: translator('en'), vi: translator('vi') };
  it('min and max from the rule', () => {
    expect(validateText(ll.en, lengthBetween(2, 50)('a')!)).toBe('Must be 2 to 50 characters long.');
    expect(validateText(ll.vi, zipList(9)('1234567890')!)).toBe('Nhập các mã bưu chính cách nhau bằng dấu phẩy, mỗi mã tối đa 9 ký tự.');
  });
  it('the default not-valid message names the field, or says "this value"', () => {
    expect(validateText(ll.en, { code: CODES.notValid }, 'Company name')).toBe('Company name is not valid.');
    expect(validateText(ll.en, { code: CODES.notValid })).toBe('This value is not valid.');
    expect(validateText(ll.vi, { code: CODES.notValid }, 'Tên công ty')).toBe('Tên công ty không hợp lệ.');
  });
});
