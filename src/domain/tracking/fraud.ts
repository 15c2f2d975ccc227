/**
 * Fraud labels (spec 3 §3 "Fraud factors", levels and invalid-traffic kinds). Shared by the
 * tracking engine, which labels traffic at ingest, and the reports that show and filter it.
 */
export const FRAUD_FACTORS = [
  'data_integrity',
  'ip_integrity',
  'user_environment',
  'web_crawler',
  'data_center',
  'spoofing',
  'traffic_origin',
] as const;
export type FraudFactor = (typeof FRAUD_FACTORS)[number];

export const FRAUD_LEVELS = ['good', 'warning', 'bad', 'safe', 'drop', 'unknown'] as const;
export type FraudLevel = (typeof FRAUD_LEVELS)[number];

/** GIVT: general invalid traffic (declared bots, data centres); SIVT: sophisticated (spoofing, velocity…). */
export const INVALID_TRAFFIC_KINDS = ['givt', 'sivt'] as const;
export type InvalidTrafficKind = (typeof INVALID_TRAFFIC_KINDS)[number];

export interface FraudLabel {
  level: FraudLevel;
  kind: InvalidTrafficKind | null;
  /** reason codes (e.g. 'declared_bot', 'datacenter_ip', 'fast_conversion'); translated in i18n area `fraud` */
  reasons: string[];
  factors: FraudFactor[];
}

/** A brand's drop rule (brands.fraud_drop_level): which flagged traffic is dropped instead of only labelled. */
export type FraudDropRule = 'none' | 'bad' | 'warning';

/**
 * Every reason code the ingest labeller emits (server/tracking/fraud), each translated in the i18n
 * area `fraud` (`fraud.reasons.<code>`). Labels stored before a code existed keep their reasons as
 * plain strings, so readers must tolerate codes outside this list.
 */
export const FRAUD_REASONS = [
  'declared_bot',
  'datacenter_ip',
  'missing_user_agent',
  'missing_accept',
  'missing_accept_language',
  'spoofed_chrome',
  'agent_mismatch',
  'invalid_ip',
  'reserved_ip',
  'ip_velocity',
  'ip_velocity_high',
  'fast_conversion',
  'conversion_before_click',
  'geo_mismatch',
] as const;
export type FraudReason = (typeof FRAUD_REASONS)[number];

/** Levels from best to worst for sorting and filters ('drop' is the worst: the brand's rule discarded it). */
export const FRAUD_LEVEL_ORDER: Readonly<Record<FraudLevel, number>> = { safe: 0, good: 1, unknown: 2, warning: 3, bad: 4, drop: 5 };
