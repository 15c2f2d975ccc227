import { z } from 'zod';
import { sessionSchema, okSchema } from '../auth/contract.ts';
import { EMAIL_MAX, PASSWORD_MAX } from '../auth/password.ts';
import { endpoint } from '../contract.ts';
import { agencyContractSchema } from './contract.ts';

/**
 * An agency's own sign-in and its way into a brand (issue 25 item 3; spec 1 §1, §4;
 * docs/decisions/077-agencies-inside-a-brand.md). These routes are `public` to the brand's guard:
 * they take the agency's own bearer token (`/api/agency/login` issues it), which no brand route
 * accepts, and a brand token is no agency token. Entering a brand answers a brand session whose
 * principal is the agency acting for the brand with exactly the contract's levels.
 */
const AGENCY = { kind: 'public' } as const;

export const agencyUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  agency_id: z.number().int(),
  agency_name: z.string(),
});
export type AgencyUser = z.infer<typeof agencyUserSchema>;

export const agencySessionSchema = z.object({
  access_token: z.string(),
  /** seconds; the waiting room has no refresh token: sign in again after it */
  expires_in: z.number().int(),
  agency_user: agencyUserSchema,
});
export type AgencySession = z.infer<typeof agencySessionSchema>;

/** One brand the agency holds a contract in force with. */
export const agencyBrandSchema = z.object({
  contract_id: z.number().int(),
  brand_id: z.number().int(),
  company_name: z.string(),
  start_at: z.string(),
  /** null: open-ended */
  end_at: z.string().nullable(),
  status: agencyContractSchema.shape.status,
  permissions: agencyContractSchema.shape.permissions,
});
export type AgencyBrand = z.infer<typeof agencyBrandSchema>;

export const agencyLogin = endpoint({
  id: 'agencyInside.login',
  method: 'POST',
  path: '/api/agency/login',
  summary: "Sign in as an agency user (the agency's own account type); the same throttle as the brand's sign-in",
  access: AGENCY,
  ownCredential: 'password',
  body: z.object({
    email: z.string().trim().min(1).max(EMAIL_MAX),
    password: z
      .string()
      .min(1)
      .max(PASSWORD_MAX * 4),
  }),
  response: agencySessionSchema,
});

export const agencyMe = endpoint({
  id: 'agencyInside.me',
  method: 'GET',
  path: '/api/agency/me',
  summary: 'The signed-in agency user (agency bearer token)',
  access: AGENCY,
  ownCredential: 'agencyToken',
  response: agencyUserSchema,
});

export const agencyBrands = endpoint({
  id: 'agencyInside.brands',
  method: 'GET',
  path: '/api/agency/brands',
  summary: 'The brands the agency holds a contract in force with: brand, contract, end date, module levels',
  access: AGENCY,
  ownCredential: 'agencyToken',
  response: z.array(agencyBrandSchema),
});

export const enterBrand = endpoint({
  id: 'agencyInside.enter',
  method: 'POST',
  path: '/api/agency/brands/:contractId/enter',
  summary: 'Enter a brand under a contract in force: closes the agency session, answers a brand session acting for the agency',
  access: AGENCY,
  ownCredential: 'agencyToken',
  params: z.object({ contractId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
  response: sessionSchema,
});

export const agencyLogout = endpoint({
  id: 'agencyInside.logout',
  method: 'POST',
  path: '/api/agency/logout',
  summary: 'End the agency session',
  access: AGENCY,
  ownCredential: 'agencyToken',
  response: okSchema,
});

export const agencyInsideEndpoints = [agencyLogin, agencyMe, agencyBrands, enterBrand, agencyLogout] as const;
