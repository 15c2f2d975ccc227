import { z } from 'zod';
import { endpoint, pagedSchema, pageQuerySchema } from '../contract.ts';
import { zDate, zSearch } from '../validation/zod.ts';
import { OFFER_SORT_FIELDS, OFFER_VISIBILITY, WORKING_MODE_ACTIONS } from './enums.ts';
import { createBody, creativeBody, generalBody, offerRowSchema, offerSchema, scheduleBody, targetingBody, trackingBody } from './schema.ts';
import { LEVEL } from '../permissions.ts';

/**
 * Offer endpoints (spec 2 §7; paths verbatim where the spec names them: offers/list is a POST with
 * paging/sort/search/status in the query and the filters in the body; "PUT offer {id}/{path}" for the
 * edit tabs; offers/working-mode; offers/export; offers/update-short-code). Reads need offers ≥ 2,
 * writes offers 15. Another brand's offer answers 404. See docs/decisions/017-offers.md.
 */
const READ = { kind: 'module', module: 'offers', level: LEVEL.read } as const;
const WRITE = { kind: 'module', module: 'offers', level: LEVEL.full } as const;
const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const idParams = z.object({ id });
const intList = z.array(z.number().int().positive()).max(500);

/** Refusal reasons of a status change (409 `code`, bulk `reason`); translated as errors.<reason>. */
export const STATUS_REFUSALS = ['not_found', 'status_not_allowed', 'schedule_ended', 'schedule_not_started', 'unchanged'] as const;
export type StatusRefusal = (typeof STATUS_REFUSALS)[number];
/** Refusals of a public-visibility request (409). */
export const VISIBILITY_REFUSALS = ['offer_no_events', 'offer_not_tested', 'visibility_not_allowed'] as const;

/** Query of the list and the export: 0 = every status but deleted; default 1 (spec 2 §9). */
export const listQuerySchema = pageQuerySchema.extend({
  sort_by: z.enum(OFFER_SORT_FIELDS).optional(),
  sort: z.enum(['asc', 'desc']).optional(),
  search_value: zSearch(),
  status: z.coerce.number().int().min(0).max(5).default(1),
});
export const listFiltersSchema = z.object({
  payout_model_ids: intList.optional(),
  vertical_ids: intList.optional(),
  offer_group_ids: intList.optional(),
  /** tag names; an offer matches when it has any of them */
  tags: z.array(z.string().max(255)).max(10).optional(),
  /** creation date range, MM/dd/yyyy, inclusive, in UTC */
  created_from: zDate({ optional: true }),
  created_to: zDate({ optional: true }),
  /**
   * only these offers ("Export selection"): the user picked them, so the status query does not
   * narrow them further; the other filters and the search still do
   */
  ids: intList.optional(),
});
export type OfferListQuery = z.input<typeof listQuerySchema>;
export type OfferListFilters = z.input<typeof listFiltersSchema>;

export const listOffers = endpoint({
  id: 'offers.list',
  method: 'POST',
  reads: true,
  path: '/api/offers/list',
  summary:
    'Offer list: filters in the body; page, limit, sort_by, sort (default status asc then id desc), search_value, status in the query',
  access: READ,
  query: listQuerySchema,
  body: listFiltersSchema,
  response: pagedSchema(offerRowSchema),
});

export const exportOffers = endpoint({
  id: 'offers.export',
  method: 'POST',
  reads: true,
  path: '/api/offers/export',
  summary: 'The filtered offer list as CSV or XLSX (streamed download; formula-escaped cells)',
  access: READ,
  query: listQuerySchema.omit({ page: true, limit: true }).extend({ format: z.enum(['csv', 'xlsx']).default('csv') }),
  body: listFiltersSchema,
  response: z.unknown(),
});

export const createOffer = endpoint({
  id: 'offers.create',
  method: 'POST',
  path: '/api/offers',
  summary: 'Create an offer (all stepper steps at once); starts private, active or pending by its start date',
  access: WRITE,
  body: createBody,
  response: offerSchema,
});

export const getOffer = endpoint({
  id: 'offers.get',
  method: 'GET',
  path: '/api/offers/:id',
  summary: 'One offer with every field',
  access: READ,
  params: idParams,
  response: offerSchema,
});

export const getOfferByUuid = endpoint({
  id: 'offers.getByUuid',
  method: 'GET',
  path: '/api/offers/uuid/:uuid',
  summary: 'One offer by its uuid (detail page ?uuid=)',
  access: READ,
  params: z.object({ uuid: z.uuid() }),
  response: offerSchema,
});

const tab = <B extends z.ZodType>(key: string, path: string, body: B, summary: string) =>
  endpoint({
    id: `offers.update.${key}`,
    method: 'PUT',
    path: `/api/offers/:id/${path}`,
    summary,
    access: WRITE,
    params: idParams,
    body,
    response: offerSchema,
  });
export const updateGeneral = tab(
  'general',
  'general',
  generalBody,
  'Edit tab "general": names, models, payouts, tags, texts, app ids, private payouts',
);
export const updateTracking = tab(
  'tracking',
  'tracking-and-control',
  trackingBody,
  'Edit tab "tracking": URLs, tracking domain, lifetimes, flags',
);
export const updateTargeting = tab(
  'targeting',
  'targeting',
  targetingBody,
  'Edit tab "targeting": geo, zip, device, OS, browser, IP blacklist',
);
export const updateSchedule = tab(
  'schedule',
  'schedule-budget',
  scheduleBody,
  'Edit tab "schedule": dates, time zone, time segments, budgets; reopens a deactivated offer',
);
export const updateCreative = tab('creative', 'creative', creativeBody, 'Edit tab "creative": the creatives shown with the offer');

export const statusResultSchema = z.object({
  id: z.number().int(),
  ok: z.boolean(),
  /** the status after the call (unchanged on refusal; absent when not found) */
  status: z.number().int().optional(),
  reason: z.enum(STATUS_REFUSALS).optional(),
});
export type StatusResult = z.infer<typeof statusResultSchema>;
/** 1 active, 2 paused, 3 pending, 4 deleted; 5 (deactivated) is never chosen (spec 2 §4). */
const chosenStatus = z
  .number()
  .int()
  .refine((n) => [1, 2, 3, 4].includes(n), { message: 'not_valid' });

export const setStatus = endpoint({
  id: 'offers.setStatus',
  method: 'PUT',
  path: '/api/offers/:id/status',
  summary: 'Change one offer status (409 with the refusal reason)',
  access: WRITE,
  params: idParams,
  body: z.object({ status: chosenStatus }),
  response: offerSchema,
});

export const bulkStatus = endpoint({
  id: 'offers.bulkStatus',
  method: 'PUT',
  path: '/api/offers/status',
  summary: 'Change the status of several offers; one result per id',
  access: WRITE,
  body: z.object({ ids: z.array(z.number().int().positive()).min(1).max(500), status: chosenStatus }),
  response: z.object({ results: z.array(statusResultSchema) }),
});

export const duplicateOffer = endpoint({
  id: 'offers.duplicate',
  method: 'POST',
  path: '/api/offers/:id/duplicate',
  summary: 'Copy an offer (private, untested, "(copy)" name)',
  access: WRITE,
  params: idParams,
  response: offerSchema,
});

export const deleteOffer = endpoint({
  id: 'offers.delete',
  method: 'DELETE',
  path: '/api/offers/:id',
  summary: 'Delete an offer (status 4; kept for reports)',
  access: WRITE,
  params: idParams,
  response: offerSchema,
});

export const setVisibility = endpoint({
  id: 'offers.visibility',
  method: 'PUT',
  path: '/api/offers/:id/visibility',
  summary: 'Request public (needs events and a successful tracking test; admin review within 24 h) or go private',
  access: WRITE,
  params: idParams,
  body: z.object({ visibility: z.enum(OFFER_VISIBILITY).exclude(['review']) }),
  response: offerSchema,
});

export const setWorkingMode = endpoint({
  id: 'offers.workingMode',
  method: 'PUT',
  path: '/api/offers/working-mode',
  summary: 'Pause, resume, block or unblock an offer',
  access: WRITE,
  body: z.object({ offer_id: z.number().int().positive(), action: z.enum(WORKING_MODE_ACTIONS) }),
  response: offerSchema,
});

export const updateShortCode = endpoint({
  id: 'offers.updateShortCode',
  method: 'PUT',
  path: '/api/offers/update-short-code',
  summary: 'The invite-link short code of a visible active offer (created on first call, then stable)',
  access: READ,
  body: z.object({ offer_id: z.number().int().positive() }),
  response: z.object({ short_code: z.string() }),
});

export const inviteOfferSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  short_code: z.string().nullable(),
  created_at: z.string(),
});
export const inviteOffers = endpoint({
  id: 'offers.inviteOffers',
  method: 'GET',
  path: '/api/offers/invite-offers',
  summary: 'The 10 newest visible (public) active offers for the invite-link dialog',
  access: READ,
  query: z.object({ search: zSearch() }),
  response: z.object({ items: z.array(inviteOfferSchema) }),
});

export const tagSchema = z.object({ id: z.number().int(), name: z.string(), offer_count: z.number().int() });
export const listTags = endpoint({
  id: 'offers.tags',
  method: 'GET',
  path: '/api/offers/tags',
  summary: "The brand's offer tags (search by prefix) with their offer counts",
  access: READ,
  query: z.object({ search: zSearch() }),
  response: z.object({ items: z.array(tagSchema) }),
});

export const offerEndpoints = [
  listOffers,
  exportOffers,
  createOffer,
  getOffer,
  getOfferByUuid,
  updateGeneral,
  updateTracking,
  updateTargeting,
  updateSchedule,
  updateCreative,
  setStatus,
  bulkStatus,
  duplicateOffer,
  deleteOffer,
  setVisibility,
  setWorkingMode,
  updateShortCode,
  inviteOffers,
  listTags,
] as const;
