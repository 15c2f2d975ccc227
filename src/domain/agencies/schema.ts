import { z } from 'zod';
import { DURATIONS } from '../reference/data/business.ts';
import { decimal2, number, numberMax, numberMin, notTooLarge } from '../validation/numbers.ts';
import { maxLength } from '../validation/text.ts';
import { zRules } from '../validation/zod.ts';
import { LEVELS, MODULE_KEYS, type Level, type ModuleKey } from '../permissions.ts';
import { AGENCY_FEE_TYPES, AGENCY_FILES_MAX, AGENCY_TEXT_MAX, RETAINER_DUE_DAY_MAX, RETAINER_FREQUENCIES } from './enums.ts';

/**
 * The agency contract's input (spec 3 §3): fee, retainer schedule, duration, texts, files and the
 * module levels the agency gets inside the brand. Money and percents are decimal strings; the
 * cross-field rules (a retainer needs its amount, due day or month end, frequency; a performance fee
 * its percent) are issues on the field a form shows them on.
 */
const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const text = zRules([maxLength(AGENCY_TEXT_MAX)], { optional: true }).default('');
const moduleLevels = z
  .partialRecord(z.enum(MODULE_KEYS as [ModuleKey, ...ModuleKey[]]), z.number().int())
  .refine((r) => Object.values(r).every((l) => (LEVELS as readonly number[]).includes(l)), 'not_valid')
  .transform((r) => r as Partial<Record<ModuleKey, Level>>);

export const agencyContractFieldsSchema = z.object({
  fee_type: z.enum(AGENCY_FEE_TYPES),
  retainer_fee: zRules([number, numberMin(0.01), decimal2, notTooLarge()])
    .nullable()
    .default(null),
  /** 1–28, or null with retainer_month_end */
  retainer_due_day: z.number().int().min(1).max(RETAINER_DUE_DAY_MAX).nullable().default(null),
  retainer_month_end: z.boolean().default(false),
  retainer_frequency: z.enum(RETAINER_FREQUENCIES).nullable().default(null),
  performance_fee_percent: zRules([number, numberMin(0.01), numberMax(100), decimal2])
    .nullable()
    .default(null),
  /** DURATIONS id (months, or open-ended) */
  duration_id: z
    .number()
    .int()
    .refine((n) => DURATIONS.some((d) => d.id === n), 'not_valid'),
  /** ISO timestamp the contract starts at once signed */
  start_at: z.iso.datetime({ offset: true }),
  terms: text,
  update_notice: text,
  permissions: moduleLevels.default({}),
  is_enable_view_contract: z.boolean().default(true),
  file_ids: z.array(id).max(AGENCY_FILES_MAX).default([]),
});

type Fields = z.output<typeof agencyContractFieldsSchema>;
/** The fee rules across fields, as `{ field, code }` (the form shows each on its field). */
export function feeErrors(
  c: Pick<
    Fields,
    'fee_type' | 'retainer_fee' | 'retainer_due_day' | 'retainer_month_end' | 'retainer_frequency' | 'performance_fee_percent'
  >,
) {
  const errors: { field: string; code: string }[] = [];
  const retainer = c.fee_type !== 'performance';
  const performance = c.fee_type !== 'retainer';
  if (retainer) {
    if (c.retainer_fee === null) errors.push({ field: 'retainer_fee', code: 'required' });
    if (c.retainer_frequency === null) errors.push({ field: 'retainer_frequency', code: 'required' });
    if ((c.retainer_due_day === null) === !c.retainer_month_end) errors.push({ field: 'retainer_due_day', code: 'required' });
  } else {
    for (const f of ['retainer_fee', 'retainer_frequency', 'retainer_due_day'] as const)
      if (c[f] !== null) errors.push({ field: f, code: 'not_valid' });
  }
  if (performance && c.performance_fee_percent === null) errors.push({ field: 'performance_fee_percent', code: 'required' });
  if (!performance && c.performance_fee_percent !== null) errors.push({ field: 'performance_fee_percent', code: 'not_valid' });
  return errors;
}

const withFeeRules = <S extends z.ZodType<Fields>>(s: S) =>
  s.superRefine((c, ctx) => {
    for (const e of feeErrors(c)) ctx.addIssue({ code: 'custom', message: e.code, path: [e.field] });
  });

export const agencyContractCreateSchema = withFeeRules(agencyContractFieldsSchema.extend({ agency_id: id }));
export type AgencyContractCreateInput = z.input<typeof agencyContractCreateSchema>;
export const agencyContractUpdateSchema = withFeeRules(agencyContractFieldsSchema);
export type AgencyContractUpdateInput = z.input<typeof agencyContractUpdateSchema>;
