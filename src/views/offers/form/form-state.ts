import type { z } from 'zod';
import type { FieldError } from '../../../domain/errors.ts';
import { LIFETIME_DEFAULTS, MOBILE_APP_CHANNEL_ID } from '../../../domain/offers/enums.ts';
import { budgetErrors, dayOfDate, scheduleErrors } from '../../../domain/offers/rules.ts';
import {
  creativeBody,
  creativeFields,
  generalBody,
  generalFields,
  scheduleBody,
  scheduleFields,
  targetingBody,
  targetingFields,
  trackingBody,
  trackingFields,
  type Offer,
} from '../../../domain/offers/schema.ts';
import { formatMDY } from '../../../i18n/format.ts';

/**
 * The offer form as one draft shared by the create stepper and the edit tabs. Money stays a decimal
 * string; dates are ISO days in the form (DatePicker) and MM/dd/yyyy on the wire. Each tab turns the
 * draft into its own PUT body; the stepper sends them merged. Validation runs the contract's own zod
 * fields plus the budget and date rules of rules.ts, so the form shows the codes a 422 would carry.
 */
export const TABS = ['general', 'tracking', 'targeting', 'schedule', 'creative'] as const;
export type Tab = (typeof TABS)[number];
export const STEPS = [...TABS, 'review'] as const;
export type Step = (typeof STEPS)[number];

export interface Segment {
  day: number;
  start_time: string;
  end_time: string;
}
export interface BudgetRow {
  budget_type: number;
  frequency: number;
  value: string;
}
export interface PrivatePayoutRow {
  partner_id: number;
  payout: string;
}

export interface OfferDraft {
  name: string;
  vertical_id: number;
  sub_vertical_id: number | null;
  channel_id: number;
  payout_model_id: number;
  revenue_model_id: number;
  default_payout: string;
  default_revenue: string;
  payout_type_id: number;
  revenue_type_id: number;
  priority: number;
  offer_group_id: number | null;
  tags: string;
  description: string;
  terms: string;
  internal_note: string;
  android_app_id: string;
  ios_app_id: string;
  /** the general tab's PUT replaces the whole list, so the draft carries the offer's current rows */
  private_payouts: PrivatePayoutRow[];
  preview_url: string;
  default_landing_page_url: string;
  redirect_url: string;
  macro_url: string;
  tracking_domain: string;
  tracking_sub_domain: string;
  click_lifetime: number;
  session_lifespan: number;
  conversion_lifetime: number;
  additional_params: string;
  manual_approval: boolean;
  allow_duplicates: boolean;
  multiple_conversions: boolean;
  countries: number[];
  regions: number[];
  cities: number[];
  zip_codes: string;
  devices: number[];
  operating_systems: number[];
  browsers: number[];
  ip_blacklist: string;
  start_date: string | null;
  end_date: string | null;
  time_zone: string;
  time_segments: Segment[];
  budgets: BudgetRow[];
  creative_ids: number[];
}

/** Spec defaults: click 30 days, session 90 (7 for a mobile app), conversion 30; CPA/RPA, fixed, medium priority. */
export function emptyDraft(timeZone = 'UTC'): OfferDraft {
  return {
    name: '',
    vertical_id: 1,
    sub_vertical_id: null,
    channel_id: 1,
    payout_model_id: 1,
    revenue_model_id: 1,
    default_payout: '',
    default_revenue: '',
    payout_type_id: 1,
    revenue_type_id: 1,
    priority: 2,
    offer_group_id: null,
    tags: '',
    description: '',
    terms: '',
    internal_note: '',
    android_app_id: '',
    ios_app_id: '',
    private_payouts: [],
    preview_url: '',
    default_landing_page_url: '',
    redirect_url: '',
    macro_url: '',
    tracking_domain: '',
    tracking_sub_domain: '',
    click_lifetime: LIFETIME_DEFAULTS.click,
    session_lifespan: LIFETIME_DEFAULTS.session,
    conversion_lifetime: LIFETIME_DEFAULTS.conversion,
    additional_params: '',
    manual_approval: false,
    allow_duplicates: false,
    multiple_conversions: false,
    countries: [],
    regions: [],
    cities: [],
    zip_codes: '',
    devices: [],
    operating_systems: [],
    browsers: [],
    ip_blacklist: '',
    start_date: null,
    end_date: null,
    time_zone: timeZone,
    time_segments: [],
    budgets: [],
    creative_ids: [],
  };
}

/** A channel change moves the session lifespan between its defaults unless the user typed another value. */
export function withChannel(d: OfferDraft, channel_id: number): OfferDraft {
  const defaults: number[] = [LIFETIME_DEFAULTS.session, LIFETIME_DEFAULTS.sessionMobileApp];
  const session_lifespan = defaults.includes(d.session_lifespan)
    ? channel_id === MOBILE_APP_CHANNEL_ID
      ? LIFETIME_DEFAULTS.sessionMobileApp
      : LIFETIME_DEFAULTS.session
    : d.session_lifespan;
  return { ...d, channel_id, session_lifespan };
}

const isoToMdy = (iso: string | null) => (iso ? formatMDY(iso) : undefined);
const mdyToIso = (mdy: string | null) =>
  mdy && /^\d{2}\/\d{2}\/\d{4}$/.test(mdy) ? `${mdy.slice(6)}-${mdy.slice(0, 2)}-${mdy.slice(3, 5)}` : null;
export const splitTags = (text: string) =>
  text
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);

export function fromOffer(o: Offer): OfferDraft {
  return {
    ...emptyDraft(o.time_zone),
    ...o,
    private_payouts: o.private_payouts.map(({ partner_id, payout }) => ({ partner_id, payout })),
    tags: o.tags.join(', '),
    start_date: mdyToIso(o.start_date),
    end_date: mdyToIso(o.end_date),
    time_zone: o.time_zone || 'UTC',
  };
}

const pick = <K extends string>(d: OfferDraft, keys: Record<K, unknown>) =>
  Object.fromEntries(Object.keys(keys).map((k) => [k, (d as unknown as Record<string, unknown>)[k]])) as Record<K, unknown>;

/** The PUT body of one tab. */
export function tabBody(tab: Tab, d: OfferDraft) {
  switch (tab) {
    case 'general':
      return { ...pick(d, generalFields), tags: splitTags(d.tags) } as z.input<typeof generalBody>;
    case 'tracking':
      return pick(d, trackingFields) as z.input<typeof trackingBody>;
    case 'targeting':
      return pick(d, targetingFields) as z.input<typeof targetingBody>;
    case 'schedule':
      return { ...pick(d, scheduleFields), start_date: isoToMdy(d.start_date), end_date: isoToMdy(d.end_date) } as z.input<
        typeof scheduleBody
      >;
    case 'creative':
      return pick(d, creativeFields) as z.input<typeof creativeBody>;
  }
}

export const createBodyOf = (d: OfferDraft) => Object.assign({}, ...TABS.map((t) => tabBody(t, d))) as Record<string, unknown>;

const SCHEMAS = {
  general: generalBody,
  tracking: trackingBody,
  targeting: targetingBody,
  schedule: scheduleBody,
  creative: creativeBody,
} as const;
const FIELDS_OF: Record<Tab, readonly string[]> = {
  general: Object.keys(generalFields),
  tracking: Object.keys(trackingFields),
  targeting: Object.keys(targetingFields),
  schedule: Object.keys(scheduleFields),
  creative: Object.keys(creativeFields),
};

/** The tab a wire field (`budgets.1.value`) belongs to. */
export function tabOfField(field: string): Tab | null {
  const top = field.split('.')[0]!;
  return TABS.find((t) => FIELDS_OF[t].includes(top)) ?? null;
}

/** Today as a day number in `timeZone` (the date rules compare days). */
const today = (timeZone: string) => dayOfDate(formatMDY(new Date(), timeZone)) ?? 0;

/** Field errors of one tab as the server would report them. */
export function validateTab(tab: Tab, d: OfferDraft, opts: { startChanged?: boolean } = {}): FieldError[] {
  const body = tabBody(tab, d);
  const parsed = SCHEMAS[tab].safeParse(body);
  const errors: FieldError[] = parsed.success
    ? []
    : parsed.error.issues.map((issue) => {
        const params = (issue as { params?: { min?: number; max?: number } }).params ?? {};
        const code = issue.code === 'custom' ? issue.message : issue.code === 'invalid_type' ? 'required' : issue.code;
        return {
          field: issue.path.join('.'),
          code,
          ...(params.min !== undefined ? { min: params.min } : {}),
          ...(params.max !== undefined ? { max: params.max } : {}),
        };
      });
  if (tab === 'schedule') {
    const s = body as z.input<typeof scheduleBody>;
    errors.push(
      ...scheduleErrors(
        { start_date: s.start_date, end_date: s.end_date, time_segments: s.time_segments },
        today(d.time_zone),
        opts.startChanged ?? true,
      ),
    );
    errors.push(...budgetErrors(d.budgets));
  }
  return errors;
}
