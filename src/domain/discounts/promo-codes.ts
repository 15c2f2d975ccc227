import { z } from 'zod';
import { endpoint, pagedSchema, pageQuerySchema } from '../contract.ts';
import { zSearch } from '../validation/zod.ts';
import { DISCOUNT_READ, DISCOUNT_WRITE } from './contract.ts';
import { ACCESS_METHODS, CODE_FORMATS, IMAGE_TYPES, PROMO_CODE_STATUSES, REQUEST_ACTIONS, REQUEST_STATUSES } from './enums.ts';
import { promoCodeAddSchema, promoCodeUpdateSchema } from './schema.ts';

/**
 * Promo codes of a discount program, their images, and partners' requests for them (issue 26 item 4;
 * spec 2 §3–§4, §7 promo-code, partner-request; decision 082). Levels as the programs'.
 */
const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const promoCodeSchema = z.object({
  id: z.number().int(),
  program_id: z.number().int(),
  name: z.string(),
  code: z.string(),
  display_name: z.string(),
  access_method: z.enum(ACCESS_METHODS),
  /** the partner a private code belongs to, once its request was approved */
  partner: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  status: z.enum(PROMO_CODE_STATUSES),
  /** null: no limit */
  usage_limit: z.number().int().nullable(),
  used: z.number().int(),
  created_at: z.string(),
});
export type PromoCodeDto = z.infer<typeof promoCodeSchema>;

export const promoCodeListQuerySchema = pageQuerySchema.extend({
  /** part of the code or its name */
  search: zSearch(),
  status: z.enum(PROMO_CODE_STATUSES).optional(),
});
export type PromoCodeListQuery = z.input<typeof promoCodeListQuerySchema>;

export const listPromoCodes = endpoint({
  id: 'discounts.promoCodes.list',
  method: 'GET',
  path: '/api/discount-programs/:programId/promo-codes',
  summary: "A program's promo codes, newest first; search by code or name; filter by status",
  access: DISCOUNT_READ,
  params: z.object({ programId: id }),
  query: promoCodeListQuerySchema,
  response: pagedSchema(promoCodeSchema),
});

export const addPromoCodes = endpoint({
  id: 'discounts.promoCodes.add',
  method: 'POST',
  path: '/api/discount-programs/:programId/promo-codes',
  summary: 'Add up to 100 promo codes to a program at once (all or none); 409 promo_code_exists when a code is taken in the brand',
  access: DISCOUNT_WRITE,
  params: z.object({ programId: id }),
  body: promoCodeAddSchema,
  response: z.object({ items: z.array(promoCodeSchema) }),
});

export const getPromoCode = endpoint({
  id: 'discounts.promoCodes.get',
  method: 'GET',
  path: '/api/promo-codes/:promoCodeId',
  summary: 'One promo code',
  access: DISCOUNT_READ,
  params: z.object({ promoCodeId: id }),
  response: promoCodeSchema,
});

export const updatePromoCode = endpoint({
  id: 'discounts.promoCodes.update',
  method: 'PUT',
  path: '/api/promo-codes/:promoCodeId',
  summary: "Change a promo code's name, display name, usage limit (not below its use), access method and status",
  access: DISCOUNT_WRITE,
  params: z.object({ promoCodeId: id }),
  body: promoCodeUpdateSchema,
  response: promoCodeSchema,
});

export const promoCodeImage = endpoint({
  id: 'discounts.promoCodes.image',
  method: 'GET',
  path: '/api/promo-codes/:promoCodeId/image',
  summary: 'The code as a QR, CODE128 or CODE39 (full ASCII) image, PNG or SVG (a download)',
  access: DISCOUNT_READ,
  params: z.object({ promoCodeId: id }),
  query: z.object({ format: z.enum(CODE_FORMATS).default('qr'), type: z.enum(IMAGE_TYPES).default('png') }),
  response: z.unknown(),
});

export const promoRequestSchema = z.object({
  id: z.number().int(),
  status: z.enum(REQUEST_STATUSES),
  partner: z.object({ id: z.number().int(), name: z.string() }),
  promo_code: z.object({ id: z.number().int(), code: z.string(), program_id: z.number().int() }),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type PromoRequestDto = z.infer<typeof promoRequestSchema>;

export const listPromoRequests = endpoint({
  id: 'discounts.requests.list',
  method: 'GET',
  path: '/api/discount-programs/:programId/requests',
  summary: "Partners' requests for the program's private promo codes, newest first; filter by status",
  access: DISCOUNT_READ,
  params: z.object({ programId: id }),
  query: pageQuerySchema.extend({ status: z.enum(REQUEST_STATUSES).optional() }),
  response: pagedSchema(promoRequestSchema),
});

export const answerPromoRequest = endpoint({
  id: 'discounts.requests.answer',
  method: 'PUT',
  path: '/api/promo-code-requests/:requestId',
  summary: 'Approve (the private code becomes the partner’s) or reject a pending request; 409 when answered or the code is taken',
  access: DISCOUNT_WRITE,
  params: z.object({ requestId: id }),
  body: z.object({ action: z.enum(REQUEST_ACTIONS) }),
  response: promoRequestSchema,
});

/** [code id, code, program id, program name, status index in PROMO_CODE_STATUSES] */
export const promoCodeEntrySchema = z.tuple([z.number().int(), z.string(), z.number().int(), z.string(), z.number().int()]);
/** Rows beyond this are cut (`truncated`), as the other entity indexes (decision 028). */
export const PROMO_CODE_INDEX_MAX = 100_000;

export const promoCodeIndex = endpoint({
  id: 'search.promoCodes',
  method: 'GET',
  path: '/api/search/promo-codes',
  summary: "The brand's promo codes as [id, code, program id, program name, status index], newest first (the palette's promo-code search)",
  access: DISCOUNT_READ,
  response: z.object({ items: z.array(promoCodeEntrySchema), truncated: z.boolean() }),
});
