import type { WebhookDelivery, WebhookEndpoint } from '../../src/domain/webhooks/contract.ts';
import type { DeliveryStatus } from '../../src/domain/webhooks/events.ts';

/** Rows of webhook_endpoints / webhook_deliveries as read here, and their wire shapes. */
export interface EndpointRow {
  id: number;
  brand_id: number;
  url: string;
  description: string;
  secret: string;
  events: string[];
  enabled: boolean;
  disabled_at: Date | null;
  disabled_reason: 'failing' | 'user' | null;
  first_failure_at: Date | null;
  created_at: Date;
}

export interface DeliveryRow {
  id: number;
  brand_id: number;
  endpoint_id: number;
  event_id: string;
  event_type: string;
  payload: unknown;
  status: DeliveryStatus;
  attempts: number;
  response_status: number | null;
  duration_ms: number | null;
  error: string | null;
  next_attempt_at: Date | null;
  last_attempt_at: Date | null;
  delivered_at: Date | null;
  created_at: Date;
}

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

export function endpointOut(r: EndpointRow): WebhookEndpoint {
  return {
    id: r.id,
    url: r.url,
    description: r.description,
    events: r.events,
    enabled: r.enabled,
    disabled_at: iso(r.disabled_at),
    disabled_reason: r.disabled_reason,
    first_failure_at: iso(r.first_failure_at),
    created_at: r.created_at.toISOString(),
  };
}

export function deliveryOut(r: DeliveryRow): WebhookDelivery {
  return {
    id: r.id,
    endpoint_id: r.endpoint_id,
    event_id: r.event_id,
    event_type: r.event_type,
    status: r.status,
    attempts: r.attempts,
    response_status: r.response_status,
    duration_ms: r.duration_ms,
    error: r.error,
    next_attempt_at: iso(r.next_attempt_at),
    last_attempt_at: iso(r.last_attempt_at),
    delivered_at: iso(r.delivered_at),
    created_at: r.created_at.toISOString(),
  };
}
