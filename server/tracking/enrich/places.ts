import { countryByCode } from '../../../src/domain/reference/data/countries.ts';
import { CITIES, REGIONS, withoutDiacritics } from '../../../src/domain/reference/data/regions.ts';

/**
 * Maps the place names of the GeoIP database (DB-IP lite: English `state1` and `city`) onto the ids
 * of the reference data (src/domain/reference/data/regions*.ts), which is what offers target. Names
 * are compared folded: no diacritics, lower case, no "Province" / "City" / "(HCMC)" decoration, no
 * spaces or dashes — so "Ho Chi Minh City (HCMC)", "Da Nang City" and "Thua Thien Hue Province"
 * meet "Thành phố Hồ Chí Minh", "Đà Nẵng" and "Huế".
 *
 * A state name that is not a region of the reference data but is one of its cities (the data keeps
 * the provinces merged away by Vietnam's 2025 reform as cities of the new province: "Thai Binh"
 * under Hưng Yên) resolves to that city and its region (decision 009, Consequences).
 */
export interface Location {
  countryId: number | null;
  regionId: number | null;
  cityId: number | null;
}

export const NOWHERE: Location = Object.freeze({ countryId: null, regionId: null, cityId: null });

const DECORATION = /\([^)]*\)|\b(province|city|state of|thanh pho|tinh)\b/g;

/** "Ho Chi Minh City (HCMC)" → "hochiminh"; "Phan Rang – Tháp Chàm" → "phanrangthapcham". */
export function foldPlace(name: string): string {
  return withoutDiacritics(name)
    .toLowerCase()
    .replace(DECORATION, '')
    .replace(/[^a-z0-9]+/g, '');
}

/** Names DB-IP spells differently from the reference data, folded on both sides. */
const REGION_ALIASES: Readonly<Record<string, string>> = {
  // Thừa Thiên Huế became the centrally-run city of Huế in 2025
  thuathienhue: 'hue',
};

interface CountryPlaces {
  countryId: number;
  regions: Map<string, number>;
  /** city name → city id and region, for each region */
  citiesOf: Map<number, Map<string, number>>;
  /** city name → [regionId, cityId] across the country (state names of merged provinces) */
  cities: Map<string, readonly [number, number]>;
}

function buildIndex(): Map<number, CountryPlaces> {
  const byCountry = new Map<number, CountryPlaces>();
  const regionCountry = new Map<number, number>();
  for (const r of REGIONS) {
    let c = byCountry.get(r.country_id);
    if (!c) byCountry.set(r.country_id, (c = { countryId: r.country_id, regions: new Map(), citiesOf: new Map(), cities: new Map() }));
    for (const name of [r.name.en, r.name.vi]) c.regions.set(foldPlace(name), r.id);
    c.citiesOf.set(r.id, new Map());
    regionCountry.set(r.id, r.country_id);
  }
  for (const city of CITIES) {
    const c = byCountry.get(regionCountry.get(city.region_id)!)!;
    for (const name of [city.name.en, city.name.vi]) {
      const key = foldPlace(name);
      c.citiesOf.get(city.region_id)!.set(key, city.id);
      if (!c.cities.has(key)) c.cities.set(key, [city.region_id, city.id]);
    }
  }
  return byCountry;
}

let index: Map<number, CountryPlaces> | null = null;
/** One frozen Location per distinct place, so lookups return shared objects. */
const known = new Map<string, Location>();

/** The reference ids of a GeoIP place; region and city null where the reference data has none. */
export function placeOf(countryCode: string, state: string, city: string): Location {
  const key = `${countryCode}|${state}|${city}`;
  let loc = known.get(key);
  if (loc) return loc;
  loc = Object.freeze(resolve(countryCode, state, city));
  known.set(key, loc);
  return loc;
}

function resolve(countryCode: string, state: string, city: string): Location {
  const countryId = countryCode ? (countryByCode(countryCode)?.id ?? null) : null;
  if (countryId === null) return NOWHERE;
  index ??= buildIndex();
  const places = index.get(countryId);
  if (!places) return { countryId, regionId: null, cityId: null };
  const folded = foldPlace(state);
  const stateKey = REGION_ALIASES[folded] ?? folded;
  const cityKey = foldPlace(city);
  const regionId = places.regions.get(stateKey);
  if (regionId !== undefined) return { countryId, regionId, cityId: places.citiesOf.get(regionId)!.get(cityKey) ?? null };
  // a merged-away province reported as the state: it is a city of its new region
  const merged = places.cities.get(stateKey);
  if (merged) return { countryId, regionId: merged[0], cityId: places.citiesOf.get(merged[0])!.get(cityKey) ?? merged[1] };
  return { countryId, regionId: null, cityId: null };
}
