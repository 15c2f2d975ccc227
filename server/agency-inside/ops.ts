import { isEmail, normalizeEmail, validateNewPassword } from '../../src/domain/auth/password.ts';
import type { Db } from '../db/pool.ts';
import { createAgencyUser } from './service.ts';

/**
 * Operator commands of agency users (`npm run ops -- <command>`; decision 077): agencies manage their
 * people outside this brand-side app, so the operator adds them.
 */
export const AGENCY_USERS_OPS_HELP = `  agency-user-add <agency-id> <email> <password>   an agency user who signs in at /agency/login`;

export const isAgencyUsersOpsCommand = (command: string): boolean => command === 'agency-user-add';

/** Returns the exit code: 0 done, 1 refused (unknown agency, email taken), 2 bad arguments. */
export async function runAgencyUsersOps(db: Db, args: string[], log = console.log, error = console.error): Promise<number> {
  const [rawId, rawEmail, password = ''] = args;
  const agencyId = Number(rawId);
  const email = normalizeEmail(rawEmail ?? '');
  if (!Number.isInteger(agencyId) || agencyId <= 0 || !isEmail(email) || validateNewPassword({ password, confirm: password }).length > 0) {
    error('Usage: npm run ops -- agency-user-add <agency-id> <email> <password> (the password follows the sign-up rules)');
    return 2;
  }
  const agency = await db.query('SELECT 1 FROM agencies WHERE id = $1', [agencyId]);
  if (!agency.rowCount) return (error(`Agency ${agencyId} not found.`), 1);
  try {
    const id = await createAgencyUser(db, { agencyId, email, name: '', password });
    log(`Agency user ${id} (${email}) of agency ${agencyId} added.`);
    return 0;
  } catch (e) {
    if ((e as { code?: string }).code === '23505') return (error(`${email} is already an agency user.`), 1);
    throw e;
  }
}
