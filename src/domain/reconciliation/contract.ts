import { z } from 'zod';
import { endpoint, pageSizeQuery, pagingSchema } from '../contract.ts';
import { LEVEL } from '../permissions.ts';
import { zRejectionReason } from '../validation/zod.ts';
import { CODES } from '../validation/codes.ts';
import { MAX_ACTION_IDS } from '../conversions/status.ts';
import {
  RECONCILIATION_DECISIONS,
  RECONCILIATION_EVENT_KINDS,
  RECONCILIATION_GROUPS,
  RECONCILIATION_STATUSES,
  ROW_OUTCOMES,
} from './enums.ts';

/**
 * Guided reconciliation (issue 27 item 3; docs/decisions/093-guided-reconciliation.md). Keyed on
 * the brand and the period of its cross-check record (period_start, period_end, yyyy-mm-dd): the
 * ledger goes through the file service (upload_type reconciliation_ledger: CSV or XLSX), `ledger`
 * reads it as it streams and joins it with the period's conversions into four groups; decisions go
 * through the conversion actions (approve, reject with a reason, adjustment) and answer per row.
 * Reading needs payment read; every write payment full.
 */
const READ = { kind: 'module', module: 'payment', level: LEVEL.read } as const;
const WRITE = { kind: 'module', module: 'payment', level: LEVEL.full } as const;
const BASE = '/api/payment/reconciliation';

const period = {
  period_start: z.iso.date(),
  period_end: z.iso.date(),
};
const periodRefine = (b: { period_start: string; period_end: string }, ctx: z.RefinementCtx) => {
  if (b.period_end < b.period_start) ctx.addIssue({ code: 'custom', path: ['period_end'], message: 'period_order', input: b.period_end });
};
export const periodQuery = z.object(period).superRefine(periodRefine);
export type PeriodKey = z.output<typeof periodQuery>;

const groupCounts = z.object(
  Object.fromEntries(RECONCILIATION_GROUPS.map((g) => [g, z.number().int()])) as Record<
    (typeof RECONCILIATION_GROUPS)[number],
    z.ZodNumber
  >,
);

export const reconciliationEventSchema = z.object({
  id: z.number().int(),
  kind: z.enum(RECONCILIATION_EVENT_KINDS),
  /** who (null: the user was deleted) */
  user_id: z.number().int().nullable(),
  user_name: z.string().nullable(),
  at: z.string(),
  /** group, rows, outcome counts, reason, file name: as the event had them */
  detail: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
});
export type ReconciliationEvent = z.infer<typeof reconciliationEventSchema>;

export const ledgerRowErrorSchema = z.object({ row: z.number().int(), column: z.string().nullable(), code: z.string(), value: z.string() });

export const reconciliationSchema = z.object({
  id: z.number().int(),
  period_start: z.string(),
  period_end: z.string(),
  status: z.enum(RECONCILIATION_STATUSES),
  /** the period's cross-check is locked: nothing may change any more */
  locked: z.boolean(),
  file_name: z.string(),
  ledger_rows: z.number().int(),
  skipped_rows: z.number().int(),
  errors: z.array(ledgerRowErrorSchema),
  /** rows per group, and those of each group a decision has touched */
  counts: groupCounts,
  decided: groupCounts,
  uploaded_by: z.string().nullable(),
  uploaded_at: z.string(),
  signed_off_by: z.string().nullable(),
  signed_off_at: z.string().nullable(),
  /** the latest events first */
  events: z.array(reconciliationEventSchema),
});
export type Reconciliation = z.infer<typeof reconciliationSchema>;

export const reconciliationRowSchema = z.object({
  id: z.number().int(),
  group: z.enum(RECONCILIATION_GROUPS),
  transaction_id: z.string(),
  /** the ledger's line (null: only tracked) */
  row: z.number().int().nullable(),
  ledger_amount: z.string().nullable(),
  ledger_status: z.string().nullable(),
  conversion_id: z.number().int().nullable(),
  tracked_amount: z.string().nullable(),
  /** the conversion as it is now (null: only in the ledger) */
  status: z.string().nullable(),
  payout: z.string().nullable(),
  adjustment: z.string().nullable(),
  decision: z.enum(RECONCILIATION_DECISIONS).nullable(),
  outcome: z.enum(ROW_OUTCOMES).nullable(),
  decided_by: z.string().nullable(),
  decided_at: z.string().nullable(),
});
export type ReconciliationRow = z.infer<typeof reconciliationRowSchema>;

export const RECONCILIATION_PAGE_SIZES = [25, 50, 100, 200] as const;

export const getReconciliation = endpoint({
  id: 'reconciliation.get',
  method: 'GET',
  path: BASE,
  summary: 'The period’s reconciliation (null before a ledger is uploaded): status, lock, counts per group, decided counts, who and when',
  access: READ,
  query: periodQuery,
  response: z.object({ reconciliation: reconciliationSchema.nullable(), locked: z.boolean() }),
});

export const reconciliationRows = endpoint({
  id: 'reconciliation.rows',
  method: 'GET',
  path: `${BASE}/rows`,
  summary:
    'One group’s rows, paged in ledger order (only-tracked by conversion): ledger and tracked amounts, the conversion now, the last decision',
  access: READ,
  query: z
    .object({
      ...period,
      group: z.enum(RECONCILIATION_GROUPS),
      page: z.coerce.number().int().min(1).max(100_000).default(1),
      limit: pageSizeQuery(RECONCILIATION_PAGE_SIZES, 50),
    })
    .superRefine(periodRefine),
  mayBeMissing: true,
  response: z.object({ items: z.array(reconciliationRowSchema), paging: pagingSchema }),
});

export const uploadLedger = endpoint({
  id: 'reconciliation.upload',
  method: 'POST',
  path: `${BASE}/ledger`,
  summary:
    'Read an uploaded ledger (file service, upload_type reconciliation_ledger: CSV or XLSX with order id, amount, status) and join it with the period’s conversions into four groups; replaces an open reconciliation’s groups. 409 period_locked, status_not_allowed (signed off)',
  access: WRITE,
  body: z.object({ ...period, file_id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER) }).superRefine(periodRefine),
  response: reconciliationSchema,
});

export const decideBody = z
  .object({
    ...period,
    group: z.enum(RECONCILIATION_GROUPS),
    decision: z.enum(RECONCILIATION_DECISIONS),
    /** a selection of the group's rows; absent = the whole group */
    row_ids: z
      .array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER))
      .min(1)
      .max(MAX_ACTION_IDS * 10)
      .optional(),
    /** required to reject (the partner is told why); kept with an adjustment */
    reason: zRejectionReason({ optional: true }),
  })
  .superRefine((b, ctx) => {
    periodRefine(b, ctx);
    if (b.decision === 'reject' && !b.reason?.trim())
      ctx.addIssue({ code: 'custom', path: ['reason'], message: CODES.required, input: b.reason });
  });
export type DecideBody = z.input<typeof decideBody>;

export const decideAnswerSchema = z.object({
  decision: z.enum(RECONCILIATION_DECISIONS),
  /** per row the conversion action's answer: a locked conversion answers `locked`, nothing is lost */
  results: z.array(z.object({ row_id: z.number().int(), conversion_id: z.number().int(), outcome: z.enum(ROW_OUTCOMES) })),
  summary: z.object(
    Object.fromEntries(ROW_OUTCOMES.map((o) => [o, z.number().int()])) as Record<(typeof ROW_OUTCOMES)[number], z.ZodNumber>,
  ),
  reconciliation: reconciliationSchema,
});
export type DecideAnswer = z.infer<typeof decideAnswerSchema>;

export const decideRows = endpoint({
  id: 'reconciliation.decide',
  method: 'POST',
  path: `${BASE}/decide`,
  summary:
    'Apply a decision to a group or a selection of it through the conversion actions: approve (matched, amount differs), reject with a reason, adjust the payout to the ledger’s amount (amount differs); per-row outcomes. 409 period_locked, status_not_allowed, no_reconciliation; 422 decision not for the group',
  access: WRITE,
  body: decideBody,
  response: decideAnswerSchema,
});

export const signOff = endpoint({
  id: 'reconciliation.signOff',
  method: 'POST',
  path: `${BASE}/sign-off`,
  summary: 'Sign the reconciliation off (who and when recorded); 409 period_locked, status_not_allowed, no_reconciliation',
  access: WRITE,
  body: z.object(period).superRefine(periodRefine),
  response: reconciliationSchema,
});

export const reopen = endpoint({
  id: 'reconciliation.reopen',
  method: 'POST',
  path: `${BASE}/reopen`,
  summary:
    'Re-open a signed-off reconciliation, only before the period’s lock (recorded with an optional reason); 409 period_locked, status_not_allowed',
  access: WRITE,
  body: z.object({ ...period, reason: zRejectionReason({ optional: true }) }).superRefine(periodRefine),
  response: reconciliationSchema,
});
