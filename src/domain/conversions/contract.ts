import { z } from 'zod';
import { endpoint } from '../contract.ts';
import { decimal4, notTooLarge, number } from '../validation/numbers.ts';
import { CODES } from '../validation/codes.ts';
import { zRejectionReason, zRules } from '../validation/zod.ts';
import { ACTION_OUTCOMES, CONVERSION_ACTIONS, MAX_ACTION_IDS } from './status.ts';
import { LEVEL } from '../permissions.ts';

/**
 * Conversion actions and adjustments (spec 3 §3, §4, §7 `conversion/action`;
 * docs/decisions/025-conversion-actions.md). Both need report full access (15); an employee
 * without the all-partner flag acts only on conversions of partners assigned to them — others
 * answer `not_found` per id, exactly like ids of another brand.
 */
const WRITE = { kind: 'module', module: 'report', level: LEVEL.full } as const;
const BASE = '/api/report/advertiser/conversion';
const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const actionBody = z
  .object({
    /** processed in this order; a repeated id answers `unchanged` the second time */
    ids: z.array(id).min(1).max(MAX_ACTION_IDS),
    action: z.enum(CONVERSION_ACTIONS),
    /** stored as the conversion's message; required to reject (the partner is told why) */
    reason: zRejectionReason({ optional: true }),
  })
  .superRefine((b, ctx) => {
    if (b.action === 'reject' && !b.reason?.trim())
      ctx.addIssue({ code: 'custom', path: ['reason'], message: CODES.required, input: b.reason });
  });
export type ActionBody = z.input<typeof actionBody>;

export const actionResultSchema = z.object({
  id: z.number().int(),
  outcome: z.enum(ACTION_OUTCOMES),
  /** the status after the call; null when not found */
  status: z.string().nullable(),
});
export type ActionResult = z.infer<typeof actionResultSchema>;

/** How many ids ended in each outcome: what the toast and the spec's messages count. */
export const actionSummarySchema = z.object(
  Object.fromEntries(ACTION_OUTCOMES.map((o) => [o, z.number().int()])) as Record<(typeof ACTION_OUTCOMES)[number], z.ZodNumber>,
);
export type ActionSummary = z.infer<typeof actionSummarySchema>;

export const conversionAction = endpoint({
  id: 'conversions.action',
  method: 'POST',
  path: `${BASE}/action`,
  summary:
    'Approve, reject (reason required) or mark as organic up to 1000 conversions; per-id outcome and counts (locked, partner blocked, not allowed, not found, unchanged, changed)',
  access: WRITE,
  body: actionBody,
  response: z.object({ action: z.enum(CONVERSION_ACTIONS), results: z.array(actionResultSchema), summary: actionSummarySchema }),
});

/** Signed, at most 4 decimals and 12 integer digits (numeric(20,4) with room for the payout). */
export const zAdjustment = () => zRules([number, decimal4, notTooLarge()]);

export const adjustmentBody = z.object({
  /** the conversion's total adjustment after this call (not an increment): PUT is idempotent */
  adjustment: zAdjustment(),
  reason: zRejectionReason(),
});

export const adjustmentAnswer = z.object({
  id: z.number().int(),
  status: z.string(),
  /** what the brand owes for the conversion, the adjustment included */
  payout: z.string(),
  adjustment: z.string(),
  message: z.string(),
  modified_at: z.string(),
  changed: z.boolean(),
});
export type AdjustmentAnswer = z.infer<typeof adjustmentAnswer>;

/** Error codes of the adjustment call (translated under `conversions.errors`). */
export const ADJUSTMENT_ERRORS = { locked: 'conversion_locked', negative: 'payout_negative' } as const;

export const conversionAdjustment = endpoint({
  id: 'conversions.adjustment',
  method: 'PUT',
  path: `${BASE}/:conversionId/adjustment`,
  summary: 'Set the adjustment of one conversion (added to its payout; the rollups move by the difference); 409 when locked',
  access: WRITE,
  params: z.object({ conversionId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
  body: adjustmentBody,
  response: adjustmentAnswer,
});

export const conversionEndpoints = [conversionAction, conversionAdjustment] as const;
