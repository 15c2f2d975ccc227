import {
  AFFILIATE_PROGRAMS,
  AGENCY_PAYMENT_FREQUENCIES,
  ANNUAL_ONLINE_REVENUES,
  BUSINESS_TYPES,
  CURRENCIES,
  DURATIONS,
  PAYMENT_FREQUENCIES,
  PAYMENT_METHODS,
  PRIMARY_METHODS_OF_CONVERSION,
  SERVICES,
} from './data/business.ts';
import { COUNTRIES, countryById } from './data/countries.ts';
import { CREATIVE_FILE_TYPES, CREATIVE_TYPES } from './data/creatives.ts';
import { FILTERS, type FilterType } from './data/filters.ts';
import {
  CHANNELS,
  CONVERSION_METHODS,
  DISCOUNT_TYPES,
  EVENT_TYPES,
  OFFER_BUDGET_FREQUENCIES,
  OFFER_BUDGET_TYPES,
  PAYOUT_MODELS,
  PAYOUT_TYPES,
  PRIORITIES,
  QUESTION_TYPES,
  REVENUE_MODELS,
  REVENUE_TYPES,
  SCHEDULE_DAYS,
  TRACKING_KEYS,
  TRACKING_TRAFFIC_LIFETIME,
  TRACKING_TYPES,
} from './data/offers.ts';
import {
  AUDIENCE_AGES,
  CAMPAIGN_STARTS,
  EMAIL_PROVIDERS,
  GENDERS,
  ORGANIZATION_TYPES,
  PAID_TRAFFIC_SOURCES,
  PARTNER_SIZES,
  PARTNER_TYPES,
  PROMOTIONAL_METHODS,
  PROPERTY_TYPES,
  SOCIAL_PLATFORMS,
  SOCIAL_SIZES,
  TRAFFIC_SOURCE_TEMPLATES,
  TRAFFIC_SOURCES,
} from './data/partners.ts';
import { PRODUCT_CATEGORIES } from './data/product-categories.ts';
import { CITIES, REGIONS } from './data/regions.ts';
import { BROWSERS, DEVICES, MMP_PLATFORMS, MOBILE_APP_TYPES, OPERATING_SYSTEMS, PLATFORMS } from './data/tech.ts';
import { VERTICALS } from './data/verticals.ts';
import type { Label, Lang } from './data/types.ts';
import { timeZoneList } from './time-zones.ts';

/** A stored row with every `{ en, vi }` label replaced by the string of one language. */
export type Localized<T> = T extends Label
  ? string
  : T extends readonly (infer U)[]
    ? Localized<U>[]
    : T extends object
      ? { -readonly [K in keyof T]: Localized<T[K]> }
      : T;

function isLabel(v: object): v is Label {
  const keys = Object.keys(v);
  return keys.length === 2 && typeof (v as Label).en === 'string' && typeof (v as Label).vi === 'string';
}

/** Picks `lang` out of every label, however deep (sub-verticals, tracking keys…). Pure. */
export function localize<T>(value: T, lang: Lang): Localized<T> {
  if (Array.isArray(value)) return value.map((v) => localize(v, lang)) as Localized<T>;
  if (value === null || typeof value !== 'object') return value as Localized<T>;
  if (isLabel(value)) return value[lang] as Localized<T>;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, localize(v, lang)])) as Localized<T>;
}

/**
 * The lists of spec 1 §3 "Meta" in one language. Lists keep the data files' order (which is the
 * display order); only countries are sorted by name. `now` fixes the time-zone offsets (DST).
 */
export function buildMeta(lang: Lang, now: Date) {
  const l = <T>(v: T) => localize(v, lang);
  return {
    lang,
    channels: l(CHANNELS),
    payout_models: l(PAYOUT_MODELS),
    revenue_models: l(REVENUE_MODELS),
    payout_types: l(PAYOUT_TYPES),
    revenue_types: l(REVENUE_TYPES),
    priorities: l(PRIORITIES),
    verticals: l(VERTICALS),
    product_categories: l(PRODUCT_CATEGORIES),
    browsers: l(BROWSERS),
    devices: l(DEVICES),
    platforms: l(PLATFORMS),
    operating_systems: l(OPERATING_SYSTEMS),
    mobile_app_types: l(MOBILE_APP_TYPES),
    mmp_platforms: l(MMP_PLATFORMS),
    tracking_types: l(TRACKING_TYPES),
    conversion_methods: l(CONVERSION_METHODS),
    event_types: l(EVENT_TYPES),
    tracking_keys: l(TRACKING_KEYS),
    tracking_traffic_lifetime: { ...TRACKING_TRAFFIC_LIFETIME },
    time_zones: timeZoneList(lang, now),
    schedule_days: l(SCHEDULE_DAYS),
    creative_file_types: l(CREATIVE_FILE_TYPES),
    creative_types: l(CREATIVE_TYPES),
    question_types: l(QUESTION_TYPES),
    discount_types: l(DISCOUNT_TYPES),
    offer_budget_types: l(OFFER_BUDGET_TYPES),
    offer_budget_frequencies: l(OFFER_BUDGET_FREQUENCIES),
    business_types: l(BUSINESS_TYPES),
    affiliate_programs: l(AFFILIATE_PROGRAMS),
    primary_methods_of_conversion: l(PRIMARY_METHODS_OF_CONVERSION),
    annual_online_revenues: l(ANNUAL_ONLINE_REVENUES),
    payment_frequencies: l(PAYMENT_FREQUENCIES),
    payment_methods: l(PAYMENT_METHODS),
    currencies: l(CURRENCIES),
    partner_types: l(PARTNER_TYPES),
    partner_sizes: l(PARTNER_SIZES),
    social_sizes: l(SOCIAL_SIZES),
    organization_types: l(ORGANIZATION_TYPES),
    promotional_methods: l(PROMOTIONAL_METHODS),
    property_types: l(PROPERTY_TYPES),
    traffic_sources: l(TRAFFIC_SOURCES),
    paid_traffic_sources: l(PAID_TRAFFIC_SOURCES),
    traffic_source_templates: l(TRAFFIC_SOURCE_TEMPLATES),
    audience_ages: l(AUDIENCE_AGES),
    genders: l(GENDERS),
    campaign_starts: l(CAMPAIGN_STARTS),
    social_platforms: l(SOCIAL_PLATFORMS),
    email_providers: l(EMAIL_PROVIDERS),
    agency_payment_frequencies: l(AGENCY_PAYMENT_FREQUENCIES),
    durations: l(DURATIONS),
    services: l(SERVICES),
  };
}
export type Meta = ReturnType<typeof buildMeta>;

export function listCountries(lang: Lang) {
  const collator = new Intl.Collator(lang);
  return localize(COUNTRIES, lang).sort((a, b) => collator.compare(a.name, b.name));
}

/** null when the country is unknown; [] when it is known but has no regions stored. */
export function listRegions(lang: Lang, countryId: number) {
  if (!countryById(countryId)) return null;
  return localize(
    REGIONS.filter((r) => r.country_id === countryId),
    lang,
  );
}

/** null when the region is unknown. */
export function listCities(lang: Lang, regionId: number) {
  if (!REGIONS.some((r) => r.id === regionId)) return null;
  return localize(
    CITIES.filter((c) => c.region_id === regionId),
    lang,
  );
}

export function listTrafficSources(lang: Lang) {
  return localize(TRAFFIC_SOURCES, lang);
}

/** All filter lists, or only the one named by `type`. */
export function buildFilters(lang: Lang, type?: FilterType) {
  const picked = type ? { [type]: FILTERS[type] } : FILTERS;
  return localize(picked, lang) as Partial<Localized<typeof FILTERS>>;
}
