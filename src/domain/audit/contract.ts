import { z } from 'zod';
import { endpoint, pageSizeQuery } from '../contract.ts';
import { exportQuery } from '../reports/schema.ts';

/**
 * The audit log (issue 14 item 4; docs/decisions/036-audit-log.md): one row per write, newest
 * first. It only grows, so it pages by KEYSET like the tracking logs: `cursor` is the opaque
 * position after the last row of the previous page. Any signed-in user may read it; the owner and
 * admins see every row of the brand, everyone else only the rows of their own actions.
 */
export const AUDIT_PAGE_SIZES = [25, 50, 100, 200] as const;
const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

const toBase64Url = (s: string) => btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const fromBase64Url = (s: string) => atob(s.replace(/-/g, '+').replace(/_/g, '/'));

/** Opaque to clients: the id of the last row shown (ids are the append order, so one column is an exact keyset). */
export const encodeAuditCursor = (rowId: number): string => toBase64Url(`a${rowId}`);
/** null when the string is not a cursor this server wrote (answered as a 422 on `cursor`). */
export function decodeAuditCursor(s: string): number | null {
  let raw: string;
  try {
    raw = fromBase64Url(s);
  } catch {
    return null;
  }
  const m = /^a(\d{1,18})$/.exec(raw);
  const n = m ? Number(m[1]) : NaN;
  return Number.isSafeInteger(n) ? n : null;
}

export const auditQuery = z.object({
  cursor: z
    .string()
    .max(40)
    .refine((s) => decodeAuditCursor(s) !== null, 'invalid_cursor')
    .optional(),
  limit: pageSizeQuery(AUDIT_PAGE_SIZES, 50),
  /** inclusive start, ISO instant */
  from: z.iso.datetime({ offset: true }).optional(),
  /** exclusive end, ISO instant */
  to: z.iso.datetime({ offset: true }).optional(),
  /** the acting user (a non-admin asking for someone else gets an empty page: they only see their own) */
  user_id: id.optional(),
  /** e.g. offer, employee, conversion; with object_id for one object's history */
  object_type: z
    .string()
    .regex(/^[a-zA-Z_-]{1,40}$/)
    .optional(),
  object_id: z.string().max(40).optional(),
  /** exact action, e.g. offers.update.general, conversions.approve */
  action: z
    .string()
    .regex(/^[a-zA-Z0-9_.-]{1,80}$/)
    .optional(),
  /** `agency`: only writes an agency made on behalf of the brand; `brand`: only the brand's own people's (decision 077) */
  actor: z.enum(['agency', 'brand']).optional(),
});
export type AuditQuery = z.input<typeof auditQuery>;

export const auditRow = z.object({
  id: z.number().int(),
  /** ISO instant */
  at: z.string(),
  user_id: z.number().int().nullable(),
  /** "First Last" of the acting user, '' when unknown */
  user_name: z.string(),
  action: z.string(),
  object_type: z.string().nullable(),
  object_id: z.string().nullable(),
  /** { field: [before, after] } */
  changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])),
  request_id: z.string().nullable(),
  ip: z.string().nullable(),
  /** "agency A on behalf of the brand": set when an agency inside the brand made the write (decision 077) */
  on_behalf_of: z
    .object({
      agency_id: z.number().int(),
      /** '' when the agency is gone */
      agency_name: z.string(),
      agency_user_id: z.number().int().nullable(),
      agency_user_email: z.string(),
    })
    .nullable(),
});
export type AuditRow = z.infer<typeof auditRow>;

export const listAudit = endpoint({
  id: 'audit.list',
  method: 'GET',
  path: '/api/audit',
  summary:
    'Audit log of the brand, newest first, keyset-paged (cursor, limit 25/50/100/200); filters from, to, user_id, object_type, object_id, action, actor (agency on behalf of the brand, or the brand itself). Owner and admins see all rows, others only their own actions',
  access: { kind: 'user' },
  query: auditQuery,
  response: z.object({ items: z.array(auditRow), paging: z.object({ limit: z.number().int(), next_cursor: z.string().nullable() }) }),
});

/**
 * Every row of the filtered log (the filters of the read, no cursor or page size) as CSV or XLSX,
 * streamed in keyset batches and formula-escaped like the report exports; the same rule of who sees
 * what as the read. The answer is the file.
 */
export const exportAudit = endpoint({
  id: 'audit.export',
  method: 'GET',
  path: '/api/audit/export',
  summary:
    'Every row of the filtered audit log as CSV or XLSX (streamed in keyset batches; formula-escaped). Owner and admins export all rows, others only their own actions',
  access: { kind: 'user' },
  query: auditQuery.omit({ cursor: true, limit: true }).extend(exportQuery),
  response: z.unknown(),
});
