import type { Db } from '../db/pool.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { passwordAlreadySetMail, resetPasswordMail, setPasswordMail, type MailLanguage } from '../mail/templates.ts';
import { newOpaqueToken, tokenDigest } from './crypto.ts';
import type { Queryable } from '../db/pool.ts';

/**
 * Set-password links (new employees, whose password_hash is null until they choose one) and
 * reset-password links (forgot password). Each link carries a random token stored as a digest; it
 * works once, expires, and issuing a new one retires the previous ones of the same purpose.
 */
export type LinkPurpose = 'set' | 'reset';
export const LINK_TTL_HOURS: Record<LinkPurpose, number> = { set: 72, reset: 1 };
const LINK_PATH: Record<LinkPurpose, string> = { set: '/auth/set-password', reset: '/auth/reset-password' };

export interface LinkUser {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  language: string;
}

export async function issuePasswordToken(q: Queryable, userId: number, purpose: LinkPurpose): Promise<string> {
  await q.query('UPDATE password_tokens SET used_at = now() WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL', [userId, purpose]);
  const token = newOpaqueToken();
  await q.query(
    `INSERT INTO password_tokens (user_id, purpose, token_hash, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(hours => $4))`,
    [userId, purpose, tokenDigest(token), LINK_TTL_HOURS[purpose]],
  );
  return token;
}

export function passwordLink(publicUrl: string, purpose: LinkPurpose, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${LINK_PATH[purpose]}?token=${encodeURIComponent(token)}`;
}

function mailFields(user: LinkUser, link: string, purpose: LinkPurpose) {
  const name = `${user.first_name} ${user.last_name}`.trim() || user.email;
  const language: MailLanguage = user.language === 'vi' ? 'vi' : 'en';
  return { to: user.email, name, link, hours: LINK_TTL_HOURS[purpose], language };
}

/** Issues a link and queues its e-mail. The employee area calls this after creating a brand user. */
export async function sendPasswordLink(q: Queryable, user: LinkUser, purpose: LinkPurpose, publicUrl: string): Promise<void> {
  const token = await issuePasswordToken(q, user.id, purpose);
  const fields = mailFields(user, passwordLink(publicUrl, purpose, token), purpose);
  await enqueueMail(q, purpose === 'set' ? setPasswordMail(fields) : resetPasswordMail(fields));
}

export async function sendPasswordAlreadySet(q: Queryable, user: LinkUser, publicUrl: string): Promise<void> {
  const link = `${publicUrl.replace(/\/+$/, '')}/auth/forgot-password`;
  await enqueueMail(q, passwordAlreadySetMail(mailFields(user, link, 'reset')));
}

/**
 * Locks and checks a link token. Returns the user id, or null when the token is unknown, used,
 * expired or of the other purpose. The caller marks it used in the same transaction.
 */
export async function lockPasswordToken(q: Queryable, token: string, purpose: LinkPurpose): Promise<{ id: number; userId: number } | null> {
  const { rows } = await q.query<{ id: number; user_id: number }>(
    `SELECT id, user_id FROM password_tokens
      WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()
        FOR UPDATE`,
    [tokenDigest(token), purpose],
  );
  const row = rows[0];
  return row ? { id: row.id, userId: row.user_id } : null;
}

export async function markPasswordTokenUsed(q: Queryable, tokenId: number): Promise<void> {
  await q.query('UPDATE password_tokens SET used_at = now() WHERE id = $1', [tokenId]);
}

export async function findLinkUserByEmail(db: Db, email: string): Promise<(LinkUser & { has_password: boolean; active: boolean }) | null> {
  const { rows } = await db.query<LinkUser & { has_password: boolean; active: boolean }>(
    `SELECT id, email, first_name, last_name, language, password_hash IS NOT NULL AS has_password, status = 'active' AS active
       FROM brand_users WHERE lower(email) = lower($1) AND agency_id IS NULL`,
    [email],
  );
  return rows[0] ?? null;
}
