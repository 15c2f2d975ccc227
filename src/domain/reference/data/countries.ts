import { COUNTRIES_A_L } from './countries-a-l.ts';
import { COUNTRIES_M_Z } from './countries-m-z.ts';
import type { CountryRow } from './types.ts';

/** Every ISO 3166-1 country plus Kosovo, by alpha-2 code. */
export const COUNTRIES: readonly CountryRow[] = [...COUNTRIES_A_L, ...COUNTRIES_M_Z];

const byCode = new Map(COUNTRIES.map((c) => [c.code, c]));
const byId = new Map(COUNTRIES.map((c) => [c.id, c]));

export function countryByCode(code: string): CountryRow | undefined {
  return byCode.get(code.toUpperCase());
}
export function countryById(id: number): CountryRow | undefined {
  return byId.get(id);
}
