import { describe, expect, it } from 'vitest';
import { targetingBody } from './schema.ts';

const body = {
  countries: [704],
  regions: [704001],
  cities: [70400101],
  zip_codes: '',
  devices: [],
  operating_systems: [],
  browsers: [],
  ip_blacklist: '',
};
const issues = (over: Record<string, unknown>) => {
  const r = targetingBody.safeParse({ ...body, ...over });
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
};

describe('the targeting tab body: regions inside the countries, cities inside the regions', () => {
  it('accepts a consistent geo targeting and empty lists above', () => {
    expect(issues({})).toEqual([]);
    expect(issues({ countries: [], regions: [], cities: [84000501] })).toEqual([]);
  });
  it('refuses a region of a country not chosen and a city of a region not chosen', () => {
    expect(issues({ regions: [704001, 840005], cities: [] })).toEqual(['regions:invalid_value']);
    expect(issues({ cities: [70400101, 70400201] })).toEqual(['cities:invalid_value']);
  });
});
