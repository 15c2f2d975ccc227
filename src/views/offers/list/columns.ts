import { useQuery, useQueryClient } from '@tanstack/react-query';
import { columnSettingsQuery, profileKeys, saveColumnSettings } from '../../../api/profile.ts';
import { columnSettings, type ColumnSettings, type SavedColumns } from '../../../domain/profile/columns.ts';

/**
 * Offer list columns (spec 2 §3 list row), persisted per user through the report column-setting
 * endpoint with report key `offers` (src/domain/profile/columns.ts holds the default groups). Until
 * the server answers — or if it refuses — the defaults apply, so the list never waits on them.
 */
export const OFFER_COLUMNS_REPORT = 'offers';
export type OfferColumnKey =
  'id' | 'name' | 'status' | 'default_payout' | 'payout_type' | 'total_partners' | 'working_partners' | 'tags' | 'created_at';

export const toSaved = (s: ColumnSettings): SavedColumns => ({
  groups: s.groups.map((g, gi) => ({
    key: g.key,
    order: gi,
    columns: g.columns.map((c, ci) => ({ key: c.key, order: ci, is_enable: c.is_enable })),
  })),
});

/** Enabled columns, in group order then column order. */
export const visibleColumns = (s: ColumnSettings): OfferColumnKey[] =>
  s.groups.flatMap((g) => g.columns.filter((c) => c.is_enable).map((c) => c.key as OfferColumnKey));

export function useOfferColumns() {
  const client = useQueryClient();
  const q = useQuery({ ...columnSettingsQuery(OFFER_COLUMNS_REPORT), retry: false });
  const settings = q.data ?? columnSettings(OFFER_COLUMNS_REPORT, null);
  const key = profileKeys.columns(OFFER_COLUMNS_REPORT);
  return {
    settings,
    /** optimistic: the table follows at once; the server's answer (merged over the defaults) replaces it */
    async save(next: ColumnSettings): Promise<void> {
      client.setQueryData(key, next);
      client.setQueryData(key, await saveColumnSettings(client, OFFER_COLUMNS_REPORT, toSaved(next)));
    },
    async restore(): Promise<void> {
      client.setQueryData(key, columnSettings(OFFER_COLUMNS_REPORT, null));
      client.setQueryData(key, await saveColumnSettings(client, OFFER_COLUMNS_REPORT, { restore_default: true }));
    },
  };
}
