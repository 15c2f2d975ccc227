import type { FastifyInstance } from 'fastify';
import * as api from '../../src/domain/api-keys/contract.ts';
import { route, type FeatureDeps } from '../http/route.ts';
import { currentKey, issueKey, revokeKey } from './service.ts';

/** The brand API key (src/domain/api-keys/contract.ts). */
export function registerApiKeyRoutes(app: FastifyInstance, _deps: FeatureDeps): void {
  route(app, api.getApiKey, async ({ db, user }) => ({ key: await currentKey(db, user.brandId) }));
  route(app, api.createApiKey, ({ db, user }) => issueKey(db, user, false));
  route(app, api.rotateApiKey, ({ db, user }) => issueKey(db, user, true));
  route(app, api.revokeApiKey, async ({ db, user }) => {
    await revokeKey(db, user.brandId);
    return { ok: true as const };
  });
}
