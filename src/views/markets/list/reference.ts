import { useQuery } from '@tanstack/react-query';
import { settingsMetaQuery } from '../../../api/profile.ts';
import { countriesQuery } from '../../../api/reference.ts';
import { useI18n } from '../../../i18n/runtime.ts';
import type { Option } from '../../system/Select.tsx';

/**
 * The reference lists of the marketplace filters and rows (GET /api/common/meta and countries, in the
 * UI language): option lists for the filter bar and id → name lookups for the rows' verticals and geos.
 */
export function useMarketReference() {
  const { locale } = useI18n();
  const meta = useQuery(settingsMetaQuery(locale)).data;
  const countries = useQuery(countriesQuery(locale)).data;
  const opts = (items: readonly { id: number; name: string }[] | undefined): Option[] =>
    (items ?? []).map((i) => ({ id: i.id, label: i.name }));
  const verticals = opts(meta?.verticals);
  const geos = opts(countries);
  const loading = meta === undefined || countries === undefined;
  // while the lists load a row's chips say "…", never the bare id (a raw code in a cell); an id the
  // loaded list lacks still shows as itself, so a gap in the reference data is visible, not hidden
  const nameIn = (list: Option[]) => (id: number) => list.find((o) => o.id === id)?.label ?? (loading ? '…' : String(id));
  return {
    /** true until both reference lists arrived */
    loading,
    options: {
      verticals,
      geos,
      partner_types: opts(meta?.partner_types),
      partner_size: opts(meta?.partner_sizes),
      social_size: opts(meta?.social_sizes),
      audience_gender: opts(meta?.genders),
      audience_age: opts(meta?.audience_ages),
      organization_type: opts(meta?.organization_types),
    },
    verticalName: nameIn(verticals),
    geoName: nameIn(geos),
  };
}
export type MarketReference = ReturnType<typeof useMarketReference>;
