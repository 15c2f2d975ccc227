import { queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  replayWebhookDelivery,
  rotateWebhookSecret,
  sendWebhookTest,
  updateWebhookEndpoint,
  type EndpointBody,
  type EndpointPatch,
} from '../domain/webhooks/contract.ts';
import { httpOf } from './client.ts';

/** The browser's calls for outgoing webhooks (src/domain/webhooks/contract.ts). */
export const webhookKeys = {
  all: ['webhooks'] as const,
  endpoints: ['webhooks', 'endpoints'] as const,
  deliveries: (endpointId: number, before: number | null) => ['webhooks', 'deliveries', endpointId, before] as const,
};

export function webhookEndpointsQuery() {
  return queryOptions({
    queryKey: webhookKeys.endpoints,
    queryFn: ({ client, signal }) => httpOf(client).call(listWebhookEndpoints, { signal }),
  });
}

export function webhookDeliveriesQuery(endpointId: number, before: number | null = null) {
  return queryOptions({
    queryKey: webhookKeys.deliveries(endpointId, before),
    queryFn: ({ client, signal }) =>
      httpOf(client).call(listWebhookDeliveries, { params: { endpointId }, query: { limit: 25, ...(before ? { before } : {}) }, signal }),
  });
}

export const webhookCalls = (client: QueryClient) => ({
  create: (body: EndpointBody) => httpOf(client).call(createWebhookEndpoint, { body }),
  update: (endpointId: number, body: EndpointPatch) => httpOf(client).call(updateWebhookEndpoint, { params: { endpointId }, body }),
  remove: (endpointId: number) => httpOf(client).call(deleteWebhookEndpoint, { params: { endpointId } }),
  rotate: (endpointId: number) => httpOf(client).call(rotateWebhookSecret, { params: { endpointId } }),
  sendTest: (endpointId: number) => httpOf(client).call(sendWebhookTest, { params: { endpointId } }),
  replay: (deliveryId: number) => httpOf(client).call(replayWebhookDelivery, { params: { deliveryId } }),
});
