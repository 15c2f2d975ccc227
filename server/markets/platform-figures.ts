/**
 * The platform's statistics of a partner (`partner_traffic_daily`, tracked across every brand) — ONE
 * definition of each figure for every screen that shows it (decision 067): the featured boards rank
 * partners by them, the partner profile shows them, so a partner's "conversion acceptance" on the board
 * and on its profile are the same number. Each is an SQL expression over the rows of alias `d`.
 */

/** The statistics window: the last 30 days, today included (a day row is the platform's whole day). */
export const platformWindow = (d: string) => `${d}.day > current_date - 30`;

/** Conversions accepted by the brands: approved / all conversions, percent, 2 decimals; null without conversions. */
export const acceptanceSql = (d: string) => `round(100.0 * sum(${d}.approved) / NULLIF(sum(${d}.conversions), 0), 2)`;

/** Conversion rate: conversions / clicks, percent, 2 decimals; null without clicks. */
export const conversionRateSql = (d: string) => `round(100.0 * sum(${d}.conversions) / NULLIF(sum(${d}.clicks), 0), 2)`;

/** Earnings per click: revenue / clicks, 4 decimals; null without clicks. */
export const epcSql = (d: string) => `round(sum(${d}.revenue) / NULLIF(sum(${d}.clicks), 0), 4)`;

/**
 * A partner's statistics as one JSON object (the profile's overview and performance tab), correlated
 * on the partner alias `p`.
 */
export const PARTNER_STATISTICS = `(SELECT json_build_object(
    'clicks', COALESCE(sum(d.clicks), 0)::int, 'conversions', COALESCE(sum(d.conversions), 0)::int,
    'approved', COALESCE(sum(d.approved), 0)::int, 'visits', COALESCE(sum(d.visits), 0)::int,
    'cr', to_char(COALESCE(${conversionRateSql('d')}, 0), 'FM999999990.00'),
    'acceptance', to_char(COALESCE(${acceptanceSql('d')}, 0), 'FM999999990.00'),
    'epc', to_char(COALESCE(${epcSql('d')}, 0), 'FM999999990.0000'),
    'score', p.partner_score)
  FROM partner_traffic_daily d WHERE d.partner_id = p.id AND ${platformWindow('d')})`;
