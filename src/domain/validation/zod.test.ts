import { describe, expect, it } from 'vitest';
import { z } from 'zod';
// the server's own issue mapping: the 422 body must carry the codes the form shows
import { toFieldErrors } from '../../../server/http/validation.ts';
import { byField, fieldErrors } from './form.ts';
import { endNotBeforeStart } from './dates.ts';
import { gteField, decimal4 } from './numbers.ts';
import { maxLength, required } from './text.ts';
import { confirmMatches, email, password } from './formats.ts';
import {
  zDecimal4,
  zEmail,
  zForm,
  zIpList,
  zName,
  zPassword,
  zPositiveInteger,
  zPromoCode,
  zSearch,
  zTags,
  zUrl,
  zZipList,
  zDate,
} from './zod.ts';

function serverErrors(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  return result.success ? [] : toFieldErrors(result.error.issues, input);
}

describe('fieldErrors for client forms', () => {
  const rules = {
    email: [required, email],
    password: [required, password],
    confirm_password: [required, confirmMatches('password')],
    payout: [decimal4],
  };
  it('one error per field, first failing rule, in rule order', () => {
    const errors = fieldErrors({ email: '', password: 'short', confirm_password: 'x', payout: '1.23456' }, rules);
    expect(errors).toEqual([
      { field: 'email', code: 'c_c01' },
      { field: 'password', code: 'c_c16', min: 8, max: 63 },
      { field: 'confirm_password', code: 'c_c15' },
      { field: 'payout', code: 'decimal_places', max: 4 },
    ]);
    expect(byField(errors).payout?.max).toBe(4);
  });
  it('no errors for a valid form', () => {
    expect(fieldErrors({ email: 'a@example.com', password: 'Abcdef1!', confirm_password: 'Abcdef1!', payout: '' }, rules)).toEqual([]);
  });
});

describe('zod helpers answer with the same codes through the server mapping', () => {
  const body = z.object({
    name: zName(),
    email: zEmail(),
    url: zUrl({ optional: true }),
    ips: zIpList({ optional: true }),
    zips: zZipList(5, { optional: true }),
    payout: zDecimal4(),
    cap: zPositiveInteger({ optional: true }),
    code: zPromoCode(10, { optional: true }),
    search: zSearch(),
    tags: zTags().optional(),
  });
  const valid = { name: 'Summer sale', email: 'a@example.com', payout: '1.5' };

  it('passes valid input', () => expect(serverErrors(body, { ...valid, url: '', ips: '1.1.1.1', tags: ['a'] })).toEqual([]));

  it('maps each failure to its rule code with min / max', () => {
    const errors = serverErrors(body, {
      name: 'x'.repeat(256),
      email: 'nope',
      url: 'example.com',
      ips: '1.1.1.1,',
      zips: '123456',
      payout: '1.23456',
      cap: '0',
      code: 'TOO_LONG_CODE',
      search: 'q'.repeat(129),
      tags: Array.from({ length: 11 }, (_, i) => `t${i}`),
    });
    expect(errors).toEqual([
      { field: 'name', code: 'max_length', max: 255 },
      { field: 'email', code: 'email' },
      { field: 'url', code: 'url' },
      { field: 'ips', code: 'ip_list' },
      { field: 'zips', code: 'zip_list', max: 5 },
      { field: 'payout', code: 'decimal_places', max: 4 },
      { field: 'cap', code: 'positive_integer' },
      { field: 'code', code: 'max_length', max: 10 },
      { field: 'search', code: 'max_length', max: 128 },
      { field: 'tags', code: 'max_tags', max: 10 },
    ]);
  });

  it('a required helper answers c_c01 for an empty string; an emoji in a name is no_emoji', () => {
    expect(serverErrors(body, { ...valid, name: '  ' })).toEqual([{ field: 'name', code: 'c_c01' }]);
    expect(serverErrors(body, { ...valid, name: 'Sale 🔥' })).toEqual([{ field: 'name', code: 'no_emoji' }]);
    expect(serverErrors(zPassword(), 'abc')).toEqual([{ field: '', code: 'c_c16', min: 8, max: 63 }]);
  });

  it('cross-field rules run on the object with the field as path', () => {
    const range = z
      .object({ start_date: zDate(), end_date: zDate(), min: zDecimal4(), max: zDecimal4() })
      .superRefine(zForm({ end_date: [endNotBeforeStart('start_date')], max: [gteField('min'), maxLength(20)] }));
    expect(serverErrors(range, { start_date: '06/20/2026', end_date: '06/19/2026', min: '5', max: '4' })).toEqual([
      { field: 'end_date', code: 'end_date_before_start' },
      { field: 'max', code: 'gte_field', min: 5 },
    ]);
    expect(serverErrors(range, { start_date: '06/20/2026', end_date: '06/21/2026', min: '5', max: '5' })).toEqual([]);
    expect(serverErrors(range, { start_date: '02/30/2026', end_date: '06/21/2026', min: '5', max: '5' })).toEqual([
      { field: 'start_date', code: 'date_format' },
    ]);
  });
});

describe('types', () => {
  it('optional helpers infer optional fields, required ones plain strings', () => {
    const schema = z.object({ a: zUrl({ optional: true }), b: zUrl(), c: zSearch() });
    type Body = z.infer<typeof schema>;
    const body: Body = { b: 'https://example.com' };
    // @ts-expect-error b is required
    const missing: Body = { a: 'x' };
    expect(schema.safeParse(body).success).toBe(true);
    expect(schema.safeParse(missing).success).toBe(false);
  });
});
