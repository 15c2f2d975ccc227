-- One row per (event, endpoint): the delivery log. The job that sends it lives in pg-boss
-- (schema pgboss, queue webhooks.deliver); this row is what the brand sees and what replay re-sends.
CREATE TABLE webhook_deliveries (
  id               bigserial PRIMARY KEY,
  brand_id         bigint NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  endpoint_id      bigint NOT NULL REFERENCES webhook_endpoints(id) ON DELETE CASCADE,
  -- the Standard Webhooks `webhook-id` (msg_…): the same on every attempt and replay, so receivers dedupe
  event_id         text NOT NULL,
  event_type       text NOT NULL,
  payload          jsonb NOT NULL,
  status           text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
  attempts         integer NOT NULL DEFAULT 0,
  response_status  integer,
  duration_ms      integer,
  error            text,
  next_attempt_at  timestamptz,
  last_attempt_at  timestamptz,
  delivered_at     timestamptz,
  created_at       timestamptz NOT NULL DEFAULT now()
);
-- the delivery log pages newest first by id (keyset)
CREATE INDEX webhook_deliveries_endpoint ON webhook_deliveries (endpoint_id, id DESC);
CREATE INDEX webhook_deliveries_brand ON webhook_deliveries (brand_id, id DESC);
