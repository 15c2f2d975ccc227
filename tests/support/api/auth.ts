import { ROLES } from '../../../src/domain/permissions.ts';
import type { Db } from '../../../server/db/pool.ts';
import { hashPassword } from '../../../server/auth/crypto.ts';

/** Helpers for the auth API tests (real HTTP against createTestApp). Not used by the server. */
export interface Answer {
  status: number;
  headers: Headers;
  body: { data?: unknown; message?: string; code?: string; errors?: { field: string; code: string }[] } & Record<string, unknown>;
}

export async function call(
  url: string,
  method: string,
  path: string,
  opts: { body?: unknown; token?: string; ip?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.ip) headers['x-forwarded-for'] = opts.ip;
  const res = await fetch(url + path, { method, headers, ...(opts.body === undefined ? {} : { body: JSON.stringify(opts.body) }) });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : {} };
}

export const PASSWORD = 'Start-pass-1!';

let counter = 0;
/** A unique address per call, so sign-in throttling by address never leaks between tests. */
export function uniqueIp(): string {
  counter++;
  return `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
}

export async function createUser(
  db: Db,
  opts: {
    email: string;
    password?: string | null;
    roleId?: number;
    brandId?: number;
    status?: 'active' | 'inactive';
    permissions?: object;
  },
): Promise<{ id: number; brandId: number }> {
  let brandId = opts.brandId;
  if (!brandId) {
    const b = await db.query<{ id: number }>("INSERT INTO brands (company_name) VALUES ('Test Brand') RETURNING id");
    brandId = b.rows[0]!.id;
  }
  const hash = opts.password === null ? null : await hashPassword(opts.password ?? PASSWORD);
  const u = await db.query<{ id: number }>(
    `INSERT INTO brand_users (brand_id, email, password_hash, first_name, last_name, role_id, status, permissions)
     VALUES ($1, $2, $3, 'Test', 'User', $4, $5, $6) RETURNING id`,
    [brandId, opts.email, hash, opts.roleId ?? ROLES.owner, opts.status ?? 'active', JSON.stringify(opts.permissions ?? {})],
  );
  return { id: u.rows[0]!.id, brandId };
}

/** The token of the newest link mailed to `email` (from the outbox), or null. */
export async function lastMailedToken(db: Db, email: string): Promise<string | null> {
  const { rows } = await db.query<{ body: string }>(
    'SELECT body FROM mail_outbox WHERE lower(to_address) = lower($1) ORDER BY id DESC LIMIT 1',
    [email],
  );
  const match = rows[0] ? /[?&]token=([^\s&]+)/.exec(rows[0].body) : null;
  return match ? decodeURIComponent(match[1]!) : null;
}

export async function mailCount(db: Db, email: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM mail_outbox WHERE lower(to_address) = lower($1)', [email]);
  return rows[0]!.n;
}
