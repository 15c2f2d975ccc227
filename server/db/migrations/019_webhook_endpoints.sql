-- Outgoing webhooks (issue 14 item 5, decision 038): the URLs a brand registers for its events.
CREATE TABLE webhook_endpoints (
  id                bigserial PRIMARY KEY,
  brand_id          bigint NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  url               text NOT NULL,
  description       text NOT NULL DEFAULT '',
  -- `whsec_` + base64 of 24 random bytes, as Standard Webhooks expects; shown once, when made
  secret            text NOT NULL,
  -- event types from src/domain/webhooks/events.ts
  events            text[] NOT NULL,
  enabled           boolean NOT NULL DEFAULT true,
  disabled_at       timestamptz,
  -- 'failing' (3 days of failed deliveries) or 'user'
  disabled_reason   text CHECK (disabled_reason IN ('failing', 'user')),
  -- start of the current run of failed deliveries; cleared by the next success
  first_failure_at  timestamptz,
  created_at        timestamptz NOT NULL DEFAULT now(),
  updated_at        timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX webhook_endpoints_brand ON webhook_endpoints (brand_id, id);
-- emitting an event looks up the brand's enabled endpoints subscribed to it
CREATE INDEX webhook_endpoints_events ON webhook_endpoints USING gin (events) WHERE enabled;
