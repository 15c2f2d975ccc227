import type { AgencyBrand, AgencySession, AgencyUser } from '../../src/domain/agencies/inside-contract.ts';
import { ACTIVE_AGENCY_CONTRACT_STATUSES, type AgencyContractStatus } from '../../src/domain/agencies/enums.ts';
import { agencyLevels, levelsInDisplayOrder } from '../../src/domain/agencies/levels.ts';
import type { Session } from '../../src/domain/auth/contract.ts';
import { normalizeEmail } from '../../src/domain/auth/password.ts';
import { ROLES } from '../../src/domain/permissions.ts';
import { parsePermissions } from '../auth/authenticate.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../auth/crypto.ts';
import { invalidCredentials } from '../auth/login.ts';
import { startSession } from '../auth/sessions.ts';
import { authSettings } from '../auth/settings.ts';
import { assertLoginAllowed, recordLoginAttempt } from '../auth/throttle.ts';
import { nowOf } from '../db/clock.ts';
import { withTransaction, type Db, type Queryable } from '../db/pool.ts';
import { HttpError } from '../http/errors.ts';
import { AGENCY_SESSION_TTL_SECONDS, endAgencySession, startAgencySession, type AgencyCaller } from './session.ts';

interface AgencyUserRow {
  id: number;
  agency_id: number;
  email: string;
  name: string;
  agency_name: string;
  password_hash: string | null;
  active: boolean;
}

const USER_SQL = `SELECT u.id::int, u.agency_id::int, u.email, u.name, a.name AS agency_name, u.password_hash, u.status = 'active' AS active
                    FROM agency_users u JOIN agencies a ON a.id = u.agency_id`;

const userDto = (row: AgencyUserRow): AgencyUser => ({
  id: row.id,
  email: row.email,
  name: row.name,
  agency_id: row.agency_id,
  agency_name: row.agency_name,
});

/** Creates an agency user (the demo seed, the ops CLI and tests; agencies manage their people elsewhere). */
export async function createAgencyUser(
  q: Queryable,
  input: { agencyId: number; email: string; name: string; password: string },
): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    'INSERT INTO agency_users (agency_id, email, name, password_hash) VALUES ($1, $2, $3, $4) RETURNING id::int',
    [input.agencyId, normalizeEmail(input.email), input.name, await hashPassword(input.password)],
  );
  return rows[0]!.id;
}

/**
 * Email and password of an agency user → the waiting room's token. The same rules as the brand's
 * sign-in (server/auth/login.ts): one answer and the same argon2 work for every failure, and the same
 * throttle table, so failures count per email and per address whichever door they knock on.
 */
export async function agencyLogin(db: Db, input: { email: string; password: string }, ip: string): Promise<AgencySession> {
  const email = normalizeEmail(input.email);
  await assertLoginAllowed(db, email, ip);
  const { rows } = await db.query<AgencyUserRow>(`${USER_SQL} WHERE lower(u.email) = $1`, [email]);
  const user = rows[0];
  let ok = false;
  if (user?.password_hash && user.active) ok = await verifyPassword(user.password_hash, input.password);
  else await burnPasswordCheck(input.password);
  await recordLoginAttempt(db, email, ip, ok);
  if (!ok || !user) throw invalidCredentials();
  const access_token = await startAgencySession(db, db, user);
  return { access_token, expires_in: AGENCY_SESSION_TTL_SECONDS, agency_user: userDto(user) };
}

export async function agencyUserOf(db: Db, caller: AgencyCaller): Promise<AgencyUser> {
  const { rows } = await db.query<AgencyUserRow>(`${USER_SQL} WHERE u.id = $1`, [caller.agencyUserId]);
  return userDto(rows[0]!);
}

interface BrandRow {
  contract_id: number;
  brand_id: number;
  company_name: string;
  start_at: Date;
  end_at: Date | null;
  status: AgencyContractStatus;
  permissions: unknown;
}

/** "In force" as authenticate() reads it: signed (approved or asking to end), started, not past its end. */
const IN_FORCE = `c.status = ANY($2::text[]) AND c.start_at <= $3 AND (c.end_at IS NULL OR c.end_at > $3)`;

async function contractsInForce(q: Queryable, db: Db, agencyId: number, contractId?: number): Promise<BrandRow[]> {
  const { rows } = await q.query<BrandRow>(
    `SELECT c.id::int AS contract_id, b.id::int AS brand_id, b.company_name, c.start_at, c.end_at, c.status, c.permissions
       FROM agency_contracts c JOIN brands b ON b.id = c.brand_id
      WHERE c.agency_id = $1 AND ${IN_FORCE} AND ($4::bigint IS NULL OR c.id = $4)
      ORDER BY lower(b.company_name), c.id`,
    [agencyId, ACTIVE_AGENCY_CONTRACT_STATUSES, nowOf(db), contractId ?? null],
  );
  return rows;
}

/** The brands the caller's agency holds a contract in force with (spec 1 §4's agency interface). */
export async function agencyBrands(db: Db, caller: AgencyCaller): Promise<AgencyBrand[]> {
  return (await contractsInForce(db, db, caller.agencyId)).map((r) => ({
    contract_id: r.contract_id,
    brand_id: r.brand_id,
    company_name: r.company_name,
    start_at: r.start_at.toISOString(),
    end_at: r.end_at?.toISOString() ?? null,
    status: r.status,
    permissions: levelsInDisplayOrder(agencyLevels(parsePermissions(r.permissions))),
  }));
}

/**
 * The agency's stand-in row of the brand: a brand user with no password (it cannot sign in), role
 * custom (its levels come from the contract on every request, never from this row), all-partner as a
 * new employee is (decision 053), made on the first entry and kept for the next contracts.
 */
async function standInOf(tx: Queryable, brandId: number, agencyId: number): Promise<{ id: number; brand_id: number }> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO brand_users (brand_id, agency_id, email, first_name, role_id, is_first_login, status)
     SELECT $1::bigint, a.id, 'agency-' || a.id || '.brand-' || $1::bigint || '@agencies.invalid', a.name, $3, false, 'active'
       FROM agencies a WHERE a.id = $2
     ON CONFLICT (brand_id, agency_id) WHERE agency_id IS NOT NULL DO UPDATE SET status = 'active'
     RETURNING id::int`,
    [brandId, agencyId, ROLES.custom],
  );
  return { id: rows[0]!.id, brand_id: brandId };
}

export function contractNotInForce(): HttpError {
  return new HttpError(404, 'agency_contract_not_in_force', 'No contract in force with this brand');
}

/**
 * Enters the brand of a contract in force: ends the waiting-room session (spec 1 §4: entering logs
 * the agency out) and answers a brand session on the stand-in row that names the contract, in one
 * transaction. Another agency's contract, or one not in force, is a 404 like a missing one.
 */
export async function enterBrand(db: Db, caller: AgencyCaller, contractId: number): Promise<Session> {
  return withTransaction(db, async (tx) => {
    const contract = (await contractsInForce(tx, db, caller.agencyId, contractId))[0];
    if (!contract) throw contractNotInForce();
    const standIn = await standInOf(tx, contract.brand_id, caller.agencyId);
    await endAgencySession(tx, caller.sessionId, 'entered');
    const tokens = await startSession(tx, standIn, authSettings(db), { contractId, agencyUserId: caller.agencyUserId });
    const { rows } = await tx.query<{ email: string }>('SELECT email FROM agency_users WHERE id = $1', [caller.agencyUserId]);
    return { ...tokens, user: { id: standIn.id, brand_id: standIn.brand_id, email: rows[0]!.email, role_id: ROLES.custom } };
  });
}
