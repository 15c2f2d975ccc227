import { WORKING_MODE, OFFER_STATUS } from '../../src/domain/offers/enums.ts';
import type { ContractAction, ContractParty, ContractStatus } from '../../src/domain/partners/enums.ts';
import { contractCreateSchema, type ContractBudget, type ContractCreateInput } from '../../src/domain/partners/schema.ts';
import { partnerContractEvent, nextPartnerContract, type PartnerContractEvent } from '../../src/machines/partner-contract.ts';
import { WEBHOOK_EVENT } from '../../src/domain/webhooks/events.ts';
import { PARTNER_CONTRACT_CHANGED } from '../../src/domain/notifications/events.ts';
import { publishEvent } from '../live/publish.ts';
import { diff, record } from '../audit/record.ts';
import { emitWebhookEvent } from '../webhooks/emit.ts';
import type { Db, Tx, Queryable } from '../db/pool.ts';
import { inTransaction } from '../db/pool.ts';
import { parseOr422, refuse } from './errors.ts';

/**
 * Partner contracts (spec 3 §3–§4). The server is the authority: it loads the stored status, asks the
 * partner-contract machine (src/machines/partner-contract.ts) and persists the result in the same
 * transaction; a refused action answers 409 with a reason code. Data preconditions — the partner has
 * joined and is not blocked, the end date has passed — are checked here before the event is sent.
 */

export interface Contract {
  id: number;
  brand_id: number;
  offer_id: number;
  partner_id: number;
  status: ContractStatus;
  author_id: number | null;
  requested_at: string;
  contract_date: string | null;
  end_date: string | null;
  payout_tier: string | null;
  budgets: ContractBudget[];
  terms: string;
  message: string;
  ended_by: 'brand' | 'partner' | 'clock' | null;
  ended_at: string | null;
}

const iso = (c: string) => `to_char(${c} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
export const COLUMNS = `id, brand_id, offer_id, partner_id, status, author_id, ${iso('requested_at')} AS requested_at,
  ${iso('contract_date')} AS contract_date, ${iso('end_date')} AS end_date, payout_tier::text AS payout_tier, budgets, terms, message,
  ended_by, ${iso('ended_at')} AS ended_at`;

/** What the audit log keeps of a contract's creation and of each status change (decision 036). */
const CREATED_FIELDS = ['offer_id', 'partner_id', 'status', 'payout_tier', 'budgets', 'terms', 'message', 'end_date'] as const;
const STATUS_FIELDS = ['status', 'contract_date', 'ended_by', 'ended_at'] as const;

/** partner_contract.changed: the contract as the API shows it, with the status it left (null: drawn up). */
async function emitChange(tx: Queryable, c: Contract, previous: ContractStatus | null): Promise<void> {
  const { brand_id: brandId, ...data } = c;
  await emitWebhookEvent(tx, brandId, WEBHOOK_EVENT.partnerContractChanged, { ...data, previous_status: previous });
}

export async function loadContract(db: Queryable, brandId: number, id: number, lock = false): Promise<Contract | null> {
  const { rows } = await db.query<Contract>(
    `SELECT ${COLUMNS} FROM partner_contracts WHERE id = $1 AND brand_id = $2${lock ? ' FOR UPDATE' : ''}`,
    [id, brandId],
  );
  return rows[0] ?? null;
}

async function partnerMode(db: Queryable, brandId: number, partnerId: number): Promise<number | null> {
  const { rows } = await db.query<{ working_mode: number }>(
    'SELECT working_mode FROM brand_partners WHERE brand_id = $1 AND partner_id = $2',
    [brandId, partnerId],
  );
  return rows[0]?.working_mode ?? null;
}

export interface CreateContractOptions {
  authorId?: number | null;
  /** start as `sent` (the brand's terms wait for the partner) instead of `pending` */
  send?: boolean;
}

export async function createContract(
  db: Queryable,
  brandId: number,
  input: ContractCreateInput,
  o: CreateContractOptions = {},
): Promise<Contract> {
  const c = parseOr422(contractCreateSchema, input, 'partner contract');
  return inTransaction(db, async (tx) => {
    const offer = await tx.query(`SELECT 1 FROM offers WHERE id = $1 AND brand_id = $2 AND status <> ${OFFER_STATUS.deleted}`, [
      c.offer_id,
      brandId,
    ]);
    if (!offer.rowCount) throw refuse('offer_not_found');
    const partner = await tx.query('SELECT 1 FROM partners WHERE id = $1', [c.partner_id]);
    if (!partner.rowCount) throw refuse('partner_not_found');
    const mode = await partnerMode(tx, brandId, c.partner_id);
    if (mode === null) throw refuse('partner_not_joined');
    if (mode === WORKING_MODE.blocked) throw refuse('partner_blocked');
    // the partial unique index is the real guard (two requests at once); this gives the reason code
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO partner_contracts (brand_id, offer_id, partner_id, status, author_id, payout_tier, budgets, terms, message, end_date)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       ON CONFLICT (offer_id, partner_id) WHERE status IN ('pending', 'sent', 'approved') DO NOTHING RETURNING id`,
      [
        brandId,
        c.offer_id,
        c.partner_id,
        o.send ? 'sent' : 'pending',
        o.authorId ?? null,
        c.payout_tier,
        JSON.stringify(c.budgets),
        c.terms,
        c.message,
        c.end_date,
      ],
    );
    if (!rows[0]) throw refuse('contract_exists');
    const created = (await loadContract(tx, brandId, rows[0].id))!;
    await record(tx, {
      action: 'partners.contracts.create',
      objectType: 'contract',
      objectId: created.id,
      changes: diff(null, created, CREATED_FIELDS),
    });
    await emitChange(tx, created, null);
    return created;
  });
}

export interface ChangeOptions {
  /** who asked to terminate (default the brand) */
  by?: ContractParty;
  now?: Date;
  /** approve: the date the contract takes effect (default now) */
  contractDate?: Date;
}

async function apply(tx: Tx, c: Contract, event: PartnerContractEvent, now: Date, contractDate?: Date): Promise<Contract> {
  const next = nextPartnerContract(c.status, event);
  if (next === null) throw refuse('status_not_allowed');
  const endedBy = event.type === 'contract.terminate' ? event.by : event.type === 'contract.expire' ? 'clock' : null;
  await tx.query(
    `UPDATE partner_contracts SET status = $2, updated_at = $3,
       contract_date = CASE WHEN $2 = 'approved' THEN $4 ELSE contract_date END,
       ended_by = COALESCE($5, ended_by), ended_at = CASE WHEN $5::text IS NULL THEN ended_at ELSE $3 END
     WHERE id = $1`,
    [c.id, next, now, contractDate ?? now, endedBy],
  );
  const after = (await loadContract(tx, c.brand_id, c.id))!;
  // outside a request (the expiry job) record() writes nothing: the clock is not a user
  await record(tx, {
    action: `partners.contracts.${event.type.replace('contract.', '')}`,
    objectType: 'contract',
    objectId: c.id,
    changes: diff(c, after, STATUS_FIELDS),
  });
  await emitChange(tx, after, c.status);
  // open contract screens refetch: the partner's answer and the clock's expiry come from outside the
  // brand's session (a contract drawn up is not announced: the brand's own screen refreshes itself)
  await publishEvent(tx, {
    brandId: c.brand_id,
    type: PARTNER_CONTRACT_CHANGED,
    data: { id: after.id, status: after.status },
    module: 'management',
  });
  return after;
}

/** send / approve / reject / terminate one contract of the brand; 404 unknown, 409 refused. */
export async function changeContract(
  db: Queryable,
  brandId: number,
  id: number,
  action: ContractAction,
  o: ChangeOptions = {},
): Promise<Contract> {
  const now = o.now ?? new Date();
  return inTransaction(db, async (tx) => {
    const c = await loadContract(tx, brandId, id, true);
    if (!c) throw refuse('contract_not_found');
    const event = partnerContractEvent(action, o.by ?? 'brand');
    // spec 3 §4: "Approval failed because the partner is blocked."
    if (
      action === 'approve' &&
      nextPartnerContract(c.status, event) !== null &&
      (await partnerMode(tx, brandId, c.partner_id)) === WORKING_MODE.blocked
    ) {
      throw refuse('partner_blocked');
    }
    return apply(tx, c, event, now, o.contractDate);
  });
}

/** The clock's step for one contract: refused unless approved and past its end date. */
export async function expireContract(db: Queryable, brandId: number, id: number, now = new Date()): Promise<Contract> {
  return inTransaction(db, async (tx) => {
    const c = await loadContract(tx, brandId, id, true);
    if (!c) throw refuse('contract_not_found');
    if (c.status === 'approved' && (c.end_date === null || new Date(c.end_date) > now)) throw refuse('end_date_not_passed');
    return apply(tx, c, { type: 'contract.expire' }, now);
  });
}

/** Expires every approved contract whose end date has passed (a job, or on demand); returns how many. */
export async function expireDueContracts(db: Db, now = new Date()): Promise<number> {
  const { rows } = await db.query<{ id: number; brand_id: number }>(
    `SELECT id, brand_id FROM partner_contracts WHERE status = 'approved' AND end_date IS NOT NULL AND end_date <= $1 ORDER BY id LIMIT 1000`,
    [now],
  );
  for (const r of rows) await expireContract(db, r.brand_id, r.id, now);
  return rows.length;
}

export interface EffectiveContract {
  id: number;
  payout_tier: string | null;
  budgets: ContractBudget[];
  contract_date: string;
}

/**
 * The contract that lets `partnerId` run `offerId` at `at` (tracking engine): approved, effective
 * (contract date reached) and not past its end date. null → the click is refused `no_contract`.
 */
export async function effectiveContract(db: Queryable, offerId: number, partnerId: number, at: Date): Promise<EffectiveContract | null> {
  const { rows } = await db.query<EffectiveContract>(
    `SELECT id, payout_tier::text AS payout_tier, budgets, ${iso('contract_date')} AS contract_date FROM partner_contracts
      WHERE offer_id = $1 AND partner_id = $2 AND status = 'approved' AND contract_date <= $3 AND (end_date IS NULL OR end_date > $3)`,
    [offerId, partnerId, at],
  );
  return rows[0] ?? null;
}
