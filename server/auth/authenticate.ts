import type { Principal } from '../../src/domain/permissions.ts';
import type { Db } from '../db/pool.ts';

/**
 * Turns a bearer access token into the signed-in principal, or null when the token is missing,
 * invalid or expired, or the user is inactive. The route layer (server/http/route.ts) calls this
 * for every endpoint whose access is not public, and answers 401 on null.
 * OWNED BY THE AUTH WORK: placeholder signature until it is filled in.
 */
export async function authenticate(_db: Db, _bearer: string | undefined): Promise<Principal | null> {
  return null;
}
