-- Tier groups and offer management (issue 16 item 2; docs/decisions/052-tier-groups-and-offer-management.md).
-- The payout tier's upper bound (1000 %, PAYOUT_TIER_MAX) was only in the API; the table now holds it too,
-- so the ops CLI and seeds cannot store a tier the API would refuse.
ALTER TABLE tier_groups ADD CONSTRAINT tier_groups_payout_tier_max CHECK (payout_tier <= 1000);
ALTER TABLE partner_contracts ADD CONSTRAINT partner_contracts_payout_tier_max CHECK (payout_tier <= 1000);
-- members of a group (member list, member counts, delete): brand_partners was indexed only by join date
CREATE INDEX brand_partners_tier_group_idx ON brand_partners (brand_id, tier_group_id, partner_id) WHERE tier_group_id IS NOT NULL;
-- offer management: contracts per offer and partner, newest first (latest contract per partner, counts)
CREATE INDEX partner_contracts_offer_partner_idx ON partner_contracts (brand_id, offer_id, partner_id, id DESC);
