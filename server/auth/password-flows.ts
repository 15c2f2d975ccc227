import { normalizeEmail, validateNewPassword, VALIDATION_CODES } from '../../src/domain/auth/password.ts';
import { HttpError } from '../http/errors.ts';
import { withTransaction, type Db } from '../db/pool.ts';
import { flushOutboxSoon } from '../mail/outbox.ts';
import { hashPassword, verifyPassword } from './crypto.ts';
import { validationFailed } from './login.ts';
import {
  findLinkUserByEmail,
  lockPasswordToken,
  markPasswordTokenUsed,
  sendPasswordAlreadySet,
  sendPasswordLink,
  type LinkPurpose,
} from './password-links.ts';
import { revokeUserSessions } from './sessions.ts';
import type { AuthSettings } from './settings.ts';
import { assertLoginAllowed, recordLoginAttempt } from './throttle.ts';

const LINK_INVALID = {
  set: () => new HttpError(410, 'set_password_link_invalid', 'Sorry your set password link is no longer valid.'),
  reset: () => new HttpError(410, 'reset_password_link_invalid', 'Sorry your reset password link is no longer valid.'),
};

export function passwordAlreadySet(): HttpError {
  return new HttpError(409, 'password_already_set', 'Password already set: use forgot password.');
}

interface NewPasswordInput {
  token: string;
  password: string;
  confirm_password: string;
}

/**
 * Uses a set or reset link. Rules first (a typo must not burn the link), then the token is locked,
 * checked and consumed in the same transaction as the new hash, so a link works exactly once.
 * A reset also ends every session: whoever knew the old password is signed out. A set link for an
 * account that meanwhile got a password is spent and answers 409 'Password already set'.
 */
async function useLink(db: Db, purpose: LinkPurpose, input: NewPasswordInput): Promise<{ ok: true }> {
  const errors = validateNewPassword({ password: input.password, confirm: input.confirm_password });
  if (errors.length > 0) throw validationFailed(errors);
  const passwordHash = await hashPassword(input.password);
  // Errors are returned, not thrown, so the spent link is committed rather than rolled back.
  const outcome = await withTransaction(db, async (tx): Promise<'ok' | 'invalid' | 'already_set'> => {
    const link = await lockPasswordToken(tx, input.token, purpose);
    if (!link) return 'invalid';
    const { rows } = await tx.query<{ has_password: boolean; active: boolean }>(
      `SELECT password_hash IS NOT NULL AS has_password, status = 'active' AS active FROM brand_users WHERE id = $1 FOR UPDATE`,
      [link.userId],
    );
    const user = rows[0];
    await markPasswordTokenUsed(tx, link.id);
    if (!user || !user.active) return 'invalid';
    if (purpose === 'set' && user.has_password) return 'already_set';
    await tx.query('UPDATE brand_users SET password_hash = $2 WHERE id = $1', [link.userId, passwordHash]);
    if (purpose === 'reset') await revokeUserSessions(tx, link.userId, 'password_reset');
    return 'ok';
  });
  if (outcome === 'invalid') throw LINK_INVALID[purpose]();
  if (outcome === 'already_set') throw passwordAlreadySet();
  return { ok: true };
}

export function setPassword(db: Db, input: NewPasswordInput): Promise<{ ok: true }> {
  return useLink(db, 'set', input);
}

export function resetPassword(db: Db, input: NewPasswordInput): Promise<{ ok: true }> {
  return useLink(db, 'reset', input);
}

/**
 * Forgot password and both "resend" calls answer ok whatever the email, so they cannot be used to
 * find accounts. A set link asked for an account that already has a password gets a mail that says
 * so (spec 1 §8 'Password already set: use forgot password.') instead of an error on the page.
 */
export async function sendLink(db: Db, settings: AuthSettings, purpose: LinkPurpose, rawEmail: string): Promise<{ ok: true }> {
  const user = await findLinkUserByEmail(db, normalizeEmail(rawEmail));
  if (!user || !user.active) return { ok: true };
  await withTransaction(db, async (tx) => {
    if (purpose === 'set' && user.has_password) await sendPasswordAlreadySet(tx, user, settings.publicUrl);
    else await sendPasswordLink(tx, user, purpose, settings.publicUrl);
  });
  flushOutboxSoon(db, settings.smtpUrl);
  return { ok: true };
}

export interface ChangePasswordInput {
  current_password: string;
  new_password: string;
  confirm_password: string;
}

/**
 * Changes the password of the signed-in user. A wrong current password counts as a failed sign-in
 * (same lockout), so a stolen access token cannot be used to guess it. Other sessions are ended.
 */
export async function changePassword(
  db: Db,
  userId: number,
  sessionId: string | undefined,
  input: ChangePasswordInput,
  ip: string,
): Promise<{ ok: true }> {
  const { rows } = await db.query<{ email: string; password_hash: string | null }>(
    'SELECT email, password_hash FROM brand_users WHERE id = $1',
    [userId],
  );
  const user = rows[0];
  if (!user) throw new HttpError(401, 'unauthorized', 'Your session has expired. Please login again.');
  const email = normalizeEmail(user.email);
  await assertLoginAllowed(db, email, ip);
  const currentOk = user.password_hash ? await verifyPassword(user.password_hash, input.current_password) : false;
  if (!currentOk) {
    await recordLoginAttempt(db, email, ip, false);
    throw validationFailed([{ field: 'current_password', code: VALIDATION_CODES.currentPasswordIncorrect }]);
  }
  const errors = validateNewPassword({
    password: input.new_password,
    confirm: input.confirm_password,
    current: input.current_password,
    fields: { password: 'new_password', confirm: 'confirm_password' },
  });
  if (errors.length > 0) throw validationFailed(errors);
  const passwordHash = await hashPassword(input.new_password);
  await withTransaction(db, async (tx) => {
    await tx.query('UPDATE brand_users SET password_hash = $2 WHERE id = $1', [userId, passwordHash]);
    await revokeUserSessions(tx, userId, 'password_changed', sessionId);
  });
  return { ok: true };
}
