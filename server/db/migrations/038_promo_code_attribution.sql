-- Promo codes in tracking (issue 26 item 4's attribution rule; docs/decisions/085-promo-code-attribution.md).
-- A conversion whose postback carried a promo code names it: the discount-program report counts by it,
-- and the code's `used` is the count of the conversions the flush let through with it (under its row lock).
-- No foreign key: conversions are written by the tracking hot path without constraint checks against
-- the brand's tables (012), and a deleted program's conversions keep their figures.
ALTER TABLE conversions ADD COLUMN promo_code_id bigint;
CREATE INDEX conversions_promo_code_idx ON conversions (promo_code_id, created_at) WHERE promo_code_id IS NOT NULL;
