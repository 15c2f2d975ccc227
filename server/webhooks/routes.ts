import type { FastifyInstance } from 'fastify';
import * as api from '../../src/domain/webhooks/contract.ts';
import { route, type FeatureDeps } from '../http/route.ts';
import {
  createEndpoint,
  deleteEndpoint,
  listDeliveries,
  listEndpoints,
  replayDelivery,
  rotateSecret,
  sendTestEvent,
  updateEndpoint,
} from './service.ts';

/** Outgoing webhooks (src/domain/webhooks/contract.ts, decision 038). */
export function registerWebhookRoutes(app: FastifyInstance, { config }: FeatureDeps): void {
  const allow = config.webhookAllowAddresses;
  route(app, api.listWebhookEndpoints, async ({ db, user }) => ({ items: await listEndpoints(db, user.brandId) }));
  route(app, api.createWebhookEndpoint, ({ db, user, body }) => createEndpoint(db, user, body, allow));
  route(app, api.updateWebhookEndpoint, ({ db, user, params, body }) => updateEndpoint(db, user.brandId, params.endpointId, body, allow));
  route(app, api.deleteWebhookEndpoint, async ({ db, user, params }) => {
    await deleteEndpoint(db, user.brandId, params.endpointId);
    return { ok: true as const };
  });
  route(app, api.rotateWebhookSecret, ({ db, user, params }) => rotateSecret(db, user.brandId, params.endpointId));
  route(app, api.listWebhookDeliveries, ({ db, user, params, query }) => listDeliveries(db, user.brandId, params.endpointId, query));
  route(app, api.replayWebhookDelivery, ({ db, user, params }) => replayDelivery(db, user.brandId, params.deliveryId));
  route(app, api.sendWebhookTest, ({ db, user, params }) => sendTestEvent(db, user.brandId, params.endpointId));
}
