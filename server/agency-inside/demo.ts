import type { Db } from '../db/pool.ts';

/**
 * The demo's agency users (decision 077): one of the agency holding the demo brand's contract in
 * force (the first demo agency, decision 076), one of the agency whose contract is only sent (it
 * signs in to an empty list until it signs). They share the demo users' password and reuse the hash
 * the demo seed already computed, so the demo costs no extra argon2 work. Idempotent.
 */
export const DEMO_AGENCY_USERS = [
  { email: 'agency@demo.test', name: 'Alex Agency', agencyIndex: 0, contract: 'in force (reports read, offers and partnership full)' },
  { email: 'agency2@demo.test', name: 'Bao Agency', agencyIndex: 1, contract: 'sent, not signed: no brand yet' },
] as const;

export async function seedDemoAgencyUsers(db: Db, passwordHash: string): Promise<void> {
  const { rows } = await db.query<{ id: number }>('SELECT id::int FROM agencies ORDER BY id LIMIT 2');
  if (rows.length < 2) return;
  await db.query(
    `INSERT INTO agency_users (agency_id, email, name, password_hash)
     SELECT a, e, n, $4 FROM unnest($1::bigint[], $2::text[], $3::text[]) AS t(a, e, n)
     ON CONFLICT ((lower(email))) DO NOTHING`,
    [
      DEMO_AGENCY_USERS.map((u) => rows[u.agencyIndex]!.id),
      DEMO_AGENCY_USERS.map((u) => u.email),
      DEMO_AGENCY_USERS.map((u) => u.name),
      passwordHash,
    ],
  );
}
