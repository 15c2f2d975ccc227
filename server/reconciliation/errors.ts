import type { ReconciliationRefusal } from '../../src/domain/reconciliation/enums.ts';
import { HttpError } from '../http/errors.ts';

/** 409 answers of the reconciliation (their codes are translated as reconciliation.refusals.<code>). */
const MESSAGES: Record<ReconciliationRefusal, string> = {
  period_locked: 'The period is locked by its cross-check: the reconciliation can no longer change.',
  status_not_allowed: 'The reconciliation cannot do this in its status.',
  no_reconciliation: 'Upload the period’s ledger first.',
  no_rows: 'No rows to decide on.',
};

export const refuse = (code: ReconciliationRefusal): HttpError => new HttpError(409, code, MESSAGES[code]);
