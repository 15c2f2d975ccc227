import { randomBytes } from 'node:crypto';
import type { Db } from '../../../server/db/pool.ts';
import type { AgencyContractCreateInput } from '../../../src/domain/agencies/schema.ts';
import { call } from './offers.ts';

/** A new agency of the marketplace (its own e-mail), returning its id. */
export async function addAgency(db: Db, name = 'Test Agency'): Promise<number> {
  const { rows } = await db.query<{ id: number }>('INSERT INTO agencies (name, email, phone) VALUES ($1, $2, $3) RETURNING id', [
    name,
    `${randomBytes(5).toString('hex')}@agency.test`,
    '+84 28 1234 5678',
  ]);
  return rows[0]!.id;
}

/** A valid draft body: a monthly retainer due on the 5th plus a 10 % performance fee, 3 months from now. */
export function agencyContractBody(agencyId: number, over: Partial<AgencyContractCreateInput> = {}): AgencyContractCreateInput {
  return {
    agency_id: agencyId,
    fee_type: 'both',
    retainer_fee: '1500.00',
    retainer_due_day: 5,
    retainer_frequency: 'monthly',
    performance_fee_percent: '10',
    duration_id: 2,
    start_at: new Date().toISOString(),
    terms: 'Runs the affiliate programme.',
    permissions: { report: 2, dashboard: 2, offers: 15 },
    ...over,
  };
}

/** Drafts a contract through the API as `token`; returns its id (throws on refusal). */
export async function draftAgencyContract(url: string, token: string, body: AgencyContractCreateInput): Promise<number> {
  const res = await call(url, 'POST', '/api/agency-contracts', { token, body });
  if (res.status !== 200) throw new Error(`draft failed ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body.data as { id: number }).id;
}
