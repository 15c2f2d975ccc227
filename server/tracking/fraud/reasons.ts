import type { FraudFactor, FraudLabel, FraudLevel, FraudReason, InvalidTrafficKind } from '../../../src/domain/tracking/fraud.ts';
import { WARNINGS_FOR_BAD } from './thresholds.ts';

/** What each reason means for the label: the spec's factors, GIVT / SIVT, and its own severity. */
export interface ReasonRule {
  factors: readonly FraudFactor[];
  kind: InvalidTrafficKind;
  severity: 'warning' | 'bad';
}

export const REASON_RULES: Readonly<Record<FraudReason, ReasonRule>> = {
  // GIVT: known, declared or infrastructural non-human traffic
  declared_bot: { factors: ['web_crawler'], kind: 'givt', severity: 'bad' },
  // warning only: people browse through VPNs and corporate proxies hosted in data centres
  datacenter_ip: { factors: ['data_center'], kind: 'givt', severity: 'warning' },
  // SIVT: traffic that pretends to be a person
  missing_user_agent: { factors: ['data_integrity'], kind: 'sivt', severity: 'bad' },
  missing_accept: { factors: ['data_integrity'], kind: 'sivt', severity: 'warning' },
  missing_accept_language: { factors: ['data_integrity'], kind: 'sivt', severity: 'warning' },
  spoofed_chrome: { factors: ['spoofing'], kind: 'sivt', severity: 'warning' },
  agent_mismatch: { factors: ['spoofing', 'data_integrity'], kind: 'sivt', severity: 'bad' },
  invalid_ip: { factors: ['ip_integrity'], kind: 'sivt', severity: 'bad' },
  reserved_ip: { factors: ['ip_integrity'], kind: 'sivt', severity: 'warning' },
  ip_velocity: { factors: ['ip_integrity'], kind: 'sivt', severity: 'warning' },
  ip_velocity_high: { factors: ['ip_integrity'], kind: 'sivt', severity: 'bad' },
  fast_conversion: { factors: ['user_environment', 'traffic_origin'], kind: 'sivt', severity: 'bad' },
  conversion_before_click: { factors: ['data_integrity'], kind: 'sivt', severity: 'bad' },
  geo_mismatch: { factors: ['ip_integrity', 'traffic_origin'], kind: 'sivt', severity: 'warning' },
};

/** A reason stored by an older labeller and no longer known counts as a warning without factors. */
function ruleOf(reason: string): ReasonRule {
  return (REASON_RULES as Record<string, ReasonRule | undefined>)[reason] ?? { factors: [], kind: 'sivt', severity: 'warning' };
}

export const GOOD: FraudLabel = Object.freeze({ level: 'good', kind: null, reasons: [], factors: [] }) as FraudLabel;
export const UNKNOWN: FraudLabel = Object.freeze({ level: 'unknown', kind: null, reasons: [], factors: [] }) as FraudLabel;

/**
 * Builds the label from reasons: bad when any reason is bad or WARNINGS_FOR_BAD warnings add up;
 * the kind is that of the worst reason (GIVT first on a tie: a declared bot is GIVT even if it also
 * spoofs); extra factors (inherited from a click) are kept.
 */
export function labelOf(reasons: readonly string[], extraFactors: readonly FraudFactor[] = []): FraudLabel {
  const unique = [...new Set(reasons)];
  if (unique.length === 0) return GOOD;
  const rules = unique.map(ruleOf);
  const bads = rules.filter((r) => r.severity === 'bad');
  const level: FraudLevel = bads.length > 0 || rules.length >= WARNINGS_FOR_BAD ? 'bad' : 'warning';
  const worst = bads.length > 0 ? bads : rules;
  const kind: InvalidTrafficKind = worst.some((r) => r.kind === 'givt') ? 'givt' : 'sivt';
  const factors = new Set<FraudFactor>(extraFactors);
  for (const r of rules) for (const f of r.factors) factors.add(f);
  return { level, kind, reasons: unique, factors: [...factors] };
}
