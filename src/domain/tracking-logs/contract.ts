import { z } from 'zod';
import { endpoint, pageSizeQuery } from '../contract.ts';
import { exportQuery } from '../reports/schema.ts';
import { LEVEL } from '../permissions.ts';

/**
 * The tracking logs (issue 5 item 5; spec 3 "/reports/logs": event log and server log). Both lists
 * grow by millions of rows, so they page by KEYSET only: `cursor` is the opaque position after the
 * last row of the previous page, never an offset. Reading needs report ≥ 2; a user who is not an
 * all-partner user only sees rows of partners assigned to them. Paths follow the lead's brief
 * (the spec's names are report/advertiser/event_log and /server_log).
 */
const READ = { kind: 'module', module: 'report', level: LEVEL.read } as const;

export const LOG_PAGE_SIZES = [25, 50, 100, 200] as const;
const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const code = z.string().regex(/^[a-z_]{1,40}$/);

/** Keyset position: the row's exact time (microseconds, UTC ISO), kind rank and id. */
export interface LogCursor {
  /** ISO timestamp with microseconds, as the database printed it */
  t: string;
  /** 1 conversion, 0 click (the event log orders conversions first at equal times); always 0 in the server log */
  k: 0 | 1;
  id: number;
}

const toBase64Url = (s: string) => btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const fromBase64Url = (s: string) => atob(s.replace(/-/g, '+').replace(/_/g, '/'));

/** Opaque to clients; base64url of `t|k|id`. */
export function encodeCursor(c: LogCursor): string {
  return toBase64Url(`${c.t}|${c.k}|${c.id}`);
}
/** null when the string is not a cursor this server wrote (answered as a 422 on `cursor`). */
export function decodeCursor(s: string): LogCursor | null {
  let raw: string;
  try {
    raw = fromBase64Url(s);
  } catch {
    return null;
  }
  const m = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?Z)\|([01])\|(\d{1,18})$/.exec(raw);
  if (!m || Number.isNaN(Date.parse(m[1]!))) return null;
  const rowId = Number(m[3]);
  if (!Number.isSafeInteger(rowId)) return null;
  return { t: m[1]!, k: m[2] === '1' ? 1 : 0, id: rowId };
}

const cursorSchema = z
  .string()
  .max(200)
  .refine((s) => decodeCursor(s) !== null, 'invalid_cursor');

const baseQuery = z.object({
  cursor: cursorSchema.optional(),
  limit: pageSizeQuery(LOG_PAGE_SIZES, 50),
  /** inclusive start, ISO instant (the client converts the user's time zone) */
  from: z.iso.datetime({ offset: true }).optional(),
  /** exclusive end, ISO instant */
  to: z.iso.datetime({ offset: true }).optional(),
  offer_id: id.optional(),
  partner_id: id.optional(),
  click_id: z.uuid().optional(),
});

export const EVENT_KINDS = ['click', 'conversion'] as const;
export const eventLogQuery = baseQuery.extend({
  kind: z.enum(EVENT_KINDS).optional(),
  /** a refusal code (clicks only), or `any` for every refused click */
  refusal: code.optional(),
  fraud_level: code.optional(),
});
export type EventLogQuery = z.input<typeof eventLogQuery>;

export const SERVER_LOG_OUTCOMES = ['accepted', 'duplicate', 'refused'] as const;
export const SERVER_LOG_ENDPOINTS = ['postback', 'pixel_gif', 'pixel_html', 'script'] as const;
export const serverLogQuery = baseQuery.extend({
  outcome: z.enum(SERVER_LOG_OUTCOMES).optional(),
  reason: code.optional(),
  endpoint: z.enum(SERVER_LOG_ENDPOINTS).optional(),
});
export type ServerLogQuery = z.input<typeof serverLogQuery>;

const keysetPaging = z.object({ limit: z.number().int(), next_cursor: z.string().nullable() });

export const eventLogItem = z.object({
  kind: z.enum(EVENT_KINDS),
  /** row id within its kind's table */
  id: z.number().int(),
  created_at: z.string(),
  offer_id: z.number().int(),
  offer_name: z.string().nullable(),
  partner_id: z.number().int().nullable(),
  partner_name: z.string().nullable(),
  click_id: z.string(),
  conversion_id: z.string().nullable(),
  conversion_status: z.string().nullable(),
  event_id: z.number().int().nullable(),
  event_name: z.string().nullable(),
  /** decimal strings; null for clicks */
  payout: z.string().nullable(),
  revenue: z.string().nullable(),
  sale_amount: z.string().nullable(),
  transaction_id: z.string().nullable(),
  ip: z.string().nullable(),
  country_id: z.number().int().nullable(),
  device_id: z.number().int().nullable(),
  os_id: z.number().int().nullable(),
  browser_id: z.number().int().nullable(),
  subs: z.tuple([z.string(), z.string(), z.string(), z.string(), z.string()]),
  refusal: z.string().nullable(),
  fraud_level: z.string(),
  fraud_reasons: z.array(z.string()),
  is_test: z.boolean(),
});
export type EventLogItem = z.infer<typeof eventLogItem>;

export const serverLogItem = z.object({
  id: z.number().int(),
  created_at: z.string(),
  endpoint: z.string(),
  request: z.unknown(),
  ip: z.string().nullable(),
  outcome: z.enum(SERVER_LOG_OUTCOMES),
  reason: z.string().nullable(),
  http_status: z.number().int(),
  response: z.unknown(),
  offer_id: z.number().int().nullable(),
  event_id: z.number().int().nullable(),
  partner_id: z.number().int().nullable(),
  click_id: z.string().nullable(),
  conversion_id: z.number().int().nullable(),
});
export type ServerLogItem = z.infer<typeof serverLogItem>;

export const eventLog = endpoint({
  id: 'reports.eventLog',
  method: 'GET',
  path: '/api/reports/event-log',
  summary:
    'Event log: every click and conversion of the brand, newest first, keyset-paged (cursor, limit 25/50/100/200); filters from, to, offer_id, partner_id, click_id, kind, refusal, fraud_level',
  access: READ,
  query: eventLogQuery,
  response: z.object({ items: z.array(eventLogItem), paging: keysetPaging }),
});

export const serverLog = endpoint({
  id: 'reports.serverLog',
  method: 'GET',
  path: '/api/reports/server-log',
  summary:
    'Server log: every postback, pixel and script call with request, outcome, reason and answer, newest first, keyset-paged; filters from, to, offer_id, partner_id, click_id, outcome, reason, endpoint',
  access: READ,
  query: serverLogQuery,
  response: z.object({ items: z.array(serverLogItem), paging: keysetPaging }),
});

/**
 * Exports of the whole filtered log (the filters of the reads, no cursor or page size) as CSV or
 * XLSX, streamed in keyset batches and formula-escaped like the report exports; the same access
 * and partner scope as the reads. The answer is the file, not `{ data }`.
 */
export const eventLogExport = endpoint({
  id: 'reports.eventLogExport',
  method: 'GET',
  path: '/api/reports/event-log/export',
  summary: 'Every row of the filtered event log as CSV or XLSX (streamed in keyset batches; formula-escaped)',
  access: READ,
  query: eventLogQuery.omit({ cursor: true, limit: true }).extend(exportQuery),
  response: z.unknown(),
});

export const serverLogExport = endpoint({
  id: 'reports.serverLogExport',
  method: 'GET',
  path: '/api/reports/server-log/export',
  summary: 'Every row of the filtered server log as CSV or XLSX (streamed in keyset batches; formula-escaped)',
  access: READ,
  query: serverLogQuery.omit({ cursor: true, limit: true }).extend(exportQuery),
  response: z.unknown(),
});
