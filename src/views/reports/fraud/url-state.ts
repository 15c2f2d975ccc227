import {
  FRAUD_GROUPS,
  FRAUD_SUBJECTS,
  type FraudGroup,
  type FraudRow,
  type FraudSubject,
} from '../../../domain/fraud-detection/contract.ts';
import { FRAUD_LEVELS, type FraudLevel } from '../../../domain/tracking/fraud.ts';
import type { Filters } from '../../table/source.ts';
import { compact, isoToMdy, toSearch } from '../url-state.ts';

/** The fraud screen's state in its URL: range (MM/dd/yyyy), what is counted, and how the report groups. */
export interface FraudState {
  from: string;
  to: string;
  subject: FraudSubject;
  group: FraudGroup;
  /** only traffic of this level (its figures, its report, and the traffic a row opens) */
  level: FraudLevel | null;
}

const MDY = /^\d{2}\/\d{2}\/\d{4}$/;
const pick = <T extends string>(v: string | null, all: readonly T[], fallback: T): T =>
  (all as readonly string[]).includes(v ?? '') ? (v as T) : fallback;

export function readFraud(p: URLSearchParams): FraudState {
  return {
    from: MDY.test(p.get('from') ?? '') ? p.get('from')! : '',
    to: MDY.test(p.get('to') ?? '') ? p.get('to')! : '',
    subject: pick(p.get('subject'), FRAUD_SUBJECTS, 'clicks'),
    group: pick(p.get('group_by'), FRAUD_GROUPS, 'day'),
    level: (FRAUD_LEVELS as readonly string[]).includes(p.get('level') ?? '') ? (p.get('level') as FraudLevel) : null,
  };
}

export const writeFraud = (s: FraudState): string =>
  toSearch({
    from: s.from,
    to: s.to,
    subject: s.subject === 'clicks' ? null : s.subject,
    group_by: s.group === 'day' ? null : s.group,
    level: s.level,
  });

/** The API's filters (the report adds group_by, sort and paging). */
export const fraudFilters = (s: FraudState): Filters => compact({ from: s.from, to: s.to, subject: s.subject, levels: s.level });

/**
 * Where a row drills to: its clicks in the event log, or its conversions in the conversions report,
 * with the row's day (or the screen's range), its offer or partner and the screen's level as filters.
 */
export function drillPath(s: FraudState, row: FraudRow): string {
  const day = isoToMdy(row.date);
  const range = { from: day || s.from, to: day || s.to };
  const subject = s.group === 'offer' ? { offer_id: row.id } : s.group === 'partner' ? { partner_id: row.id } : {};
  return s.subject === 'clicks'
    ? `/reports/logs?${toSearch({ ...range, ...subject, kind: 'click', fraud_level: s.level })}`
    : `/reports/conversions?${toSearch({ ...range, ...subject, fraud_level: s.level })}`;
}
