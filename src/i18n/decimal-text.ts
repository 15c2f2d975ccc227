/*
 * Exact decimal arithmetic on digit strings, just what display needs (round half up, shift by powers
 * of ten, compare with 1000). The formatters of ./format.ts used decimal.js for this; it is ~12 kB
 * gzip in the entry chunk for three operations (docs/decisions/027-initial-bundle.md). A property
 * test checks these against decimal.js.
 */

/** A finite decimal: sign, integer digits (no leading zeros, at least '0') and fraction digits. */
export interface DecimalText {
  negative: boolean;
  int: string;
  frac: string;
}

const NUMBER = /^([+-])?(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/** Parses a number, a decimal string (exponent allowed) or anything whose `toString` is one (a Decimal); null if not finite. */
export function parseDecimalText(value: unknown): DecimalText | null {
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  const text = typeof value === 'string' ? value.trim() : typeof value === 'number' || typeof value === 'object' ? String(value) : '';
  const m = NUMBER.exec(text);
  if (!m) return null;
  const [, sign, intDigits = '', fracDigits = '', exp] = m;
  if (!intDigits && !fracDigits) return null;
  const shift = exp ? Number(exp) : 0;
  if (!Number.isSafeInteger(shift) || Math.abs(shift) > 1e6) return null;
  return normalize(sign === '-', intDigits + fracDigits, intDigits.length + shift);
}

/** Digits with the decimal point after `point` digits (may be outside the digits: zeros fill in). */
function normalize(negative: boolean, digits: string, point: number): DecimalText {
  let d = digits;
  let p = point;
  if (p < 0) {
    d = '0'.repeat(-p) + d;
    p = 0;
  }
  if (p > d.length) d = d + '0'.repeat(p - d.length);
  const int = d.slice(0, p).replace(/^0+/, '') || '0';
  const frac = d.slice(p).replace(/0+$/, '');
  return { negative, int, frac };
}

export function isZero(d: DecimalText): boolean {
  return d.int === '0' && d.frac === '';
}

/** Rounded to `places` decimals, half away from zero (decimal.js ROUND_HALF_UP). */
export function roundHalfUp(d: DecimalText, places: number): DecimalText {
  if (d.frac.length <= places) return d;
  const kept = d.int + d.frac.slice(0, places);
  const up = d.frac.charCodeAt(places) >= 53; // '5'
  const digits = up ? increment(kept) : kept;
  return normalize(d.negative, digits, digits.length - places);
}

function increment(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i -= 1) {
    if (out[i] === '9') out[i] = '0';
    else {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
  }
  return `1${out.join('')}`;
}

/** `d` × 10^-n, exactly. */
export function shiftLeft(d: DecimalText, n: number): DecimalText {
  return normalize(d.negative, d.int + d.frac, d.int.length - n);
}

/** |d| ≥ 10^digits: its integer part has more than `digits` digits. */
export function absAtLeastPowerOfTen(d: DecimalText, digits: number): boolean {
  return d.int !== '0' && d.int.length > digits;
}

/** Fixed notation with exactly `places` decimals (rounding first when longer); no '-' on a zero, like decimal.js. */
export function toFixedText(d: DecimalText, places: number): string {
  const r = roundHalfUp(d, places);
  const frac = r.frac.padEnd(places, '0');
  return `${sign(r)}${r.int}${places > 0 ? `.${frac}` : ''}`;
}

/** Shortest plain notation ('1234.5', '0', '-0.25'), like decimal.js `toFixed()` without places. */
export function toPlainText(d: DecimalText): string {
  return `${sign(d)}${d.int}${d.frac ? `.${d.frac}` : ''}`;
}

const sign = (d: DecimalText) => (d.negative && !isZero(d) ? '-' : '');
