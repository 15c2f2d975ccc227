import fc from 'fast-check';
import { MODULE_KEYS, ROLES } from '../../src/domain/permissions.ts';
import type { Db } from '../../server/db/pool.ts';
import { seedDemo } from '../../server/demo/seed.ts';
import { tokenFor } from '../support/api/employees.ts';
import type { Schema } from './json-schema.ts';

/** Who the fuzzer calls as: the brand's owner and an employee with level 0 on every module. */
export interface Caller {
  name: 'owner' | 'level-0';
  id: number;
  brandId: number;
  roleId: number;
  permissions: Record<string, number>;
  /** a current access token; `expire()` after a 401 makes the next call sign in again */
  token(): Promise<string>;
  expire(): void;
}

export interface FuzzSeed {
  brandId: number;
  callers: Caller[];
  /** integer ids of the brand's rows (offers, partners, events, users …), to aim path and body ids at */
  ids: number[];
  uuids: string[];
  /** puts the callers back (status, role, permissions) in case a fuzzed write changed them */
  restore(): Promise<void>;
}

function caller(
  db: Db,
  name: Caller['name'],
  user: { id: number; brandId: number },
  roleId: number,
  permissions: Record<string, number>,
): Caller {
  let current: Promise<string> | undefined;
  return {
    name,
    ...user,
    roleId,
    permissions,
    // sessions are started directly (no argon2, no sign-in throttle), like the authorization walk
    token: () => (current ??= tokenFor(db, user)),
    expire: () => {
      current = undefined;
    },
  };
}

/** Ids of every table with `id` and `brand_id` columns, for this brand (a generic sweep, no per-table list). */
async function brandIds(db: Db, brandId: number): Promise<{ ids: number[]; uuids: string[] }> {
  const { rows: tables } = await db.query<{ table_name: string; id_type: string; has_uuid: boolean }>(
    `SELECT c.table_name, c.data_type AS id_type,
            EXISTS (SELECT 1 FROM information_schema.columns u WHERE u.table_name = c.table_name AND u.column_name = 'uuid') AS has_uuid
       FROM information_schema.columns c
       JOIN information_schema.columns b ON b.table_name = c.table_name AND b.column_name = 'brand_id' AND b.table_schema = c.table_schema
      WHERE c.column_name = 'id' AND c.table_schema = 'public' AND c.data_type IN ('integer', 'bigint')`,
  );
  const ids = new Set<number>();
  const uuids = new Set<string>();
  for (const t of tables) {
    const cols = t.has_uuid ? 'id, uuid::text AS uuid' : 'id';
    const { rows } = await db.query<{ id: string | number; uuid?: string }>(
      `SELECT ${cols} FROM ${JSON.stringify(t.table_name)} WHERE brand_id = $1 ORDER BY id LIMIT 50`,
      [brandId],
    );
    for (const r of rows) {
      ids.add(Number(r.id));
      if (r.uuid) uuids.add(r.uuid);
    }
  }
  return { ids: [...ids], uuids: [...uuids] };
}

/** The demo workspace (offers with their events, partners, offer assets, six users) plus a level-0 employee. */
export async function seedForFuzz(db: Db): Promise<FuzzSeed> {
  const { brandId } = await seedDemo(db);
  const { rows: owners } = await db.query<{ id: number }>("SELECT id FROM brand_users WHERE lower(email) = 'owner@demo.test'");
  const ownerId = owners[0]!.id;
  const none = Object.fromEntries(MODULE_KEYS.map((k) => [k, 0]));
  const { rows: l0 } = await db.query<{ id: number }>(
    `INSERT INTO brand_users (brand_id, email, password_hash, first_name, last_name, role_id, permissions, is_all_partner, status, is_first_login)
     VALUES ($1, 'level0@fuzz.test', 'x', 'Level', 'Zero', $2, $3, false, 'active', false) RETURNING id`,
    [brandId, ROLES.custom, JSON.stringify(none)],
  );
  const { rows: ownerRow } = await db.query<{ permissions: Record<string, number> }>('SELECT permissions FROM brand_users WHERE id = $1', [
    ownerId,
  ]);
  const callers = [
    caller(db, 'owner', { id: ownerId, brandId }, ROLES.owner, ownerRow[0]!.permissions),
    caller(db, 'level-0', { id: l0[0]!.id, brandId }, ROLES.custom, none),
  ];
  const { ids, uuids } = await brandIds(db, brandId);
  return {
    brandId,
    callers,
    ids,
    uuids,
    restore: async () => {
      for (const c of callers) {
        await db.query(`UPDATE brand_users SET status = 'active', role_id = $2, permissions = $3, brand_id = $4 WHERE id = $1`, [
          c.id,
          c.roleId,
          JSON.stringify(c.permissions),
          c.brandId,
        ]);
      }
    },
  };
}

/** Half the time a real id (or uuid) from the seed for a property or parameter named like an id. */
export function idHint(seed: Pick<FuzzSeed, 'ids' | 'uuids'>) {
  return (name: string, schema: Schema): fc.Arbitrary<unknown> | undefined => {
    if (!/(^|_)ids?$|Id$|^uuid$/.test(name)) return undefined;
    if (schema.type === 'integer' && seed.ids.length) return fc.constantFrom(...seed.ids);
    if (schema.type === 'string' && schema.format === 'uuid' && seed.uuids.length) return fc.constantFrom(...seed.uuids);
    if (schema.type === 'array' && schema.items?.type === 'integer' && seed.ids.length) {
      return fc.uniqueArray(fc.constantFrom(...seed.ids), { minLength: Math.max(1, schema.minItems ?? 1), maxLength: 3 });
    }
    return undefined;
  };
}
