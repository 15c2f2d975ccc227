import type { z } from 'zod';
import type { Principal } from '../../src/domain/permissions.ts';
import {
  TIER_GROUPS_MAX,
  type memberIdsSchema,
  type TierGroupRow,
  type TierMember,
  type tierGroupCreateSchema,
  type tierGroupUpdateSchema,
} from '../../src/domain/partners/tier-groups.ts';
import { WEBHOOK_EVENT } from '../../src/domain/webhooks/events.ts';
import { diff, record } from '../audit/record.ts';
import { likeContains } from '../db/like.ts';
import { withTransaction, type Db, type Queryable, type Tx } from '../db/pool.ts';
import { HttpError } from '../http/errors.ts';
import { emitWebhookEvent } from '../webhooks/emit.ts';
import { assignedPartnerIdsOf, seesAllPartners } from '../auth/partner-scope.ts';
import { refuseTierGroup } from './tier-group-errors.ts';

/**
 * Tier groups of a brand (spec 3 §3 "partner group"; docs/decisions/052): payout tier percent per
 * group, members are joined partners (`brand_partners.tier_group_id`, one group at most). Tracking
 * reads the member's group tier per click (server/tracking/facts.ts), so every change here applies to
 * the next conversion. Partner scope: an employee without the all-partner flag counts, lists, adds
 * and removes only partners assigned to them; a partner outside the scope is "not valid" like an
 * unknown id, so the answer never tells which partners exist.
 */
type Create = z.output<typeof tierGroupCreateSchema>;
type Update = z.output<typeof tierGroupUpdateSchema>;
type MemberIds = z.output<typeof memberIdsSchema>;

/** The SQL condition "partner `col` is in the user's scope", using parameter `$n` (null = all partners). */
export function scopeCondition(col: string, n: number): string {
  return `($${n}::bigint IS NULL OR ${col} IN (${assignedPartnerIdsOf('$1', `$${n}`)}))`;
}
/** The scope parameter of scopeCondition: null for the owner and all-partner employees. */
export const scopeParam = (user: Principal): number | null => (seesAllPartners(user) ? null : user.userId);

interface GroupRow {
  id: number;
  name: string;
  payout_tier: string;
}
/** What the audit log keeps of a group (decision 036). */
const AUDITED = ['name', 'payout_tier'] as const;

const nameTaken = () => new HttpError(422, 'validation_failed', 'Invalid tier group', [{ field: 'name', code: 'already_exists' }]);
const isNameClash = (e: unknown) => (e as { code?: string; constraint?: string })?.constraint === 'tier_groups_brand_name_key';

export async function listTierGroups(db: Queryable, user: Principal, search = ''): Promise<{ items: TierGroupRow[] }> {
  const s = search.trim();
  const { rows } = await db.query<TierGroupRow>(
    `SELECT g.id, g.name, g.payout_tier::text AS payout_tier,
            (SELECT count(*)::int FROM brand_partners bp WHERE bp.brand_id = $1 AND bp.tier_group_id = g.id AND ${scopeCondition('bp.partner_id', 2)}) AS member_count
       FROM tier_groups g
      WHERE g.brand_id = $1 AND ($3 = '' OR g.name ILIKE $4)
      ORDER BY lower(g.name), g.id
      LIMIT ${TIER_GROUPS_MAX}`,
    [user.brandId, scopeParam(user), s, likeContains(s)],
  );
  return { items: rows };
}

async function rowOf(q: Queryable, user: Principal, id: number): Promise<TierGroupRow> {
  const { rows } = await q.query<TierGroupRow>(
    `SELECT g.id, g.name, g.payout_tier::text AS payout_tier,
            (SELECT count(*)::int FROM brand_partners bp WHERE bp.brand_id = $1 AND bp.tier_group_id = g.id AND ${scopeCondition('bp.partner_id', 2)}) AS member_count
       FROM tier_groups g WHERE g.brand_id = $1 AND g.id = $3`,
    [user.brandId, scopeParam(user), id],
  );
  if (!rows[0]) throw refuseTierGroup('tier_group_not_found');
  return rows[0];
}

async function lockGroup(tx: Tx, brandId: number, id: number): Promise<GroupRow> {
  const { rows } = await tx.query<GroupRow>(
    'SELECT id, name, payout_tier::text AS payout_tier FROM tier_groups WHERE id = $1 AND brand_id = $2 FOR UPDATE',
    [id, brandId],
  );
  if (!rows[0]) throw refuseTierGroup('tier_group_not_found');
  return rows[0];
}

/** Numeric text as Postgres prints numeric(7,2): "80" → "80.00", so the audit and events compare like for like. */
const tierText = (s: string) => Number(s).toFixed(2);

export async function createTierGroup(db: Db, user: Principal, input: Create): Promise<TierGroupRow> {
  return withTransaction(db, async (tx) => {
    // the cap keeps the unpaged list whole; a brand with this many payout levels has a data problem
    const n = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM tier_groups WHERE brand_id = $1', [user.brandId]);
    if (n.rows[0]!.n >= TIER_GROUPS_MAX) throw refuseTierGroup('too_many_tier_groups');
    const { rows } = await tx.query<GroupRow>(
      `INSERT INTO tier_groups (brand_id, name, payout_tier) VALUES ($1, $2, $3)
       ON CONFLICT (brand_id, lower(name)) DO NOTHING RETURNING id, name, payout_tier::text AS payout_tier`,
      [user.brandId, input.name.trim(), input.payout_tier],
    );
    const created = rows[0];
    if (!created) throw nameTaken();
    await record(tx, {
      action: 'tier_groups.create',
      objectType: 'tier_group',
      objectId: created.id,
      changes: diff(null, created, AUDITED),
    });
    await emitWebhookEvent(tx, user.brandId, WEBHOOK_EVENT.tierGroupChanged, { change: 'created', tier_group: created });
    return { ...created, member_count: 0 };
  });
}

/** The change an update made, as the webhook names it (a rename and a new tier in one call: both). */
function changeKinds(before: GroupRow, after: GroupRow): string[] {
  const kinds: string[] = [];
  if (before.name !== after.name) kinds.push('renamed');
  if (before.payout_tier !== after.payout_tier) kinds.push('tier_changed');
  return kinds;
}

export async function updateTierGroup(db: Db, user: Principal, id: number, input: Update): Promise<TierGroupRow> {
  return withTransaction(db, async (tx) => {
    const before = await lockGroup(tx, user.brandId, id);
    const name = input.name === undefined ? before.name : input.name.trim();
    const tier = input.payout_tier === undefined ? before.payout_tier : tierText(input.payout_tier);
    const updated = await tx
      .query<GroupRow>(
        'UPDATE tier_groups SET name = $3, payout_tier = $4 WHERE id = $1 AND brand_id = $2 RETURNING id, name, payout_tier::text AS payout_tier',
        [id, user.brandId, name, tier],
      )
      .catch((e: unknown) => {
        // another group of the brand has this name (case-insensitively): the field's 422, the transaction rolls back
        throw isNameClash(e) ? nameTaken() : e;
      });
    const after = updated.rows[0]!;
    await record(tx, { action: 'tier_groups.update', objectType: 'tier_group', objectId: id, changes: diff(before, after, AUDITED) });
    for (const change of changeKinds(before, after))
      await emitWebhookEvent(tx, user.brandId, WEBHOOK_EVENT.tierGroupChanged, { change, tier_group: after, before });
    return rowOf(tx, user, id);
  });
}

/**
 * Deletes the group; the foreign key (ON DELETE SET NULL) leaves its members without a group, so
 * their next conversions pay 100 % (or their contract's own tier). Members outside the caller's
 * scope are released too: the group is the brand's, not the employee's.
 */
export async function deleteTierGroup(db: Db, user: Principal, id: number): Promise<{ id: number; released: number }> {
  return withTransaction(db, async (tx) => {
    const before = await lockGroup(tx, user.brandId, id);
    const members = await tx.query<{ partner_id: number }>(
      'SELECT partner_id FROM brand_partners WHERE brand_id = $1 AND tier_group_id = $2 ORDER BY partner_id',
      [user.brandId, id],
    );
    const released = members.rows.map((r) => Number(r.partner_id));
    await tx.query('DELETE FROM tier_groups WHERE id = $1 AND brand_id = $2', [id, user.brandId]);
    await record(tx, {
      action: 'tier_groups.delete',
      objectType: 'tier_group',
      objectId: id,
      changes: { ...diff(before, null, AUDITED), members: [released, []] },
    });
    await emitWebhookEvent(tx, user.brandId, WEBHOOK_EVENT.tierGroupChanged, { change: 'deleted', tier_group: before, released });
    return { id, released: released.length };
  });
}

export async function listTierMembers(
  db: Queryable,
  user: Principal,
  id: number,
  q: { page: number; limit: number; search?: string | undefined },
) {
  await rowOf(db, user, id);
  const s = (q.search ?? '').trim();
  const where = `bp.brand_id = $1 AND bp.tier_group_id = $3 AND ${scopeCondition('bp.partner_id', 2)}
    AND ($4 = '' OR p.display_name ILIKE $5 OR p.email ILIKE $5 OR p.id::text = $4)`;
  const args = [user.brandId, scopeParam(user), id, s, likeContains(s)];
  const total = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM brand_partners bp JOIN partners p ON p.id = bp.partner_id WHERE ${where}`,
    args,
  );
  const { rows } = await db.query<TierMember>(
    `SELECT p.id, p.display_name, p.email, to_char(bp.joined_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS joined_at, bp.working_mode
       FROM brand_partners bp JOIN partners p ON p.id = bp.partner_id
      WHERE ${where}
      ORDER BY lower(p.display_name), p.id
      LIMIT ${q.limit} OFFSET ${(q.page - 1) * q.limit}`,
    args,
  );
  const n = total.rows[0]!.n;
  return { items: rows, paging: { current_page: q.page, limit: q.limit, total_row: n, total_page: Math.ceil(n / q.limit) } };
}

/** 422 `partner_ids.<i>` not_valid for each id that is not a joined partner in the caller's scope. */
async function mustSeeAll(tx: Tx, user: Principal, ids: readonly number[]): Promise<void> {
  const { rows } = await tx.query<{ partner_id: string }>(
    `SELECT bp.partner_id FROM brand_partners bp WHERE bp.brand_id = $1 AND bp.partner_id = ANY($3::bigint[]) AND ${scopeCondition('bp.partner_id', 2)}`,
    [user.brandId, scopeParam(user), [...new Set(ids)]],
  );
  const visible = new Set(rows.map((r) => Number(r.partner_id)));
  const errors = ids.flatMap((pid, i) => (visible.has(pid) ? [] : [{ field: `partner_ids.${i}`, code: 'not_valid' }]));
  if (errors.length) throw new HttpError(422, 'validation_failed', 'Invalid partners', errors);
}

interface Moved {
  partner_id: string;
  from: string | null;
}

async function moveMembers(db: Db, user: Principal, id: number, body: MemberIds, adding: boolean) {
  return withTransaction(db, async (tx) => {
    const group = await lockGroup(tx, user.brandId, id);
    await mustSeeAll(tx, user, body.partner_ids);
    const ids = [...new Set(body.partner_ids)];
    // adding moves partners from any other group; removing touches only this group's members
    const { rows } = await tx.query<Moved>(
      adding
        ? `UPDATE brand_partners bp SET tier_group_id = $2 FROM brand_partners old
            WHERE bp.brand_id = $1 AND bp.partner_id = ANY($3::bigint[]) AND bp.tier_group_id IS DISTINCT FROM $2
              AND old.brand_id = bp.brand_id AND old.partner_id = bp.partner_id
           RETURNING bp.partner_id, old.tier_group_id AS "from"`
        : `UPDATE brand_partners bp SET tier_group_id = NULL
            WHERE bp.brand_id = $1 AND bp.partner_id = ANY($3::bigint[]) AND bp.tier_group_id = $2
           RETURNING bp.partner_id, $2::bigint AS "from"`,
      [user.brandId, id, ids],
    );
    const changed = rows.map((r) => Number(r.partner_id)).sort((a, b) => a - b);
    await record(
      tx,
      rows.length
        ? {
            action: adding ? 'tier_groups.members.add' : 'tier_groups.members.remove',
            objectType: 'tier_group',
            objectId: id,
            changes: Object.fromEntries(
              rows.map((r) => [`partner.${r.partner_id}`, adding ? [r.from === null ? null : Number(r.from), id] : [id, null]]),
            ),
          }
        : { action: adding ? 'tier_groups.members.add' : 'tier_groups.members.remove', objectType: 'tier_group', objectId: id },
    );
    if (changed.length)
      await emitWebhookEvent(tx, user.brandId, WEBHOOK_EVENT.tierGroupMembersChanged, {
        tier_group: group,
        [adding ? 'added' : 'removed']: changed,
      });
    return { tier_group_id: id, changed };
  });
}

export const addTierMembers = (db: Db, user: Principal, id: number, body: MemberIds) => moveMembers(db, user, id, body, true);
export const removeTierMembers = (db: Db, user: Principal, id: number, body: MemberIds) => moveMembers(db, user, id, body, false);
