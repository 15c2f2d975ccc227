import { useQuery } from '@tanstack/react-query';
import { settingsMetaQuery } from '../../../api/profile.ts';
import { countriesQuery } from '../../../api/reference.ts';
import { useI18n } from '../../../i18n/runtime.ts';

/**
 * Names of the ids a market profile carries (verticals, countries, partner and property types,
 * audience bands, traffic sources) from the reference lists in the UI language. Unknown ids (a list
 * still loading) read as "#id", never as nothing.
 */
export function useNames() {
  const { locale } = useI18n();
  const meta = useQuery(settingsMetaQuery(locale)).data;
  const countries = useQuery(countriesQuery(locale)).data;
  const of =
    (list: readonly { id: number; name: string }[] | undefined) =>
    (id: number | null | undefined): string =>
      id == null ? '' : (list?.find((x) => x.id === id)?.name ?? `#${id}`);
  const subVerticals = meta?.verticals.flatMap((v) => v.sub_verticals) ?? [];
  return {
    vertical: of([...(meta?.verticals ?? []), ...subVerticals]),
    country: of(countries),
    partnerType: of(meta?.partner_types),
    organizationType: of(meta?.organization_types),
    propertyType: of(meta?.property_types),
    trafficSource: of(meta?.traffic_sources),
    audienceAge: of(meta?.audience_ages),
    gender: of(meta?.genders),
    socialPlatform: (code: string | null) => (code ? (meta?.social_platforms.find((p) => p.code === code)?.name ?? code) : ''),
  };
}
export type Names = ReturnType<typeof useNames>;

/** "A, B, C", or the given text for none. */
export const listOf = (names: readonly string[], none: string): string => (names.length ? names.join(', ') : none);
