import { z } from 'zod';
import { endpoint } from '../contract.ts';
import { FILTER_TYPES, type FilterType } from './data/filters.ts';
import { LANGS } from './data/types.ts';

/**
 * Reference data (spec 1 §3 "Meta", §7 common calls). All public: the spec lets meta, countries,
 * regions, cities and traffic sources be called without a token (sign-up and onboarding need them).
 * Every item has a stable numeric `id` (time zones: the IANA id) and `name` in the requested
 * language. Answers carry Cache-Control and an ETag (server/reference/routes.ts).
 */
export const langSchema = z.enum(LANGS);
const langQuery = z.object({ lang: langSchema.default('en') });
const id = z.number().int();

export const codedItemSchema = z.object({ id, code: z.string(), name: z.string() });
export type CodedItem = z.infer<typeof codedItemSchema>;
const coded = z.array(codedItemSchema);
const bands = z.array(z.object({ id, name: z.string(), from_point: z.number(), to_point: z.number().nullable() }));

export const timeZoneSchema = z.object({
  id: z.string(),
  label: z.string(),
  offset: z.number().int(),
  name: z.string(),
  is_default: z.boolean(),
});
export type TimeZone = z.infer<typeof timeZoneSchema>;

const trackingKeys = z.array(z.object({ id, key: z.string(), name: z.string() }));

export const metaSchema = z.object({
  lang: langSchema,
  channels: coded,
  payout_models: coded,
  revenue_models: coded,
  payout_types: coded,
  revenue_types: coded,
  priorities: coded,
  verticals: z.array(codedItemSchema.extend({ sub_verticals: coded })),
  product_categories: coded,
  browsers: coded,
  devices: coded,
  platforms: z.array(codedItemSchema.extend({ device_ids: z.array(id) })),
  operating_systems: z.array(codedItemSchema.extend({ platform_id: id })),
  mobile_app_types: coded,
  mmp_platforms: coded,
  tracking_types: coded,
  conversion_methods: coded,
  event_types: coded,
  tracking_keys: z.object({
    postback_parameters: trackingKeys,
    landing_page_parameters: trackingKeys,
    event_postback_params: trackingKeys,
    discount_program_parameters: trackingKeys,
  }),
  /** days */
  tracking_traffic_lifetime: z.object({
    click_life_time: z.number().int(),
    session_life_span: z.number().int(),
    session_life_span_mobile_app: z.number().int(),
    time_to_repeat_conversion: z.number().int(),
  }),
  time_zones: z.array(timeZoneSchema),
  schedule_days: z.array(codedItemSchema.extend({ priority: z.number().int() })),
  creative_file_types: z.array(codedItemSchema.extend({ mime: z.string(), max_bytes: z.number().int() })),
  creative_types: z.array(codedItemSchema.extend({ file_type_ids: z.array(id) })),
  question_types: coded,
  discount_types: coded,
  offer_budget_types: coded,
  offer_budget_frequencies: coded,
  business_types: coded,
  affiliate_programs: coded,
  primary_methods_of_conversion: coded,
  annual_online_revenues: bands,
  payment_frequencies: coded,
  payment_methods: coded,
  currencies: coded,
  partner_types: coded,
  partner_sizes: bands,
  social_sizes: bands,
  organization_types: coded,
  promotional_methods: coded,
  property_types: coded,
  traffic_sources: coded,
  paid_traffic_sources: coded,
  traffic_source_templates: z.array(z.object({ id, name: z.string(), logo: z.string(), path: z.string() })),
  audience_ages: bands,
  genders: coded,
  campaign_starts: coded,
  social_platforms: coded,
  email_providers: coded,
  agency_payment_frequencies: coded,
  durations: z.array(codedItemSchema.extend({ months: z.number().int().nullable() })),
  services: coded,
});
export type MetaData = z.infer<typeof metaSchema>;

export const countrySchema = z.object({ id, code: z.string(), phone_code: z.string(), name: z.string() });
export const regionSchema = z.object({ id, country_id: id, code: z.string(), name: z.string() });
export const citySchema = z.object({ id, region_id: id, name: z.string() });
export const domainSchema = z.object({ id, name: z.string(), is_default: z.boolean() });
export type Country = z.infer<typeof countrySchema>;
export type Region = z.infer<typeof regionSchema>;
export type City = z.infer<typeof citySchema>;

export const filtersSchema = z.object(
  Object.fromEntries(FILTER_TYPES.map((t) => [t, coded.optional()])) as Record<FilterType, z.ZodOptional<typeof coded>>,
);

export const meta = endpoint({
  id: 'reference.meta',
  method: 'GET',
  path: '/api/common/meta',
  summary: 'Every reference list of the offer and tracking forms (channels, payout models, verticals, devices …) in one language',
  access: { kind: 'public' },
  query: langQuery,
  response: metaSchema,
});

export const countries = endpoint({
  id: 'reference.countries',
  method: 'GET',
  path: '/api/common/countries',
  summary: 'All countries with ISO code and phone code, sorted by name',
  access: { kind: 'public' },
  query: langQuery,
  response: z.array(countrySchema),
});

export const regions = endpoint({
  id: 'reference.regions',
  method: 'GET',
  path: '/api/common/regions',
  summary: 'Regions (provinces, states) of a country; 404 for an unknown country',
  access: { kind: 'public' },
  query: langQuery.extend({ country_id: z.coerce.number().int().positive() }),
  response: z.array(regionSchema),
});

export const cities = endpoint({
  id: 'reference.cities',
  method: 'GET',
  path: '/api/common/cities',
  summary: 'Cities of a region; 404 for an unknown region',
  access: { kind: 'public' },
  query: langQuery.extend({ region_id: z.coerce.number().int().positive() }),
  response: z.array(citySchema),
});

export const trafficSources = endpoint({
  id: 'reference.trafficSources',
  method: 'GET',
  path: '/api/common/traffic-sources',
  summary: 'Traffic sources (same list as meta.traffic_sources)',
  access: { kind: 'public' },
  query: langQuery,
  response: coded,
});

export const domains = endpoint({
  id: 'reference.domains',
  method: 'GET',
  path: '/api/common/domains',
  summary: 'Tracking domains an offer link can use (the default first)',
  access: { kind: 'public' },
  query: langQuery,
  response: z.array(domainSchema),
});

export const filters = endpoint({
  id: 'reference.filters',
  method: 'GET',
  path: '/api/common/filter',
  summary: 'Status and kind lists of the list screens; `type` narrows to one list',
  access: { kind: 'public' },
  query: langQuery.extend({ type: z.enum(FILTER_TYPES as [FilterType, ...FilterType[]]).optional() }),
  response: filtersSchema,
});

export const referenceEndpoints = [meta, countries, regions, cities, trafficSources, domains, filters] as const;
