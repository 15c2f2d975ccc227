import { z } from 'zod';
import { endpoint } from '../contract.ts';
import { MODULE_KEYS, type ModuleKey, type Level } from '../permissions.ts';
import { EMAIL_MAX, PASSWORD_MAX } from './password.ts';
import { profileExtraFields } from '../profile/schema.ts';

/**
 * Session and account-access endpoints (spec 1 §7; paths verbatim under /api). Input schemas only
 * check shape and size: the password and email rules run in the handlers so that the 422 answer
 * carries the spec's codes (c_c16, c_c15 …) rather than zod's.
 */
const email = z.string().trim().min(1).max(EMAIL_MAX);
// Generous cap: the rule check reports c_c16 for anything over PASSWORD_MAX; this only bounds work.
const password = z.string().max(PASSWORD_MAX * 4);
const token = z.string().min(1).max(512);

export const tokensSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  /** access token lifetime in seconds */
  expires_in: z.number().int(),
});
export type Tokens = z.infer<typeof tokensSchema>;

export const sessionUserSchema = z.object({
  id: z.number().int(),
  brand_id: z.number().int(),
  email: z.string(),
  role_id: z.number().int(),
});
export const sessionSchema = tokensSchema.extend({ user: sessionUserSchema });
export type Session = z.infer<typeof sessionSchema>;

export const okSchema = z.object({ ok: z.literal(true) });

const levelSchema = z.union([z.literal(0), z.literal(2), z.literal(15)]) as z.ZodType<Level>;
export const permissionsSchema = z.record(z.enum(MODULE_KEYS as [ModuleKey, ...ModuleKey[]]), levelSchema);

export const managerSchema = z.object({
  email: z.string(),
  avatar: z.string(),
  name: z.string(),
  phone: z.string(),
  skype: z.string(),
  telegram: z.string(),
});

/** The advertiser profile (spec 1 §3 "Profile"): the shell's fields plus the account area's. */
export const meSchema = z.object({
  id: z.number().int(),
  brand_id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  company_name: z.string(),
  business_email: z.string(),
  role_id: z.number().int(),
  /** every module with its effective level (owner: all 15; a missing stored entry means 15) */
  permissions: permissionsSchema,
  is_all_partner: z.boolean(),
  is_first_login: z.boolean(),
  language: z.enum(['en', 'vi']),
  currency: z.enum(['USD', 'VND']),
  timezone: z.string().nullable(),
  is_admin_approve: z.boolean(),
  is_submit: z.boolean(),
  fraud_detector: z.boolean(),
  is_exists_discount_program: z.boolean(),
  is_exists_product: z.boolean(),
  manager: managerSchema.nullable(),
  /** onboarding: the count of personal, public and payment flags that are true, as a percentage */
  percentage: z.number().int(),
  is_personal_info: z.boolean(),
  is_public_info: z.boolean(),
  is_payment_info: z.boolean(),
  // the account area's fields of the advertiser profile (src/domain/profile/schema.ts)
  ...profileExtraFields,
  /** set when an agency acts inside the brand (decision 077): the shell names it and offers "leave brand" */
  acting_for: z
    .object({
      agency_id: z.number().int(),
      agency_name: z.string(),
      agency_user_id: z.number().int(),
      agency_user_email: z.string(),
      contract_id: z.number().int(),
    })
    .nullable()
    .optional(),
});
export type Me = z.infer<typeof meSchema>;

export const challengeSchema = z.object({
  algorithm: z.literal('SHA-256'),
  challenge: z.string(),
  salt: z.string(),
  maxnumber: z.number().int(),
  signature: z.string(),
});

export const login = endpoint({
  id: 'auth.login',
  method: 'POST',
  path: '/api/auth/login',
  summary: 'Sign in with email and password',
  access: { kind: 'public' },
  ownCredential: 'password',
  body: z.object({
    email,
    password: z
      .string()
      .min(1)
      .max(PASSWORD_MAX * 4),
  }),
  response: sessionSchema,
});

export const logout = endpoint({
  id: 'auth.logout',
  method: 'POST',
  path: '/api/user/logout',
  summary: 'Sign out: revokes the refresh-token family of this session',
  access: { kind: 'user' },
  body: z.object({ refresh_token: token.optional() }),
  response: okSchema,
});

export const refreshToken = endpoint({
  id: 'auth.refreshToken',
  method: 'POST',
  path: '/api/user/refresh-token',
  summary: 'Exchange a refresh token for a new access and refresh token (rotation)',
  access: { kind: 'public' },
  ownCredential: 'refreshToken',
  body: z.object({ refresh_token: token }),
  response: tokensSchema,
});

export const challenge = endpoint({
  id: 'auth.challenge',
  method: 'GET',
  path: '/api/auth/challenge',
  summary: 'Proof-of-work robot-check challenge for sign-up',
  access: { kind: 'public' },
  response: challengeSchema,
});

export const signUp = endpoint({
  id: 'auth.signUp',
  method: 'POST',
  path: '/api/auth/sign-up',
  summary: 'Create a brand and its owner; signs the owner in',
  access: { kind: 'public' },
  body: z.object({
    company_name: z.string().trim().min(1).max(255),
    first_name: z.string().trim().min(1).max(255),
    last_name: z.string().trim().min(1).max(255),
    email,
    password,
    confirm_password: password,
    /** base64 ALTCHA payload produced by solveToPayload() */
    altcha: z.string().max(4096),
  }),
  response: sessionSchema,
});

const newPasswordBody = z.object({ token, password, confirm_password: password });

export const setPassword = endpoint({
  id: 'auth.setPassword',
  method: 'POST',
  path: '/api/auth/set-password',
  summary: 'Set the first password with the emailed set-password link',
  access: { kind: 'public' },
  body: newPasswordBody,
  response: okSchema,
});

export const forgotPassword = endpoint({
  id: 'auth.forgotPassword',
  method: 'POST',
  path: '/api/auth/forgot-password',
  summary: 'Email a reset-password link; answers the same whether the account exists or not',
  access: { kind: 'public' },
  body: z.object({ email }),
  response: okSchema,
});

export const resetPassword = endpoint({
  id: 'auth.resetPassword',
  method: 'POST',
  path: '/api/auth/reset-password',
  summary: 'Choose a new password with the emailed reset link; signs out every session',
  access: { kind: 'public' },
  body: newPasswordBody,
  response: okSchema,
});

export const resendSetPasswordToken = endpoint({
  id: 'auth.resendSetPasswordToken',
  method: 'POST',
  path: '/api/auth/resend-set-password-token',
  summary: 'Email a fresh set-password link (always answers ok)',
  access: { kind: 'public' },
  body: z.object({ email }),
  response: okSchema,
});

export const resendResetPasswordToken = endpoint({
  id: 'auth.resendResetPasswordToken',
  method: 'POST',
  path: '/api/auth/resend-reset-password-token',
  summary: 'Email a fresh reset-password link (always answers ok)',
  access: { kind: 'public' },
  body: z.object({ email }),
  response: okSchema,
});

export const changePassword = endpoint({
  id: 'auth.changePassword',
  method: 'PUT',
  path: '/api/user/change-password',
  summary: 'Change the password; other sessions are signed out',
  access: { kind: 'user' },
  body: z.object({
    current_password: z
      .string()
      .min(1)
      .max(PASSWORD_MAX * 4),
    new_password: password,
    confirm_password: password,
  }),
  response: okSchema,
});

export const me = endpoint({
  id: 'auth.me',
  method: 'GET',
  path: '/api/user/me',
  summary: 'The signed-in user with brand, permissions and onboarding flags',
  access: { kind: 'user' },
  response: meSchema,
});

export const authEndpoints = [
  login,
  logout,
  refreshToken,
  challenge,
  signUp,
  setPassword,
  forgotPassword,
  resetPassword,
  resendSetPasswordToken,
  resendResetPasswordToken,
  changePassword,
  me,
] as const;
