/**
 * Discount-program and promo-code enumerations (spec 2 §3–§4, §9; docs/decisions/082-discount-programs.md).
 * The values are the stored ones (migration 037).
 */
export const DISCOUNT_TYPES = ['fixed', 'percentage'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];
/** QR, or a bar code in CODE128 or CODE39 (spec 2 §3 "code types"). */
export const CODE_FORMATS = ['qr', 'code128', 'code39'] as const;
export type CodeFormat = (typeof CODE_FORMATS)[number];
/** The files a code image downloads as. */
export const IMAGE_TYPES = ['png', 'svg'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

export const PROGRAM_STATUSES = ['active', 'inactive'] as const;
export type ProgramStatus = (typeof PROGRAM_STATUSES)[number];
export const PROMO_CODE_STATUSES = ['active', 'inactive'] as const;
export type PromoCodeStatus = (typeof PROMO_CODE_STATUSES)[number];
/** public: any partner may use the code; private: one partner's, given on its request. */
export const ACCESS_METHODS = ['public', 'private'] as const;
export type AccessMethod = (typeof ACCESS_METHODS)[number];
export const REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
export const REQUEST_ACTIONS = ['approve', 'reject'] as const;
export type RequestAction = (typeof REQUEST_ACTIONS)[number];

/** Up to 100 promo codes per add (spec 2 §9). */
export const PROMO_CODES_PER_ADD = 100;
export const PROMO_CODE_MAX_LENGTH = 50;
export const PROGRAM_ITEMS_MAX = 100;
export const SKU_MAX_LENGTH = 64;
/** A percentage discount is at most 100 %. */
export const PERCENT_MAX = 100;

export const DISCOUNT_REFUSALS = [
  'program_not_found',
  'offer_not_found',
  'program_ended',
  'promo_code_not_found',
  'promo_code_exists',
  'request_not_found',
  'request_decided',
  'promo_code_taken',
  'partner_not_found',
] as const;
export type DiscountRefusal = (typeof DISCOUNT_REFUSALS)[number];
