import type { FastifyInstance } from 'fastify';
import * as api from '../../src/domain/account-access/contract.ts';
import { route, type FeatureDeps } from '../http/route.ts';
import { answerAccessRequest, listAccessRequests } from './service.ts';

/** The account manager's access requests (src/domain/account-access/contract.ts). */
export function registerAccountAccessRoutes(app: FastifyInstance, _deps: FeatureDeps): void {
  route(app, api.listAccessRequests, ({ db, user }) => listAccessRequests(db, user.brandId));
  route(app, api.answerAccessRequest, ({ db, user, params, body }) => answerAccessRequest(db, user, params.id, body.action));
}
