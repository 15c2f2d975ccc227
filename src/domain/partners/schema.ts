import { z } from 'zod';
import type { FieldError } from '../errors.ts';
import { budgetErrors } from '../offers/rules.ts';
import { zMoney } from '../offers/schema.ts';
import {
  AUDIENCE_AGES,
  GENDERS,
  ORGANIZATION_TYPES,
  PARTNER_TYPES,
  PROMOTIONAL_METHODS,
  PROPERTY_TYPES,
  SOCIAL_PLATFORMS,
  TRAFFIC_SOURCES,
} from '../reference/data/partners.ts';
import { VERTICALS } from '../reference/data/verticals.ts';
import { decimal2, number, numberMax, numberMin } from '../validation/numbers.ts';
import { maxLength, noEmoji } from '../validation/text.ts';
import { url as urlRule } from '../validation/formats.ts';
import { zEmail, zName, zRules } from '../validation/zod.ts';
import {
  CONTRACT_BUDGET_FREQUENCIES,
  CONTRACT_BUDGET_TYPES,
  CONTRACT_BUDGET_TYPE_ID,
  CONTRACT_FREQUENCY_ID,
  PARTNER_TEXT_MAX,
  PAYOUT_TIER_MAX,
} from './enums.ts';

/**
 * Partner profile (spec 3 §3 "partner market profile"), tier groups and partner contracts as zod
 * schemas built from the shared validation rules, so a 422 carries the codes the forms will show.
 * Reference ids are checked against src/domain/reference/data. Money and percents are decimal strings.
 */
const idIn = (rows: readonly { id: number }[]) =>
  z
    .number()
    .int()
    .refine((n) => rows.some((r) => r.id === n), { message: 'not_valid' });
const idsIn = (rows: readonly { id: number }[], max = 50) => z.array(idIn(rows)).max(max).default([]);
const count = z.number().int().min(0).max(2_000_000_000);
const link = () => zRules([maxLength(2048), urlRule]);
const codeIn = (rows: readonly { code: string }[]) => z.string().refine((s) => rows.some((r) => r.code === s), { message: 'not_valid' });
/** Percent 0–100 with two decimals (minimum revenue share). */
const percent = () => zRules([number, numberMin(0), numberMax(100), decimal2]);
/** Payout tier: a percent applied to the payout, 0–1000 with two decimals; 100 = unchanged. */
export const zPayoutTier = () => zRules([number, numberMin(0), numberMax(PAYOUT_TIER_MAX), decimal2]);

export const socialSchema = z.object({ platform: codeIn(SOCIAL_PLATFORMS), url: link(), followers: count.default(0) });
export const propertySchema = z.object({
  name: zName(),
  type_id: idIn(PROPERTY_TYPES),
  link: link(),
  visit: count.default(0),
  followers: count.default(0),
  verified: z.boolean().default(false),
  primary: z.boolean().default(false),
  social_platform: codeIn(SOCIAL_PLATFORMS).nullable().default(null),
  traffic_source_id: idIn(TRAFFIC_SOURCES).nullable().default(null),
});

export const partnerCreateSchema = z.object({
  email: zEmail(),
  display_name: zName(),
  first_name: zName({ optional: true }).default(''),
  last_name: zName({ optional: true }).default(''),
  organization_type_id: idIn(ORGANIZATION_TYPES).default(1),
  partner_type_id: idIn(PARTNER_TYPES).default(1),
  promote_method_ids: idsIn(PROMOTIONAL_METHODS),
  vertical_ids: idsIn(VERTICALS),
  /** ids of src/domain/reference/data/countries.ts (checked on the server: the list is large) */
  country_ids: z.array(z.number().int().positive()).max(300).default([]),
  bio: zRules([maxLength(PARTNER_TEXT_MAX), noEmoji], { optional: true }).default(''),
  social: z.array(socialSchema).max(20).default([]),
  properties: z.array(propertySchema).max(50).default([]),
  year_of_experience: z.number().int().min(0).max(80).default(0),
  audience_age_ids: idsIn(AUDIENCE_AGES),
  audience_gender_ids: idsIn(GENDERS),
  /** yyyy-mm-dd */
  campaign_start: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'not_valid')
    .nullable()
    .default(null),
  min_cpa: zMoney().nullable().default(null),
  min_cpc: zMoney().nullable().default(null),
  min_revenue_share: percent().nullable().default(null),
  trust: z.number().int().min(0).max(100).default(50),
  can_invite: z.boolean().default(true),
  can_review: z.boolean().default(true),
});
export type PartnerCreateInput = z.input<typeof partnerCreateSchema>;
export type PartnerCreate = z.output<typeof partnerCreateSchema>;

export const tierGroupSchema = z.object({ name: zName(), payout_tier: zPayoutTier().default('100') });
export type TierGroupInput = z.input<typeof tierGroupSchema>;

export const contractBudgetSchema = z.object({
  budget_type: z.enum(CONTRACT_BUDGET_TYPES),
  frequency: z.enum(CONTRACT_BUDGET_FREQUENCIES),
  value: zMoney(),
});
export type ContractBudget = z.infer<typeof contractBudgetSchema>;

/** One budget per metric and frequency; a daily cap may not exceed the monthly or lifetime one. */
export function contractBudgetErrors(budgets: readonly ContractBudget[], field = 'budgets'): FieldError[] {
  return budgetErrors(
    budgets.map((b) => ({
      budget_type: CONTRACT_BUDGET_TYPE_ID[b.budget_type],
      frequency: CONTRACT_FREQUENCY_ID[b.frequency],
      value: b.value,
    })),
    field,
  );
}

/** The terms a contract is drawn up with (spec 3 §3): the same for every offer and partner of a draw-up. */
const templateShape = {
  /** null: the partner's tier group applies (else 100) */
  payout_tier: zPayoutTier().nullable().default(null),
  budgets: z.array(contractBudgetSchema).max(6).default([]),
  terms: zRules([maxLength(PARTNER_TEXT_MAX)], { optional: true }).default(''),
  message: zRules([maxLength(PARTNER_TEXT_MAX), noEmoji], { optional: true }).default(''),
  /** ISO timestamp; the contract expires after it */
  end_date: z.iso.datetime({ offset: true }).nullable().default(null),
};

/** 422 with the field code of each budget the lower-timeframe rule refuses (budgets.N.value). */
function refineBudgets(c: { budgets: ContractBudget[] }, ctx: z.RefinementCtx): void {
  for (const e of contractBudgetErrors(c.budgets))
    ctx.addIssue({ code: 'custom', message: e.code, path: e.field.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)) });
}

export const contractTemplateSchema = z.object(templateShape).superRefine(refineBudgets);
export type ContractTemplateInput = z.input<typeof contractTemplateSchema>;

const createShape = { offer_id: z.number().int().positive(), partner_id: z.number().int().positive(), ...templateShape };
export const contractCreateSchema = z.object(createShape).superRefine(refineBudgets);
/** The create call's body: the contract, and whether it is sent at once (one object, so the document reads its ids). */
export const contractCreateBodySchema = z.object({ ...createShape, send: z.boolean().default(false) }).superRefine(refineBudgets);
export type ContractCreateInput = z.input<typeof contractCreateSchema>;
export type ContractCreate = z.output<typeof contractCreateSchema>;
