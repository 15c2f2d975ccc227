-- A cross-check record's live figures without reading its conversions (issue 27's target: the
-- overview of a year of periods at 1M conversions, p95 ≤ 50 ms; docs/decisions/095-cross-check-day-sums.md).
-- One row per brand, partner and UTC day of created_at (the postback time, as a record's period
-- counts it) holding exactly the sums of decision 090 (records.ts sumsSql) over that day's
-- conversions, test conversions left out. Kept by statement triggers on conversions, so every
-- writer — the tracking batch, conversion actions, adjustments, uploads, the lock, a seed or a
-- test's own INSERT — keeps it in the same transaction, and a record's figures are the sum of at
-- most 366 rows. Upserts add deltas (INSERT … ON CONFLICT … SET x = x + delta), taken in key order,
-- so concurrent writers queue on a row and never lose a delta.
CREATE TABLE cross_check_day_sums (
  brand_id        bigint NOT NULL,
  partner_id      bigint NOT NULL,
  day             date NOT NULL,
  -- pending, gross and unapproved
  pending_count   integer NOT NULL DEFAULT 0,
  approved_count  integer NOT NULL DEFAULT 0,
  -- rejected and organic
  rejected_count  integer NOT NULL DEFAULT 0,
  -- Σ payout − bonus + adjustment over pending and approved
  estimated       numeric(20, 4) NOT NULL DEFAULT 0,
  -- Σ payout − bonus + adjustment over approved
  approved        numeric(20, 4) NOT NULL DEFAULT 0,
  -- Σ revenue over approved
  cost            numeric(20, 4) NOT NULL DEFAULT 0,
  -- Σ bonus over approved
  bonus           numeric(20, 4) NOT NULL DEFAULT 0,
  PRIMARY KEY (brand_id, partner_id, day)
);

-- A conversion's contribution, signed by `direction`: +1 for a row as it is now, −1 as it was.
CREATE FUNCTION cross_check_day_contribution(c conversions, direction integer)
RETURNS TABLE (brand_id bigint, partner_id bigint, day date, pending_count integer, approved_count integer,
               rejected_count integer, estimated numeric, approved numeric, cost numeric, bonus numeric)
LANGUAGE sql IMMUTABLE AS $$
  SELECT c.brand_id, c.partner_id, (c.created_at AT TIME ZONE 'UTC')::date,
         direction * (c.status IN ('pending', 'gross', 'unapproved'))::int,
         direction * (c.status = 'approved')::int,
         direction * (c.status IN ('rejected', 'organic'))::int,
         CASE WHEN c.status IN ('pending', 'gross', 'unapproved', 'approved') THEN direction * (c.payout - c.bonus + c.adjustment) ELSE 0 END,
         CASE WHEN c.status = 'approved' THEN direction * (c.payout - c.bonus + c.adjustment) ELSE 0 END,
         CASE WHEN c.status = 'approved' THEN direction * c.revenue ELSE 0 END,
         CASE WHEN c.status = 'approved' THEN direction * c.bonus ELSE 0 END
   WHERE NOT c.is_test
$$;

-- Adds a statement's rows to the day sums: its new rows (+1) and its old rows (−1), from the
-- transition tables, which only the trigger function itself can read (hence one function).
CREATE FUNCTION cross_check_day_sums_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  source text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT d.* FROM new_rows c, cross_check_day_contribution(c, 1) d'
    WHEN 'DELETE' THEN 'SELECT d.* FROM old_rows c, cross_check_day_contribution(c, -1) d'
    ELSE 'SELECT d.* FROM new_rows c, cross_check_day_contribution(c, 1) d
          UNION ALL SELECT d.* FROM old_rows c, cross_check_day_contribution(c, -1) d' END;
BEGIN
  EXECUTE format($q$
    INSERT INTO cross_check_day_sums AS s (brand_id, partner_id, day, pending_count, approved_count, rejected_count, estimated, approved, cost, bonus)
    SELECT d.brand_id, d.partner_id, d.day, sum(d.pending_count), sum(d.approved_count), sum(d.rejected_count),
           sum(d.estimated), sum(d.approved), sum(d.cost), sum(d.bonus)
      FROM (%s) d
     GROUP BY d.brand_id, d.partner_id, d.day
    -- an UPDATE that moved nothing a record counts (fraud labels, payment status) writes no row
    HAVING sum(d.pending_count) <> 0 OR sum(d.approved_count) <> 0 OR sum(d.rejected_count) <> 0
        OR sum(d.estimated) <> 0 OR sum(d.approved) <> 0 OR sum(d.cost) <> 0 OR sum(d.bonus) <> 0
     ORDER BY d.brand_id, d.partner_id, d.day
    ON CONFLICT (brand_id, partner_id, day) DO UPDATE SET
      pending_count = s.pending_count + EXCLUDED.pending_count,
      approved_count = s.approved_count + EXCLUDED.approved_count,
      rejected_count = s.rejected_count + EXCLUDED.rejected_count,
      estimated = s.estimated + EXCLUDED.estimated,
      approved = s.approved + EXCLUDED.approved,
      cost = s.cost + EXCLUDED.cost,
      bonus = s.bonus + EXCLUDED.bonus$q$, source);
  RETURN NULL;
END;
$$;

CREATE TRIGGER conversions_day_sums_insert AFTER INSERT ON conversions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION cross_check_day_sums_apply();
CREATE TRIGGER conversions_day_sums_update AFTER UPDATE ON conversions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION cross_check_day_sums_apply();
CREATE TRIGGER conversions_day_sums_delete AFTER DELETE ON conversions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION cross_check_day_sums_apply();

-- the conversions already stored
INSERT INTO cross_check_day_sums (brand_id, partner_id, day, pending_count, approved_count, rejected_count, estimated, approved, cost, bonus)
SELECT d.brand_id, d.partner_id, d.day, sum(d.pending_count), sum(d.approved_count), sum(d.rejected_count),
       sum(d.estimated), sum(d.approved), sum(d.cost), sum(d.bonus)
  FROM conversions c, cross_check_day_contribution(c, 1) d
 GROUP BY d.brand_id, d.partner_id, d.day;
