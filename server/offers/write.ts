import { parseDate, formatDate } from '../../src/domain/validation/dates.ts';
import type { Tx } from '../db/pool.ts';
import { setBudgets, setPrivatePayouts, setTags } from './queries.ts';

/** Columns a tab may write, and how each value is stored. */
const COLUMN_KIND = {
  name: 'text',
  vertical_id: 'int',
  sub_vertical_id: 'int',
  channel_id: 'int',
  payout_model_id: 'int',
  revenue_model_id: 'int',
  default_payout: 'money',
  default_revenue: 'money',
  payout_type_id: 'int',
  revenue_type_id: 'int',
  priority: 'int',
  thumbnail_file_id: 'int',
  offer_group_id: 'int',
  description: 'text',
  terms: 'text',
  internal_note: 'text',
  android_app_id: 'text',
  ios_app_id: 'text',
  preview_url: 'text',
  default_landing_page_url: 'text',
  redirect_url: 'text',
  macro_url: 'text',
  tracking_domain: 'text',
  tracking_sub_domain: 'text',
  click_lifetime: 'int',
  session_lifespan: 'int',
  conversion_lifetime: 'int',
  additional_params: 'text',
  manual_approval: 'bool',
  allow_duplicates: 'bool',
  multiple_conversions: 'bool',
  countries: 'ints',
  regions: 'ints',
  cities: 'ints',
  zip_codes: 'text',
  devices: 'ints',
  operating_systems: 'ints',
  browsers: 'ints',
  ip_blacklist: 'text',
  start_date: 'date',
  end_date: 'date',
  time_zone: 'text',
  time_segments: 'json',
  creative_ids: 'ints',
} as const;
type Column = keyof typeof COLUMN_KIND;

/** MM/dd/yyyy → yyyy-mm-dd (null for absent). */
export function sqlDate(text: unknown): string | null {
  if (typeof text !== 'string' || !text) return null;
  const day = parseDate(text);
  if (day === null) return null;
  const [m, d, y] = formatDate(day).split('/');
  return `${y}-${m}-${d}`;
}

function stored(column: Column, value: unknown): unknown {
  switch (COLUMN_KIND[column]) {
    case 'text':
      return typeof value === 'string' ? value.trim() : '';
    case 'int':
      return value ?? null;
    case 'money':
      return value;
    case 'bool':
      return Boolean(value);
    case 'ints':
      return value ?? [];
    case 'date':
      return sqlDate(value);
    case 'json':
      return JSON.stringify(value ?? []);
  }
}

/**
 * Writes the scalar columns present in `fields` and the child lists (tags, private payouts,
 * budgets) present there, in the caller's transaction. Unknown keys are ignored.
 */
export async function writeOffer(
  tx: Tx,
  brandId: number,
  offerId: number,
  fields: Record<string, unknown>,
  extra: Record<string, unknown> = {},
): Promise<void> {
  const sets: string[] = [];
  const values: unknown[] = [offerId, brandId];
  for (const [key, value] of Object.entries({ ...fields, ...extra })) {
    if (!(key in COLUMN_KIND) && !(key in extra)) continue;
    if (value === undefined) continue;
    values.push(key in COLUMN_KIND ? stored(key as Column, value) : value);
    sets.push(`${key} = $${values.length}`);
  }
  await tx.query(`UPDATE offers SET ${[...sets, 'updated_at = now()'].join(', ')} WHERE id = $1 AND brand_id = $2`, values);
  if (Array.isArray(fields.tags)) await setTags(tx, brandId, offerId, fields.tags as string[]);
  if (Array.isArray(fields.private_payouts))
    await setPrivatePayouts(tx, offerId, fields.private_payouts as { partner_id: number; payout: string }[]);
  if (Array.isArray(fields.budgets))
    await setBudgets(tx, offerId, fields.budgets as { budget_type: number; frequency: number; value: string }[]);
}
