import type { Config } from '../config.ts';
import type { Db } from '../db/pool.ts';

/**
 * What the auth code needs from the configuration. It is attached to the database handle when the
 * feature is registered, because `authenticate(db, bearer)` (called by the route layer) receives only
 * the handle; several test apps in one process then keep their own settings.
 */
export type AuthSettings = Pick<Config, 'jwtSecret' | 'accessTokenTtlSeconds' | 'publicUrl' | 'smtpUrl'> & {
  /** proof-of-work difficulty; tests lower it */
  powMaxNumber?: number;
};

const settingsByDb = new WeakMap<Db, AuthSettings>();

export function attachAuthSettings(db: Db, settings: AuthSettings): void {
  settingsByDb.set(db, settings);
}

export function authSettings(db: Db): AuthSettings {
  const settings = settingsByDb.get(db);
  if (settings) return settings;
  // Not registered (a script using the pool directly): fall back to the environment, never to a weak default.
  const jwtSecret = process.env.JWT_SECRET;
  if (!jwtSecret) throw new Error('auth settings missing: call attachAuthSettings(db, config) or set JWT_SECRET');
  return {
    jwtSecret,
    accessTokenTtlSeconds: Number(process.env.ACCESS_TOKEN_TTL_SECONDS) || 900,
    publicUrl: process.env.PUBLIC_URL || 'http://localhost:3000',
    smtpUrl: process.env.SMTP_URL || undefined,
  };
}
