import { US_REGIONS } from './regions-us.ts';
import { VN_REGIONS } from './regions-vn.ts';
import type { CityRow, Label, RegionRow } from './types.ts';

const VN = 704;
const US = 840;

/** Vietnamese place name without diacritics: the usual English spelling ("Đà Nẵng" → "Da Nang"). */
export function withoutDiacritics(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D');
}

function slug(s: string): string {
  return withoutDiacritics(s)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** 'Vietnamese|English' (Vietnam data) → label; English defaults to the name without diacritics. */
function vnLabel(s: string): Label {
  const [vi, en] = s.split('|') as [string, string | undefined];
  return { en: en ?? withoutDiacritics(vi), vi };
}

/** 'English|Vietnamese' (US data) → label; Vietnamese defaults to the English name. */
function usLabel(s: string): Label {
  const [en, vi] = s.split('|') as [string, string | undefined];
  return { en, vi: vi ?? en };
}

/**
 * Ids: region = country id × 1000 + position, city = region id × 100 + position (1-based), so an id
 * alone tells its country and region. Data files only ever append, never reorder.
 */
function build(): { regions: RegionRow[]; cities: CityRow[] } {
  const regions: RegionRow[] = [];
  const cities: CityRow[] = [];
  const add = (country_id: number, n: number, code: string, name: Label, names: readonly Label[]) => {
    const id = country_id * 1000 + n;
    regions.push({ id, country_id, code, name });
    names.forEach((city, i) => cities.push({ id: id * 100 + i + 1, region_id: id, name: city }));
  };
  VN_REGIONS.forEach(([region, names], i) => {
    const name = vnLabel(region);
    add(VN, i + 1, `VN-${slug(name.vi)}`, name, names.map(vnLabel));
  });
  US_REGIONS.forEach(([code, state, names], i) => add(US, i + 1, `US-${code}`, usLabel(state), names.map(usLabel)));
  return { regions, cities };
}

const built = build();
export const REGIONS: readonly RegionRow[] = built.regions;
export const CITIES: readonly CityRow[] = built.cities;
