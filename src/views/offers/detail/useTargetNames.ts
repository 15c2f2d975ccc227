import { useQueries, useQuery } from '@tanstack/react-query';
import { settingsMetaQuery } from '../../../api/profile.ts';
import { citiesQuery, countriesQuery, regionsQuery } from '../../../api/reference.ts';
import type { Offer } from '../../../domain/offers/schema.ts';
import { useI18n } from '../../../i18n/runtime.ts';

type Named = { id: number; name: string };

/**
 * The names, in the UI language, of the reference ids an offer stores (decision 066): countries,
 * regions and cities of its targeting, devices, systems and browsers, schedule days, budget types and
 * frequencies, the time zone. An id whose list is still loading reads "#id", never nothing.
 */
export function useTargetNames(o: Pick<Offer, 'countries' | 'regions'>) {
  const { locale } = useI18n();
  const meta = useQuery(settingsMetaQuery(locale)).data;
  const countries = useQuery(countriesQuery(locale)).data;
  const regions = useQueries({ queries: o.countries.map((id) => regionsQuery(locale, id)) }).flatMap((q) => q.data ?? []);
  const cities = useQueries({ queries: o.regions.map((id) => citiesQuery(locale, id)) }).flatMap((q) => q.data ?? []);
  const of =
    (list: readonly Named[] | undefined) =>
    (ids: readonly number[]): string =>
      ids.map((id) => list?.find((x) => x.id === id)?.name ?? `#${id}`).join(', ');
  const one = (list: readonly Named[] | undefined) => (id: number) => of(list)([id]);
  return {
    countries: of(countries),
    regions: of(regions),
    cities: of(cities),
    devices: of(meta?.devices),
    operatingSystems: of(meta?.operating_systems),
    browsers: of(meta?.browsers),
    // schedule days keep Date#getDay() ids (0 = Sunday), the reference list's ids
    day: one(meta?.schedule_days),
    budgetType: one(meta?.offer_budget_types),
    frequency: one(meta?.offer_budget_frequencies),
    /** an IANA zone id as its name in the time-zone list ("Ho Chi Minh City (Indochina Time)") */
    timeZone: (id: string) => meta?.time_zones.find((z) => z.id === id)?.name ?? id,
  };
}
