import { z } from 'zod';
import { endpoint, pageSizeQuery } from '../contract.ts';
import { LEVEL } from '../permissions.ts';
import { DELIVERY_STATUSES, WEBHOOK_EVENT_TYPES, type WebhookEventType } from './events.ts';

/**
 * Outgoing webhooks (issue 14 item 5; docs/decisions/038-webhooks.md). Like the brand API key they
 * are brand account settings: read access to brand_account lists them, full access (owner, admin,
 * or a custom role with brand_account full) changes them. The secret appears only in the answers
 * of create and rotate. Deliveries are signed by the Standard Webhooks scheme.
 */
const read = { kind: 'module', module: 'brand_account', level: LEVEL.read } as const;
const manage = { kind: 'module', module: 'brand_account', level: LEVEL.full } as const;

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
export const endpointParams = z.object({ endpointId: id });
export const deliveryParams = z.object({ deliveryId: id });

/** The URL's shape only; the server's guard also refuses private and metadata addresses (code `url_refused`). */
const url = z
  .string()
  .trim()
  .max(2000)
  .refine((s) => /^https?:\/\//i.test(s) && URL.canParse(s), 'url');
const events = z
  .array(z.enum(WEBHOOK_EVENT_TYPES as [WebhookEventType, ...WebhookEventType[]]))
  .min(1, 'required')
  .max(WEBHOOK_EVENT_TYPES.length)
  .transform((list) => [...new Set(list)]);

export const endpointBody = z.object({
  url,
  description: z.string().trim().max(200).default(''),
  events,
});
export type EndpointBody = z.input<typeof endpointBody>;
export const endpointPatch = z.object({
  url: url.optional(),
  description: z.string().trim().max(200).optional(),
  events: events.optional(),
  enabled: z.boolean().optional(),
});
export type EndpointPatch = z.input<typeof endpointPatch>;

export const webhookEndpointSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.string()),
  enabled: z.boolean(),
  disabled_at: z.string().nullable(),
  /** `failing`: 3 days of failed deliveries; `user`: switched off by hand */
  disabled_reason: z.enum(['failing', 'user']).nullable(),
  first_failure_at: z.string().nullable(),
  created_at: z.string(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;
/** The answers that carry the signing secret (`whsec_…`), once. */
export const revealedEndpointSchema = webhookEndpointSchema.extend({ secret: z.string() });
export type RevealedEndpoint = z.infer<typeof revealedEndpointSchema>;

export const deliverySchema = z.object({
  id: z.number().int(),
  endpoint_id: z.number().int(),
  event_id: z.string(),
  event_type: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number().int(),
  response_status: z.number().int().nullable(),
  duration_ms: z.number().int().nullable(),
  error: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
  last_attempt_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  created_at: z.string(),
});
export type WebhookDelivery = z.infer<typeof deliverySchema>;

export const DELIVERY_PAGE_SIZES = [25, 50, 100] as const;
export const deliveryQuery = z.object({
  /** keyset: the id of the last row of the previous page (ids only grow) */
  before: id.optional(),
  limit: pageSizeQuery(DELIVERY_PAGE_SIZES, 25),
});
export type DeliveryQuery = z.input<typeof deliveryQuery>;

export const listWebhookEndpoints = endpoint({
  id: 'webhooks.list',
  method: 'GET',
  path: '/api/user/adv/webhooks',
  summary: 'Webhook endpoints of the brand (never their secrets)',
  access: read,
  response: z.object({ items: z.array(webhookEndpointSchema) }),
});

export const createWebhookEndpoint = endpoint({
  id: 'webhooks.create',
  method: 'POST',
  path: '/api/user/adv/webhooks',
  summary: 'Register a webhook endpoint (URL, events); its signing secret is shown in this answer only',
  access: manage,
  body: endpointBody,
  response: revealedEndpointSchema,
});

export const updateWebhookEndpoint = endpoint({
  id: 'webhooks.update',
  method: 'PATCH',
  path: '/api/user/adv/webhooks/:endpointId',
  summary: 'Change a webhook endpoint: URL, description, events, enabled (enabling clears a failure run)',
  access: manage,
  params: endpointParams,
  body: endpointPatch,
  response: webhookEndpointSchema,
});

export const deleteWebhookEndpoint = endpoint({
  id: 'webhooks.delete',
  method: 'DELETE',
  path: '/api/user/adv/webhooks/:endpointId',
  summary: 'Delete a webhook endpoint and its delivery log',
  access: manage,
  params: endpointParams,
  response: z.object({ ok: z.literal(true) }),
});

export const rotateWebhookSecret = endpoint({
  id: 'webhooks.rotateSecret',
  method: 'POST',
  path: '/api/user/adv/webhooks/:endpointId/rotate-secret',
  summary: 'Replace the signing secret of a webhook endpoint; the new one is shown in this answer only',
  access: manage,
  params: endpointParams,
  response: revealedEndpointSchema,
});

export const listWebhookDeliveries = endpoint({
  id: 'webhooks.deliveries',
  method: 'GET',
  path: '/api/user/adv/webhooks/:endpointId/deliveries',
  summary: 'Delivery log of a webhook endpoint, newest first, keyset-paged (before, limit 25/50/100)',
  access: read,
  params: endpointParams,
  query: deliveryQuery,
  response: z.object({
    items: z.array(deliverySchema),
    paging: z.object({ limit: z.number().int(), next_before: z.number().int().nullable() }),
  }),
});

export const replayWebhookDelivery = endpoint({
  id: 'webhooks.replay',
  method: 'POST',
  path: '/api/user/adv/webhooks/deliveries/:deliveryId/replay',
  summary: 'Send a delivery again (same webhook-id, so receivers can dedupe); answers the delivery, now pending',
  access: manage,
  params: deliveryParams,
  response: deliverySchema,
});

export const sendWebhookTest = endpoint({
  id: 'webhooks.test',
  method: 'POST',
  path: '/api/user/adv/webhooks/:endpointId/test',
  summary: 'Queue a webhook.test event to one endpoint; answers its delivery',
  access: manage,
  params: endpointParams,
  response: deliverySchema,
});
