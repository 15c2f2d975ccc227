import { z } from 'zod';
import { meSchema, okSchema } from '../auth/contract.ts';
import { endpoint } from '../contract.ts';
import { columnSettingsSchema, savedColumnsSchema } from './columns.ts';
import { basicInfoBody, paymentInfoBody, publicInfoBody, zTimeZone } from './rules.ts';
import { fileRefSchema } from './schema.ts';
import { LEVEL } from '../permissions.ts';

/**
 * Profile and account settings (spec 1 §7 "user/adv/info and sub-paths", paths verbatim under /api).
 * Access (docs/decisions/014): the caller's own rows need a signed-in user; the brand's public and
 * payment info need `brand_account` full (the owner always has it).
 */
const brandWrite = { kind: 'module', module: 'brand_account', level: LEVEL.full } as const;
const own = { kind: 'user' } as const;

export const profileSchema = meSchema;

export const advInfo = endpoint({
  id: 'profile.info',
  method: 'GET',
  path: '/api/user/adv/info',
  summary: 'The advertiser profile with every fallback applied; same as user/me',
  access: own,
  response: profileSchema,
});

export const basicInfo = endpoint({
  id: 'profile.basicInfo',
  method: 'PUT',
  path: '/api/user/adv/info/basic-info',
  summary: "Save the caller's personal info; the owner's save completes onboarding's personal step",
  access: own,
  body: basicInfoBody,
  response: profileSchema,
});

export const publicInfo = endpoint({
  id: 'profile.publicInfo',
  method: 'PUT',
  path: '/api/user/adv/info/public-info',
  summary: "Save the brand's public info (sets is_public_info)",
  access: brandWrite,
  body: publicInfoBody,
  response: profileSchema,
});

export const paymentInfo = endpoint({
  id: 'profile.paymentInfo',
  method: 'PUT',
  path: '/api/user/adv/info/payment-info',
  summary: "Save the brand's billing info (sets is_payment_info)",
  access: brandWrite,
  body: paymentInfoBody,
  response: profileSchema,
});

export const systemSettings = endpoint({
  id: 'profile.systemSettings',
  method: 'PUT',
  path: '/api/user/adv/system-settings',
  summary: 'Request a time-zone change: applied after 24 h, or at once when the profile has none',
  access: own,
  body: z.object({ timezone: zTimeZone() }),
  response: profileSchema,
});

export const timezoneReport = endpoint({
  id: 'profile.timezoneReport',
  method: 'PUT',
  path: '/api/user/adv/timezone-report',
  summary: 'Set the time zone reports are cut in (null: follow the profile time zone)',
  access: own,
  body: z.object({ report_timezone_id: zTimeZone().nullable() }),
  response: profileSchema,
});

export const setLanguage = endpoint({
  id: 'profile.setLanguage',
  method: 'POST',
  path: '/api/user/adv/set-language',
  summary: "Save the caller's language (the client reloads afterwards)",
  access: own,
  body: z.object({ locale_language: z.enum(['vi', 'en']) }),
  response: okSchema,
});

export const firstLogin = endpoint({
  id: 'profile.firstLogin',
  method: 'PUT',
  path: '/api/user/first-login',
  summary: 'End the first-login flow ({is_first_login:false})',
  access: own,
  body: z.object({ is_first_login: z.literal(false) }),
  response: profileSchema,
});

export const firstLoginStep = endpoint({
  id: 'profile.firstLoginStep',
  method: 'PUT',
  path: '/api/user/adv/info/first-login/:step',
  summary: 'Record the first-login step reached (1–4); never moves backwards',
  access: own,
  params: z.object({ step: z.coerce.number().int().min(1).max(4) }),
  response: profileSchema,
});

export const columnSetting = endpoint({
  id: 'profile.columnSetting',
  method: 'GET',
  path: '/api/user/adv/report/column-setting',
  summary: "The caller's columns of a report (defaults when never saved)",
  access: own,
  query: z.object({ report: z.string().min(1).max(64) }),
  response: columnSettingsSchema,
});

export const saveColumnSetting = endpoint({
  id: 'profile.saveColumnSetting',
  method: 'PUT',
  path: '/api/user/adv/report/column-setting',
  summary: "Save the caller's columns of a report; `restore_default: true` drops the saved choice",
  access: own,
  query: z.object({ report: z.string().min(1).max(64) }),
  body: savedColumnsSchema.partial().extend({ restore_default: z.boolean().optional() }),
  response: columnSettingsSchema,
});

const fileIdBody = z.object({ file_id: z.number().int().positive() });

export const avatar = endpoint({
  id: 'profile.avatar',
  method: 'PUT',
  path: '/api/user/info/avatar',
  summary: "Use a confirmed upload (use 'avatar' or 'profile_photo') as the caller's avatar",
  access: own,
  body: fileIdBody,
  response: z.object({ avatar: fileRefSchema }),
});

export const cover = endpoint({
  id: 'profile.cover',
  method: 'PUT',
  path: '/api/user/info/cover',
  summary: "Use a confirmed upload (use 'cover') as the caller's cover picture",
  access: own,
  body: fileIdBody,
  response: z.object({ cover: fileRefSchema }),
});

export const profileEndpoints = [
  advInfo,
  basicInfo,
  publicInfo,
  paymentInfo,
  systemSettings,
  timezoneReport,
  setLanguage,
  firstLogin,
  firstLoginStep,
  columnSetting,
  saveColumnSetting,
  avatar,
  cover,
] as const;
