import { z } from 'zod';
import { endpoint, pagedSchema, pageQuerySchema } from '../contract.ts';
import { LEVEL, MODULE_KEYS, type ModuleKey } from '../permissions.ts';
import { zSearch } from '../validation/zod.ts';
import { AGENCY_BRAND_ACTIONS, AGENCY_CONTRACT_STATUSES, AGENCY_FEE_TYPES, RETAINER_FREQUENCIES } from './enums.ts';
import { agencyContractCreateSchema, agencyContractUpdateSchema } from './schema.ts';

/**
 * Agency contracts of issue 25 item 2 (spec 3 §2–§3, §7; docs/decisions/076-agency-contracts.md).
 * Module management (partnership): reads ≥ 2, writes 15 — the partner contracts' levels.
 */
const READ = { kind: 'module', module: 'management', level: LEVEL.read } as const;
const WRITE = { kind: 'module', module: 'management', level: LEVEL.full } as const;
const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const party = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  /** the phone's country prefix, when the number carries one ("+84") */
  phone_prefix: z.string(),
  /** file id of the avatar, null when none */
  avatar: z.number().int().nullable(),
});

export const agencyContractSchema = z.object({
  id: z.number().int(),
  status: z.enum(AGENCY_CONTRACT_STATUSES),
  agency: party,
  brand: party,
  author_id: z.number().int().nullable(),
  fee_type: z.enum(AGENCY_FEE_TYPES),
  retainer_fee: z.string().nullable(),
  retainer_due_day: z.number().int().nullable(),
  retainer_month_end: z.boolean(),
  retainer_frequency: z.enum(RETAINER_FREQUENCIES).nullable(),
  performance_fee_percent: z.string().nullable(),
  duration_id: z.number().int(),
  start_at: z.string(),
  /** null: open-ended */
  end_at: z.string().nullable(),
  terms: z.string(),
  update_notice: z.string(),
  /** module levels inside the brand, in the display order 7,1,2,3,4,5,6,10,11,8,9 */
  permissions: z.array(z.object({ module: z.enum(MODULE_KEYS as [ModuleKey, ...ModuleKey[]]), level: z.number().int() })),
  is_enable_view_contract: z.boolean(),
  files: z.array(z.object({ id: z.number().int(), name: z.string(), size: z.number().int() })),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  signed_at: z.string().nullable(),
  termination_requested_at: z.string().nullable(),
  terminated_at: z.string().nullable(),
  ended_by: z.enum(['brand', 'agency', 'clock']).nullable(),
});
export type AgencyContractDto = z.infer<typeof agencyContractSchema>;

export const agencyContractRowSchema = agencyContractSchema.pick({
  id: true,
  status: true,
  agency: true,
  fee_type: true,
  retainer_fee: true,
  performance_fee_percent: true,
  start_at: true,
  end_at: true,
});
export type AgencyContractRow = z.infer<typeof agencyContractRowSchema>;

export const agencyContractListQuerySchema = pageQuerySchema.extend({
  /** the exact contract id or agency id, or part of the agency's name or email */
  search: zSearch(),
  status: z.enum(AGENCY_CONTRACT_STATUSES).optional(),
});
export type AgencyContractListQuery = z.input<typeof agencyContractListQuerySchema>;

export const listAgencyContracts = endpoint({
  id: 'agencies.contracts.list',
  method: 'GET',
  path: '/api/agency-contracts',
  summary: "The brand's agency contracts, newest first; search by contract id, agency id, or the agency's name or email; filter by status",
  access: READ,
  query: agencyContractListQuerySchema,
  response: pagedSchema(agencyContractRowSchema),
});

export const getAgencyContract = endpoint({
  id: 'agencies.contracts.get',
  method: 'GET',
  path: '/api/agency-contracts/:agencyContractId',
  summary: 'One agency contract with its agency and brand, fees, files and module levels',
  access: READ,
  params: z.object({ agencyContractId: id }),
  response: agencyContractSchema,
});

export const createAgencyContract = endpoint({
  id: 'agencies.contracts.create',
  method: 'POST',
  path: '/api/agency-contracts',
  summary: 'Draft a contract with an agency (pending); 409 when the brand already has a live one with it, 422 with field codes',
  access: WRITE,
  body: agencyContractCreateSchema,
  response: agencyContractSchema,
});

export const updateAgencyContract = endpoint({
  id: 'agencies.contracts.update',
  method: 'PUT',
  path: '/api/agency-contracts/:agencyContractId',
  summary: "Change a draft's fees, dates, texts, files and module levels; 409 once it was sent",
  access: WRITE,
  params: z.object({ agencyContractId: id }),
  body: agencyContractUpdateSchema,
  response: agencyContractSchema,
});

export const changeAgencyContractStatus = endpoint({
  id: 'agencies.contracts.status',
  method: 'PUT',
  path: '/api/agency-contracts/:agencyContractId/status',
  summary: 'send / cancel / terminate / keep a contract through its lifecycle machine; 409 with the reason when refused',
  access: WRITE,
  params: z.object({ agencyContractId: id }),
  body: z.object({ action: z.enum(AGENCY_BRAND_ACTIONS) }),
  response: agencyContractSchema,
});

/** [contract id, agency name, agency id, index of the status in AGENCY_CONTRACT_STATUSES] */
export const agencyContractEntrySchema = z.tuple([z.number().int(), z.string(), z.number().int(), z.number().int()]);
/** Rows beyond this are cut (`truncated`), as the other entity indexes (decision 028). */
export const AGENCY_CONTRACT_INDEX_MAX = 100_000;

export const agencyContractIndex = endpoint({
  id: 'search.agencyContracts',
  method: 'GET',
  path: '/api/search/agency-contracts',
  summary:
    "The brand's agency contracts as [id, agency name, agency id, status index], newest first (the palette's agency-contract search)",
  access: READ,
  response: z.object({ items: z.array(agencyContractEntrySchema), truncated: z.boolean() }),
});
