import { describe, expect, it } from 'vitest';
import {
  conversionFilters,
  dayInstant,
  isoToMdy,
  logFilters,
  mdyToIso,
  performanceFilters,
  readConversions,
  readLogs,
  readPerformance,
  writeLogs,
  writePerformance,
} from './url-state.ts';

const q = (s: string) => new URLSearchParams(s);

describe('performance URL state', () => {
  it('reads the filters and writes them back (a link reproduces the view)', () => {
    const s = readPerformance(q('by=partner&from=01/02/2026&to=01/31/2026&search=shoe&offer_ids=1,2&partner_ids=9'));
    expect(s).toMatchObject({
      tab: 'partner',
      from: '01/02/2026',
      to: '01/31/2026',
      search: 'shoe',
      offerIds: '1,2',
      partnerIds: '9',
      detail: null,
    });
    expect(readPerformance(q(writePerformance(s)))).toEqual(s);
    expect(performanceFilters(s)).toEqual({ from: '01/02/2026', to: '01/31/2026', search: 'shoe', offer_ids: '1,2', partner_ids: '9' });
  });
  it('opens the detail from the notification link (status 4 = gross)', () => {
    expect(readPerformance(q('screenType=detail&partnerId=5&offerId=7&status=4')).detail).toEqual({
      offerId: 7,
      partnerId: 5,
      status: 'gross',
    });
    expect(readPerformance(q('detail_offer=7&detail_partner=5&status=1')).detail).toEqual({ offerId: 7, partnerId: 5, status: 'pending' });
    expect(readPerformance(q('offerId=7')).detail).toBeNull();
  });
  it('drops what the API would refuse', () => {
    const s = readPerformance(q(`from=2026-01-01&uuid=nope&offer_ids=1,x&search=${'a'.repeat(200)}`));
    expect(s).toMatchObject({ from: '', uuid: '', offerIds: '' });
    expect(s.search).toHaveLength(128);
  });
});

describe('conversions and logs URL state', () => {
  it('conversions: known statuses and fraud levels only', () => {
    const s = readConversions(q('status=pending&offer_id=3&fraud_level=bad&search=abc'));
    expect(conversionFilters(s)).toEqual({ status: 'pending', offer_id: '3', fraud_level: 'bad', search: 'abc' });
    expect(readConversions(q('status=weird&fraud_level=evil')).status).toBeNull();
  });
  it('logs: filter=server_log selects the server log and its own filters', () => {
    const s = readLogs(q('filter=server_log&outcome=refused&kind=click'));
    expect(s.log).toBe('server');
    expect(logFilters(s)).toEqual({ outcome: 'refused' });
    expect(writeLogs(s)).toBe('filter=server_log&outcome=refused');
    expect(logFilters(readLogs(q('kind=click&refusal=any')))).toEqual({ kind: 'click', refusal: 'any' });
  });
  it('log days become instants of the local day, the end exclusive', () => {
    const from = dayInstant('03/01/2026')!;
    const to = dayInstant('03/01/2026', true)!;
    expect(new Date(to).getTime() - new Date(from).getTime()).toBeGreaterThanOrEqual(23 * 3600_000);
    expect(dayInstant('2026-03-01')).toBeNull();
  });
  it('converts picker and URL dates', () => {
    expect(isoToMdy('2026-03-09')).toBe('03/09/2026');
    expect(mdyToIso('03/09/2026')).toBe('2026-03-09');
  });
});
