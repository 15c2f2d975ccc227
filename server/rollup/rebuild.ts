import type { Db } from '../db/pool.ts';
import { COUNT_COLUMNS, MONEY_COLUMNS } from './contribution.ts';
import { contributionSql } from './contribution-sql.ts';

/** A conversion's figures in rollup column order (conversions … flagged_conversions, then money). */
const figures = contributionSql('conversions');
const CONVERSION_FIGURES = [...COUNT_COLUMNS, ...MONEY_COLUMNS].map((c) => figures[c]);

/**
 * Rebuilds rollup_hourly from the raw clicks and conversions, with the tracking engine's rules
 * (server/rollup/batch.ts): test traffic, refused clicks and clicks without a partner stay
 * out; money counts conversions that are not rejected; "flagged" is fraud level warning, bad or
 * drop; the hour is the UTC hour. Used by the report tests (seed raw rows, derive the rollups, so no
 * expected figure is typed by hand), by the benchmark (bulk rows), and as a repair tool.
 * `brandId` null rebuilds every brand.
 */
export async function rebuildRollups(db: Db, brandId: number | null): Promise<number> {
  const scope = brandId === null ? 'TRUE' : 'brand_id = $1';
  const args = brandId === null ? [] : [brandId];
  await db.query(`DELETE FROM rollup_hourly WHERE ${scope}`, args);
  const flagged = `(fraud_level IN ('warning', 'bad', 'drop'))::int`;
  const { rowCount } = await db.query(
    `INSERT INTO rollup_hourly (brand_id, hour, offer_id, partner_id, clicks, unique_clicks, flagged_clicks, conversions, pending, approved,
                                rejected, organic, flagged_conversions, payout, revenue, sale_amount, approved_payout, approved_revenue)
     SELECT brand_id, hour, offer_id, partner_id, sum(clicks), sum(unique_clicks), sum(flagged_clicks), sum(conversions), sum(pending), sum(approved),
            sum(rejected), sum(organic), sum(flagged_conversions), sum(payout), sum(revenue), sum(sale_amount), sum(approved_payout), sum(approved_revenue)
       FROM (
         SELECT brand_id, date_trunc('hour', created_at, 'UTC') AS hour, offer_id, partner_id,
                count(*) AS clicks, count(*) FILTER (WHERE is_unique) AS unique_clicks, sum(${flagged}) AS flagged_clicks,
                0 AS conversions, 0 AS pending, 0 AS approved, 0 AS rejected, 0 AS organic, 0 AS flagged_conversions,
                0::numeric AS payout, 0::numeric AS revenue, 0::numeric AS sale_amount, 0::numeric AS approved_payout, 0::numeric AS approved_revenue
           FROM clicks
          WHERE ${scope} AND NOT is_test AND refusal IS NULL AND partner_id IS NOT NULL
          GROUP BY 1, 2, 3, 4
         UNION ALL
         SELECT brand_id, date_trunc('hour', created_at, 'UTC'), offer_id, partner_id, 0, 0, 0,
                ${CONVERSION_FIGURES.map((c) => `sum(${c})`).join(', ')}
           FROM conversions
          WHERE ${scope} AND NOT is_test
          GROUP BY 1, 2, 3, 4
       ) x
      GROUP BY brand_id, hour, offer_id, partner_id`,
    args,
  );
  return rowCount ?? 0;
}
