import { z } from 'zod';
import { FIELD_MAX, MAX_TAGS, type Rule } from './codes.ts';
import { check, fieldErrors, type FormRules } from './form.ts';
import { email, domain, ipList, password, promoCode, url, zipList } from './formats.ts';
import { decimal2, decimal4, numberRange, positiveDecimal, positiveInteger } from './numbers.ts';
import { date, time } from './dates.ts';
import { allowedChars, maxLength, maxTags, noEmoji, paramName, required, sku } from './text.ts';

/*
 * zod schemas built from the same rules, for the endpoint contracts. A failing rule becomes a zod
 * `custom` issue whose message is the rule's code and whose params carry min / max; the server's
 * issue mapping (server/http/validation.ts) turns that into `{ field, code, min?, max? }`, so a 422
 * carries exactly the code the form would have shown.
 */

type Issue = { code: 'custom'; message: string; params?: Record<string, number>; input?: unknown; path?: PropertyKey[] };
type Ctx = { addIssue: (issue: Issue) => void };

function report(ctx: Ctx, error: { code: string; min?: number; max?: number }, input: unknown, path?: string): void {
  const params: Record<string, number> = {};
  if (error.min !== undefined) params.min = error.min;
  if (error.max !== undefined) params.max = error.max;
  ctx.addIssue({ code: 'custom', message: error.code, params, input, ...(path ? { path: [path] } : {}) });
}

export interface ZOptions {
  /** absent and '' are accepted (the rules skip empty values); otherwise the value is required (c_c01) */
  optional?: boolean;
}
/** `z.string()` with the rules, or `.optional()` of it when `{ optional: true }`. */
export type ZRules<O extends ZOptions | undefined> = O extends { optional: true } ? z.ZodOptional<z.ZodString> : z.ZodString;

/** A string checked by `rules` (required first unless optional). */
export function zRules<O extends ZOptions | undefined = undefined>(rules: readonly Rule[], options?: O): ZRules<O> {
  const optional = options?.optional === true;
  const all = optional ? rules : [required, ...rules];
  const schema = z.string().superRefine((value, ctx) => {
    const error = check(value, all);
    if (error) report(ctx, error, value);
  });
  return (optional ? schema.optional() : schema) as ZRules<O>;
}

/**
 * Object-level refinement for rules that read other fields (dates, gte/lte, confirmation):
 * `z.object({...}).superRefine(zForm({ end_date: [endNotBeforeStart('start_date')] }))`.
 */
export function zForm(rules: FormRules) {
  return (value: Record<string, unknown>, ctx: Ctx): void => {
    for (const { field, ...error } of fieldErrors(value, rules)) report(ctx, error, value[field], field);
  };
}

export const zEmail = <O extends ZOptions | undefined = undefined>(o?: O) => zRules([maxLength(254), email], o);
export const zDomain = <O extends ZOptions | undefined = undefined>(o?: O) => zRules([domain], o);
export const zUrl = <O extends ZOptions | undefined = undefined>(o?: O) => zRules([url], o);
export const zIpList = <O extends ZOptions | undefined = undefined>(o?: O) => zRules([ipList], o);
export const zZipList = <O extends ZOptions | undefined = undefined>(max?: number, o?: O) => zRules([zipList(max)], o);
export const zPromoCode = <O extends ZOptions | undefined = undefined>(max = 50, o?: O) => zRules([promoCode, maxLength(max)], o);
export const zPassword = <O extends ZOptions | undefined = undefined>(o?: O) => zRules([password], o);
export const zDecimal4 = <O extends ZOptions | undefined = undefined>(o?: O) => zRules([decimal4], o);
export const zDecimal2 = <O extends ZOptions | undefined = undefined>(o?: O) => zRules([decimal2], o);
export const zPositiveInteger = <O extends ZOptions | undefined = undefined>(o?: O) => zRules([positiveInteger], o);
export const zPositiveDecimal = <O extends ZOptions | undefined = undefined>(o?: O) => zRules([positiveDecimal, decimal4], o);
export const zNumberRange = <O extends ZOptions | undefined = undefined>(min: number, max: number, o?: O) =>
  zRules([numberRange(min, max), decimal4], o);
/** Names (offers, products, groups …): at most 255 characters, no emoji. */
export const zName = <O extends ZOptions | undefined = undefined>(o?: O) => zRules([maxLength(FIELD_MAX.name), noEmoji], o);
export const zSearch = () => zRules([maxLength(FIELD_MAX.search)], { optional: true as const });
export const zApprovalCondition = <O extends ZOptions | undefined = undefined>(o?: O) =>
  zRules([maxLength(FIELD_MAX.approvalCondition)], o);
export const zRejectionReason = <O extends ZOptions | undefined = undefined>(o?: O) => zRules([maxLength(FIELD_MAX.rejectionReason)], o);
export const zSku = <O extends ZOptions | undefined = undefined>(o?: O) => zRules([sku, maxLength(FIELD_MAX.name)], o);
export const zParamName = <O extends ZOptions | undefined = undefined>(o?: O) => zRules([paramName, maxLength(FIELD_MAX.name)], o);
export const zAllowedChars = <O extends ZOptions | undefined = undefined>(o?: O) => zRules([allowedChars, maxLength(FIELD_MAX.name)], o);
export const zDate = <O extends ZOptions | undefined = undefined>(o?: O) => zRules([date], o);
export const zTime = <O extends ZOptions | undefined = undefined>(o?: O) => zRules([time], o);

/** A list of tag names: at most `max` (spec: 10), each a name. */
export const zTags = (max = MAX_TAGS) =>
  z.array(zName()).superRefine((value, ctx) => {
    const error = maxTags(max)(value);
    if (error) report(ctx, error, value);
  });
