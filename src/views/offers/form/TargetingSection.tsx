import { useQueries, useQuery } from '@tanstack/react-query';
import { citiesQuery, countriesQuery, regionsQuery } from '../../../api/reference.ts';
import { pruneGeo } from '../../../domain/reference/geo-ids.ts';
import { useI18n } from '../../../i18n/runtime.ts';
import type { Option } from '../../system/Select.tsx';
import { toOptions, useOfferMeta } from '../list/reference.ts';
import * as css from '../list/offers.css.ts';
import { MultiPicker, TextInput, type FormBinding } from './fields.tsx';

/**
 * Edit tab / step "targeting": countries, then regions of the chosen countries, then cities of the
 * chosen regions (GET /api/common/countries|regions|cities), zip codes, devices, OS, browsers (meta)
 * and the IP blacklist. Regions and cities load only for what is chosen above them; removing a
 * country or region drops what was chosen under it (pruneGeo), since a region of a country no longer
 * targeted would refuse every click. Clicks are located with DB-IP's data, whose licence (CC BY 4.0)
 * asks for the link shown under the pickers (docs/decisions/040-geoip-city-and-s3-tests.md).
 */
const DB_IP_URL = 'https://db-ip.com/';

export function TargetingSection({ f }: { f: FormBinding }) {
  const { LL, locale } = useI18n();
  const meta = useOfferMeta();
  const F = LL.offers.fields;
  const countryList = useQuery(countriesQuery(locale));
  const regionLists = useQueries({ queries: f.draft.countries.map((id) => regionsQuery(locale, id)) });
  const cityLists = useQueries({ queries: f.draft.regions.map((id) => citiesQuery(locale, id)) });
  const regionOptions: Option[] = regionLists.flatMap((q) => toOptions(q.data));
  const cityOptions: Option[] = cityLists.flatMap((q) => toOptions(q.data));
  const geo: FormBinding = { ...f, set: (patch) => f.set(pruneGeo({ ...f.draft, ...patch })) };
  return (
    <div className={css.form}>
      <MultiPicker f={geo} name="countries" label={F.countries()} options={toOptions(countryList.data)} />
      <MultiPicker f={geo} name="regions" label={F.regions()} options={regionOptions} />
      <MultiPicker f={geo} name="cities" label={F.cities()} options={cityOptions} />
      <p className={css.hint}>
        {F.geoScope()}{' '}
        <a href={DB_IP_URL} target="_blank" rel="noopener noreferrer">
          {F.geoAttribution()}
        </a>
      </p>
      <TextInput f={f} name="zip_codes" label={F.zipCodes()} />
      <MultiPicker f={f} name="devices" label={F.devices()} options={toOptions(meta?.devices)} />
      <MultiPicker f={f} name="operating_systems" label={F.operatingSystems()} options={toOptions(meta?.operating_systems)} />
      <MultiPicker f={f} name="browsers" label={F.browsers()} options={toOptions(meta?.browsers)} />
      <TextInput f={f} name="ip_blacklist" label={F.ipBlacklist()} multiline />
    </div>
  );
}
