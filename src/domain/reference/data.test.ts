import { describe, expect, it } from 'vitest';
import * as business from './data/business.ts';
import * as countries from './data/countries.ts';
import * as creatives from './data/creatives.ts';
import * as filters from './data/filters.ts';
import * as offers from './data/offers.ts';
import * as partners from './data/partners.ts';
import * as productCategories from './data/product-categories.ts';
import * as regions from './data/regions.ts';
import * as tech from './data/tech.ts';
import * as verticals from './data/verticals.ts';

/** Every exported value of every data module: new lists are checked without touching this file. */
const modules = { business, countries, creatives, filters, offers, partners, productCategories, regions, tech, verticals };
const exported = Object.entries(modules).flatMap(([m, mod]) =>
  Object.entries(mod as Record<string, unknown>).map(([name, value]) => [`${m}.${name}`, value] as const),
);

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null;

/** Visits every object nested in `value`, with a readable path. */
function walk(value: unknown, path: string, visit: (v: Obj, path: string) => void): void {
  if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${path}[${i}]`, visit));
  else if (isObj(value)) {
    visit(value, path);
    for (const [k, v] of Object.entries(value)) walk(v, `${path}.${k}`, visit);
  }
}

/** Every list of rows (arrays of objects with an id), however deep. */
function lists(): [string, Obj[]][] {
  const out: [string, Obj[]][] = [];
  const look = (v: unknown, path: string) => {
    if (Array.isArray(v)) {
      if (v.length && v.every((r) => isObj(r) && 'id' in r)) out.push([path, v as Obj[]]);
      v.forEach((r, i) => isObj(r) && Object.entries(r).forEach(([k, x]) => look(x, `${path}[${i}].${k}`)));
    } else if (isObj(v)) Object.entries(v).forEach(([k, x]) => look(x, `${path}.${k}`));
  };
  for (const [name, value] of exported) look(value, name);
  return out;
}

describe('reference data', () => {
  it('gives every label a non-empty English and Vietnamese text', () => {
    let labels = 0;
    const bad: string[] = [];
    for (const [name, value] of exported) {
      walk(value, name, (o, path) => {
        if (!('en' in o) && !('vi' in o)) return;
        labels++;
        if (typeof o.en !== 'string' || !o.en.trim() || typeof o.vi !== 'string' || !o.vi.trim()) bad.push(path);
      });
    }
    expect(bad).toEqual([]);
    expect(labels).toBeGreaterThan(900);
  });

  it('labels every row of every list', () => {
    for (const [path, rows] of lists()) {
      for (const row of rows) expect(isObj(row.name) && 'en' in row.name, `${path} #${String(row.id)}`).toBe(true);
    }
  });

  it('keeps ids, and codes where present, unique within each list', () => {
    const found = lists();
    expect(found.length).toBeGreaterThan(50);
    for (const [path, rows] of found) {
      const ids = rows.map((r) => r.id);
      expect(new Set(ids).size, `${path} ids`).toBe(ids.length);
      const codes = rows.filter((r) => typeof r.code === 'string').map((r) => r.code);
      expect(new Set(codes).size, `${path} codes`).toBe(codes.length);
    }
  });

  it('translates every label that is not a name (decision 066): an English label left in Vietnamese is a finding', () => {
    // lists of names, which read the same in both languages (a country, a browser, a payment service)
    const names = [
      /^countries\./,
      /^regions\./,
      /^business\.PAYMENT_METHODS/,
      /^partners\.(EMAIL_PROVIDERS|PAID_TRAFFIC_SOURCES|TRAFFIC_SOURCE_TEMPLATES|SOCIAL_PLATFORMS)/,
      /^tech\.(BROWSERS|MMP_PLATFORMS|MOBILE_APP_TYPES|OPERATING_SYSTEMS|PLATFORMS)/,
      /^creatives\.CREATIVE_FILE_TYPES/,
    ];
    // words Vietnamese keeps as they are (docs/glossary.md, "Same in both languages")
    const same = new Set(['Email', 'Video', 'Iframe', 'JavaScript', 'Pop-under']);
    const left: string[] = [];
    for (const [name, value] of exported) {
      if (names.some((n) => n.test(name))) continue;
      walk(value, name, (o, path) => {
        if (typeof o.en === 'string' && o.en === o.vi && !same.has(o.en)) left.push(`${path}: "${o.en}"`);
      });
    }
    expect(left).toEqual([]);
  });

  it('keeps sub-vertical ids unique across verticals (offers store them alone)', () => {
    const ids = verticals.VERTICALS.flatMap((v) => v.sub_verticals.map((s) => s.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('uses Vietnamese diacritics, not plain ASCII, in Vietnamese labels', () => {
    expect(offers.SCHEDULE_DAYS.find((d) => d.code === 'monday')?.name.vi).toBe('Thứ Hai');
    expect(partners.GENDERS.map((g) => g.name.vi)).toEqual(['Nam', 'Nữ', 'Khác']);
  });

  it('orders size bands without gaps or overlaps', () => {
    for (const bands of [partners.PARTNER_SIZES, partners.SOCIAL_SIZES, partners.AUDIENCE_AGES, business.ANNUAL_ONLINE_REVENUES]) {
      bands.forEach((b, i) => {
        if (i > 0) expect(b.from_point).toBe(bands[i - 1]!.to_point);
        if (b.to_point !== null) expect(b.to_point).toBeGreaterThan(b.from_point);
      });
      expect(bands.at(-1)!.to_point).toBeNull();
    }
    expect(partners.PARTNER_SIZES.map((b) => [b.from_point, b.to_point])).toEqual([
      [0, 10_000],
      [10_000, 100_000],
      [100_000, 1_000_000],
      [1_000_000, 10_000_000],
      [10_000_000, null],
    ]);
  });

  it('points platforms at existing devices, systems at platforms, creative types at file types', () => {
    const devices = new Set(tech.DEVICES.map((d) => d.id));
    for (const p of tech.PLATFORMS) for (const d of p.device_ids) expect(devices.has(d), `${p.code} → ${d}`).toBe(true);
    const platforms = new Set(tech.PLATFORMS.map((p) => p.id));
    for (const o of tech.OPERATING_SYSTEMS) expect(platforms.has(o.platform_id), o.code).toBe(true);
    const fileTypes = new Set(creatives.CREATIVE_FILE_TYPES.map((f) => f.id));
    for (const t of creatives.CREATIVE_TYPES) for (const f of t.file_type_ids) expect(fileTypes.has(f), t.code).toBe(true);
    expect(creatives.CREATIVE_TYPES.map((t) => t.code)).toEqual([
      'archive',
      'email',
      'image',
      'link',
      'text',
      'video',
      'html_ads',
      'html_banner',
    ]);
  });
});

describe('countries, regions, cities', () => {
  it('holds every ISO country once with an alpha-2 code and an E.164 phone prefix', () => {
    const all = countries.COUNTRIES;
    expect(all.length).toBe(250);
    for (const c of all) {
      expect(c.code).toMatch(/^[A-Z]{2}$/);
      expect(c.phone_code).toMatch(/^\+\d{1,4}$/);
    }
    expect(countries.countryByCode('vn')).toMatchObject({ id: 704, phone_code: '+84', name: { en: 'Vietnam', vi: 'Việt Nam' } });
    expect(countries.countryById(840)?.code).toBe('US');
  });

  /*
   * Countries whose Vietnamese name is written with the same letters as the English one (decision 072).
   * They are ICU / CLDR's Vietnamese names, the ones Vietnamese newspapers and maps print: a country
   * Vietnamese has no word of its own for keeps its Latin-letter name (Argentina, Singapore, Kenya,
   * New Zealand); the spelled-out forms (Ác-hen-ti-na, Xin-ga-po) read as dated. A country that does
   * have its own Vietnamese name (Ý, Đức, Thụy Sĩ) must not be here.
   */
  const SAME_NAME_IN_BOTH = new Set(
    (
      'AD AF AI AL AM AO AR AW AZ BB BD BF BG BH BI BJ BM BN BO BR BS BT BW BY BZ CA CL CM CO CR CU CW DJ DM DZ ' +
      'EC EE ER ET FJ FM GA GD GG GH GI GL GM GN GP GT GU GW GY HN HR HT HU ID IE IL IQ IR IS JE JM JO KE KG KI ' +
      'KM KW KZ LI LK LR LS LU LV LY MC MD ME MG ML MQ MR MS MT MU MV MW MX MY MZ NA NE NG NI NP NR NU NZ OM PA ' +
      'PE PG PH PK PR PW PY QA RE RO RS RW SC SD SG SI SK SL SM SN SO SR SV SY SZ TD TG TJ TK TM TN TO TV TZ UG ' +
      'UY UZ VE VU WS XK YE YT ZM ZW'
    ).split(' '),
  );

  it('gives every country its Vietnamese name: the same as the English only for the countries listed', () => {
    const same = countries.COUNTRIES.filter((c) => c.name.vi === c.name.en).map((c) => c.code);
    expect(same.filter((code) => !SAME_NAME_IN_BOTH.has(code))).toEqual([]);
    // a listed country that got a Vietnamese name of its own leaves the list
    expect([...SAME_NAME_IN_BOTH].filter((code) => !same.includes(code))).toEqual([]);
    expect(countries.countryByCode('IT')?.name).toEqual({ en: 'Italy', vi: 'Ý' });
  });

  it('writes no English word or abbreviation into a Vietnamese country name', () => {
    // "St. Lucia", "Antigua & Barbuda", "… Islands", CLDR's short "Congo - Kinshasa"
    const english = /\bSt\.|&|\b(?:Islands?|and|of|Republic)\b| - /;
    expect(countries.COUNTRIES.filter((c) => english.test(c.name.vi)).map((c) => `${c.code} ${c.name.vi}`)).toEqual([]);
  });

  it('attaches every region to a country and every city to a region', () => {
    for (const r of regions.REGIONS) expect(countries.countryById(r.country_id), r.code).toBeDefined();
    const regionIds = new Set(regions.REGIONS.map((r) => r.id));
    for (const c of regions.CITIES) expect(regionIds.has(c.region_id), String(c.id)).toBe(true);
    for (const r of regions.REGIONS)
      expect(
        regions.CITIES.some((c) => c.region_id === r.id),
        r.code,
      ).toBe(true);
  });

  it('covers all 34 Vietnamese provincial units and the 50 US states plus DC', () => {
    const vn = regions.REGIONS.filter((r) => r.country_id === 704);
    const us = regions.REGIONS.filter((r) => r.country_id === 840);
    expect(vn).toHaveLength(34);
    expect(us).toHaveLength(51);
    expect(vn.find((r) => r.name.vi === 'Đà Nẵng')?.name.en).toBe('Da Nang');
    expect(us.find((r) => r.code === 'US-CA')?.name).toEqual({ en: 'California', vi: 'California' });
    const hcm = vn.find((r) => r.name.en === 'Ho Chi Minh City')!;
    expect(regions.CITIES.filter((c) => c.region_id === hcm.id).map((c) => c.name.vi)).toContain('Vũng Tàu');
  });

  it('derives English Vietnamese place names by dropping diacritics', () => {
    expect(regions.withoutDiacritics('Buôn Ma Thuột')).toBe('Buon Ma Thuot');
    expect(regions.withoutDiacritics('Đồng Tháp')).toBe('Dong Thap');
  });
});
