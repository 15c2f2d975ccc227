/**
 * Offer enumerations and constants (spec 2 §3, §4, §9). Ids are the spec's where it shows them
 * (status 1–5, working mode 0–3, priority 1–3); reference-list ids (vertical, channel, payout and
 * revenue model, budget type and frequency, devices …) come from src/domain/reference/data.
 */
export const OFFER_STATUS = { active: 1, paused: 2, pending: 3, deleted: 4, deactivated: 5 } as const;
export type OfferStatusKey = keyof typeof OFFER_STATUS;
export type OfferStatusId = (typeof OFFER_STATUS)[OfferStatusKey];
export const OFFER_STATUS_IDS = [1, 2, 3, 4, 5] as const;
export const offerStatusKey = (id: number): OfferStatusKey =>
  (Object.keys(OFFER_STATUS) as OfferStatusKey[]).find((k) => OFFER_STATUS[k] === id) ?? 'pending';

/**
 * Statuses a user may pick (spec 2 §4): deactivated never (it means "expired" and is left only by
 * editing the schedule); deleted only in the status-change list, not in the list filter's "set" menu.
 */
export const SELECTABLE_STATUSES = { statusChange: [1, 2, 3, 4], inline: [1, 2, 3] } as const;

export const OFFER_VISIBILITY = ['private', 'review', 'public'] as const;
export type OfferVisibility = (typeof OFFER_VISIBILITY)[number];

export const WORKING_MODE = { stopped: 0, working: 1, processing: 2, blocked: 3 } as const;
export type WorkingModeKey = keyof typeof WORKING_MODE;
export type WorkingModeId = (typeof WORKING_MODE)[WorkingModeKey];
export const WORKING_MODE_ACTIONS = ['pause', 'resume', 'block', 'unblock'] as const;
export type WorkingModeAction = (typeof WORKING_MODE_ACTIONS)[number];
export const workingModeKey = (id: number): WorkingModeKey =>
  (Object.keys(WORKING_MODE) as WorkingModeKey[]).find((k) => WORKING_MODE[k] === id) ?? 'stopped';

/** Tracking test result (the tracking issue runs the test; `none` until one has run). */
export const TRACKING_TEST_STATUSES = ['none', 'success', 'fail'] as const;
export type TrackingTestStatus = (typeof TRACKING_TEST_STATUSES)[number];

/** Lifetimes in days (spec 2 §9). */
export const LIFETIME_DEFAULTS = { click: 30, session: 90, sessionMobileApp: 7, conversion: 30 } as const;
/** Channel id of "mobile app" in src/domain/reference/data/offers.ts (session lifespan defaults to 7). */
export const MOBILE_APP_CHANNEL_ID = 2;

export const PRIORITY_IDS = [1, 2, 3] as const;
export const PAYOUT_MODEL_IDS = [1, 2, 3, 4, 5] as const; // CPA, CPS, CPA+CPS, CPC, CPI
export const REVENUE_MODEL_IDS = [1, 2, 3, 4, 5] as const; // RPA, RPS, RPA+RPS, RPC, RPM
export const PAYOUT_TYPE_IDS = [1, 2] as const; // fixed, percent of sale
export const BUDGET_TYPE_IDS = [1, 2, 3, 4] as const; // conversions, payout, revenue, clicks
/** daily < weekly < monthly < yearly < lifetime: ids are in timeframe order. */
export const BUDGET_FREQUENCY_IDS = [1, 2, 3, 4, 5] as const;

export const OFFER_SORT_FIELDS = ['id', 'name', 'status', 'created_at', 'payout'] as const;
export type OfferSortField = (typeof OFFER_SORT_FIELDS)[number];
export const OFFER_NAME_MAX = 255;
export const OFFER_TEXT_MAX = 2000;
export const OFFER_URL_MAX = 2048;
export const ADDITIONAL_PARAMS_MAX = 255;
export const MAX_TARGET_ITEMS = 500;
/** Invite-link dialog: the 10 newest visible active offers (spec 2 §9). */
export const INVITE_OFFER_LIMIT = 10;
