import type { EventLogItem, ServerLogItem } from '../../../domain/tracking-logs/contract.ts';
import type { LL } from '../../../i18n/translate.ts';
import type { Formats } from '../../app/formats.ts';
import type { ReportColumn } from '../../table/columns.ts';
import { utcTime } from '../conversions/columns.ts';

const lookup = (table: object, key: string | null): string | null => {
  const fn = key ? (table as Record<string, (() => string) | undefined>)[key] : undefined;
  return typeof fn === 'function' ? fn() : null;
};

/** A refusal code in words (i18n area `tracking`); a code this build does not know still shows. */
export function refusalText(ll: LL, code: string | null): string {
  if (!code) return '';
  return lookup(ll.tracking.refusals, code) ?? ll.reportViews.logs.unknownReason({ code });
}

const named = (name: string | null, id: number | null) => (id === null ? '' : name ? `${name} (${id})` : String(id));

/** The event log (keys of the `logs` column settings). */
export function eventLogColumns(ll: LL, fmt: Formats): ReportColumn<EventLogItem>[] {
  const c = ll.reports.columns;
  const v = ll.reportViews.columns;
  return [
    // when the grid is short of room (decision 065): what happened, when, to which offer and partner first
    { key: 'created_at', header: v.time(), value: (r) => utcTime(r.created_at, fmt), width: 170, minWidth: 170, priority: 1 },
    { key: 'kind', header: v.kind(), value: (r) => ll.reportViews.logs.kinds[r.kind](), width: 110, pin: true },
    { key: 'offer', header: c.offer(), value: (r) => named(r.offer_name, r.offer_id), width: 180, priority: 1 },
    { key: 'partner', header: c.partner(), value: (r) => named(r.partner_name, r.partner_id), width: 180, priority: 1 },
    { key: 'event', header: c.event(), value: (r) => named(r.event_name, r.event_id), width: 140 },
    {
      key: 'conversion_status',
      header: v.conversion_status(),
      value: (r) => lookup(ll.reports.statuses, r.conversion_status) ?? r.conversion_status ?? '',
      width: 150,
    },
    { key: 'refusal', header: v.refusal(), value: (r) => refusalText(ll, r.refusal), width: 280 },
    { key: 'fraud_level', header: c.fraud_level(), value: (r) => lookup(ll.fraud.levels, r.fraud_level) ?? r.fraud_level, width: 120 },
    { key: 'click_id', header: c.click_id(), value: (r) => r.click_id, width: 300, priority: 3 },
    { key: 'ip', header: c.ip(), value: (r) => r.ip ?? '', width: 140, priority: 3 },
    { key: 'transaction_id', header: c.transaction_id(), value: (r) => r.transaction_id ?? '', width: 160, priority: 3 },
    {
      key: 'payout',
      header: c.payout(),
      numeric: true,
      value: (r) => (r.payout === null ? '' : fmt.money(r.payout)),
      width: 110,
    },
    {
      key: 'revenue',
      header: c.revenue(),
      numeric: true,
      value: (r) => (r.revenue === null ? '' : fmt.money(r.revenue)),
      width: 110,
    },
  ];
}

/** The server log (keys of the `serverLog` column settings). */
export function serverLogColumns(ll: LL, fmt: Formats): ReportColumn<ServerLogItem>[] {
  const c = ll.reports.columns;
  const v = ll.reportViews.columns;
  const t = ll.reportViews.logs;
  return [
    { key: 'created_at', header: v.time(), value: (r) => utcTime(r.created_at, fmt), width: 170, minWidth: 170, priority: 1 },
    { key: 'endpoint', header: v.endpoint(), value: (r) => lookup(t.endpoints, r.endpoint) ?? r.endpoint, width: 130, pin: true },
    { key: 'offer', header: c.offer(), value: (r) => (r.offer_id === null ? '' : String(r.offer_id)), numeric: true, width: 90 },
    { key: 'partner', header: c.partner(), value: (r) => (r.partner_id === null ? '' : String(r.partner_id)), numeric: true, width: 90 },
    { key: 'click_id', header: c.click_id(), value: (r) => r.click_id ?? '', width: 300, priority: 3 },
    { key: 'ip', header: c.ip(), value: (r) => r.ip ?? '', width: 140, priority: 3 },
    { key: 'outcome', header: v.outcome(), value: (r) => t.outcomes[r.outcome](), width: 110, priority: 1 },
    { key: 'reason', header: v.reason(), value: (r) => refusalText(ll, r.reason), width: 300 },
    { key: 'http_status', header: v.http_status(), value: (r) => String(r.http_status), numeric: true, width: 100 },
  ];
}
