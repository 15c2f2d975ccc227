import { z } from 'zod';
import { MODULE_KEYS, type ModuleKey } from '../permissions.ts';

/**
 * The account area's part of the advertiser profile (spec 1 §3 "Profile"). `GET /api/user/adv/info`
 * and `GET /api/user/me` answer the shell's `meSchema` extended with these fields (see
 * src/domain/auth/contract.ts), so the shell keeps its fields and the account area adds its own.
 * This file imports no other contract so both may import it.
 */
export const GENDERS = ['male', 'female', 'other'] as const;
export type Gender = (typeof GENDERS)[number];
export const CURRENCIES = ['USD', 'VND'] as const;

export const fileRefSchema = z.object({ id: z.number().int(), path: z.string() });
export type FileRef = z.infer<typeof fileRefSchema>;

/** One entry of the permission list, in the display order 7,1,2,3,4,5,6,10,11,8,9. */
export const permissionItemSchema = z.object({
  module: z.enum(MODULE_KEYS as [ModuleKey, ...ModuleKey[]]),
  module_id: z.number().int(),
  access_level: z.union([z.literal(0), z.literal(2), z.literal(15)]),
});

/** Brand public info (the public-info tab); read by everyone who may open the brand tabs. */
export const publicInfoSchema = z.object({
  company_name: z.string(),
  website: z.string(),
  description: z.string(),
  business_type_id: z.number().int().nullable(),
  verticals: z.array(z.number().int()),
  logo: fileRefSchema.nullable(),
  cover: fileRefSchema.nullable(),
});
export type PublicInfo = z.infer<typeof publicInfoSchema>;

/** Brand billing (the payment-info tab). */
export const paymentInfoSchema = z.object({
  payment_method_id: z.number().int().nullable(),
  bank_name: z.string(),
  account_number: z.string(),
  account_name: z.string(),
  tax_id: z.string(),
  billing_address: z.string(),
  currency: z.enum(CURRENCIES),
});
export type PaymentInfo = z.infer<typeof paymentInfoSchema>;

export const profileExtraFields = {
  avatar: fileRefSchema.nullable(),
  cover: fileRefSchema.nullable(),
  /** whether a brand API key exists; the key itself is never in the profile */
  has_api_key: z.boolean(),
  phone: z.string(),
  /** business phone, falling back to phone */
  business_phone: z.string(),
  gender: z.enum(GENDERS).nullable(),
  first_login_step: z.number().int(),
  created_at: z.string(),
  /** IANA id of the time zone reports are cut in; null = the profile time zone */
  report_timezone_id: z.string().nullable(),
  /** a requested time zone that takes effect at `timezone_effective_at` (spec 1 §4: 24 h) */
  pending_timezone: z.string().nullable(),
  timezone_effective_at: z.string().nullable(),
  permission_list: z.array(permissionItemSchema),
  /** partners assigned to an employee who does not manage all partners (empty otherwise) */
  partner_ids: z.array(z.number().int()),
  /** null when the user may not read the brand tabs (brand_account no access) */
  public_info: publicInfoSchema.nullable(),
  payment_info: paymentInfoSchema.nullable(),
  // the display form of spec 1 §3
  firstName: z.string(),
  lastName: z.string(),
  companyName: z.string(),
  businessEmail: z.string(),
  roleId: z.number().int(),
  isAllPartner: z.boolean(),
};
