import { describe, expect, it } from 'vitest';
import { ARIA_ENGLISH, VIETNAMESE, type AriaString } from './react-aria-vi.ts';

/*
 * The Vietnamese given to react-aria (decision 072): every package a page can show is translated
 * whole, each text is Vietnamese rather than the English kept, and no key is one react-aria does not have.
 */
// no page drags and drops or picks a colour: these stay react-aria's English
const ENGLISH_ONLY = ['@react-aria/dnd', '@react-aria/color', '@react-stately/color'];

/** A string function called the way react-aria calls it, with every variable named after itself. */
function text(s: AriaString): string {
  if (typeof s === 'string') return s;
  const args = new Proxy({} as Record<string, unknown>, {
    get: (_t, key) =>
      key === 'count' || key === 'optionCount' || key === 'groupCount'
        ? 2
        : key === 'isGroupChange' || key === 'isSelected'
          ? 'true'
          : `<${String(key)}>`,
  });
  const pick = (options: Record<string, string | (() => string)>, key: string) => {
    const o = options[key] ?? options.other!;
    return typeof o === 'function' ? o() : o;
  };
  const t = { number: String, plural: (_n: number, o: Record<string, string | (() => string)>) => pick(o, 'other'), select: pick };
  return s(args as never, t as never);
}

describe("react-aria's words in Vietnamese", () => {
  it('translates every package but the English-only ones, key for key', () => {
    const packages = Object.keys(ARIA_ENGLISH).filter((p) => !ENGLISH_ONLY.includes(p));
    expect(packages).toContain('@react-aria/overlays');
    expect(Object.keys(VIETNAMESE).sort()).toEqual(packages.sort());
    for (const pkg of packages) expect(Object.keys(VIETNAMESE[pkg]!).sort(), pkg).toEqual(Object.keys(ARIA_ENGLISH[pkg]!).sort());
  });

  it("says the words our components show: a popover's Dismiss, the date picker's, the combo box's", () => {
    expect(VIETNAMESE['@react-aria/overlays']!.dismiss).toBe('Đóng');
    expect(VIETNAMESE['@react-aria/datepicker']!.calendar).toBe('Lịch');
    expect(VIETNAMESE['@react-aria/combobox']!.buttonLabel).toBe('Hiện gợi ý');
    expect(text(VIETNAMESE['@react-aria/calendar']!.todayDate!)).toBe('Hôm nay, <date>');
    expect(text(VIETNAMESE['@react-aria/combobox']!.countAnnouncement!)).toBe('Có 2 lựa chọn.');
  });

  it('leaves no text as its English', () => {
    const same = Object.entries(VIETNAMESE).flatMap(([pkg, texts]) =>
      Object.entries(texts)
        .filter(([key, vi]) => text(vi) === text(ARIA_ENGLISH[pkg]![key]!))
        .map(([key]) => `${pkg} ${key}`),
    );
    expect(same).toEqual([]);
  });
});
