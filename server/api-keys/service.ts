import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_PATTERN, API_KEY_PREFIX, API_KEY_VISIBLE } from '../../src/domain/api-keys/scope.ts';
import type { ApiKeyInfo, RevealedKey } from '../../src/domain/api-keys/contract.ts';
import { ROLES, type Principal } from '../../src/domain/permissions.ts';
import { record } from '../audit/record.ts';
import { nowOf } from '../db/clock.ts';
import { withTransaction, type Db } from '../db/pool.ts';
import { HttpError } from '../http/errors.ts';

/** last_used_at is written at most this often, so a busy API client does not update the row per call */
export const LAST_USED_PRECISION_MS = 60_000;

interface KeyRow {
  id: number;
  prefix: string;
  created_at: Date;
  last_used_at: Date | null;
}

/** sha256 is enough: the key carries 256 random bits, so there is nothing to brute-force (unlike a password). */
export function keyDigest(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

function newKey(): { key: string; prefix: string } {
  const key = API_KEY_PREFIX + randomBytes(32).toString('base64url');
  return { key, prefix: key.slice(0, API_KEY_PREFIX.length + API_KEY_VISIBLE) };
}

const info = (row: KeyRow): ApiKeyInfo => ({
  prefix: row.prefix,
  created_at: row.created_at.toISOString(),
  last_used_at: row.last_used_at?.toISOString() ?? null,
});

export async function currentKey(db: Db, brandId: number): Promise<ApiKeyInfo | null> {
  const { rows } = await db.query<KeyRow>(
    'SELECT id, prefix, created_at, last_used_at FROM brand_api_keys WHERE brand_id = $1 AND revoked_at IS NULL',
    [brandId],
  );
  return rows[0] ? info(rows[0]) : null;
}

/** Creates the brand's key (rotate = true: replaces the live one, which must exist). */
export async function issueKey(db: Db, user: Principal, rotate: boolean): Promise<RevealedKey> {
  const now = nowOf(db);
  return withTransaction(db, async (tx) => {
    // one brand at a time: two concurrent creates must not both pass the "no key yet" check
    await tx.query('SELECT id FROM brands WHERE id = $1 FOR UPDATE', [user.brandId]);
    const live = await tx.query<{ id: number; prefix: string }>(
      'SELECT id, prefix FROM brand_api_keys WHERE brand_id = $1 AND revoked_at IS NULL',
      [user.brandId],
    );
    if (rotate && !live.rows[0]) throw new HttpError(404, 'api_key_missing', 'There is no API key to rotate; create one');
    if (!rotate && live.rows[0]) throw new HttpError(409, 'api_key_exists', 'An API key already exists; rotate it to get a new one');
    if (live.rows[0]) await tx.query('UPDATE brand_api_keys SET revoked_at = $2 WHERE id = $1', [live.rows[0].id, now]);
    const { key, prefix } = newKey();
    const { rows } = await tx.query<KeyRow>(
      `INSERT INTO brand_api_keys (brand_id, prefix, key_hash, created_by, created_at)
       VALUES ($1, $2, $3, $4, $5) RETURNING id, prefix, created_at, last_used_at`,
      [user.brandId, prefix, keyDigest(key), user.userId, now],
    );
    // the log names keys by their visible prefix, never the secret
    await record(tx, {
      action: rotate ? 'apiKeys.rotate' : 'apiKeys.create',
      objectType: 'api_key',
      objectId: rows[0]!.id,
      changes: { prefix: [live.rows[0]?.prefix ?? null, prefix] },
    });
    return { ...info(rows[0]!), api_key: key };
  });
}

export async function revokeKey(db: Db, brandId: number): Promise<void> {
  await withTransaction(db, async (tx) => {
    const { rows } = await tx.query<{ id: number; prefix: string }>(
      'UPDATE brand_api_keys SET revoked_at = $2 WHERE brand_id = $1 AND revoked_at IS NULL RETURNING id, prefix',
      [brandId, nowOf(db)],
    );
    if (!rows[0]) throw new HttpError(404, 'api_key_missing', 'There is no API key to revoke');
    await record(tx, {
      action: 'apiKeys.revoke',
      objectType: 'api_key',
      objectId: rows[0].id,
      changes: { prefix: [rows[0].prefix, null] },
    });
  });
}

interface OwnerRow {
  key_id: number;
  last_used_at: Date | null;
  user_id: number;
  brand_id: number;
}

/**
 * The principal an API key acts as: the brand's owner, with the owner's permissions (all modules,
 * all partners). Null for an unknown or revoked key, or a brand without an active owner.
 */
export async function principalOfKey(db: Db, key: string): Promise<Principal | null> {
  if (!API_KEY_PATTERN.test(key)) return null;
  const { rows } = await db.query<OwnerRow>(
    `SELECT k.id AS key_id, k.last_used_at, u.id AS user_id, u.brand_id
       FROM brand_api_keys k
       JOIN brand_users u ON u.brand_id = k.brand_id AND u.role_id = $2 AND u.status = 'active'
      WHERE k.key_hash = $1 AND k.revoked_at IS NULL
      ORDER BY u.id LIMIT 1`,
    [keyDigest(key), ROLES.owner],
  );
  const row = rows[0];
  if (!row) return null;
  const now = nowOf(db);
  if (!row.last_used_at || now.getTime() - row.last_used_at.getTime() >= LAST_USED_PRECISION_MS) {
    await db.query('UPDATE brand_api_keys SET last_used_at = $2 WHERE id = $1', [row.key_id, now]);
  }
  return { userId: row.user_id, brandId: row.brand_id, role: 'owner', permissions: {}, isAllPartner: true };
}
