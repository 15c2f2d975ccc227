import { ROLES } from '../../../src/domain/permissions.ts';
import { call, createUser, PASSWORD, uniqueIp } from './auth.ts';
import type { Db } from '../../../server/db/pool.ts';

/** Helpers for the profile API tests (real HTTP against createTestApp). Not used by the server. */
export { call };
let n = 0;

export interface Member {
  token: string;
  brandId: number;
  userId: number;
  email: string;
}

/** A signed-in user of a fresh brand (or of `brandId`) with the given role and stored permissions. */
export async function member(url: string, db: Db, opts: { brandId?: number; roleId?: number; permissions?: object } = {}): Promise<Member> {
  const email = `prof${++n}-${Date.now()}@profile.test`;
  const user = await createUser(db, { email, roleId: opts.roleId ?? ROLES.owner, brandId: opts.brandId, permissions: opts.permissions });
  const res = await call(url, 'POST', '/api/auth/login', { body: { email, password: PASSWORD }, ip: uniqueIp() });
  if (res.status !== 200) throw new Error(`login ${res.status}`);
  return { token: (res.body.data as { access_token: string }).access_token, brandId: user.brandId, userId: user.id, email };
}

export const basic = { first_name: 'Lan', last_name: 'Pham', phone: '+84 90 123 4567' };
export const publicBody = { company_name: 'Acme Shop', website: 'https://acme.test', description: 'We sell things', verticals: [1, 2] };
export const paymentBody = {
  payment_method_id: 1,
  bank_name: 'Vietcombank',
  account_number: '0123456789',
  account_name: 'ACME CO',
  tax_id: '0312345678',
  billing_address: '1 Le Loi, District 1',
  currency: 'VND',
};

export type Profile = Record<string, unknown> & { timezone: string | null; pending_timezone: string | null };
export const info = async (url: string, token: string): Promise<Profile> =>
  (await call(url, 'GET', '/api/user/adv/info', { token })).body.data as Profile;
