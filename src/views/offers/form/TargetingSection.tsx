import { useQueries, useQuery } from '@tanstack/react-query';
import { cities, countries, regions } from '../../../domain/reference/contract.ts';
import { useI18n } from '../../../i18n/runtime.ts';
import { useRuntime } from '../../app/runtime.tsx';
import type { Option } from '../../system/Select.tsx';
import { toOptions, useOfferMeta } from '../list/reference.ts';
import * as css from '../list/offers.css.ts';
import { MultiPicker, TextInput, type FormBinding } from './fields.tsx';

const HOUR = 60 * 60_000;

/**
 * Edit tab / step "targeting": countries, then regions of the chosen countries, then cities of the
 * chosen regions (GET /api/common/countries|regions|cities), zip codes, devices, OS, browsers (meta)
 * and the IP blacklist. Regions and cities load only for what is chosen above them.
 */
export function TargetingSection({ f }: { f: FormBinding }) {
  const { LL, locale } = useI18n();
  const { http } = useRuntime();
  const meta = useOfferMeta();
  const F = LL.offers.fields;
  const countryList = useQuery({
    queryKey: ['reference', 'countries', locale],
    queryFn: ({ signal }) => http.call(countries, { query: { lang: locale }, signal }),
    staleTime: HOUR,
  });
  const regionLists = useQueries({
    queries: f.draft.countries.map((country_id) => ({
      queryKey: ['reference', 'regions', locale, country_id],
      staleTime: HOUR,
      queryFn: ({ signal }: { signal: AbortSignal }) => http.call(regions, { query: { lang: locale, country_id }, signal }),
    })),
  });
  const cityLists = useQueries({
    queries: f.draft.regions.map((region_id) => ({
      queryKey: ['reference', 'cities', locale, region_id],
      staleTime: HOUR,
      queryFn: ({ signal }: { signal: AbortSignal }) => http.call(cities, { query: { lang: locale, region_id }, signal }),
    })),
  });
  const regionOptions: Option[] = regionLists.flatMap((q) => toOptions(q.data));
  const cityOptions: Option[] = cityLists.flatMap((q) => toOptions(q.data));
  return (
    <div className={css.form}>
      <MultiPicker f={f} name="countries" label={F.countries()} options={toOptions(countryList.data)} />
      <MultiPicker f={f} name="regions" label={F.regions()} options={regionOptions} />
      <MultiPicker f={f} name="cities" label={F.cities()} options={cityOptions} />
      <TextInput f={f} name="zip_codes" label={F.zipCodes()} />
      <MultiPicker f={f} name="devices" label={F.devices()} options={toOptions(meta?.devices)} />
      <MultiPicker f={f} name="operating_systems" label={F.operatingSystems()} options={toOptions(meta?.operating_systems)} />
      <MultiPicker f={f} name="browsers" label={F.browsers()} options={toOptions(meta?.browsers)} />
      <TextInput f={f} name="ip_blacklist" label={F.ipBlacklist()} multiline />
    </div>
  );
}
