import { randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../../../server/db/pool.ts';
import { changeAgencyContract, createAgencyContract } from '../../../server/agencies/contracts.ts';
import { createAgencyUser, enterBrand } from '../../../server/agency-inside/service.ts';
import type { Level, ModuleKey } from '../../../src/domain/permissions.ts';
import { addAgency, agencyContractBody, draftAgencyContract } from './agencies.ts';
import { call, uniqueIp } from './auth.ts';

/**
 * An agency inside a brand, made the way the product makes it (decision 077): the brand drafts and
 * sends a contract through the API, the agency signs (the service, as the ops CLI does), an agency
 * user signs in at /api/agency/login and enters the brand. One argon2 hash per agency user.
 */
export const AGENCY_PASSWORD = 'Agency-pass-1!';

export interface AgencyInside {
  agencyId: number;
  contractId: number;
  agencyUser: { id: number; email: string };
  /** the brand session's tokens (the agency acting for the brand) */
  token: string;
  refreshToken: string;
  /** the stand-in brand user of the agency */
  standInId: number;
}

/** A signed contract in force with `levels`, from a minute ago, for `durationId` (2 = 3 months). */
export async function signedAgencyContract(
  db: Db,
  url: string,
  brand: { brandId: number; ownerToken: string },
  levels: Partial<Record<ModuleKey, Level>>,
  agencyId?: number,
): Promise<{ agencyId: number; contractId: number }> {
  const agency = agencyId ?? (await addAgency(db, `Agency ${randomBytes(3).toString('hex')}`));
  const body = agencyContractBody(agency, { permissions: levels, start_at: new Date(Date.now() - 60_000).toISOString() });
  const contractId = await draftAgencyContract(url, brand.ownerToken, body);
  const sent = await call(url, 'PUT', `/api/agency-contracts/${contractId}/status`, { token: brand.ownerToken, body: { action: 'send' } });
  if (sent.status !== 200) throw new Error(`send failed ${sent.status} ${JSON.stringify(sent.body)}`);
  await changeAgencyContract(db, brand.brandId, contractId, 'sign');
  return { agencyId: agency, contractId };
}

/** An agency user of `agencyId` with AGENCY_PASSWORD. */
export async function addAgencyUser(db: Db, agencyId: number): Promise<{ id: number; email: string }> {
  const email = `${randomBytes(5).toString('hex')}@agency-user.test`;
  const id = await createAgencyUser(db, { agencyId, email, name: 'Agency Tester', password: AGENCY_PASSWORD });
  return { id, email };
}

/** Signs the agency user in; the waiting room's token. */
export async function agencySignIn(url: string, email: string): Promise<string> {
  const res = await call(url, 'POST', '/api/agency/login', { body: { email, password: AGENCY_PASSWORD }, ip: uniqueIp() });
  if (res.status !== 200) throw new Error(`agency login failed ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body.data as { access_token: string }).access_token;
}

/** The whole way in: contract, agency user, sign-in, enter. */
export async function agencyInside(
  db: Db,
  url: string,
  brand: { brandId: number; ownerToken: string },
  levels: Partial<Record<ModuleKey, Level>>,
): Promise<AgencyInside> {
  const { agencyId, contractId } = await signedAgencyContract(db, url, brand, levels);
  const agencyUser = await addAgencyUser(db, agencyId);
  const agencyToken = await agencySignIn(url, agencyUser.email);
  const entered = await call(url, 'POST', `/api/agency/brands/${contractId}/enter`, { token: agencyToken });
  if (entered.status !== 200) throw new Error(`enter failed ${entered.status} ${JSON.stringify(entered.body)}`);
  const session = entered.body.data as { access_token: string; refresh_token: string; user: { id: number } };
  return { agencyId, contractId, agencyUser, token: session.access_token, refreshToken: session.refresh_token, standInId: session.user.id };
}

/**
 * A brand session of an agency inside `brandId` under a new contract in force with `levels`, made
 * without HTTP or argon2 (the walks need dozens): the contract through the service (drafted, sent,
 * signed), an agency user without a password, its waiting-room session, then the real `enterBrand`.
 */
export async function agencySessionFor(db: Db, brandId: number, levels: Partial<Record<ModuleKey, Level>>): Promise<AgencyInside> {
  const agencyId = await addAgency(db, `Walk Agency ${randomBytes(3).toString('hex')}`);
  const body = agencyContractBody(agencyId, { permissions: levels, start_at: new Date(Date.now() - 60_000).toISOString() });
  const contract = await createAgencyContract(db, brandId, body);
  await changeAgencyContract(db, brandId, contract.id, 'send');
  await changeAgencyContract(db, brandId, contract.id, 'sign');
  const email = `${randomBytes(5).toString('hex')}@agency-user.test`;
  const { rows } = await db.query<{ id: number }>(
    "INSERT INTO agency_users (agency_id, email, password_hash) VALUES ($1, $2, 'x') RETURNING id::int",
    [agencyId, email],
  );
  const agencyUserId = rows[0]!.id;
  const sessionId = randomUUID();
  await db.query('INSERT INTO agency_sessions (id, agency_user_id) VALUES ($1, $2)', [sessionId, agencyUserId]);
  const session = await enterBrand(db, { agencyUserId, agencyId, sessionId }, contract.id);
  return {
    agencyId,
    contractId: contract.id,
    agencyUser: { id: agencyUserId, email },
    token: session.access_token,
    refreshToken: session.refresh_token,
    standInId: session.user.id,
  };
}
