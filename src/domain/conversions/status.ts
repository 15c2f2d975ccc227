/**
 * Conversion actions (spec 3 §3–§4): approve, reject, mark as organic, and what each one answers per
 * conversion. Shared by the server (which enforces them) and the browser (which offers them).
 * docs/decisions/025-conversion-actions.md.
 */
export const CONVERSION_ACTIONS = ['approve', 'reject', 'organic'] as const;
export type ConversionAction = (typeof CONVERSION_ACTIONS)[number];

/** Every stored status (the conversions.status check constraint). */
export const STORED_STATUSES = ['pending', 'approved', 'rejected', 'gross', 'organic', 'unapproved'] as const;
export type StoredStatus = (typeof STORED_STATUSES)[number];

/** The status an action leads to. */
export const ACTION_TARGET = { approve: 'approved', reject: 'rejected', organic: 'organic' } as const satisfies Record<
  ConversionAction,
  StoredStatus
>;

/**
 * Per-conversion outcome of an action:
 * - `changed`: the status moved (rollups moved with it);
 * - `unchanged`: it already had the target status (idempotent retry; nothing written);
 * - `not_found`: no such conversion of the brand, or of a partner the user may not see;
 * - `not_allowed`: the status chart has no such move (e.g. rejected → organic);
 * - `partner_blocked`: approve while the brand blocked the partner;
 * - `locked`: the conversion belongs to a locked cross-check (read-only).
 */
export const ACTION_OUTCOMES = ['changed', 'unchanged', 'not_found', 'not_allowed', 'partner_blocked', 'locked'] as const;
export type ActionOutcome = (typeof ACTION_OUTCOMES)[number];
export type ActionRefusal = Exclude<ActionOutcome, 'changed' | 'unchanged'>;

/** At most this many conversions per action call. */
export const MAX_ACTION_IDS = 1000;
/** Reason length (spec 3 §5: rejection reason 2000). */
export const MAX_REASON = 2000;
