import { z } from 'zod';
import { endpoint } from '../contract.ts';
import { LEVEL } from '../permissions.ts';

/**
 * Account-access requests of the account manager (spec 1 §4: requested, accepted, rejected; valid
 * 24 hours). The manager asks through the operator CLI (`npm run ops -- request-access`); the brand
 * owner answers here. Listing needs read access on brand account; answering is the owner's alone
 * (checked in the handler: 403 for anyone else). docs/decisions/016-api-keys-and-access-requests.md.
 */
/** The states of src/machines/access-request.ts. */
export const ACCESS_REQUEST_STATUSES = ['requested', 'accepted', 'rejected', 'expired'] as const;
export type AccessRequestStatus = (typeof ACCESS_REQUEST_STATUSES)[number];

export const ACCESS_REQUEST_HOURS = 24;
export const ACCESS_REQUEST_MS = ACCESS_REQUEST_HOURS * 3600_000;

export const accessRequestSchema = z.object({
  id: z.number().int(),
  manager_name: z.string(),
  /** as of the server's clock: a lapsed request or ended access reads `expired` */
  status: z.enum(ACCESS_REQUEST_STATUSES),
  requested_at: z.string(),
  decided_at: z.string().nullable(),
  /** requested: the answer is due by then; accepted: access ends then */
  expires_at: z.string(),
});
export type AccessRequest = z.infer<typeof accessRequestSchema>;

export const listAccessRequests = endpoint({
  id: 'accountAccess.list',
  method: 'GET',
  path: '/api/user/adv/account-access-requests',
  summary: "The account manager's access requests, newest first, with status and expiry",
  access: { kind: 'module', module: 'brand_account', level: LEVEL.read },
  response: z.object({ items: z.array(accessRequestSchema), has_access: z.boolean() }),
});

export const answerAccessRequest = endpoint({
  id: 'accountAccess.answer',
  method: 'PUT',
  path: '/api/user/adv/account-access-requests/:id',
  summary: 'Accept or reject an access request (brand owner only; 409 access_request_expired after 24 hours)',
  access: { kind: 'module', module: 'brand_account', level: LEVEL.full },
  params: z.object({ id: z.coerce.number().int().positive() }),
  body: z.object({ action: z.enum(['accept', 'reject']) }),
  response: accessRequestSchema,
});
