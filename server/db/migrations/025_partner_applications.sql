-- Applications and invitations (issue 16 item 4; spec 3 §3–§4; docs/decisions/054). One row per
-- answer cycle of an offer and a partner: the brand's invitation (kind invite, re-invite) or the
-- partner's application (kind applied). Its id is what the notifications' application_id /
-- invitation_id carry (/management/partner-contract?search=<id>). The status follows
-- src/machines/partner-application.ts; joined / approved go with an approved partner contract
-- (contract_id) and the partner's brand_partners row.
CREATE TABLE partner_applications (
  id           bigserial PRIMARY KEY,
  brand_id     bigint NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  offer_id     bigint NOT NULL REFERENCES offers(id) ON DELETE CASCADE,
  partner_id   bigint NOT NULL REFERENCES partners(id) ON DELETE CASCADE,
  kind         text NOT NULL CHECK (kind IN ('invite', 're-invite', 'applied')),
  status       text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'joined', 'approved', 'rejected')),
  message      text NOT NULL DEFAULT '',
  -- the brand user who invited (NULL for an application, or once the user is deleted)
  author_id    bigint REFERENCES brand_users(id) ON DELETE SET NULL,
  -- who answered last: the brand (approve / reject) or the partner (accept / decline)
  answered_by  text CHECK (answered_by IN ('brand', 'partner')),
  contract_id  bigint REFERENCES partner_contracts(id) ON DELETE SET NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now(),
  answered_at  timestamptz
);
-- at most one pending record per offer and partner (two invites at once, or an invite crossing an application)
CREATE UNIQUE INDEX partner_applications_pending_key ON partner_applications (offer_id, partner_id) WHERE status = 'pending';
-- the screen's list: newest first per brand, filtered by status / kind / offer
CREATE INDEX partner_applications_brand_idx ON partner_applications (brand_id, id DESC);
CREATE INDEX partner_applications_offer_idx ON partner_applications (offer_id, id DESC);
