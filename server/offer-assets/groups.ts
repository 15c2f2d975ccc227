import type { z } from 'zod';
import type { groupBody, OfferGroup, OfferGroupRow } from '../../src/domain/offer-assets/groups.ts';
import { ASSET_CODES } from '../../src/domain/offer-assets/shared.ts';
import { diff, record } from '../audit/record.ts';
import { withTransaction, type Db } from '../db/pool.ts';
import { foreignOffers, invalid, isUniqueViolation, iso, notFound, paging } from './common.ts';
import { likeContains } from '../db/like.ts';

/** Offer groups (src/domain/offer-assets/groups.ts). */
type Body = z.output<typeof groupBody>;
interface Row {
  id: number;
  name: string;
  offer_count: number;
  created_at: Date;
  updated_at: Date;
}
const SELECT = `SELECT g.id, g.name, g.created_at, g.updated_at,
  (SELECT count(*)::int FROM offers o WHERE o.offer_group_id = g.id) AS offer_count FROM offer_groups g`;
const row = (r: Row): OfferGroupRow => ({
  id: r.id,
  name: r.name,
  offer_count: r.offer_count,
  created_at: iso(r.created_at),
  updated_at: iso(r.updated_at),
});

export async function listGroups(db: Db, brandId: number, q: { page: number; limit: number; search?: string }) {
  const args: unknown[] = [brandId];
  let where = 'g.brand_id = $1';
  if (q.search) {
    args.push(likeContains(q.search));
    where += ` AND g.name ILIKE $${args.length}`;
  }
  const total = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM offer_groups g WHERE ${where}`, args);
  const { rows } = await db.query<Row>(
    `${SELECT} WHERE ${where} ORDER BY g.id DESC LIMIT ${q.limit} OFFSET ${(q.page - 1) * q.limit}`,
    args,
  );
  return { items: rows.map(row), paging: paging(q.page, q.limit, total.rows[0]!.n) };
}

export async function groupOptions(db: Db, brandId: number, ids: number[]) {
  const { rows } = await db.query<{ id: number; name: string }>(
    `SELECT id, name FROM offer_groups WHERE brand_id = $1 AND ($2::bigint[] IS NULL OR id = ANY($2)) ORDER BY lower(name), id`,
    [brandId, ids.length ? ids : null],
  );
  return rows;
}

export async function getGroup(db: Db, brandId: number, id: number): Promise<OfferGroup> {
  const { rows } = await db.query<Row>(`${SELECT} WHERE g.id = $1 AND g.brand_id = $2`, [id, brandId]);
  if (!rows[0]) throw notFound('Offer group');
  const offers = await db.query<{ id: number; name: string }>(
    'SELECT id, name FROM offers WHERE offer_group_id = $1 AND brand_id = $2 ORDER BY id DESC',
    [id, brandId],
  );
  return { ...row(rows[0]), offers: offers.rows };
}

async function save(db: Db, brandId: number, id: number | null, body: Body): Promise<number> {
  const foreign = await foreignOffers(db, brandId, body.offer_ids);
  if (foreign.length) throw invalid('offer_ids', ASSET_CODES.unknownOffer);
  try {
    return await withTransaction(db, async (tx) => {
      let groupId = id;
      if (groupId === null) {
        const ins = await tx.query<{ id: number }>('INSERT INTO offer_groups (brand_id, name) VALUES ($1, $2) RETURNING id', [
          brandId,
          body.name.trim(),
        ]);
        groupId = ins.rows[0]!.id;
      } else {
        const up = await tx.query('UPDATE offer_groups SET name = $3, updated_at = now() WHERE id = $1 AND brand_id = $2', [
          groupId,
          brandId,
          body.name.trim(),
        ]);
        if (!up.rowCount) throw notFound('Offer group');
        await tx.query(
          'UPDATE offers SET offer_group_id = NULL WHERE offer_group_id = $1 AND brand_id = $2 AND NOT (id = ANY($3::bigint[]))',
          [groupId, brandId, body.offer_ids],
        );
      }
      await tx.query('UPDATE offers SET offer_group_id = $1 WHERE brand_id = $2 AND id = ANY($3::bigint[])', [
        groupId,
        brandId,
        body.offer_ids,
      ]);
      return groupId;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'offer_groups_name_idx')) throw invalid('name', 'already_exists');
    throw error;
  }
}

export async function createGroup(db: Db, brandId: number, body: Body): Promise<OfferGroup> {
  return getGroup(db, brandId, await save(db, brandId, null, body));
}

export async function updateGroup(db: Db, brandId: number, id: number, body: Body): Promise<OfferGroup> {
  return getGroup(db, brandId, await save(db, brandId, id, body));
}

export async function deleteGroup(db: Db, brandId: number, id: number): Promise<void> {
  await withTransaction(db, async (tx) => {
    const released = await tx.query<{ id: number }>('SELECT id FROM offers WHERE offer_group_id = $1 AND brand_id = $2 ORDER BY id', [
      id,
      brandId,
    ]);
    // offers.offer_group_id is ON DELETE SET NULL: the offers stay, without a group
    const { rows } = await tx.query<{ name: string; created_at: Date }>(
      'DELETE FROM offer_groups WHERE id = $1 AND brand_id = $2 RETURNING name, created_at',
      [id, brandId],
    );
    if (!rows[0]) throw notFound('Offer group');
    // the deleted group stays readable in the log: its name, age and the offers it held
    await record(tx, {
      action: 'offerGroups.delete',
      objectType: 'offer_group',
      objectId: id,
      changes: {
        ...diff({ name: rows[0].name, created_at: iso(rows[0].created_at) }, null, ['name', 'created_at']),
        offer_ids: [released.rows.map((r) => Number(r.id)), []],
      },
    });
  });
}
