import type { FraudDropRule, FraudLabel } from '../../../src/domain/tracking/fraud.ts';
import { parseAgent } from '../enrich/agent.ts';
import { isDataCenterParsed } from '../enrich/datacenter.ts';
import { ipKey, isReservedIp, parseIp } from '../enrich/ip.ts';
import { headerReasons, type Headers } from './headers.ts';
import { GOOD, UNKNOWN, labelOf } from './reasons.ts';
import { FAST_CONVERSION_MS, VELOCITY_BAD_CLICKS, VELOCITY_WARNING_CLICKS } from './thresholds.ts';
import { VelocityCounter } from './velocity.ts';

/**
 * Fraud labels at ingest (issue 5 item 6): every click and conversion is kept and labelled with the
 * spec's factors, a level and GIVT / SIVT; only a brand's drop rule (applyDropRule) discards any.
 * One scorer per server process; the IP velocity it reads is counted in PostgreSQL by the tracker
 * (shared by every process), or in its own memory when none is given.
 */
export * from './thresholds.ts';
export { REASON_RULES, labelOf } from './reasons.ts';

export interface ClickInput {
  ip: string;
  userAgent: string;
  headers: Headers;
  at: Date;
  countryId: number | null;
  isBot: boolean;
  /**
   * Clicks of this IP within the velocity window, this one included, when the caller counted them
   * where every server process counts (PostgreSQL, tracker.ts; decision 039). Absent: this
   * scorer's own in-memory window counts (unit tests, a single process).
   */
  ipHits?: number;
}

export interface ConversionInput {
  /** the converting request's IP; for S2S postbacks this is the brand's server, so it is not judged itself */
  ip: string;
  at: Date;
  /** the converting visitor's country (pixel / script), or null when unknown (S2S postback) */
  countryId: number | null;
  click: { ip: string | null; at: Date; countryId: number | null; fraud: FraudLabel };
}

export interface FraudScorer {
  scoreClick(i: ClickInput): FraudLabel;
  scoreConversion(i: ConversionInput): FraudLabel;
}

export function createFraudScorer(opts?: { now?: () => number }): FraudScorer {
  const velocity = new VelocityCounter(opts?.now ?? Date.now);

  function scoreClick(i: ClickInput): FraudLabel {
    const hasHeaders = Object.values(i.headers).some((v) => v !== undefined && v !== '');
    // a replayed or server-side click with no IP, UA or headers: nothing we could judge
    if (i.ip.trim() === '' && i.userAgent.trim() === '' && !hasHeaders) return UNKNOWN;

    const reasons: string[] = [];
    if (i.isBot) reasons.push('declared_bot');
    const ip = parseIp(i.ip);
    if (ip === null) reasons.push('invalid_ip');
    else if (isReservedIp(ip)) reasons.push('reserved_ip');
    else {
      if (isDataCenterParsed(ip)) reasons.push('datacenter_ip');
      const n = i.ipHits ?? velocity.hit(ipKey(ip));
      if (n > VELOCITY_BAD_CLICKS) reasons.push('ip_velocity_high');
      else if (n > VELOCITY_WARNING_CLICKS) reasons.push('ip_velocity');
    }
    // the caller's isBot wins over the cached parse (it may come from a stricter source)
    const agent = { ...parseAgent(i.userAgent), isBot: i.isBot };
    reasons.push(...headerReasons(i.userAgent, agent, i.headers));
    return labelOf(reasons);
  }

  function scoreConversion(i: ConversionInput): FraudLabel {
    const reasons: string[] = [...i.click.fraud.reasons];
    const elapsed = i.at.getTime() - i.click.at.getTime();
    if (elapsed < 0) reasons.push('conversion_before_click');
    else if (elapsed < FAST_CONVERSION_MS) reasons.push('fast_conversion');
    if (i.countryId !== null && i.click.countryId !== null && i.countryId !== i.click.countryId) reasons.push('geo_mismatch');
    if (reasons.length === 0) {
      // nothing new: a click the brand marked safe stays safe, an unjudged click stays unknown
      const inherited = i.click.fraud.level;
      return inherited === 'safe' || inherited === 'unknown' ? { ...i.click.fraud, reasons: [], factors: [] } : GOOD;
    }
    return labelOf(reasons, i.click.fraud.factors);
  }

  return { scoreClick, scoreConversion };
}

/** The brand rule (brands.fraud_drop_level): 'bad' drops bad traffic, 'warning' drops warning and bad. */
export function applyDropRule(label: FraudLabel, rule: FraudDropRule): FraudLabel {
  const covered = rule === 'bad' ? label.level === 'bad' : rule === 'warning' ? label.level === 'bad' || label.level === 'warning' : false;
  return covered ? { ...label, level: 'drop' } : label;
}
