import { z } from 'zod';
import { endpoint, pagedSchema, pageQuerySchema } from '../contract.ts';
import { zSearch } from '../validation/zod.ts';
import { CONTRACT_ACTIONS, CONTRACT_STATUSES } from './enums.ts';
import { contractBudgetSchema, contractCreateSchema } from './schema.ts';
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
  manager: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  /** offers with an approved contract / with any contract */
  working_offer_count: z.number().int(),
  total_offer_count: z.number().int(),
  tags: z.array(z.string()),
});
export type PartnerRow = z.infer<typeof partnerRowSchema>;

export const partnerListQuerySchema = pageQuerySchema.extend({
  /** display name, first or last name, email, or the exact partner id */
  search: zSearch(),
});
export type PartnerListQuery = z.input<typeof partnerListQuerySchema>;

export const listPartners = endpoint({
  id: 'partners.list',
  method: 'GET',
  path: '/api/partners',
  summary: "The brand's joined partners, newest joined first; search by name, email or id",
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
  body: contractCreateSchema.and(z.object({ send: z.boolean().default(false) })),
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

export const changeContractStatus = endpoint({
  id: 'partners.contracts.status',
  method: 'PUT',
  path: '/api/partners/contracts/:contractId/status',
  summary: 'send / approve / reject / terminate a contract through its lifecycle machine; 409 with the reason when refused',
  access: WRITE,
  params: z.object({ contractId: id }),
  body: z.object({ action: z.enum(CONTRACT_ACTIONS) }),
  response: contractSchema,
});
