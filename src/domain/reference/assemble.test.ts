import { describe, expect, it } from 'vitest';
import { buildFilters, buildMeta, listCities, listCountries, listRegions, localize } from './assemble.ts';
import { filtersSchema, metaSchema } from './contract.ts';

const NOW = new Date('2026-03-01T00:00:00Z');

/** Replaces every string by its type, keeping numbers (ids) and structure. */
function shape(v: unknown): unknown {
  if (typeof v === 'string') return 'string';
  if (Array.isArray(v)) return v.map(shape);
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, k === 'lang' ? 'lang' : shape(x)]));
  return v;
}

describe('localize', () => {
  it('picks one language at any depth and leaves other values alone', () => {
    const row = { id: 1, name: { en: 'Sale', vi: 'Đơn hàng' }, subs: [{ id: 2, name: { en: 'A', vi: 'Á' } }], n: null };
    expect(localize(row, 'vi')).toEqual({ id: 1, name: 'Đơn hàng', subs: [{ id: 2, name: 'Á' }], n: null });
  });
});

describe('buildMeta', () => {
  const en = buildMeta('en', NOW);
  const vi = buildMeta('vi', NOW);

  it('matches the wire contract in both languages', () => {
    expect(metaSchema.safeParse(en).success).toBe(true);
    expect(metaSchema.safeParse(vi).success).toBe(true);
  });

  it('agrees in ids and structure across languages, and differs in labels', () => {
    expect(shape(vi)).toEqual(shape(en));
    expect(en.payout_types.map((t) => t.name)).toEqual(['Fixed amount', 'Percent of sale']);
    expect(vi.payout_types.map((t) => t.name)).toEqual(['Số tiền cố định', 'Phần trăm giá trị đơn hàng']);
    expect(JSON.stringify(vi)).not.toBe(JSON.stringify(en));
  });

  it('carries the spec values', () => {
    expect(en.payout_models.map((m) => m.code)).toEqual(['CPA', 'CPS', 'CPA+CPS', 'CPC', 'CPI']);
    expect(en.offer_budget_frequencies.map((m) => m.code)).toEqual(['daily', 'weekly', 'monthly', 'yearly', 'lifetime']);
    expect(en.offer_budget_types.map((m) => m.code)).toEqual(['conversions', 'payout', 'revenue', 'clicks']);
    expect(en.genders.map((m) => m.code)).toEqual(['male', 'female', 'other']);
    expect(en.tracking_traffic_lifetime).toMatchObject({ click_life_time: 30, session_life_span: 90, time_to_repeat_conversion: 30 });
    expect(en.schedule_days.map((d) => d.priority)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(en.time_zones.filter((z) => z.is_default).map((z) => z.id)).toEqual(['Asia/Ho_Chi_Minh']);
  });
});

describe('lists', () => {
  it('sorts countries by name in the requested language', () => {
    const vi = listCountries('vi');
    const names = vi.map((c) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('vi').compare));
    expect(vi.find((c) => c.code === 'DE')?.name).toBe('Đức');
    expect(listCountries('en').find((c) => c.code === 'DE')?.name).toBe('Germany');
  });

  it('filters regions by country and cities by region; unknown parents are null', () => {
    const vn = listRegions('vi', 704)!;
    expect(vn).toHaveLength(34);
    expect(vn.every((r) => r.country_id === 704)).toBe(true);
    expect(listRegions('en', 276)).toEqual([]);
    expect(listRegions('en', 1)).toBeNull();
    const cities = listCities('en', vn[0]!.id)!;
    expect(cities.length).toBeGreaterThanOrEqual(3);
    expect(cities.every((c) => c.region_id === vn[0]!.id)).toBe(true);
    expect(listCities('en', 1)).toBeNull();
  });

  it('narrows filters to one type on request', () => {
    expect(Object.keys(buildFilters('en', 'working_modes'))).toEqual(['working_modes']);
    expect(buildFilters('vi', 'working_modes').working_modes?.map((m) => [m.id, m.code])).toEqual([
      [0, 'stopped'],
      [1, 'working'],
      [2, 'processing'],
      [3, 'blocked'],
    ]);
    expect(filtersSchema.safeParse(buildFilters('vi')).success).toBe(true);
  });
});
