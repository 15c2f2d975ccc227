import { z } from 'zod';
import { endpoint } from '../contract.ts';
import { LEVEL } from '../permissions.ts';

/**
 * Brand API key (spec 1 §6 "Brand API access is by a key that must not be shared"). One live key per
 * brand; the full key appears only in the answer of create and rotate, afterwards only its prefix.
 * Managed by the owner or whoever holds full access on brand account (module 10, level 15).
 * docs/decisions/016-api-keys-and-access-requests.md.
 */
const manage = { kind: 'module', module: 'brand_account', level: LEVEL.full } as const;

export const apiKeyInfoSchema = z.object({
  /** visible start of the key, e.g. `bc_live_ab12cd` */
  prefix: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type ApiKeyInfo = z.infer<typeof apiKeyInfoSchema>;

/** The one answer that carries the whole key. */
export const revealedKeySchema = apiKeyInfoSchema.extend({ api_key: z.string() });
export type RevealedKey = z.infer<typeof revealedKeySchema>;

export const getApiKey = endpoint({
  id: 'apiKeys.get',
  method: 'GET',
  path: '/api/user/adv/api-key',
  summary: 'The brand API key: prefix, created and last used (never the key itself)',
  access: manage,
  response: z.object({ key: apiKeyInfoSchema.nullable() }),
});

export const createApiKey = endpoint({
  id: 'apiKeys.create',
  method: 'POST',
  path: '/api/user/adv/api-key',
  summary: 'Create the brand API key; the key is shown in this answer only (409 when one exists: rotate it)',
  access: manage,
  response: revealedKeySchema,
});

export const rotateApiKey = endpoint({
  id: 'apiKeys.rotate',
  method: 'POST',
  path: '/api/user/adv/api-key/rotate',
  summary: 'Replace the brand API key: the old key stops working at once; the new one is shown once',
  access: manage,
  mayBeMissing: true,
  response: revealedKeySchema,
});

export const revokeApiKey = endpoint({
  id: 'apiKeys.revoke',
  method: 'DELETE',
  path: '/api/user/adv/api-key',
  summary: 'Revoke the brand API key',
  access: manage,
  mayBeMissing: true,
  response: z.object({ ok: z.literal(true) }),
});
