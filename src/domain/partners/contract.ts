import { z } from 'zod';
import { endpoint, pagedSchema, pageQuerySchema, PAGE_SIZES, pageSizeQuery } from '../contract.ts';
import { zRules, zSearch } from '../validation/zod.ts';
import { maxLength, noEmoji } from '../validation/text.ts';
import { WORKING_MODE_ACTIONS } from '../offers/enums.ts';
import { CONTRACT_ACTIONS, CONTRACT_STATUSES, PARTNER_REFUSALS } from './enums.ts';
import { contractBudgetSchema, contractCreateBodySchema } from './schema.ts';
import { LEVEL } from '../permissions.ts';

/**
 * Partner endpoints of issue 5 (docs/decisions/022-partners-and-contracts.md): the brand's joined
 * partners (read API for the later partner screens and the private-payout picker) and partner
 * contracts. Module management (partnership): reads ≥ 2, writes 15. An employee who does not manage
 * all partners sees and acts on only the partners assigned to them (brand_user_partners).
 */
const READ = { kind: 'module', module: 'management', level: LEVEL.read } as const;
const WRITE = { kind: 'module', module: 'management', level: LEVEL.full } as const;
const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const partnerRowSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  display_name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  /** "business type": ORGANIZATION_TYPES id (src/domain/reference/data/partners.ts) */
  organization_type_id: z.number().int(),
  partner_type_id: z.number().int(),
  joined_at: z.string(),
  tier_group: z.object({ id: z.number().int(), name: z.string(), payout_tier: z.string() }).nullable(),
  /** stopped 0, working 1, processing 2, blocked 3 */
  working_mode: z.number().int(),
  /** since when in that working mode (ISO; the join when it never changed) */
  working_mode_since: z.string(),
  manager: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  /** offers with an approved contract / with any contract */
  working_offer_count: z.number().int(),
  total_offer_count: z.number().int(),
  tags: z.array(z.string()),
});
export type PartnerRow = z.infer<typeof partnerRowSchema>;

/** Sort keys of the management list; joined_at desc is the default (spec 3 §9). */
export const PARTNER_SORTS = ['joined_at', 'display_name', 'id', 'working_offer_count', 'total_offer_count'] as const;
export type PartnerSort = (typeof PARTNER_SORTS)[number];
// a calendar day: the shape alone let "2026-06-34" through to PostgreSQL, which failed the export mid-stream (the fuzzer)
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'not_valid')
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s);
  }, 'not_valid');

/** The list's filters (management list, export): every one optional, all combined with AND. */
export const partnerFilterSchema = z.object({
  /** display name, first or last name, email, or the exact partner id */
  search: zSearch(),
  working_mode: z.coerce.number().int().min(0).max(3).optional(),
  tier_group_id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  /** 0: partners without a manager ("not assigned") */
  manager_id: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  /** exact tag, ignoring case */
  tag: z.string().trim().max(50).optional(),
  /** joined on or after / on or before (UTC days) */
  joined_from: day.optional(),
  joined_to: day.optional(),
  sort: z.enum(PARTNER_SORTS).optional(),
  order: z.enum(['asc', 'desc']).optional(),
});
export type PartnerFilter = z.output<typeof partnerFilterSchema>;

/** Page sizes: the shared ones plus 20, the management filter lists' page size (spec 3 §9). */
export const PARTNER_PAGE_SIZE = 20;
export const partnerListQuerySchema = partnerFilterSchema.extend({
  page: pageQuerySchema.shape.page,
  limit: pageSizeQuery([PARTNER_PAGE_SIZE, ...PAGE_SIZES, 200], 25),
});
export type PartnerListQuery = z.input<typeof partnerListQuerySchema>;

export const listPartners = endpoint({
  id: 'partners.list',
  method: 'GET',
  path: '/api/partners',
  summary:
    "The brand's joined partners, newest joined first; search by name, email or id; filter by working mode, tier group, manager (0: none), tag, joined dates; sort",
  access: READ,
  query: partnerListQuerySchema,
  response: pagedSchema(partnerRowSchema),
});

export const contractSchema = z.object({
  id: z.number().int(),
  offer_id: z.number().int(),
  partner_id: z.number().int(),
  status: z.enum(CONTRACT_STATUSES),
  author_id: z.number().int().nullable(),
  requested_at: z.string(),
  contract_date: z.string().nullable(),
  end_date: z.string().nullable(),
  payout_tier: z.string().nullable(),
  budgets: z.array(contractBudgetSchema),
  terms: z.string(),
  message: z.string(),
  ended_by: z.enum(['brand', 'partner', 'clock']).nullable(),
  ended_at: z.string().nullable(),
});
export type ContractDto = z.infer<typeof contractSchema>;

export const createContract = endpoint({
  id: 'partners.contracts.create',
  method: 'POST',
  path: '/api/partners/contracts',
  summary: 'Propose a contract to a joined partner for one offer (pending, or sent with send=true); 409 with the reason when refused',
  access: WRITE,
  body: contractCreateBodySchema,
  response: contractSchema,
});

export const getContract = endpoint({
  id: 'partners.contracts.get',
  method: 'GET',
  path: '/api/partners/contracts/:contractId',
  summary: 'One partner contract',
  access: READ,
  params: z.object({ contractId: id }),
  response: contractSchema,
});

/** `contract_date`: approve only — the date the contract takes effect (default now). */
export const contractStatusBodySchema = z
  .object({ action: z.enum(CONTRACT_ACTIONS), contract_date: z.iso.datetime({ offset: true }).optional() })
  .superRefine((b, ctx) => {
    if (b.contract_date !== undefined && b.action !== 'approve')
      ctx.addIssue({ code: 'custom', message: 'not_valid', path: ['contract_date'] });
  });
export type ContractStatusBody = z.input<typeof contractStatusBodySchema>;

export const changeContractStatus = endpoint({
  id: 'partners.contracts.status',
  method: 'PUT',
  path: '/api/partners/contracts/:contractId/status',
  summary:
    'send / approve (effective from contract_date, default now) / reject / terminate a contract through its lifecycle machine; 409 with the reason when refused',
  access: WRITE,
  params: z.object({ contractId: id }),
  body: contractStatusBodySchema,
  response: contractSchema,
});

/*
 * Partner management (issue 16 item 2; docs/decisions/051-partner-management.md): the list's filters
 * and sort, one partner's relationship, working mode (single and multi), manager, tags and export.
 * Every route is partner-scoped: an employee without the all-partner flag gets 404 for a partner
 * not assigned to them, and multi-partner calls answer "partner_not_found" for such a row.
 */
const partnerIdParams = z.object({ partnerId: id });
/** Multi-partner calls: at most one page of the largest page size. */
export const PARTNER_MULTI_MAX = 200;
const partnerIds = z.array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER)).min(1).max(PARTNER_MULTI_MAX);

export const partnerDetailSchema = partnerRowSchema.extend({
  /** contracts of this brand by status, for the overview */
  contract_counts: z.record(z.string(), z.number().int()),
});
export type PartnerDetail = z.infer<typeof partnerDetailSchema>;

export const getPartner = endpoint({
  id: 'partners.get',
  method: 'GET',
  path: '/api/partners/:partnerId',
  summary: "One joined partner's relationship with the brand (404 when not joined or not assigned to the caller)",
  access: READ,
  params: partnerIdParams,
  response: partnerDetailSchema,
});

export const partnerContractsSchema = z.object({ items: z.array(contractSchema.extend({ offer_name: z.string() })) });
export const listPartnerContracts = endpoint({
  id: 'partners.contracts.list',
  method: 'GET',
  path: '/api/partners/:partnerId/contracts',
  summary: "This partner's contracts with the brand, newest first",
  access: READ,
  params: partnerIdParams,
  response: partnerContractsSchema,
});

export const workingModeBodySchema = z.object({ action: z.enum(WORKING_MODE_ACTIONS) });
export const setPartnerWorkingMode = endpoint({
  id: 'partners.workingMode',
  method: 'PUT',
  path: '/api/partners/:partnerId/working-mode',
  summary: 'pause / resume / block / unblock one partner through the working-mode chart; 409 mode_not_allowed when the chart refuses',
  access: WRITE,
  params: partnerIdParams,
  body: workingModeBodySchema,
  response: partnerRowSchema,
});

/** One row of a multi-partner change: changed (with the new value) or refused with its refusal code. */
export const multiResultSchema = z.object({
  partner_id: z.number().int(),
  result: z.enum(['changed', 'refused']),
  reason: z.enum(PARTNER_REFUSALS).nullable(),
  working_mode: z.number().int().nullable(),
});
export type MultiResult = z.infer<typeof multiResultSchema>;

export const multiWorkingMode = endpoint({
  id: 'partners.multiWorkingMode',
  method: 'POST',
  path: '/api/partners/working-mode',
  summary: 'The same working-mode action on many partners, each in its own transaction; a result per partner',
  access: WRITE,
  body: workingModeBodySchema.extend({ partner_ids: partnerIds }),
  response: z.object({ results: z.array(multiResultSchema) }),
});

/** Manager option (spec 3 §3): id 0 is "not assigned". */
export const managerOptionSchema = z.object({ id: z.number().int(), name: z.string(), email: z.string(), is_all_partner: z.boolean() });
export type ManagerOption = z.infer<typeof managerOptionSchema>;
export const NOT_ASSIGNED_MANAGER = 0;

export const managerOptions = endpoint({
  id: 'partners.managerOptions',
  method: 'GET',
  path: '/api/partners/manager-options',
  summary: 'Active brand users who may manage partners, after the "not assigned" entry (id 0)',
  access: READ,
  response: z.object({ items: z.array(managerOptionSchema) }),
});

const managerBody = z.object({ manager_id: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER) });
export const setPartnerManager = endpoint({
  id: 'partners.manager',
  method: 'PUT',
  path: '/api/partners/:partnerId/manager',
  summary: "Assigns the partner's manager (0: not assigned); 422 manager_id not_valid for a user outside the brand",
  access: WRITE,
  params: partnerIdParams,
  body: managerBody,
  response: partnerRowSchema,
});

export const multiManager = endpoint({
  id: 'partners.multiManager',
  method: 'POST',
  path: '/api/partners/manager',
  summary: 'The same manager for many partners; a result per partner',
  access: WRITE,
  body: managerBody.extend({ partner_ids: partnerIds }),
  response: z.object({ results: z.array(multiResultSchema) }),
});

export const PARTNER_TAGS_MAX = 10;
export const PARTNER_TAG_MAX_LENGTH = 50;
/** Tags (spec 3 §5): trimmed, 1–50 characters, at most 10, unique ignoring case. */
export const partnerTagsSchema = z.object({
  tags: z
    .array(
      z
        .string()
        .transform((s) => s.trim())
        .pipe(zRules([maxLength(PARTNER_TAG_MAX_LENGTH), noEmoji])),
    )
    .superRefine((tags, ctx) => {
      if (tags.length > PARTNER_TAGS_MAX) ctx.addIssue({ code: 'custom', message: 'max_tags', params: { max: PARTNER_TAGS_MAX } });
      const seen = new Set<string>();
      tags.forEach((t, i) => {
        const key = t.toLocaleLowerCase();
        if (seen.has(key)) ctx.addIssue({ code: 'custom', message: 'duplicated', path: [i] });
        seen.add(key);
      });
    }),
});
export const setPartnerTags = endpoint({
  id: 'partners.tags',
  method: 'PUT',
  path: '/api/partners/:partnerId/tags',
  summary: "Replaces the partner's tags (max 10, each ≤ 50 characters, unique ignoring case); 422 with field codes",
  access: WRITE,
  params: partnerIdParams,
  body: partnerTagsSchema,
  response: partnerRowSchema,
});

export const exportPartners = endpoint({
  id: 'partners.export',
  method: 'GET',
  path: '/api/partners/export',
  summary: 'The filtered partner list as CSV or XLSX (streamed download; formula-escaped cells; partner scope applies)',
  access: READ,
  query: partnerFilterSchema.extend({ format: z.enum(['csv', 'xlsx']).default('csv') }),
  response: z.unknown(),
});
