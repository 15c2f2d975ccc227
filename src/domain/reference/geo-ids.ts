/**
 * What a region or city id says about its place (decision 009: region = country id × 1000 +
 * position, city = region id × 100 + position), and a targeting made consistent with it.
 */
export const countryOfRegion = (regionId: number) => Math.floor(regionId / 1000);
export const regionOfCity = (cityId: number) => Math.floor(cityId / 100);

export interface GeoTargeting {
  countries: readonly number[];
  regions: readonly number[];
  cities: readonly number[];
}

/**
 * Drops the regions outside the chosen countries and the cities outside the chosen regions: a
 * region of a country no longer targeted would refuse every click (the targeting rule needs all
 * three to match). An empty list above targets everything, so it keeps everything below.
 */
export function pruneGeo<T extends GeoTargeting>(t: T): T {
  const regions = t.countries.length ? t.regions.filter((r) => t.countries.includes(countryOfRegion(r))) : t.regions;
  const cities = regions.length
    ? t.cities.filter((c) => regions.includes(regionOfCity(c)))
    : t.cities.filter((c) => !t.countries.length || t.countries.includes(countryOfRegion(regionOfCity(c))));
  if (regions.length === t.regions.length && cities.length === t.cities.length) return t;
  return { ...t, regions, cities };
}
