import { z } from 'zod';
import { endpoint, PAGE_SIZES, pagedSchema, pageSizeQuery } from '../contract.ts';
import { LEVEL } from '../permissions.ts';
import { zSearch } from '../validation/zod.ts';
import { contractSchema } from './contract.ts';
import {
  CONTRACT_BUDGET_FREQUENCIES,
  CONTRACT_BUDGET_TYPES,
  CONTRACT_DRAW_UP_MAX_OFFERS,
  CONTRACT_DRAW_UP_MAX_PARTNERS,
  CONTRACT_PAGE_SIZE,
  CONTRACT_STATUSES,
  PARTNER_REFUSALS,
} from './enums.ts';
import { contractTemplateSchema } from './schema.ts';

/**
 * The brand's partner contracts as a screen (issue 25 item 1; docs/decisions/074-partner-contracts.md):
 * the list with filters and search by contract, application or invitation id, drawing contracts up
 * from one template for several partners and offers, and a contract's live budget usage. Module
 * management (partnership), as the other contract routes: reads ≥ 2, writes 15; partner-scoped.
 */
const READ = { kind: 'module', module: 'management', level: LEVEL.read } as const;
const WRITE = { kind: 'module', module: 'management', level: LEVEL.full } as const;
const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const contractRowSchema = contractSchema.extend({
  offer_name: z.string(),
  partner_name: z.string(),
  /** the application or invitation this contract answered, if any (what notifications carry) */
  application_id: z.number().int().nullable(),
});
export type ContractRow = z.infer<typeof contractRowSchema>;

export const contractListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  /** the screen's 20 (spec 3 §2) and the shared sizes: the document lists them as an `enum` */
  limit: pageSizeQuery([CONTRACT_PAGE_SIZE, ...PAGE_SIZES, 200], CONTRACT_PAGE_SIZE),
  /** digits: the exact contract id, application id or invitation id; other text: part of the partner's or offer's name */
  search: zSearch(),
  status: z.enum(CONTRACT_STATUSES).optional(),
  offer_id: id.optional(),
  partner_id: id.optional(),
});
export type ContractListQuery = z.output<typeof contractListQuerySchema>;

export const listBrandContracts = endpoint({
  id: 'partners.contracts.browse',
  method: 'GET',
  path: '/api/partners/contracts',
  summary:
    "The brand's partner contracts, newest first; search by contract, application or invitation id or by name; filter by status, offer, partner",
  access: READ,
  query: contractListQuerySchema,
  response: pagedSchema(contractRowSchema),
});

export const drawUpBodySchema = contractTemplateSchema.and(
  z.object({
    offer_ids: z.array(id).min(1).max(CONTRACT_DRAW_UP_MAX_OFFERS),
    partner_ids: z.array(id).min(1).max(CONTRACT_DRAW_UP_MAX_PARTNERS),
    /** true: the contracts start as sent (the terms wait for the partner); false: pending */
    send: z.boolean().default(false),
  }),
);
export type DrawUpBody = z.input<typeof drawUpBodySchema>;

export const drawUpResultSchema = z.object({
  offer_id: z.number().int(),
  partner_id: z.number().int(),
  /** the new contract, or null when this pair was refused */
  contract_id: z.number().int().nullable(),
  reason: z.enum(PARTNER_REFUSALS).nullable(),
});
export type DrawUpResult = z.infer<typeof drawUpResultSchema>;

export const drawUpContracts = endpoint({
  id: 'partners.contracts.drawUp',
  method: 'POST',
  path: '/api/partners/contracts/draw-up',
  summary:
    'Draw up one contract per offer and partner from one template (budgets, payout tier, terms, message, end date); each pair is created or refused with its reason',
  access: WRITE,
  body: drawUpBodySchema,
  response: z.object({ items: z.array(drawUpResultSchema) }),
});

export const budgetUsageSchema = z.object({
  budget_type: z.enum(CONTRACT_BUDGET_TYPES),
  frequency: z.enum(CONTRACT_BUDGET_FREQUENCIES),
  value: z.string(),
  /** spent in the current period (conversions counted, or payout in the offer's currency) */
  used: z.string(),
  /** first day of the current period in the offer's time zone; 1970-01-01 for lifetime */
  period_start: z.string(),
});
export type BudgetUsage = z.infer<typeof budgetUsageSchema>;

export const getContractUsage = endpoint({
  id: 'partners.contracts.usage',
  method: 'GET',
  path: '/api/partners/contracts/:contractId/usage',
  summary: "A contract's budgets with what the tracking engine has counted against each in its current period",
  access: READ,
  params: z.object({ contractId: id }),
  response: z.object({ items: z.array(budgetUsageSchema) }),
});
