import { z } from 'zod';
import { PRODUCT_CATEGORIES } from '../reference/data/product-categories.ts';
import { decimal2, notTooLarge, number, numberMax, numberMin } from '../validation/numbers.ts';
import { promoCode } from '../validation/formats.ts';
import { maxLength, maxName, sku } from '../validation/text.ts';
import { zRules } from '../validation/zod.ts';
import {
  ACCESS_METHODS,
  CODE_FORMATS,
  DISCOUNT_TYPES,
  PERCENT_MAX,
  PROGRAM_ITEMS_MAX,
  PROMO_CODE_MAX_LENGTH,
  PROMO_CODE_STATUSES,
  PROMO_CODES_PER_ADD,
  SKU_MAX_LENGTH,
} from './enums.ts';

/**
 * A discount program's and a promo code's input (spec 2 §3, §5, §9). Money is a decimal string; the
 * rules across fields (a percentage ≤ 100, a sale price ≤ its original, the end after the start, no
 * code twice in one add) are issues on the field a form shows them on.
 */
const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const money = zRules([number, numberMin(0), decimal2, notTooLarge()]);

export const programItemSchema = z
  .object({
    sku: zRules([sku, maxLength(SKU_MAX_LENGTH)]),
    category_id: z
      .number()
      .int()
      .refine((n) => PRODUCT_CATEGORIES.some((c) => c.id === n), 'not_valid'),
    original_price: zRules([number, numberMin(0.01), decimal2, notTooLarge()]),
    sale_price: money,
  })
  .superRefine((item, ctx) => {
    if (Number(item.sale_price) > Number(item.original_price))
      ctx.addIssue({ code: 'custom', message: 'lte_field', params: { max: Number(item.original_price) }, path: ['sale_price'] });
  });
export type ProgramItemInput = z.input<typeof programItemSchema>;

export const programFieldsSchema = z
  .object({
    name: zRules([maxName]),
    discount_type: z.enum(DISCOUNT_TYPES),
    discount_value: zRules([number, numberMin(0.01), decimal2, notTooLarge()]),
    code_format: z.enum(CODE_FORMATS).default('qr'),
    /** ISO timestamps: the program runs from start to end */
    start_at: z.iso.datetime({ offset: true }),
    end_at: z.iso.datetime({ offset: true }),
    items: z.array(programItemSchema).max(PROGRAM_ITEMS_MAX).default([]),
  })
  .superRefine((p, ctx) => {
    if (p.discount_type === 'percentage' && numberMax(PERCENT_MAX)(p.discount_value))
      ctx.addIssue({ code: 'custom', message: 'number_max', params: { max: PERCENT_MAX }, path: ['discount_value'] });
    if (Date.parse(p.end_at) <= Date.parse(p.start_at))
      ctx.addIssue({ code: 'custom', message: 'end_date_before_start', path: ['end_at'] });
  });

export const programCreateSchema = z.intersection(programFieldsSchema, z.object({ offer_id: id }));
export type ProgramCreateInput = z.input<typeof programCreateSchema>;
export const programUpdateSchema = programFieldsSchema;
export type ProgramUpdateInput = z.input<typeof programUpdateSchema>;

const usageLimit = z.number().int().positive().max(2_147_483_647).nullable().default(null);
export const promoCodeFieldsSchema = z.object({
  name: zRules([maxName]),
  code: zRules([promoCode, maxLength(PROMO_CODE_MAX_LENGTH)]),
  /** null: no limit */
  usage_limit: usageLimit,
  access_method: z.enum(ACCESS_METHODS).default('public'),
  display_name: zRules([maxName], { optional: true }).default(''),
});
export type PromoCodeInput = z.input<typeof promoCodeFieldsSchema>;

/** Up to 100 codes at once; a code twice in one add is refused on its second row. */
export const promoCodeAddSchema = z.object({
  codes: z
    .array(promoCodeFieldsSchema)
    .min(1)
    .max(PROMO_CODES_PER_ADD)
    .superRefine((codes, ctx) => {
      const seen = new Set<string>();
      codes.forEach((c, i) => {
        const key = c.code.toLowerCase();
        if (seen.has(key)) ctx.addIssue({ code: 'custom', message: 'duplicated', path: [i, 'code'] });
        seen.add(key);
      });
    }),
});
export type PromoCodeAddInput = z.input<typeof promoCodeAddSchema>;

export const promoCodeUpdateSchema = promoCodeFieldsSchema.omit({ code: true }).extend({ status: z.enum(PROMO_CODE_STATUSES) });
export type PromoCodeUpdateInput = z.input<typeof promoCodeUpdateSchema>;
