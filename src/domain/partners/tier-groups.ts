import { z } from 'zod';
import { endpoint, pagedSchema, pageSizeQuery } from '../contract.ts';
import { OFFER_STATUS_IDS } from '../offers/enums.ts';
import { LEVEL } from '../permissions.ts';
import { zSearch, zName } from '../validation/zod.ts';
import { CONTRACT_STATUSES, DEFAULT_PAYOUT_TIER } from './enums.ts';
import { zPayoutTier } from './schema.ts';

/**
 * Tier groups and offer management (issue 16 item 2; docs/decisions/052-tier-groups-and-offer-management.md).
 * Module management (partnership): reads ≥ 2, writes 15. Partner scope: an employee without the
 * all-partner flag sees only members / contract rows of the partners assigned to them, member counts
 * and partner counts included, and may add or remove only those partners.
 */
const READ = { kind: 'module', module: 'management', level: LEVEL.read } as const;
const WRITE = { kind: 'module', module: 'management', level: LEVEL.full } as const;
const zId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** Page sizes of the management filter lists (spec 3 §2, §9): 20 by default. */
export const MANAGEMENT_PAGE_SIZES = [20, 50, 100] as const;
export const MANAGEMENT_PAGE_SIZE = 20;
/** Partner ids one add / remove call takes: a page of the partner list at most, several times over. */
export const MEMBER_IDS_MAX = 200;
/** A brand's tier groups are few (a handful of payout levels); the list is not paged but capped. */
export const TIER_GROUPS_MAX = 200;

export const managementPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: pageSizeQuery(MANAGEMENT_PAGE_SIZES, MANAGEMENT_PAGE_SIZE),
});

/** Refusal codes of this feature (the `code` of a 404 / 409), translated under tierGroups.refusals. */
export const TIER_GROUP_REFUSALS = ['tier_group_not_found', 'offer_not_found', 'too_many_tier_groups'] as const;
export type TierGroupRefusal = (typeof TIER_GROUP_REFUSALS)[number];

export const tierGroupRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** percent applied to the offer's payout, "100" = unchanged (spec 3 §3) */
  payout_tier: z.string(),
  /** members the caller may see (partner scope) */
  member_count: z.number().int(),
});
export type TierGroupRow = z.infer<typeof tierGroupRowSchema>;
export { DEFAULT_PAYOUT_TIER };

export const tierGroupCreateSchema = z.object({ name: zName(), payout_tier: zPayoutTier().default(DEFAULT_PAYOUT_TIER) });
export type TierGroupCreateInput = z.input<typeof tierGroupCreateSchema>;
/** Rename and / or change the payout tier; an absent field stays as it is. */
export const tierGroupUpdateSchema = z.object({ name: zName().optional(), payout_tier: zPayoutTier().optional() });
export type TierGroupUpdateInput = z.input<typeof tierGroupUpdateSchema>;
export const memberIdsSchema = z.object({
  partner_ids: z.array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER)).min(1).max(MEMBER_IDS_MAX),
});
export type MemberIdsInput = z.input<typeof memberIdsSchema>;

export const tierMemberSchema = z.object({
  id: z.number().int(),
  display_name: z.string(),
  email: z.string(),
  joined_at: z.string(),
  /** stopped 0, working 1, processing 2, blocked 3 */
  working_mode: z.number().int(),
});
export type TierMember = z.infer<typeof tierMemberSchema>;

const groupParams = z.object({ tierGroupId: zId });

export const listTierGroups = endpoint({
  id: 'tierGroups.list',
  method: 'GET',
  path: '/api/partners/tier-groups',
  summary: "The brand's tier groups by name, with member counts (partner scope) and payout tier",
  access: READ,
  query: z.object({ search: zSearch() }),
  response: z.object({ items: z.array(tierGroupRowSchema) }),
});

export const createTierGroup = endpoint({
  id: 'tierGroups.create',
  method: 'POST',
  path: '/api/partners/tier-groups',
  summary: 'Create a tier group (payout tier 100 unless given); 422 name already_exists when the name is taken case-insensitively',
  access: WRITE,
  body: tierGroupCreateSchema,
  response: tierGroupRowSchema,
});

export const updateTierGroup = endpoint({
  id: 'tierGroups.update',
  method: 'PATCH',
  path: '/api/partners/tier-groups/:tierGroupId',
  summary: 'Rename a tier group and / or change its payout tier (0–1000, two decimals); tracking uses the new tier at once',
  access: WRITE,
  params: groupParams,
  body: tierGroupUpdateSchema,
  response: tierGroupRowSchema,
});

export const deleteTierGroup = endpoint({
  id: 'tierGroups.delete',
  method: 'DELETE',
  path: '/api/partners/tier-groups/:tierGroupId',
  summary: 'Delete a tier group; its members fall back to no group (payout tier 100)',
  access: WRITE,
  params: groupParams,
  response: z.object({ id: z.number().int(), released: z.number().int() }),
});

export const listTierMembers = endpoint({
  id: 'tierGroups.members.list',
  method: 'GET',
  path: '/api/partners/tier-groups/:tierGroupId/members',
  summary: 'Members of a tier group the caller may see, by name; search by name, email or exact id',
  access: READ,
  params: groupParams,
  query: managementPageQuerySchema.extend({ search: zSearch() }),
  response: pagedSchema(tierMemberSchema),
});

const membersChanged = z.object({ tier_group_id: z.number().int(), changed: z.array(z.number().int()) });

export const addTierMembers = endpoint({
  id: 'tierGroups.members.add',
  method: 'POST',
  path: '/api/partners/tier-groups/:tierGroupId/members',
  summary: 'Move partners into the group (out of any other); 422 partner_ids.<i> not_valid for a partner the caller may not see',
  access: WRITE,
  params: groupParams,
  body: memberIdsSchema,
  response: membersChanged,
});

export const removeTierMembers = endpoint({
  id: 'tierGroups.members.remove',
  method: 'POST',
  path: '/api/partners/tier-groups/:tierGroupId/members/remove',
  summary: 'Take partners out of the group (no group: payout tier 100); ids not in the group are ignored',
  access: WRITE,
  params: groupParams,
  body: memberIdsSchema,
  response: membersChanged,
});

/* ---------------- offer management (/management/offers) ---------------- */

export const managedOfferRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.number().int(),
  /** partners with an approved contract on the offer who are working with the brand */
  working: z.number().int(),
  /** contracts waiting for an answer: pending (applications) and sent (invitations) */
  pending: z.number().int(),
  /** partners with any contract on the offer */
  total: z.number().int(),
});
export type ManagedOfferRow = z.infer<typeof managedOfferRowSchema>;

export const managedOfferQuerySchema = managementPageQuerySchema.extend({
  search: zSearch(),
  status: z.coerce
    .number()
    .int()
    .refine((n) => (OFFER_STATUS_IDS as readonly number[]).includes(n), 'not_valid')
    .optional(),
});
export type ManagedOfferQuery = z.input<typeof managedOfferQuerySchema>;

export const listManagedOffers = endpoint({
  id: 'managementOffers.list',
  method: 'GET',
  path: '/api/partners/offers',
  summary: "The brand's offers (deleted ones left out unless asked by status) with partner counts in the caller's partner scope",
  access: READ,
  query: managedOfferQuerySchema,
  response: pagedSchema(managedOfferRowSchema),
});

export const offerPartnerRowSchema = z.object({
  partner_id: z.number().int(),
  display_name: z.string(),
  email: z.string(),
  /** the partner's working mode with the brand (it applies to every offer); null: not joined */
  working_mode: z.number().int().nullable(),
  /** true when the contract is approved and the partner is working: clicks on this offer are paid */
  working_on_offer: z.boolean(),
  contract_id: z.number().int(),
  contract_status: z.enum(CONTRACT_STATUSES),
  requested_at: z.string(),
  contract_date: z.string().nullable(),
  /** the contract's own tier, else the partner's tier group's; null = 100 */
  payout_tier: z.string().nullable(),
});
export type OfferPartnerRow = z.infer<typeof offerPartnerRowSchema>;

export const getManagedOffer = endpoint({
  id: 'managementOffers.get',
  method: 'GET',
  path: '/api/partners/offers/:offerId',
  summary: 'One offer of offer management: name, status and partner counts in the caller scope',
  access: READ,
  params: z.object({ offerId: zId }),
  response: managedOfferRowSchema,
});

export const listOfferPartners = endpoint({
  id: 'managementOffers.partners',
  method: 'GET',
  path: '/api/partners/offers/:offerId/partners',
  summary: "An offer's partners (latest contract each) with their working mode and contract status, in the caller's partner scope",
  access: READ,
  params: z.object({ offerId: zId }),
  query: managementPageQuerySchema.extend({ search: zSearch(), contract_status: z.enum(CONTRACT_STATUSES).optional() }),
  response: pagedSchema(offerPartnerRowSchema),
});
