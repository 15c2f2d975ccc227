import { z } from 'zod';
import { endpoint, pagedSchema } from '../contract.ts';
import { idParams, listQuery, nameField, OFFERS_READ, OFFERS_WRITE, okSchema, zBodyId } from './shared.ts';

/**
 * Offer groups (spec 2 §3 "Offer group": a name and the offers linked to it; routes
 * /offers/offer-groups…; call `offer-groups`, and `offers/offer_groups` (GET, array parameters as
 * comma lists) for the offer form's picker). An offer belongs to at most one group
 * (offers.offer_group_id); saving a group with `offer_ids` moves those offers into it.
 */
export const MAX_GROUP_OFFERS = 500;

export const groupBody = z.object({
  name: nameField,
  offer_ids: z.array(zBodyId).max(MAX_GROUP_OFFERS).default([]),
});
export type GroupInput = z.input<typeof groupBody>;

export const groupOfferSchema = z.object({ id: z.number().int(), name: z.string() });
export const groupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  offer_count: z.number().int(),
  offers: z.array(groupOfferSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type OfferGroup = z.infer<typeof groupSchema>;
export const groupRowSchema = groupSchema.omit({ offers: true });
export type OfferGroupRow = z.infer<typeof groupRowSchema>;

export const listGroups = endpoint({
  id: 'offerGroups.list',
  method: 'GET',
  path: '/api/offer-groups',
  summary: 'Offer groups of the brand (search by name, paged)',
  access: OFFERS_READ,
  query: listQuery,
  response: pagedSchema(groupRowSchema),
});

/** Comma list (`ids=1,2,3`) → ids; the spec passes array parameters this way. */
const commaIds = z
  .string()
  .optional()
  .transform((s, ctx) => {
    if (!s) return [];
    const parts = s.split(',').map((x) => x.trim());
    if (parts.length > 100 || parts.some((x) => !/^\d{1,15}$/.test(x))) {
      ctx.addIssue({ code: 'custom', message: 'not_valid' });
      return z.NEVER;
    }
    return parts.map(Number);
  });

export const groupOptions = endpoint({
  id: 'offerGroups.options',
  method: 'GET',
  path: '/api/offers/offer_groups',
  summary: 'Offer groups as picker options {id, name}; ids=1,2 limits to those groups',
  access: OFFERS_READ,
  query: z.object({ ids: commaIds }).partial(),
  response: z.array(z.object({ id: z.number().int(), name: z.string() })),
});

export const getGroup = endpoint({
  id: 'offerGroups.get',
  method: 'GET',
  path: '/api/offer-groups/:groupId',
  summary: 'One offer group with its offers',
  access: OFFERS_READ,
  params: idParams('groupId'),
  response: groupSchema,
});

export const createGroup = endpoint({
  id: 'offerGroups.create',
  method: 'POST',
  path: '/api/offer-groups',
  summary: 'Create an offer group (name unique in the brand) and move offer_ids into it',
  access: OFFERS_WRITE,
  body: groupBody,
  response: groupSchema,
});

export const updateGroup = endpoint({
  id: 'offerGroups.update',
  method: 'PUT',
  path: '/api/offer-groups/:groupId',
  summary: 'Rename an offer group and set its offers (offers left out leave the group)',
  access: OFFERS_WRITE,
  params: idParams('groupId'),
  body: groupBody,
  response: groupSchema,
});

export const deleteGroup = endpoint({
  id: 'offerGroups.delete',
  method: 'DELETE',
  path: '/api/offer-groups/:groupId',
  summary: 'Delete an offer group; its offers stay, without a group',
  access: OFFERS_WRITE,
  params: idParams('groupId'),
  response: okSchema,
});
