import type { Endpoint } from '../../src/domain/contract.ts';
import { apiKeyAllowed } from '../../src/domain/api-keys/scope.ts';
import type { Json } from './openapi-schema.ts';

/** The two ways a caller proves who it is (server/auth/authenticate.ts). */
export const securitySchemes: Json = {
  bearer: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'The access token of a signed-in session (`POST /api/auth/login`, renewed by `POST /api/user/refresh-token`).',
  },
  apiKey: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Api-Key',
    description:
      'The brand’s API key from the profile (`bc_live_…`); also accepted as `Authorization: ApiKey <key>`. ' +
      'Read only: it acts as the brand owner on the operations that only read (every GET, and the POST lists and ' +
      'searches whose filters travel in the body), and is refused (403 `api_key_not_allowed`) on every write, on ' +
      'every read whose answer carries a secret (the global postback token), and on the sign-in, password, API-key ' +
      'and account-access endpoints. An operation says which: its `security` lists `apiKey` only where the key is accepted.',
  },
  streamTicket: {
    type: 'apiKey',
    in: 'query',
    name: 'ticket',
    description:
      'The live-events stream cannot send headers (EventSource): it takes a 60-second ticket from `GET /api/user/adv/events/ticket`.',
  },
  agencyBearer: {
    type: 'http',
    scheme: 'bearer',
    description:
      'The agency user’s own access token (`POST /api/agency/login`). No brand operation accepts it; entering a brand ' +
      '(`POST /api/agency/brands/{contractId}/enter`) answers a brand session acting for that brand.',
  },
};

/** Every non-public operation accepts either, unless it says otherwise. */
export const defaultSecurity = [{ bearer: [] }, { apiKey: [] }];

/** The operation's own `security` when it differs from the default, else undefined (it inherits). */
export function operationSecurity(e: Endpoint): Json[] | undefined {
  // public to the route layer, authenticated by the handler itself
  if (e.ownCredential === 'streamTicket') return [{ streamTicket: [] }];
  if (e.ownCredential === 'agencyToken') return [{ agencyBearer: [] }];
  if (e.access.kind === 'public') return [];
  if (!apiKeyAllowed(e)) return [{ bearer: [] }];
  return undefined;
}
