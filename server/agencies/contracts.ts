import type { AgencyContractDto } from '../../src/domain/agencies/contract.ts';
import type { AgencyContractAction, AgencyContractStatus } from '../../src/domain/agencies/enums.ts';
import { agencyLevels, levelsInDisplayOrder } from '../../src/domain/agencies/levels.ts';
import {
  agencyContractCreateSchema,
  agencyContractUpdateSchema,
  type AgencyContractCreateInput,
  type AgencyContractUpdateInput,
} from '../../src/domain/agencies/schema.ts';
import { NOTIFICATION_CASE } from '../../src/domain/notifications/cases.ts';
import { DURATIONS } from '../../src/domain/reference/data/business.ts';
import { WEBHOOK_EVENT } from '../../src/domain/webhooks/events.ts';
import { agencyContractEvent, agencyContractEditable, nextAgencyContract } from '../../src/machines/agency-contract.ts';
import { diff, record } from '../audit/record.ts';
import { inTransaction, type Queryable, type Tx } from '../db/pool.ts';
import { notify } from '../notifications/notify.ts';
import { emitWebhookEvent } from '../webhooks/emit.ts';
import { parseOr422, refuse } from './errors.ts';

/**
 * Agency contracts (spec 3 §3–§4; docs/decisions/076-agency-contracts.md). The server is the
 * authority: it loads the stored status, asks the agency-contract machine
 * (src/machines/agency-contract.ts) and persists the answer in one transaction with its audit row,
 * its webhook event and, for what the agency or the clock did, the brand's notification.
 */
export interface StoredContract {
  id: number;
  brand_id: number;
  agency_id: number;
  status: AgencyContractStatus;
  author_id: number | null;
  fee_type: AgencyContractDto['fee_type'];
  retainer_fee: string | null;
  retainer_due_day: number | null;
  retainer_month_end: boolean;
  retainer_frequency: AgencyContractDto['retainer_frequency'];
  performance_fee_percent: string | null;
  duration_id: number;
  start_at: string;
  end_at: string | null;
  terms: string;
  update_notice: string;
  permissions: Record<string, number>;
  is_enable_view_contract: boolean;
  file_ids: number[];
  created_at: string;
  sent_at: string | null;
  signed_at: string | null;
  termination_requested_at: string | null;
  terminated_at: string | null;
  ended_by: AgencyContractDto['ended_by'];
}

const iso = (c: string) => `to_char(c.${c} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS ${c}`;
export const COLUMNS = `c.id, c.brand_id, c.agency_id, c.status, c.author_id, c.fee_type, c.retainer_fee::text AS retainer_fee, c.retainer_due_day,
  c.retainer_month_end, c.retainer_frequency, c.performance_fee_percent::text AS performance_fee_percent, c.duration_id,
  ${iso('start_at')}, ${iso('end_at')}, c.terms, c.update_notice, c.permissions, c.is_enable_view_contract,
  c.file_ids::int[] AS file_ids, ${iso('created_at')}, ${iso('sent_at')}, ${iso('signed_at')}, ${iso('termination_requested_at')},
  ${iso('terminated_at')}, c.ended_by`;

/** What the audit log keeps of a draft and of each status change (decision 036). */
const FIELDS = [
  'fee_type',
  'retainer_fee',
  'retainer_due_day',
  'retainer_month_end',
  'retainer_frequency',
  'performance_fee_percent',
  'duration_id',
  'start_at',
  'end_at',
  'terms',
  'update_notice',
  'permissions',
  'is_enable_view_contract',
  'file_ids',
] as const;
const STATUS_FIELDS = ['status', 'sent_at', 'signed_at', 'termination_requested_at', 'terminated_at', 'ended_by'] as const;

export async function loadStored(db: Queryable, brandId: number, id: number, lock = false): Promise<StoredContract | null> {
  const { rows } = await db.query<StoredContract>(
    `SELECT ${COLUMNS} FROM agency_contracts c WHERE c.id = $1 AND c.brand_id = $2${lock ? ' FOR UPDATE' : ''}`,
    [id, brandId],
  );
  return rows[0] ?? null;
}

const prefixOf = (phone: string) => /^\+\d{1,4}/.exec(phone.trim())?.[0] ?? '';

/** The full answer: the stored row with its agency, brand and files. */
export async function contractDto(db: Queryable, c: StoredContract): Promise<AgencyContractDto> {
  const { rows } = await db.query<{
    agency: Omit<AgencyContractDto['agency'], 'phone_prefix'>;
    brand: Omit<AgencyContractDto['brand'], 'phone_prefix'>;
    files: AgencyContractDto['files'];
  }>(
    `SELECT jsonb_build_object('id', a.id, 'name', a.name, 'email', a.email, 'phone', a.phone, 'avatar', a.avatar_file_id) AS agency,
            jsonb_build_object('id', b.id, 'name', b.company_name, 'email', COALESCE(o.email, ''), 'phone', COALESCE(o.phone, ''), 'avatar', NULL) AS brand,
            (SELECT COALESCE(jsonb_agg(jsonb_build_object('id', f.id, 'name', f.original_name, 'size', f.size) ORDER BY x.ord), '[]'::jsonb)
               FROM unnest($3::bigint[]) WITH ORDINALITY x(id, ord) JOIN files f ON f.id = x.id) AS files
       FROM agencies a, brands b
       LEFT JOIN LATERAL (SELECT email, phone FROM brand_users WHERE brand_id = b.id AND role_id = 1 ORDER BY id LIMIT 1) o ON true
      WHERE a.id = $1 AND b.id = $2`,
    [c.agency_id, c.brand_id, c.file_ids],
  );
  const r = rows[0]!;
  const { brand_id: _b, agency_id: _a, file_ids: _f, permissions, ...rest } = c;
  return {
    ...rest,
    agency: { ...r.agency, phone_prefix: prefixOf(r.agency.phone) },
    brand: { ...r.brand, phone_prefix: prefixOf(r.brand.phone) },
    permissions: levelsInDisplayOrder(permissions as never),
    files: r.files,
  };
}

/** The end of a contract starting at `start` for DURATIONS `durationId` (null: open-ended). */
export function endOf(start: Date, durationId: number): Date | null {
  const months = DURATIONS.find((d) => d.id === durationId)?.months ?? null;
  if (months === null) return null;
  const end = new Date(start);
  end.setUTCMonth(end.getUTCMonth() + months);
  return end;
}

type Fields = ReturnType<typeof agencyContractUpdateSchema.parse>;
async function checkFiles(tx: Queryable, brandId: number, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const { rows } = await tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM files WHERE id = ANY($1::bigint[]) AND brand_id = $2 AND use = 'attachment'`,
    [ids, brandId],
  );
  if (rows[0]!.n !== new Set(ids).size) throw refuse('file_not_valid');
}

function values(f: Fields) {
  const retainer = f.fee_type !== 'performance';
  const start = new Date(f.start_at);
  return [
    f.fee_type,
    retainer ? f.retainer_fee : null,
    retainer ? f.retainer_due_day : null,
    retainer && f.retainer_month_end,
    retainer ? f.retainer_frequency : null,
    f.fee_type === 'retainer' ? null : f.performance_fee_percent,
    f.duration_id,
    start,
    endOf(start, f.duration_id),
    f.terms,
    f.update_notice,
    JSON.stringify(agencyLevels(f.permissions)),
    f.is_enable_view_contract,
    [...new Set(f.file_ids)],
  ];
}

async function emit(tx: Tx, c: StoredContract, action: string): Promise<void> {
  await emitWebhookEvent(tx, c.brand_id, WEBHOOK_EVENT.agencyContractChanged, {
    contract_id: c.id,
    agency_id: c.agency_id,
    status: c.status,
    action,
  });
}

/** A draft (pending) with an agency; 409 when the brand already has a live contract with it. */
export async function createAgencyContract(
  db: Queryable,
  brandId: number,
  input: AgencyContractCreateInput,
  authorId: number | null = null,
): Promise<StoredContract> {
  const f = parseOr422(agencyContractCreateSchema, input);
  return inTransaction(db, async (tx) => {
    const agency = await tx.query('SELECT 1 FROM agencies WHERE id = $1', [f.agency_id]);
    if (!agency.rowCount) throw refuse('agency_not_found');
    await checkFiles(tx, brandId, f.file_ids);
    // the partial unique index is the real guard (two requests at once); this gives the reason code
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO agency_contracts (brand_id, agency_id, author_id, fee_type, retainer_fee, retainer_due_day, retainer_month_end,
         retainer_frequency, performance_fee_percent, duration_id, start_at, end_at, terms, update_notice, permissions,
         is_enable_view_contract, file_ids)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)
       ON CONFLICT (brand_id, agency_id) WHERE status IN ('pending', 'sent', 'approved', 'termination_requested') DO NOTHING
       RETURNING id`,
      [brandId, f.agency_id, authorId, ...values(f)],
    );
    if (!rows[0]) throw refuse('contract_exists');
    const created = (await loadStored(tx, brandId, rows[0].id))!;
    await record(tx, {
      action: 'agencies.contracts.create',
      objectType: 'agency_contract',
      objectId: created.id,
      changes: diff(null, created, ['agency_id', 'status', ...FIELDS]),
    });
    await emit(tx, created, 'create');
    return created;
  });
}

/** Changes a draft; 409 once it was sent (what the agency signs is what it was sent). */
export async function updateAgencyContract(
  db: Queryable,
  brandId: number,
  id: number,
  input: AgencyContractUpdateInput,
): Promise<StoredContract> {
  const f = parseOr422(agencyContractUpdateSchema, input);
  return inTransaction(db, async (tx) => {
    const before = await loadStored(tx, brandId, id, true);
    if (!before) throw refuse('contract_not_found');
    if (!agencyContractEditable(before.status)) throw refuse('status_not_allowed');
    await checkFiles(tx, brandId, f.file_ids);
    await tx.query(
      `UPDATE agency_contracts SET fee_type = $2, retainer_fee = $3, retainer_due_day = $4, retainer_month_end = $5, retainer_frequency = $6,
         performance_fee_percent = $7, duration_id = $8, start_at = $9, end_at = $10, terms = $11, update_notice = $12, permissions = $13,
         is_enable_view_contract = $14, file_ids = $15, updated_at = now()
       WHERE id = $1`,
      [id, ...values(f)],
    );
    const after = (await loadStored(tx, brandId, id))!;
    await record(tx, {
      action: 'agencies.contracts.update',
      objectType: 'agency_contract',
      objectId: id,
      changes: diff(before, after, FIELDS),
    });
    await emit(tx, after, 'update');
    return after;
  });
}

/** The notification the brand gets when the agency or the clock acted (its own users' acts notify nobody). */
const NOTIFIED: Partial<Record<AgencyContractAction | 'expire', string>> = {
  sign: 'signed',
  decline: 'declined',
  request_termination: 'termination_requested',
  expire: 'expired',
};

/**
 * One step of the lifecycle: the brand's send / cancel / terminate / keep, the agency's sign /
 * decline / request_termination, the clock's expire. 404 unknown, 409 refused by the chart.
 */
export async function changeAgencyContract(
  db: Queryable,
  brandId: number,
  id: number,
  action: AgencyContractAction | 'expire',
  now = new Date(),
): Promise<StoredContract> {
  return inTransaction(db, async (tx) => {
    const c = await loadStored(tx, brandId, id, true);
    if (!c) throw refuse('contract_not_found');
    const next = nextAgencyContract(c.status, action === 'expire' ? { type: 'contract.expire' } : agencyContractEvent(action));
    if (next === null) throw refuse('status_not_allowed');
    if (action === 'expire' && (c.end_at === null || new Date(c.end_at) > now)) throw refuse('end_not_passed');
    const endedBy = action === 'terminate' ? 'brand' : action === 'decline' ? 'agency' : action === 'expire' ? 'clock' : null;
    await tx.query(
      `UPDATE agency_contracts SET status = $2, updated_at = $3,
         sent_at = CASE WHEN $4 = 'send' THEN $3 ELSE sent_at END,
         signed_at = CASE WHEN $4 = 'sign' THEN $3 ELSE signed_at END,
         termination_requested_at = CASE WHEN $4 = 'request_termination' THEN $3 WHEN $4 = 'keep' THEN NULL ELSE termination_requested_at END,
         terminated_at = CASE WHEN $4 = 'terminate' THEN $3 ELSE terminated_at END,
         ended_by = COALESCE($5, ended_by)
       WHERE id = $1`,
      [id, next, now, action, endedBy],
    );
    const after = (await loadStored(tx, brandId, id))!;
    // outside a request (the agency through the ops CLI, the clock) record() writes nothing: no brand user acted
    await record(tx, {
      action: `agencies.contracts.${action}`,
      objectType: 'agency_contract',
      objectId: id,
      changes: diff(c, after, STATUS_FIELDS),
    });
    await emit(tx, after, action);
    const told = NOTIFIED[action];
    if (told) await notifyBrand(tx, after, { agency_action: told });
    return after;
  });
}

export async function notifyBrand(tx: Queryable, c: StoredContract, data: { agency_action: string; end_date?: string }): Promise<void> {
  const { rows } = await tx.query<{ name: string }>('SELECT name FROM agencies WHERE id = $1', [c.agency_id]);
  await notify(tx, c.brand_id, NOTIFICATION_CASE.agencyContractChanged, {
    agency_name: rows[0]!.name,
    agency_id: c.agency_id,
    contract_id: c.id,
    ...data,
  });
}
