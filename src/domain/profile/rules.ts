import { z } from 'zod';
import { CODES, predicate, type Rule } from '../validation/codes.ts';
import { maxLength, noEmoji } from '../validation/text.ts';
import { zEmail, zName, zRules, zUrl } from '../validation/zod.ts';
import { TIME_ZONE_IDS } from '../reference/time-zones.ts';
import { CURRENCIES, GENDERS } from './schema.ts';

/**
 * Field rules of the settings forms, built from the shared library (src/domain/validation) so the
 * form and the server's 422 give the same `validates.<code>`. Rules the library lacks (phone,
 * account number) use its `not_valid` code: the spec shows no wording for them.
 */
const notValid = { code: CODES.notValid };
export const PHONE_MAX = 20;
export const DESCRIPTION_MAX = 2000;
export const ADDRESS_MAX = 500;
export const VERTICALS_MAX = 20;

/** Digits with the usual separators, an optional leading +, 6 to 15 digits in all. */
export const phone: Rule = predicate(
  (t) => /^\+?[0-9 ().-]+$/.test(t) && (t.match(/\d/g)?.length ?? 0) >= 6 && (t.match(/\d/g)?.length ?? 0) <= 15,
  notValid,
);
/** Bank account or wallet number: letters, digits, spaces and hyphens, 4 to 34 (IBAN length). */
export const accountNumber: Rule = predicate((t) => /^[A-Za-z0-9 -]{4,34}$/.test(t), notValid);
/** Tax id: letters, digits and hyphens. */
export const taxId: Rule = predicate((t) => /^[A-Za-z0-9-]{1,32}$/.test(t), notValid);

export const zPhone = <O extends { optional?: boolean } | undefined = undefined>(o?: O) => zRules([maxLength(PHONE_MAX), phone], o);
const zText = (max: number) => zRules([maxLength(max), noEmoji], { optional: true as const });
const fileId = z.number().int().positive().nullable().optional();

/** Etc/GMT±N zones come from the browser-offset fallback (timezone.ts browserTimezone). */
export const isTimeZoneId = (id: string): boolean => TIME_ZONE_IDS.includes(id) || /^Etc\/GMT[+-](1[0-4]|[1-9])$/.test(id);
export const zTimeZone = () =>
  z.string().superRefine((value, ctx) => {
    if (!value) ctx.addIssue({ code: 'custom', message: CODES.required, input: value });
    else if (!isTimeZoneId(value)) ctx.addIssue({ code: 'custom', message: CODES.notValid, input: value });
  });

export const basicInfoBody = z.object({
  first_name: zName(),
  last_name: zName(),
  phone: zPhone(),
  business_email: zEmail({ optional: true }),
  business_phone: zPhone({ optional: true }),
  gender: z.enum(GENDERS).nullable().optional(),
  avatar_file_id: fileId,
});

const selectOne = (max: number) =>
  z
    .array(z.number().int().positive())
    .max(max)
    .superRefine((value, ctx) => {
      if (value.length === 0) ctx.addIssue({ code: 'custom', message: CODES.selectOne, input: value });
    });

export const publicInfoBody = z.object({
  company_name: zName(),
  website: zUrl(),
  description: zText(DESCRIPTION_MAX),
  business_type_id: z.number().int().positive().nullable().optional(),
  verticals: selectOne(VERTICALS_MAX),
  logo_file_id: fileId,
  cover_file_id: fileId,
});

/** Methods paid into a bank account need the bank's name (reference data payment_methods 1, 2). */
export const BANK_METHOD_IDS: readonly number[] = [1, 2];

export const paymentInfoBody = z
  .object({
    payment_method_id: z.number().int().positive(),
    bank_name: zRules([maxLength(255), noEmoji], { optional: true }),
    account_number: zRules([accountNumber]),
    account_name: zName(),
    tax_id: zRules([taxId], { optional: true }),
    billing_address: zText(ADDRESS_MAX),
    currency: z.enum(CURRENCIES),
  })
  .superRefine((value, ctx) => {
    if (BANK_METHOD_IDS.includes(value.payment_method_id) && !value.bank_name?.trim()) {
      ctx.addIssue({ code: 'custom', message: CODES.required, path: ['bank_name'], input: value.bank_name });
    }
  });

export type BasicInfoInput = z.input<typeof basicInfoBody>;
export type PublicInfoInput = z.input<typeof publicInfoBody>;
export type PaymentInfoInput = z.input<typeof paymentInfoBody>;
