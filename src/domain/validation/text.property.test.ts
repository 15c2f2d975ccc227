import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { allowedChars, length, lengthBetween, lettersOnly, maxItems, maxTags, noEmoji, paramName, sku, required } from './text.ts';
import { promoCode } from './formats.ts';

const insertAt = (text: string, piece: string, at: number) => {
  const chars = [...text]; // insert between characters, never inside a surrogate pair
  chars.splice(at % (chars.length + 1), 0, piece);
  return chars.join('');
};

const EMOJI = ['😀', '🔥', '👍🏽', '❤️', '🇻🇳', '1️⃣', '👨‍👩‍👧', '🏴󠁧󠁢󠁳󠁣󠁴󠁿', '✅', '🚀', '™️', '🫠'];
/** Text an emoji-free field legitimately holds: Latin and Vietnamese letters, digits, punctuation, CJK, ©®™. */
const plainChar = fc.constantFrom(...'aZ09 .,-_!?%&()@#:/\'"ăâđêôơưẠếỹ中文日本©®™★→€'.split(''));
const plainText = fc.string({ unit: plainChar, maxLength: 40 });

describe('no emoji', () => {
  it('accepts text without emoji', () => {
    fc.assert(
      fc.property(plainText, (t) => {
        expect(noEmoji(t)).toBeNull();
      }),
    );
  });
  it('refuses the text once any emoji is inserted anywhere', () => {
    fc.assert(
      fc.property(plainText, fc.constantFrom(...EMOJI), fc.nat(), (t, e, at) => {
        expect(noEmoji(insertAt(t, e, at))).toEqual({ code: 'no_emoji' });
      }),
    );
  });
});

describe('lengths', () => {
  it('length between passes exactly when the character count is within bounds', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }), fc.nat(20), fc.nat(20), (t, a, b) => {
        const [min, max] = a <= b ? [a, b] : [b, a];
        const n = length(t);
        expect(lengthBetween(min, max)(t)).toEqual(n >= min && n <= max ? null : { code: 'length_between', min, max });
      }),
    );
  });
  it('required refuses exactly the blank strings', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(' ', '\t', '\n', 'a') }), (t) => {
        expect(required(t)).toEqual(t.trim() === '' ? { code: 'c_c01' } : null);
      }),
    );
  });
});

describe('character classes', () => {
  const cases = [
    {
      name: 'letters only',
      rule: lettersOnly,
      valid: fc.string({ unit: fc.constantFrom(...'abcXYZăđếỹÖß'.split('')), minLength: 1 }),
      bad: ['1', ' ', '_', '-', '😀'],
    },
    { name: 'allowed characters', rule: allowedChars, valid: fc.stringMatching(/^[A-Za-z0-9_]+$/), bad: [' ', '-', '.', 'é', '😀'] },
    { name: 'parameter names', rule: paramName, valid: fc.stringMatching(/^[a-z0-9_]+$/), bad: ['A', ' ', '-', 'é'] },
    { name: 'SKU', rule: sku, valid: fc.stringMatching(/^[A-Za-z0-9_-]+$/), bad: [' ', '.', '/', 'é', '#'] },
    { name: 'promo code', rule: promoCode, valid: fc.stringMatching(/^[A-Za-z0-9_]+$/), bad: [' ', '-', 'é', '%'] },
  ];
  it.each(cases)('$name: generated values pass, one forbidden character anywhere fails', ({ rule, valid, bad }) => {
    fc.assert(
      fc.property(valid, fc.constantFrom(...bad), fc.nat(), (t, c, at) => {
        expect(rule(t)).toBeNull();
        expect(rule(insertAt(t, c, at))).not.toBeNull();
      }),
    );
  });
});

describe('list sizes', () => {
  it('max tags and max items pass up to the limit and fail above it', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-z0-9]{1,8}$/), { maxLength: 25 }), fc.integer({ min: 1, max: 15 }), (items, max) => {
        const over = items.length > max;
        expect(maxTags(max)(items)).toEqual(over ? { code: 'max_tags', max } : null);
        expect(maxItems(max)(items.join(','))).toEqual(over ? { code: 'max_items', max } : null);
      }),
    );
  });
});
