-- Partner ids stored before partners existed as data (issue 5 item 1; docs/decisions/012 promised the
-- key, docs/decisions/022-partners-and-contracts.md keeps the promise). Ids that match no partner
-- were placeholders typed by hand: they point at nobody, so they are deleted before the key is added.
DELETE FROM brand_user_partners bup WHERE NOT EXISTS (SELECT 1 FROM partners p WHERE p.id = bup.partner_id);
ALTER TABLE brand_user_partners
  ADD CONSTRAINT brand_user_partners_partner_fkey FOREIGN KEY (partner_id) REFERENCES partners(id) ON DELETE CASCADE;

DELETE FROM offer_private_payouts opp WHERE NOT EXISTS (SELECT 1 FROM partners p WHERE p.id = opp.partner_id);
ALTER TABLE offer_private_payouts
  ADD CONSTRAINT offer_private_payouts_partner_fkey FOREIGN KEY (partner_id) REFERENCES partners(id) ON DELETE CASCADE;
-- ON DELETE CASCADE needs the referencing side indexed to stay cheap.
CREATE INDEX offer_private_payouts_partner_idx ON offer_private_payouts (partner_id);

-- The expiry job finds approved contracts whose end date has passed.
CREATE INDEX partner_contracts_expiry_idx ON partner_contracts (end_date) WHERE status = 'approved' AND end_date IS NOT NULL;
-- Partner-side lookups (a partner's brands, ON DELETE CASCADE from partners).
CREATE INDEX brand_partners_partner_idx ON brand_partners (partner_id);

-- Who ended a contract early and when (spec 3 §4: either party may terminate); NULL while live.
ALTER TABLE partner_contracts ADD COLUMN ended_by text CHECK (ended_by IN ('brand', 'partner', 'clock'));
ALTER TABLE partner_contracts ADD COLUMN ended_at timestamptz;
