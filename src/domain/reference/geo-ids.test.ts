import { describe, expect, it } from 'vitest';
import { CITIES, REGIONS } from './data/regions.ts';
import { countryOfRegion, pruneGeo, regionOfCity } from './geo-ids.ts';

describe('geo ids', () => {
  it('every region id names its country and every city id its region', () => {
    for (const r of REGIONS) expect(countryOfRegion(r.id)).toBe(r.country_id);
    for (const c of CITIES) expect(regionOfCity(c.id)).toBe(c.region_id);
  });

  it('prunes regions outside the countries and cities outside the regions', () => {
    const t = { countries: [840], regions: [704001, 840005], cities: [70400101, 84000501, 84000601] };
    expect(pruneGeo(t)).toEqual({ countries: [840], regions: [840005], cities: [84000501] });
  });

  it('an empty list above keeps everything below; a consistent targeting is returned as is', () => {
    const any = { countries: [], regions: [704001], cities: [70400101, 84000501] };
    expect(pruneGeo(any)).toEqual({ countries: [], regions: [704001], cities: [70400101] });
    const ok = { countries: [704], regions: [], cities: [70400101] };
    expect(pruneGeo(ok)).toBe(ok);
    // no regions chosen: cities still belong to the chosen countries
    expect(pruneGeo({ countries: [704], regions: [], cities: [70400101, 84000501] }).cities).toEqual([70400101]);
  });
});
