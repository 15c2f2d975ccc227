import { describe, expect, it } from 'vitest';
import { contrastPairs } from './contrast-pairs.ts';
import { contrastRatio, relativeLuminance } from './contrast.ts';
import { darkColors, lightColors } from './tokens.ts';

describe('contrastRatio (WCAG 2.x)', () => {
  it('matches known values', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#ffffff', '#777')).toBeCloseTo(4.48, 2); // order does not matter
    expect(contrastRatio('#123456', '#123456')).toBe(1);
  });

  it('computes relative luminance per channel weight', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 10);
    expect(relativeLuminance('#ff0000')).toBeCloseTo(0.2126, 4);
    expect(relativeLuminance('#00ff00')).toBeCloseTo(0.7152, 4);
  });

  it('refuses what it cannot measure (transparent colours are not tokens a text stands on)', () => {
    expect(() => contrastRatio('rgba(0, 0, 0, 0.5)', '#fff')).toThrow(/not an opaque hex colour/);
  });
});

describe.each([
  ['light', lightColors as Record<string, string>],
  ['dark', darkColors as Record<string, string>],
])('the %s theme', (_theme, colors) => {
  const rows = contrastPairs.flatMap((pair) =>
    pair.backgrounds.map((background) => ({ use: pair.use, foreground: pair.foreground, background, ratio: pair.ratio })),
  );

  it('meets every pair of the rule (decision 045)', () => {
    const failures = rows
      .map((row) => ({ ...row, actual: contrastRatio(colors[row.foreground]!, colors[row.background]!) }))
      .filter((row) => row.actual < row.ratio)
      .map((row) => `${row.foreground} on ${row.background} (${row.use}): ${row.actual.toFixed(2)} < ${row.ratio}`);
    expect(failures).toEqual([]);
  });
});

describe('the rule itself', () => {
  it('lists every text colour token as a foreground', () => {
    const foregrounds = new Set(contrastPairs.map((pair) => pair.foreground));
    for (const token of [
      'text',
      'textMuted',
      'textOnAccent',
      'accent',
      'danger',
      'success',
      'warning',
      'borderStrong',
      'focusRing',
    ] as const)
      expect(foregrounds, token).toContain(token);
  });
});
