import type { PartnerCreateInput } from '../../../src/domain/partners/schema.ts';
import type { Db } from '../../../server/db/pool.ts';
import { createContract, changeContract, type Contract } from '../../../server/partners/contracts.ts';
import { runPartnersOps } from '../../../server/partners/ops.ts';
import { createPartner, joinBrand, type CreatedPartner, type JoinOptions } from '../../../server/partners/service.ts';

/**
 * Helpers for tests that need partners (this area, the tracking engine, employees, offers). Not used
 * by the server. Every partner gets a unique email, so tests sharing a database never collide.
 */
let counter = 0;

export async function addPartner(db: Db, over: Partial<PartnerCreateInput> = {}): Promise<CreatedPartner> {
  const n = `${process.pid}-${++counter}-${Math.random().toString(36).slice(2, 8)}`;
  return createPartner(db, { email: `partner-${n}@partners.test`, display_name: `Partner ${n}`, ...over });
}

/** A partner that has joined `brandId` (working unless told otherwise). */
export async function joinedPartner(
  db: Db,
  brandId: number,
  join: JoinOptions = {},
  over: Partial<PartnerCreateInput> = {},
): Promise<CreatedPartner> {
  const p = await addPartner(db, over);
  await joinBrand(db, brandId, p.id, join);
  return p;
}

/** An approved contract (effective now unless `contractDate` says otherwise). */
export async function approvedContract(
  db: Db,
  brandId: number,
  offerId: number,
  partnerId: number,
  o: { payout_tier?: string | null; end_date?: string | null; contractDate?: Date } = {},
): Promise<Contract> {
  const c = await createContract(db, brandId, {
    offer_id: offerId,
    partner_id: partnerId,
    payout_tier: o.payout_tier ?? null,
    end_date: o.end_date ?? null,
  });
  return changeContract(db, brandId, c.id, 'approve', o.contractDate ? { contractDate: o.contractDate } : {});
}

/**
 * Partners with fixed ids, joined to `brandId`, for older tests that typed partner ids by hand
 * (before partners were data). Moves the id sequence past them so later partners never collide.
 */
export async function partnersWithIds(db: Db, brandId: number, ids: readonly number[]): Promise<void> {
  for (const id of ids) {
    await db.query(`INSERT INTO partners (id, email, display_name) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`, [
      id,
      `fixed-${id}@partners.test`,
      `Partner #${id}`,
    ]);
    await joinBrand(db, brandId, id);
  }
  await db.query(`SELECT setval(pg_get_serial_sequence('partners', 'id'), GREATEST((SELECT max(id) FROM partners), 1))`);
}

/** A partner ops command (the partner side of the loop) on the test database, its output captured. */
export async function partnerOps(db: Db, command: string, ...args: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runPartnersOps(
    db,
    command,
    args,
    (s) => out.push(s),
    (s) => err.push(s),
  );
  return { code, out: out.join('\n'), err: err.join('\n') };
}
