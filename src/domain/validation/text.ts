import { CODES, FIELD_MAX, MAX_LIST_ITEMS, MAX_TAGS, commaItems, isAbsent, predicate, type Rule } from './codes.ts';

/*
 * Text rules of spec 1 §5. Lengths count code points (an emoji is one character), as PostgreSQL's
 * varchar(n) does, so a value the form accepts is never cut by the database. "Letters" in names
 * are Unicode letters with their combining marks, so Vietnamese names pass; identifiers (allowed
 * characters, parameter names, SKU, promo codes) are ASCII because they end up in URLs and exports.
 */

export const length = (text: string): number => [...text].length;

/** Not empty (c_c01): a blank string, an empty list, null and undefined are all missing. */
export const required: Rule = (value) =>
  isAbsent(value) || (typeof value === 'string' && value.trim() === '') ? { code: CODES.required } : null;

/** At least one option chosen in a multi-select or checkbox group. */
export const selectAtLeastOne: Rule = (value) =>
  (Array.isArray(value) ? value.length > 0 : !isAbsent(value)) ? null : { code: CODES.selectOne };

export const lengthBetween = (min: number, max: number): Rule =>
  predicate((t) => length(t) >= min && length(t) <= max, { code: CODES.lengthBetween, min, max });
export const minLength = (min: number): Rule => predicate((t) => length(t) >= min, { code: CODES.minLength, min });
export const maxLength = (max: number): Rule => predicate((t) => length(t) <= max, { code: CODES.maxLength, max });

/** The field maxima of spec 1 §5 as ready-made rules. */
export const maxName = maxLength(FIELD_MAX.name);
export const maxUrl = maxLength(FIELD_MAX.url);
export const maxApprovalCondition = maxLength(FIELD_MAX.approvalCondition);
export const maxRejectionReason = maxLength(FIELD_MAX.rejectionReason);
export const maxSearch = maxLength(FIELD_MAX.search);

const LETTERS = /^[\p{L}\p{M}]+$/u;
const LETTERS_SPACES = /^[\p{L}\p{M} ]+$/u;
const HAS_LETTER = /\p{L}/u;
const ALLOWED = /^[A-Za-z0-9_]+$/;
const PARAM = /^[a-z0-9_]+$/;
const PARAM_SPACES = /^[a-z0-9_ ]+$/;
const SKU = /^[A-Za-z0-9_-]+$/;
const FIRST_CAPITAL = /^[\p{Lu}\p{Lt}]/u;
/** anything that is not a letter, a mark or white space: a digit or a special character */
const NUMBER_OR_SPECIAL = /[^\p{L}\p{M}\s]/u;

export const lettersOnly = predicate((t) => LETTERS.test(t), { code: CODES.lettersOnly });
export const lettersAndSpaces = predicate((t) => LETTERS_SPACES.test(t) && HAS_LETTER.test(t), { code: CODES.lettersSpaces });
export const allowedChars = predicate((t) => ALLOWED.test(t), { code: CODES.allowedChars });
export const paramName = predicate((t) => PARAM.test(t), { code: CODES.paramName });
export const paramNameWithSpaces = predicate((t) => PARAM_SPACES.test(t) && t.trim() !== '', { code: CODES.paramNameSpaces });
export const sku = predicate((t) => SKU.test(t), { code: CODES.sku });
export const firstCapital = predicate((t) => FIRST_CAPITAL.test(t), { code: CODES.firstCapital });
export const numberOrSpecial = predicate((t) => NUMBER_OR_SPECIAL.test(t), { code: CODES.numberOrSpecial });

/*
 * Emoji: any pictograph (Unicode's Extended_Pictographic, which covers ZWJ sequences and tag flags
 * through their base), flag letters, skin-tone modifiers and the keycap mark. ©, ® and ™ are
 * pictographs too, but they are ordinary in brand and product names, so they pass unless followed
 * by the emoji variation selector U+FE0F.
 */
const EMOJI = /(?![©®™](?!\uFE0F))\p{Extended_Pictographic}|\p{Regional_Indicator}|\p{Emoji_Modifier}|\u20E3/u;
export const hasEmoji = (text: string): boolean => EMOJI.test(text);
export const noEmoji = predicate((t) => !hasEmoji(t), { code: CODES.noEmoji });

/** Tags: a list (or comma list) of at most `max` non-empty entries (spec 2: 10 per subject). */
export const maxTags =
  (max: number = MAX_TAGS): Rule =>
  (value) =>
    isAbsent(value) || commaItems(value).filter((t) => t !== '').length <= max ? null : { code: CODES.maxTags, max };

/** A comma-separated list of at most `max` entries (spec 2: 10 per field). */
export const maxItems =
  (max: number = MAX_LIST_ITEMS): Rule =>
  (value) =>
    isAbsent(value) || commaItems(value).filter((t) => t !== '').length <= max ? null : { code: CODES.maxItems, max };

/** No entry of a comma list (or list) appears twice (SKUs, promo codes, tags). Exact after trimming. */
export const uniqueItems: Rule = (value) => {
  if (isAbsent(value)) return null;
  const items = commaItems(value).filter((t) => t !== '');
  return new Set(items).size === items.length ? null : { code: CODES.duplicated };
};

/** The spec's default: the field's value is not valid (message carries the field label). */
export const notValid = (test: (text: string) => boolean): Rule => predicate(test, { code: CODES.notValid });
