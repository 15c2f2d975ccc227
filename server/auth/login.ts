import type { Session } from '../../src/domain/auth/contract.ts';
import { isEmail, normalizeEmail, validateNewPassword, VALIDATION_CODES } from '../../src/domain/auth/password.ts';
import type { FieldError } from '../../src/domain/errors.ts';
import { ROLES } from '../../src/domain/permissions.ts';
import { HttpError } from '../http/errors.ts';
import { withTransaction, type Db } from '../db/pool.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from './crypto.ts';
import { consumeSolution } from './robot.ts';
import { startSession } from './sessions.ts';
import type { AuthSettings } from './settings.ts';
import { assertLoginAllowed, recordLoginAttempt } from './throttle.ts';

export function invalidCredentials(): HttpError {
  return new HttpError(401, 'invalid_credentials', 'Email or password incorrect.');
}

export function validationFailed(errors: FieldError[]): HttpError {
  return new HttpError(422, 'validation_failed', 'The given data was invalid.', errors);
}

interface LoginRow {
  id: number;
  brand_id: number;
  email: string;
  role_id: number;
  password_hash: string | null;
  active: boolean;
}

/**
 * Email and password → a new session. Unknown email, no password yet, inactive account and wrong
 * password all answer the same 'Email or password incorrect.' after the same argon2 work.
 */
export async function login(db: Db, settings: AuthSettings, input: { email: string; password: string }, ip: string): Promise<Session> {
  const email = normalizeEmail(input.email);
  await assertLoginAllowed(db, email, ip);
  const { rows } = await db.query<LoginRow>(
    `SELECT id, brand_id, email, role_id, password_hash, status = 'active' AS active FROM brand_users WHERE lower(email) = $1`,
    [email],
  );
  const user = rows[0];
  let ok = false;
  if (user?.password_hash && user.active) ok = await verifyPassword(user.password_hash, input.password);
  else await burnPasswordCheck(input.password);
  await recordLoginAttempt(db, email, ip, ok);
  if (!ok || !user) throw invalidCredentials();
  const tokens = await startSession(db, user, settings);
  return { ...tokens, user: { id: user.id, brand_id: user.brand_id, email: user.email, role_id: user.role_id } };
}

export interface SignUpInput {
  company_name: string;
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  confirm_password: string;
  altcha: string;
}

function emailTaken(): HttpError {
  return validationFailed([{ field: 'email', code: VALIDATION_CODES.emailNotAvailable }]);
}

/** Creates a brand with its owner after the robot check, and signs the owner in. */
export async function signUp(db: Db, settings: AuthSettings, input: SignUpInput): Promise<Session> {
  const email = normalizeEmail(input.email);
  const errors: FieldError[] = [];
  if (!isEmail(email)) errors.push({ field: 'email', code: VALIDATION_CODES.emailInvalid });
  errors.push(...validateNewPassword({ password: input.password, confirm: input.confirm_password }));
  if (errors.length > 0) throw validationFailed(errors);
  await consumeSolution(db, input.altcha);
  const passwordHash = await hashPassword(input.password);
  try {
    return await withTransaction(db, async (tx) => {
      const brand = await tx.query<{ id: number }>('INSERT INTO brands (company_name) VALUES ($1) RETURNING id', [
        input.company_name.trim(),
      ]);
      const brandId = brand.rows[0]!.id;
      const user = await tx.query<{ id: number }>(
        `INSERT INTO brand_users (brand_id, email, password_hash, first_name, last_name, role_id)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [brandId, email, passwordHash, input.first_name.trim(), input.last_name.trim(), ROLES.owner],
      );
      const userId = user.rows[0]!.id;
      const tokens = await startSession(tx, { id: userId, brand_id: brandId }, settings);
      return { ...tokens, user: { id: userId, brand_id: brandId, email, role_id: ROLES.owner } };
    });
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw emailTaken();
    throw error;
  }
}
