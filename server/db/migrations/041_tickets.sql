-- Support tickets (issue 28; spec 3 §2–§5, spec 1 §2, §9; docs/decisions/087-tickets.md). A brand raises
-- a ticket (title, category, body, attachments); the support side (the provider, through the ops CLI
-- until it has a console) and the brand write messages; the ticket machine (src/machines/ticket.ts)
-- moves it created → responded → accepted | reopened → closed. Reviews of the support, 30 days apart.
CREATE TABLE tickets (
  id          bigserial PRIMARY KEY,
  brand_id    bigint NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  author_id   bigint REFERENCES brand_users(id) ON DELETE SET NULL,
  title       text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 255),
  category    text NOT NULL CHECK (category IN ('account', 'offers', 'tracking', 'reports', 'partners', 'payment', 'other')),
  status      text NOT NULL DEFAULT 'created' CHECK (status IN ('created', 'responded', 'accepted', 'reopened', 'closed')),
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  closed_at   timestamptz
);
-- the list: newest first per brand, filtered by status
CREATE INDEX tickets_brand_idx ON tickets (brand_id, id DESC);
CREATE INDEX tickets_brand_status_idx ON tickets (brand_id, status, id DESC);

-- the conversation: the ticket's body is its first message (side brand)
CREATE TABLE ticket_messages (
  id          bigserial PRIMARY KEY,
  ticket_id   bigint NOT NULL REFERENCES tickets(id) ON DELETE CASCADE,
  side        text NOT NULL CHECK (side IN ('brand', 'provider')),
  author_id   bigint REFERENCES brand_users(id) ON DELETE SET NULL,
  -- the provider's agent, shown by name (the provider has no users in this database)
  author_name text NOT NULL DEFAULT '' CHECK (char_length(author_name) <= 255),
  body        text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 5000),
  -- attachments: files of the brand with use 'attachment' (checked by content at upload)
  file_ids    bigint[] NOT NULL DEFAULT '{}' CHECK (cardinality(file_ids) <= 5),
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ticket_messages_ticket_idx ON ticket_messages (ticket_id, id);

-- reviews of the support by the brand, at most one per 30 days (the service's rule; the index serves it)
CREATE TABLE ticket_reviews (
  id          bigserial PRIMARY KEY,
  brand_id    bigint NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  author_id   bigint REFERENCES brand_users(id) ON DELETE SET NULL,
  rating      smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
  body        text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 2000),
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ticket_reviews_brand_idx ON ticket_reviews (brand_id, created_at DESC);
