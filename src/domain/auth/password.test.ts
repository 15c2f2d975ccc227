import { describe, expect, it } from 'vitest';
import { brokenPasswordRules, isEmail, normalizeEmail, passwordCode, validateNewPassword } from './password.ts';

describe('password rules (spec 1 §5)', () => {
  it.each([
    'Abcdef1!',
    'Demo-pass-2026!',
    'aA1~aaaa',
    'Z9z' + '#'.repeat(60), // exactly 63
    'P@ssw0rd',
    'xY7[]{}()',
    'a"B3\'cccc',
    'Back\\slash9A',
  ])('accepts %j', (pw) => {
    expect(brokenPasswordRules(pw)).toEqual([]);
    expect(passwordCode(pw)).toBeNull();
  });

  it.each<[string, string, string[]]>([
    ['too short', 'Ab1!xyz', ['length']],
    ['64 characters', 'Z9z' + '#'.repeat(61), ['length']],
    ['a space', 'Abc 1234!', ['ascii']],
    ['a tab', 'Abc\t1234!', ['ascii']],
    ['an emoji', 'Abcd123!😀', ['ascii']],
    ['an accented letter', 'Mậtkhẩu1!', ['ascii']],
    ['no lowercase', 'ABCDEF1!', ['lower']],
    ['no uppercase', 'abcdef1!', ['upper']],
    ['no digit', 'Abcdefg!', ['digit']],
    ['no special', 'Abcdefg1', ['special']],
    ['letters only', 'abcdefgh', ['upper', 'digit', 'special']],
    ['a newline', 'Abcdef1!\n', ['ascii']],
    ['a non-breaking space', 'Abcdef1!\u00a0', ['ascii']],
  ])('refuses %s', (_name, pw, rules) => {
    expect(brokenPasswordRules(pw)).toEqual(rules);
    expect(passwordCode(pw)).toBe('c_c16');
  });

  it('counts an emoji as one character for the length rule', () => {
    // 7 code points (8 UTF-16 units): too short, and not ASCII
    expect(brokenPasswordRules('Ab1!xy😀')).toEqual(['length', 'ascii']);
  });

  it('reports an empty password as required', () => {
    expect(passwordCode('')).toBe('required');
    expect(passwordCode(undefined)).toBe('required');
  });
});

describe('validateNewPassword', () => {
  it('passes a valid pair', () => {
    expect(validateNewPassword({ password: 'Abcdef1!', confirm: 'Abcdef1!' })).toEqual([]);
  });

  it('reports c_c16 with min and max, and c_c15 on mismatch', () => {
    expect(validateNewPassword({ password: 'short', confirm: 'other' })).toEqual([
      { field: 'password', code: 'c_c16', min: 8, max: 63 },
      { field: 'confirm_password', code: 'c_c15' },
    ]);
  });

  it('requires the confirmation', () => {
    expect(validateNewPassword({ password: 'Abcdef1!', confirm: '' })).toEqual([{ field: 'confirm_password', code: 'required' }]);
  });

  it('refuses a new password equal to the current one, on the caller field names', () => {
    expect(
      validateNewPassword({
        password: 'Abcdef1!',
        confirm: 'Abcdef1!',
        current: 'Abcdef1!',
        fields: { password: 'new_password', confirm: 'confirm_password' },
      }),
    ).toEqual([{ field: 'new_password', code: 'password_same_as_current' }]);
    expect(validateNewPassword({ password: 'Abcdef1!', confirm: 'Abcdef1!', current: 'Abcdef1?' })).toEqual([]);
  });

  it('is case-sensitive on the confirmation', () => {
    expect(validateNewPassword({ password: 'Abcdef1!', confirm: 'abcdef1!' })).toEqual([{ field: 'confirm_password', code: 'c_c15' }]);
  });
});

describe('email pattern', () => {
  it.each(['a@b.co', 'first.last+tag@sub.example.com', "O'Brien@example.ie", 'x_y-z@my-domain.vn'])('accepts %j', (e) => {
    expect(isEmail(e)).toBe(true);
  });
  it.each([
    '',
    'plain',
    '@example.com',
    'a@',
    'a@b',
    'a@b.c',
    'a b@example.com',
    'a@exa mple.com',
    'a@@example.com',
    '.a@example.com',
    'a.@example.com',
    'a..b@example.com',
    'a@-example.com',
    'a@example-.com',
    'a@example.123',
    `${'x'.repeat(65)}@example.com`,
    `a@${'x'.repeat(250)}.com`,
    'ä@example.com',
  ])('refuses %j', (e) => {
    expect(isEmail(e)).toBe(false);
  });
  it('normalises case and surrounding space', () => {
    expect(normalizeEmail('  Owner@Demo.TEST ')).toBe('owner@demo.test');
  });
});
