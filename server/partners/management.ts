import { WORKING_MODE, workingModeKey, type WorkingModeAction } from '../../src/domain/offers/enums.ts';
import {
  NOT_ASSIGNED_MANAGER,
  type ManagerOption,
  type MultiResult,
  type PartnerDetail,
  type PartnerRow,
} from '../../src/domain/partners/contract.ts';
import { PARTNER_REFUSALS, type PartnerRefusal } from '../../src/domain/partners/enums.ts';
import type { Principal } from '../../src/domain/permissions.ts';
import { WEBHOOK_EVENT } from '../../src/domain/webhooks/events.ts';
import { nextWorkingMode, workingModeEvent } from '../../src/machines/working-mode.ts';
import { record } from '../audit/record.ts';
import { withTransaction, type Db, type Queryable } from '../db/pool.ts';
import { HttpError } from '../http/errors.ts';
import { emitWebhookEvent } from '../webhooks/emit.ts';
import { refuse } from './errors.ts';
import { loadPartnerRow } from './list.ts';

/**
 * Partner management writes (issue 16 item 2; docs/decisions/051-partner-management.md). Each change
 * runs in one transaction with its audit row and webhook event, so none of the three exists without
 * the others. A partner the caller may not see is "partner_not_found" (404), never "forbidden":
 * an employee must not learn which partners exist beyond theirs.
 */

/** The row, locked for the change; refused as not found outside the caller's scope. */
async function lockVisible(tx: Queryable, user: Principal, partnerId: number): Promise<PartnerRow> {
  await tx.query('SELECT 1 FROM brand_partners WHERE brand_id = $1 AND partner_id = $2 FOR UPDATE', [user.brandId, partnerId]);
  const row = await loadPartnerRow(tx, user, partnerId);
  if (!row) throw refuse('partner_not_found');
  return row;
}

/**
 * Applies `action` through the working-mode chart. A resumed partner passes `processing` at once
 * (mode.ready in the same transaction): unlike an offer, nothing needs rechecking before traffic,
 * because contracts and budgets are checked per click.
 */
async function applyWorkingMode(tx: Queryable, user: Principal, partnerId: number, action: WorkingModeAction): Promise<PartnerRow> {
  const before = await lockVisible(tx, user, partnerId);
  let next = nextWorkingMode(before.working_mode, workingModeEvent(action));
  if (next === null) throw refuse('mode_not_allowed');
  if (next === WORKING_MODE.processing) next = nextWorkingMode(next, { type: 'mode.ready' })!;
  await tx.query('UPDATE brand_partners SET working_mode = $3 WHERE brand_id = $1 AND partner_id = $2', [user.brandId, partnerId, next]);
  await record(tx, {
    action: `partners.workingMode.${action}`,
    objectType: 'partner',
    objectId: partnerId,
    changes: { working_mode: [before.working_mode, next] },
  });
  await emitWebhookEvent(tx, user.brandId, WEBHOOK_EVENT.partnerWorkingModeChanged, {
    partner_id: partnerId,
    partner_name: before.display_name,
    working_mode: workingModeKey(next),
    previous_working_mode: workingModeKey(before.working_mode),
    action,
  });
  return (await loadPartnerRow(tx, user, partnerId))!;
}

export const changeWorkingMode = (db: Db, user: Principal, partnerId: number, action: WorkingModeAction) =>
  withTransaction(db, (tx) => applyWorkingMode(tx, user, partnerId, action));

async function applyManager(tx: Queryable, user: Principal, partnerId: number, managerId: number): Promise<PartnerRow> {
  const before = await lockVisible(tx, user, partnerId);
  const next = managerId === NOT_ASSIGNED_MANAGER ? null : managerId;
  if (next !== null) {
    const { rowCount } = await tx.query(
      "SELECT 1 FROM brand_users WHERE id = $1 AND brand_id = $2 AND status = 'active' AND agency_id IS NULL",
      [next, user.brandId],
    );
    if (!rowCount) throw new HttpError(422, 'validation_failed', 'Unknown manager', [{ field: 'manager_id', code: 'not_valid' }]);
  }
  await tx.query('UPDATE brand_partners SET manager_id = $3 WHERE brand_id = $1 AND partner_id = $2', [user.brandId, partnerId, next]);
  await record(tx, {
    action: 'partners.manager',
    objectType: 'partner',
    objectId: partnerId,
    changes: { manager_id: [before.manager?.id ?? null, next] },
  });
  await emitWebhookEvent(tx, user.brandId, WEBHOOK_EVENT.partnerManagerChanged, {
    partner_id: partnerId,
    partner_name: before.display_name,
    manager_id: next,
    previous_manager_id: before.manager?.id ?? null,
  });
  return (await loadPartnerRow(tx, user, partnerId))!;
}

export const changeManager = (db: Db, user: Principal, partnerId: number, managerId: number) =>
  withTransaction(db, (tx) => applyManager(tx, user, partnerId, managerId));

const isRefusal = (code: string): code is PartnerRefusal => (PARTNER_REFUSALS as readonly string[]).includes(code);

/**
 * One change per partner, each in its own transaction: a refused row (blocked, not visible) must not
 * undo the rows that could change, and the caller is told per row. A 422 (unknown manager) is the same
 * for every row, so it is thrown once, before any row changes.
 */
async function perPartner(
  db: Db,
  partnerIds: readonly number[],
  change: (tx: Queryable, partnerId: number) => Promise<PartnerRow>,
): Promise<MultiResult[]> {
  const results: MultiResult[] = [];
  for (const partnerId of [...new Set(partnerIds)]) {
    try {
      const row = await withTransaction(db, (tx) => change(tx, partnerId));
      results.push({ partner_id: partnerId, result: 'changed', reason: null, working_mode: row.working_mode });
    } catch (e) {
      if (!(e instanceof HttpError) || !isRefusal(e.code)) throw e;
      results.push({ partner_id: partnerId, result: 'refused', reason: e.code, working_mode: null });
    }
  }
  return results;
}

export const multiWorkingMode = (db: Db, user: Principal, partnerIds: readonly number[], action: WorkingModeAction) =>
  perPartner(db, partnerIds, (tx, id) => applyWorkingMode(tx, user, id, action));

export async function multiManager(db: Db, user: Principal, partnerIds: readonly number[], managerId: number) {
  if (managerId !== NOT_ASSIGNED_MANAGER && !(await managerOptions(db, user.brandId)).some((o) => o.id === managerId))
    throw new HttpError(422, 'validation_failed', 'Unknown manager', [{ field: 'manager_id', code: 'not_valid' }]);
  return perPartner(db, partnerIds, (tx, id) => applyManager(tx, user, id, managerId));
}

export async function setTags(db: Db, user: Principal, partnerId: number, tags: readonly string[]): Promise<PartnerRow> {
  return withTransaction(db, async (tx) => {
    const before = await lockVisible(tx, user, partnerId);
    await tx.query('UPDATE brand_partners SET tags = $3 WHERE brand_id = $1 AND partner_id = $2', [user.brandId, partnerId, tags]);
    await record(tx, { action: 'partners.tags', objectType: 'partner', objectId: partnerId, changes: { tags: [before.tags, tags] } });
    return (await loadPartnerRow(tx, user, partnerId))!;
  });
}

/** Active brand users, after "not assigned" (id 0); all-partner users first, then by name. */
export async function managerOptions(db: Queryable, brandId: number): Promise<ManagerOption[]> {
  const { rows } = await db.query<ManagerOption & { role_id: number }>(
    `SELECT id::int, trim(first_name || ' ' || last_name) AS name, email, is_all_partner
       FROM brand_users WHERE brand_id = $1 AND status = 'active' AND agency_id IS NULL ORDER BY is_all_partner DESC, lower(first_name || ' ' || last_name), id`,
    [brandId],
  );
  return [{ id: NOT_ASSIGNED_MANAGER, name: '', email: '', is_all_partner: false }, ...rows];
}

export async function partnerDetail(db: Queryable, user: Principal, partnerId: number): Promise<PartnerDetail> {
  const row = await loadPartnerRow(db, user, partnerId);
  if (!row) throw refuse('partner_not_found');
  const { rows } = await db.query<{ status: string; n: number }>(
    'SELECT status, count(*)::int AS n FROM partner_contracts WHERE brand_id = $1 AND partner_id = $2 GROUP BY status',
    [user.brandId, partnerId],
  );
  return { ...row, contract_counts: Object.fromEntries(rows.map((r) => [r.status, r.n])) };
}
