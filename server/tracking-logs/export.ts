import type { z } from 'zod';
import type { Principal } from '../../src/domain/permissions.ts';
import type { EventLogItem, eventLogQuery, ServerLogItem, serverLogQuery } from '../../src/domain/tracking-logs/contract.ts';
import enViews from '../../src/i18n/en/reportViews.ts';
import enTracking from '../../src/i18n/en/tracking.ts';
import viViews from '../../src/i18n/vi/reportViews.ts';
import viTracking from '../../src/i18n/vi/tracking.ts';
import type { Db } from '../db/pool.ts';
import { labels, type ExportColumn } from '../export/labelled.ts';
import { readEventLog, readServerLog, type KeysetPage } from './queries.ts';

/**
 * Exports of the event log and the server log: the reads' own keyset walk in batches (memory stays
 * flat however many million rows match), so an export holds exactly the rows the screen would list,
 * under the same brand and partner scope. Kinds, outcomes, statuses and refusal reasons are written
 * in words of the export's language (as the table shows them), codes this build does not know as
 * they are. JSON bodies of the server log are one text cell each, cut to what a spreadsheet cell holds.
 */
export const EXPORT_BATCH = 1000;
/** Excel's cell limit is 32,767 characters. */
const CELL_MAX = 32_000;

async function* walk<T>(read: (cursor: string | undefined) => Promise<KeysetPage<T>>): AsyncGenerator<T> {
  let cursor: string | undefined;
  for (;;) {
    const page = await read(cursor);
    yield* page.items;
    if (!page.paging.next_cursor) return;
    cursor = page.paging.next_cursor;
  }
}

type EventFilters = Omit<z.output<typeof eventLogQuery>, 'cursor' | 'limit'>;
type ServerFilters = Omit<z.output<typeof serverLogQuery>, 'cursor' | 'limit'>;

export function allEvents(db: Db, user: Principal, f: EventFilters, batch = EXPORT_BATCH): AsyncGenerator<EventLogItem> {
  return walk((cursor) => readEventLog(db, user, { ...f, limit: batch, ...(cursor ? { cursor } : {}) }));
}

export function allServerLog(db: Db, user: Principal, f: ServerFilters, batch = EXPORT_BATCH): AsyncGenerator<ServerLogItem> {
  return walk((cursor) => readServerLog(db, user, { ...f, limit: batch, ...(cursor ? { cursor } : {}) }));
}

const word = (table: Readonly<Record<string, string>>, code: string | null): string | null =>
  code === null ? null : (table[code] ?? code);
const json = (v: unknown): string | null => {
  if (v === null || v === undefined) return null;
  const s = JSON.stringify(v);
  return s.length > CELL_MAX ? `${s.slice(0, CELL_MAX)}…` : s;
};

export function eventLogColumns(lang: 'en' | 'vi'): ExportColumn<EventLogItem>[] {
  const views = lang === 'vi' ? viViews : enViews;
  const refusals = (lang === 'vi' ? viTracking : enTracking).refusals;
  const statuses = labels(lang).statuses;
  return [
    { title: 'time', value: (r) => r.created_at },
    { title: 'kind', value: (r) => views.logs.kinds[r.kind] },
    { title: 'offer_id', value: (r) => r.offer_id },
    { title: 'offer', value: (r) => r.offer_name },
    { title: 'partner_id', value: (r) => r.partner_id },
    { title: 'partner', value: (r) => r.partner_name },
    { title: 'event_id', value: (r) => r.event_id },
    { title: 'event', value: (r) => r.event_name },
    { title: 'click_id', value: (r) => r.click_id },
    { title: 'conversion_id', value: (r) => r.conversion_id },
    { title: 'conversion_status', value: (r) => word(statuses, r.conversion_status) },
    { title: 'refusal', value: (r) => word(refusals, r.refusal) },
    { title: 'fraud_level', value: (r) => r.fraud_level },
    { title: 'fraud_reasons', value: (r) => r.fraud_reasons.join(', ') },
    { title: 'ip', value: (r) => r.ip },
    { title: 'country_id', value: (r) => r.country_id },
    { title: 'transaction_id', value: (r) => r.transaction_id },
    { title: 'payout', value: (r) => r.payout, decimal: true },
    { title: 'revenue', value: (r) => r.revenue, decimal: true },
    { title: 'sale_amount', value: (r) => r.sale_amount, decimal: true },
    { title: 'subs', value: (r) => r.subs.filter(Boolean).join(' | ') },
    { title: 'is_test', value: (r) => (r.is_test ? 1 : 0) },
  ];
}

export function serverLogColumns(lang: 'en' | 'vi'): ExportColumn<ServerLogItem>[] {
  const views = lang === 'vi' ? viViews : enViews;
  const refusals = (lang === 'vi' ? viTracking : enTracking).refusals;
  return [
    { title: 'time', value: (r) => r.created_at },
    { title: 'endpoint', value: (r) => word(views.logs.endpoints, r.endpoint) },
    { title: 'offer_id', value: (r) => r.offer_id },
    { title: 'partner_id', value: (r) => r.partner_id },
    { title: 'event_id', value: (r) => r.event_id },
    { title: 'click_id', value: (r) => r.click_id },
    { title: 'conversion_id', value: (r) => r.conversion_id },
    { title: 'ip', value: (r) => r.ip },
    { title: 'outcome', value: (r) => views.logs.outcomes[r.outcome] },
    { title: 'reason', value: (r) => word(refusals, r.reason) },
    { title: 'http_status', value: (r) => r.http_status },
    { title: 'request', value: (r) => json(r.request) },
    { title: 'response', value: (r) => json(r.response) },
  ];
}
