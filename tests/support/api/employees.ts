import { MODULE_KEYS, ROLES, type Level, type ModuleKey, type RoleKey } from '../../../src/domain/permissions.ts';
import { authSettings } from '../../../server/auth/settings.ts';
import { startSession } from '../../../server/auth/sessions.ts';
import type { Db } from '../../../server/db/pool.ts';

/**
 * Test helpers for the employee area and the authorization walk (not used by the server). Users are
 * inserted directly and signed in by starting a session, which skips argon2 and the sign-in
 * throttle, so a test can afford dozens of users.
 */
export interface TestUser {
  id: number;
  brandId: number;
  email: string;
  token: string;
}

let counter = 0;
const unique = (prefix: string) => `${prefix}-${process.pid}-${++counter}-${Math.random().toString(36).slice(2, 8)}`;

export async function createBrand(db: Db, companyName = 'Test Brand'): Promise<number> {
  const { rows } = await db.query<{ id: number }>('INSERT INTO brands (company_name, is_admin_approve) VALUES ($1, true) RETURNING id', [
    companyName,
  ]);
  return rows[0]!.id;
}

/** Every module at `rest`, with `levels` on top. */
export function levels(over: Partial<Record<ModuleKey, Level>>, rest: Level = 15): Record<ModuleKey, Level> {
  return { ...(Object.fromEntries(MODULE_KEYS.map((k) => [k, rest])) as Record<ModuleKey, Level>), ...over };
}

export async function addUser(
  db: Db,
  brandId: number,
  opts: {
    role?: RoleKey;
    permissions?: Partial<Record<ModuleKey, Level>>;
    email?: string;
    firstName?: string;
    isAllPartner?: boolean;
    status?: 'active' | 'inactive';
  } = {},
): Promise<TestUser> {
  const email = opts.email ?? `${unique(opts.role ?? 'user')}@employees.test`;
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO brand_users (brand_id, email, password_hash, first_name, last_name, role_id, permissions, is_all_partner, status, is_first_login)
     VALUES ($1, $2, 'x', $3, 'Tester', $4, $5, $6, $7, false) RETURNING id`,
    [
      brandId,
      email,
      opts.firstName ?? 'Test',
      ROLES[opts.role ?? 'owner'],
      JSON.stringify(opts.permissions ?? {}),
      opts.isAllPartner ?? true,
      opts.status ?? 'active',
    ],
  );
  const id = rows[0]!.id;
  const tokens = await startSession(db, { id, brand_id: brandId }, authSettings(db));
  return { id, brandId, email, token: tokens.access_token };
}

/** A fresh access token (a new session) for an existing user. */
export async function tokenFor(db: Db, user: { id: number; brandId: number }): Promise<string> {
  return (await startSession(db, { id: user.id, brand_id: user.brandId }, authSettings(db))).access_token;
}
