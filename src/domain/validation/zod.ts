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
  /** '' is accepted (the rules skip empty values); pair with `.optional()` to also accept absence */
  optional?: boolean;
}

/** A string checked by `rules` (required first unless optional). */
export function zRules(rules: readonly Rule[], options: ZOptions = {}) {
  const all = options.optional ? rules : [required, ...rules];
  return z.string().superRefine((value, ctx) => {
    const error = check(value, all);
    if (error) report(ctx, error, value);
  });
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

export const zEmail = (o?: ZOptions) => zRules([maxLength(254), email], o);
export const zDomain = (o?: ZOptions) => zRules([domain], o);
export const zUrl = (o?: ZOptions) => zRules([url], o);
export const zIpList = (o?: ZOptions) => zRules([ipList], o);
export const zZipList = (max?: number, o?: ZOptions) => zRules([zipList(max)], o);
export const zPromoCode = (max = 50, o?: ZOptions) => zRules([promoCode, maxLength(max)], o);
export const zPassword = (o?: ZOptions) => zRules([password], o);
export const zDecimal4 = (o?: ZOptions) => zRules([decimal4], o);
export const zDecimal2 = (o?: ZOptions) => zRules([decimal2], o);
export const zPositiveInteger = (o?: ZOptions) => zRules([positiveInteger], o);
export const zPositiveDecimal = (o?: ZOptions) => zRules([positiveDecimal, decimal4], o);
export const zNumberRange = (min: number, max: number, o?: ZOptions) => zRules([numberRange(min, max), decimal4], o);
/** Names (offers, products, groups …): at most 255 characters, no emoji. */
export const zName = (o?: ZOptions) => zRules([maxLength(FIELD_MAX.name), noEmoji], o);
export const zSearch = () => zRules([maxLength(FIELD_MAX.search)], { optional: true });
export const zApprovalCondition = (o?: ZOptions) => zRules([maxLength(FIELD_MAX.approvalCondition)], o);
export const zRejectionReason = (o?: ZOptions) => zRules([maxLength(FIELD_MAX.rejectionReason)], o);
export const zSku = (o?: ZOptions) => zRules([sku, maxLength(FIELD_MAX.name)], o);
export const zParamName = (o?: ZOptions) => zRules([paramName, maxLength(FIELD_MAX.name)], o);
export const zAllowedChars = (o?: ZOptions) => zRules([allowedChars, maxLength(FIELD_MAX.name)], o);
export const zDate = (o?: ZOptions) => zRules([date], o);
export const zTime = (o?: ZOptions) => zRules([time], o);

/** A list of tag names: at most `max` (spec: 10), each a name. */
export const zTags = (max = MAX_TAGS) =>
  z.array(zName()).superRefine((value, ctx) => {
    const error = maxTags(max)(value);
    if (error) report(ctx, error, value);
  });
