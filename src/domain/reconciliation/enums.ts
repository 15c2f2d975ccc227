/**
 * Guided reconciliation (issue 27 item 3; docs/decisions/093-guided-reconciliation.md): the brand's
 * order ledger against a period's tracked conversions. Plain constants: server and browser read them.
 */
export const RECONCILIATION_GROUPS = ['matched', 'amount_differs', 'only_ledger', 'only_tracked'] as const;
export type ReconciliationGroup = (typeof RECONCILIATION_GROUPS)[number];

export const RECONCILIATION_STATUSES = ['open', 'signed_off'] as const;
export type ReconciliationStatus = (typeof RECONCILIATION_STATUSES)[number];

/** Decisions on rows; each goes through an existing conversion action (approve, reject, adjustment). */
export const RECONCILIATION_DECISIONS = ['approve', 'reject', 'adjust'] as const;
export type ReconciliationDecision = (typeof RECONCILIATION_DECISIONS)[number];

/** Which groups a decision applies to: a row needs a conversion; only amount-differs rows have an amount to adjust to. */
export const DECISION_GROUPS: Record<ReconciliationDecision, readonly ReconciliationGroup[]> = {
  approve: ['matched', 'amount_differs'],
  reject: ['only_tracked', 'amount_differs', 'matched'],
  adjust: ['amount_differs'],
};

/** What a row's last decision answered: the conversion actions' outcomes, and `locked` for a refused adjustment. */
export const ROW_OUTCOMES = ['changed', 'unchanged', 'locked', 'partner_blocked', 'not_allowed', 'not_found', 'negative'] as const;
export type RowOutcome = (typeof ROW_OUTCOMES)[number];

/** Every event kept on a reconciliation (who, when), beside the audit log. */
export const RECONCILIATION_EVENT_KINDS = ['upload', 'approve', 'reject', 'adjust', 'sign_off', 'reopen'] as const;
export type ReconciliationEventKind = (typeof RECONCILIATION_EVENT_KINDS)[number];

/** The ledger's columns, matched by header (case and spaces ignored); `order_id` also reads `transaction_id`. */
export const LEDGER_COLUMNS = ['order_id', 'amount', 'status'] as const;
export const LEDGER_ID_ALIASES = ['order_id', 'transaction_id', 'order', 'id'] as const;

/** Codes of a refused ledger row, and of a refused file (translated both sides). */
export const LEDGER_ROW_ERRORS = ['id_missing', 'amount_invalid', 'id_repeated'] as const;
export type LedgerRowError = (typeof LEDGER_ROW_ERRORS)[number];
export const LEDGER_FILE_ERRORS = ['file_invalid', 'header', 'malformed', 'too_many_rows'] as const;
export type LedgerFileError = (typeof LEDGER_FILE_ERRORS)[number];

/** Largest ledger the server reads (rows), and how many row errors it keeps to show. */
export const LEDGER_MAX_ROWS = 500_000;
export const LEDGER_ERRORS_KEPT = 100;

/** 409 codes: the period is locked by its cross-check, or the reconciliation's status refuses the step. */
export const RECONCILIATION_REFUSALS = ['period_locked', 'status_not_allowed', 'no_reconciliation', 'no_rows'] as const;
export type ReconciliationRefusal = (typeof RECONCILIATION_REFUSALS)[number];
