import { queryOptions } from '@tanstack/react-query';
import type { QueryOf } from '../domain/contract.ts';
import * as api from '../domain/reference/contract.ts';
import { httpOf } from './client.ts';

/**
 * Reference lists of the browser (src/domain/reference/contract.ts): countries, then the regions of a
 * country, then the cities of a region, in the UI language. They change rarely: kept for an hour.
 */
const HOUR = 60 * 60_000;
type Lang = QueryOf<typeof api.countries>['lang'];

export const referenceKeys = {
  all: ['reference'] as const,
  countries: (lang: Lang) => [...referenceKeys.all, 'countries', lang] as const,
  regions: (lang: Lang, countryId: number) => [...referenceKeys.all, 'regions', lang, countryId] as const,
  cities: (lang: Lang, regionId: number) => [...referenceKeys.all, 'cities', lang, regionId] as const,
};

export const countriesQuery = (lang: Lang) =>
  queryOptions({
    queryKey: referenceKeys.countries(lang),
    queryFn: ({ client, signal }) => httpOf(client).call(api.countries, { query: { lang }, signal }),
    staleTime: HOUR,
  });

export const regionsQuery = (lang: Lang, countryId: number) =>
  queryOptions({
    queryKey: referenceKeys.regions(lang, countryId),
    queryFn: ({ client, signal }) => httpOf(client).call(api.regions, { query: { lang, country_id: countryId }, signal }),
    staleTime: HOUR,
  });

export const citiesQuery = (lang: Lang, regionId: number) =>
  queryOptions({
    queryKey: referenceKeys.cities(lang, regionId),
    queryFn: ({ client, signal }) => httpOf(client).call(api.cities, { query: { lang, region_id: regionId }, signal }),
    staleTime: HOUR,
  });
