import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { z } from 'zod';
import { toFieldErrors } from '../../../server/http/validation.ts';
import { check } from './form.ts';
import { required } from './text.ts';
import { email, ipList, url } from './formats.ts';
import { decimal4 } from './numbers.ts';
import { date } from './dates.ts';
import { zDate, zDecimal4, zEmail, zIpList, zUrl } from './zod.ts';
import { maxLength } from './text.ts';
import type { Rule } from './codes.ts';

/*
 * The point of one library: for any input, the server's 422 field error is exactly the error the
 * form computes with the same rules.
 */
const pairs: Array<[string, z.ZodType, Rule[]]> = [
  ['email', zEmail(), [required, maxLength(254), email]],
  ['url', zUrl(), [required, url]],
  ['ip list', zIpList(), [required, ipList]],
  ['decimal4', zDecimal4(), [required, decimal4]],
  ['date', zDate(), [required, date]],
];
const input = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.emailAddress(),
  fc.webUrl(),
  fc.array(fc.ipV4(), { maxLength: 4 }).map((ips) => ips.join(',')),
  fc.double({ noNaN: true }).map(String),
  fc.date({ noInvalidDate: true }).map((d) =>
    d
      .toISOString()
      .slice(0, 10)
      .replace(/(\d+)-(\d+)-(\d+)/, '$2/$3/$1'),
  ),
);

describe('server and form agree', () => {
  it.each(pairs)('%s', (_name, schema, rules) => {
    fc.assert(
      fc.property(input, (value) => {
        const result = schema.safeParse(value);
        const server = result.success ? [] : toFieldErrors(result.error.issues, value);
        const form = check(value, rules);
        expect(server).toEqual(form ? [{ field: '', ...form }] : []);
      }),
    );
  });
});
