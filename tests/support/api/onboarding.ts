import { ROLES } from '../../../src/domain/permissions.ts';
import type { StepFlags } from '../../../src/domain/onboarding/progress.ts';
import { call, createUser, PASSWORD, uniqueIp } from './auth.ts';
import type { Db } from '../../../server/db/pool.ts';

/** Helpers for the onboarding API and model tests (real HTTP against createTestApp). */
let n = 0;

export interface Member {
  token: string;
  brandId: number;
  userId: number;
}

/** A user of a fresh brand (or of `brandId`) with the given role, signed in. */
export async function member(url: string, db: Db, opts: { brandId?: number; roleId?: number; permissions?: object } = {}): Promise<Member> {
  const email = `onb${++n}-${Date.now()}@onboarding.test`;
  const user = await createUser(db, { email, roleId: opts.roleId ?? ROLES.owner, brandId: opts.brandId, permissions: opts.permissions });
  const res = await call(url, 'POST', '/api/auth/login', { body: { email, password: PASSWORD }, ip: uniqueIp() });
  if (res.status !== 200) throw new Error(`login ${res.status}`);
  return { token: (res.body.data as { access_token: string }).access_token, brandId: user.brandId, userId: user.id };
}

/** What a settings save does to the flags (the settings endpoints are another feature). */
export async function setFlags(db: Db, brandId: number, flags: StepFlags): Promise<void> {
  await db.query('UPDATE brands SET is_personal_info = $2, is_public_info = $3, is_payment_info = $4 WHERE id = $1', [
    brandId,
    flags.personal,
    flags.public,
    flags.payment,
  ]);
}

export const progress = (url: string, token?: string) => call(url, 'GET', '/api/user/adv/onboarding-percentage', { token });
export const submit = (url: string, token?: string) => call(url, 'POST', '/api/user/adv/onboarding', { token });
