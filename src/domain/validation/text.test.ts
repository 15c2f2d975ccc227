import { describe, expect, it } from 'vitest';
import {
  allowedChars,
  firstCapital,
  lengthBetween,
  lettersAndSpaces,
  lettersOnly,
  maxItems,
  maxLength,
  maxName,
  maxSearch,
  maxTags,
  minLength,
  noEmoji,
  numberOrSpecial,
  paramName,
  paramNameWithSpaces,
  required,
  selectAtLeastOne,
  sku,
  uniqueItems,
  maxUrl,
  maxApprovalCondition,
  maxRejectionReason,
} from './text.ts';
import type { Rule } from './codes.ts';

const codeOf = (rule: Rule, value: unknown) => rule(value)?.code ?? null;

describe('required and select', () => {
  it.each(['', '   ', null, undefined, []])('refuses %j with c_c01', (v) => expect(required(v)).toEqual({ code: 'c_c01' }));
  it.each(['a', ' a ', 0, ['x']])('accepts %j', (v) => expect(required(v)).toBeNull());
  it('select at least one', () => {
    expect(selectAtLeastOne([])).toEqual({ code: 'select_one' });
    expect(selectAtLeastOne(undefined)).toEqual({ code: 'select_one' });
    expect(selectAtLeastOne([3])).toBeNull();
    expect(selectAtLeastOne('2')).toBeNull();
  });
});

describe('lengths count characters, not UTF-16 units', () => {
  it('between, min, max with their bounds', () => {
    expect(lengthBetween(2, 4)('a')).toEqual({ code: 'length_between', min: 2, max: 4 });
    expect(lengthBetween(2, 4)('abcde')).toEqual({ code: 'length_between', min: 2, max: 4 });
    expect(lengthBetween(2, 4)('ab')).toBeNull();
    expect(minLength(3)('ab')).toEqual({ code: 'min_length', min: 3 });
    expect(maxLength(3)('abcd')).toEqual({ code: 'max_length', max: 3 });
    expect(maxLength(3)('😀😀😀')).toBeNull(); // 6 UTF-16 units, 3 characters
    expect(maxLength(3)('')).toBeNull(); // empty is the required rule's business
  });
  it('field maxima of spec 1 §5', () => {
    expect(maxName('x'.repeat(255))).toBeNull();
    expect(maxName('x'.repeat(256))).toEqual({ code: 'max_length', max: 255 });
    expect(maxUrl('x'.repeat(2049))?.max).toBe(2048);
    expect(maxApprovalCondition('x'.repeat(2001))?.max).toBe(2000);
    expect(maxRejectionReason('x'.repeat(2000))).toBeNull();
    expect(maxSearch('x'.repeat(129))).toEqual({ code: 'max_length', max: 128 });
  });
});

describe('character classes', () => {
  it.each<[string, Rule, string[], string[]]>([
    ['letters only', lettersOnly, ['abc', 'Nguyễn', 'Đức', 'José'], ['ab c', 'abc1', 'a_b', 'a-b']],
    ['letters and spaces', lettersAndSpaces, ['Nguyễn Văn An', 'Anna', 'a  b'], ['   ', 'An1', 'A.B', 'A\tB']],
    ['allowed characters', allowedChars, ['abc_123', 'ABC', '_'], ['a b', 'a-b', 'ả', 'a.b']],
    ['parameter names', paramName, ['sub_1', 'utm_source', '9'], ['Sub1', 'a b', 'a-b', 'ä']],
    ['parameter names with spaces', paramNameWithSpaces, ['sub 1', 'a_b c'], ['Sub 1', '   ', 'a-b']],
    ['SKU', sku, ['AB-12_x', '123', '-'], ['AB 12', 'AB.12', 'AB/12', 'ẞ1']],
    ['first letter capitalised', firstCapital, ['Abc', 'Đà Nẵng', 'É'], ['abc', '1Abc', ' Abc', 'đà']],
    ['number or special', numberOrSpecial, ['abc1', 'abc!', 'a-b', 'a😀'], ['abc', 'Nguyễn Văn']],
  ])('%s', (_name, rule, good, bad) => {
    for (const v of good) expect(rule(v), v).toBeNull();
    for (const v of bad) expect(rule(v), v).not.toBeNull();
    expect(rule('')).toBeNull();
  });
});

describe('emoji', () => {
  it.each(['😀', '👍🏽', '❤️', '🇻🇳', '1️⃣', '👨‍👩‍👧', '🏴󠁧󠁢󠁳󠁣󠁴󠁿', '☀', '©️'])('refuses %s', (e) => {
    expect(noEmoji(`Shop ${e} sale`)).toEqual({ code: 'no_emoji' });
  });
  it.each(['Brand™', 'Acme® Inc', '© 2026', 'Giảm giá 50%', '中文', '★ deal', '→ next', '#1 #hashtag', '12:30'])('accepts %s', (t) => {
    expect(noEmoji(t)).toBeNull();
  });
});

describe('lists', () => {
  it('max tags counts list entries or comma entries', () => {
    const tags = Array.from({ length: 10 }, (_, i) => `t${i}`);
    expect(maxTags()(tags)).toBeNull();
    expect(maxTags()([...tags, 'x'])).toEqual({ code: 'max_tags', max: 10 });
    expect(maxTags(2)('a,b,c')).toEqual({ code: 'max_tags', max: 2 });
  });
  it('max items in a comma list ignores a trailing comma', () => {
    expect(maxItems(3)('a, b, c')).toBeNull();
    expect(maxItems(3)('a,b,c,')).toBeNull();
    expect(maxItems(3)('a,b,c,d')).toEqual({ code: 'max_items', max: 3 });
    expect(codeOf(maxItems(), Array.from({ length: 11 }, () => 'x').join(','))).toBe('max_items');
  });
  it('duplicates', () => {
    expect(uniqueItems('A1, B2, A1')).toEqual({ code: 'duplicated' });
    expect(uniqueItems('A1,a1')).toBeNull();
    expect(uniqueItems(['x', 'y'])).toBeNull();
  });
});
