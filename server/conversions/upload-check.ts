import {
  ACTION_TARGET,
  CONVERSION_ACTIONS,
  MAX_REASON,
  STORED_STATUSES,
  type ConversionAction,
} from '../../src/domain/conversions/status.ts';
import type { Principal } from '../../src/domain/permissions.ts';
import type { RowError, UploadColumn } from '../../src/domain/reports/upload-contract.ts';
import { stepConversionStatus } from '../../src/machines/conversion-status.ts';
import type { Queryable } from '../db/pool.ts';
import { partnerScope, Params } from '../reports/sql.ts';
import type { UploadRow } from './upload-csv.ts';
import { WORKING_MODE } from '../../src/domain/offers/enums.ts';

/**
 * The row checks of a conversion upload (docs/decisions/026-conversion-upload.md), run at validation
 * and again at apply time inside the apply's transaction (with the rows locked), so an apply sees
 * exactly what it changes. Every status rule is the conversion chart's `stepConversionStatus`, the one the
 * action endpoint uses.
 */
export interface Facts {
  id: number;
  uuid: string;
  transaction_id: string;
  offer_id: number;
  status: string;
  locked: boolean;
  partner_blocked: boolean;
}

export interface PlannedChange {
  line: number;
  conversionId: number;
  action: ConversionAction;
  reason: string;
}

export interface CheckResult {
  errors: RowError[];
  changes: PlannedChange[];
  unchanged: number;
  errorRows: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const OFFER_ID = /^\d{1,15}$/;
const txKey = (transactionId: string, offerId: string | number) => `${Number(offerId)}\u0000${transactionId}`;
const ACTION_OF = Object.fromEntries(CONVERSION_ACTIONS.map((a) => [ACTION_TARGET[a], a])) as Record<string, ConversionAction>;

/**
 * The brand's conversions the rows name (by uuid, or by transaction id + offer id), of partners the
 * user may see; others are simply absent (answered `unknown`, as the actions answer not_found).
 * With `tx` they are locked FOR UPDATE in id order, like the actions lock them.
 */
export async function lookUp(db: Queryable, user: Principal, rows: readonly UploadRow[], lock = false): Promise<Facts[]> {
  const uuids = [
    ...new Set(
      rows
        .map((r) => r.cells.conversion_id ?? '')
        .filter((u) => UUID.test(u))
        .map((u) => u.toLowerCase()),
    ),
  ];
  const pairs = rows.filter((r) => !r.cells.conversion_id && r.cells.transaction_id && OFFER_ID.test(r.cells.offer_id ?? ''));
  if (uuids.length === 0 && pairs.length === 0) return [];
  const params = new Params();
  const { p } = params;
  const { rows: found } = await db.query<Facts>(
    `SELECT c.id, c.uuid::text, c.transaction_id, c.offer_id, c.status, c.locked_at IS NOT NULL AS locked,
            COALESCE(bp.working_mode = ${WORKING_MODE.blocked}, false) AS partner_blocked
       FROM conversions c
       LEFT JOIN brand_partners bp ON bp.brand_id = c.brand_id AND bp.partner_id = c.partner_id
      WHERE c.brand_id = ${p(user.brandId)} AND ${partnerScope(user, 'c.partner_id', p)}
        AND (c.uuid = ANY(${p(uuids)}::uuid[])
             OR (c.offer_id, c.transaction_id) IN (SELECT * FROM unnest(${p(pairs.map((r) => Number(r.cells.offer_id)))}::bigint[], ${p(pairs.map((r) => r.cells.transaction_id))}::text[])))
      ORDER BY c.id
      ${lock ? 'FOR UPDATE OF c' : ''}`,
    params.values,
  );
  return found;
}

const cut = (v: string | undefined) => (v ?? '').slice(0, 100);

/** Checks every row against the conversions found; pure. */
export function checkRows(rows: readonly UploadRow[], facts: readonly Facts[]): CheckResult {
  const byUuid = new Map(facts.map((f) => [f.uuid.toLowerCase(), f]));
  const byTx = new Map<string, Facts[]>();
  for (const f of facts)
    if (f.transaction_id) byTx.set(txKey(f.transaction_id, f.offer_id), [...(byTx.get(txKey(f.transaction_id, f.offer_id)) ?? []), f]);
  const errors: RowError[] = [];
  const changes: PlannedChange[] = [];
  const seen = new Set<number>();
  let unchanged = 0;
  let errorRows = 0;
  for (const { line, cells } of rows) {
    const rowErrors: RowError[] = [];
    const err = (column: UploadColumn | null, code: RowError['code'], value = '') =>
      rowErrors.push({ row: line, column, code, value: cut(value) });
    const status = (cells.status ?? '').toLowerCase();
    const reason = cells.reason ?? '';
    let target: Facts | undefined;
    if (cells.conversion_id) {
      target = byUuid.get(cells.conversion_id.toLowerCase());
      if (!target) err('conversion_id', 'unknown', cells.conversion_id);
    } else if (cells.transaction_id && cells.offer_id) {
      const matches = OFFER_ID.test(cells.offer_id) ? (byTx.get(txKey(cells.transaction_id, cells.offer_id)) ?? []) : [];
      if (matches.length === 1) target = matches[0];
      else err('transaction_id', matches.length === 0 ? 'unknown' : 'ambiguous', cells.transaction_id);
    } else err(cells.transaction_id ? 'offer_id' : 'conversion_id', 'required');
    if (!status) err('status', 'required');
    else if (!(STORED_STATUSES as readonly string[]).includes(status)) err('status', 'status_invalid', cells.status);
    if (reason.length > MAX_REASON) err('reason', 'reason_too_long', reason);
    if (target && seen.has(target.id)) {
      err(cells.conversion_id ? 'conversion_id' : 'transaction_id', 'duplicate', cells.conversion_id ?? cells.transaction_id);
      target = undefined;
    }
    if (target) seen.add(target.id);
    if (target && status && rowErrors.length === 0) {
      const action = ACTION_OF[status];
      const context = { locked: target.locked, partnerBlocked: target.partner_blocked };
      if (target.locked) err('status', 'locked', cells.status);
      else if (status === target.status) unchanged++;
      else if (!action) err('status', 'not_allowed', cells.status);
      else {
        const decision = stepConversionStatus(target.status, action, context);
        if (decision.outcome === 'changed') {
          if (action === 'reject' && !reason.trim()) err('reason', 'reason_required');
          else changes.push({ line, conversionId: target.id, action, reason: reason.trim() });
        } else if (decision.outcome === 'unchanged') unchanged++;
        else err('status', decision.outcome === 'not_found' ? 'unknown' : decision.outcome, cells.status);
      }
    }
    if (rowErrors.length) {
      errorRows++;
      errors.push(...rowErrors);
    }
  }
  return { errors, changes, unchanged, errorRows };
}
