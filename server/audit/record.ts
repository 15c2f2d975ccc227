import { AsyncLocalStorage } from 'node:async_hooks';
import type { Queryable } from '../db/pool.ts';

/** Who and where a write comes from: set once per request by server/http/route.ts. */
export interface AuditContext {
  brandId: number;
  userId: number | null;
  requestId: string;
  ip: string;
  /** set when an agency acts inside the brand: the row reads "agency A on behalf of brand B" (decision 077) */
  agencyId?: number | null;
  agencyUserId?: number | null;
  /** rows written so far for this request (the route-level fallback writes one when it stays 0) */
  recorded: number;
}

/** What a service says about one change; who/when/where come from the request's context. */
export interface AuditEntry {
  action: string;
  objectType?: string;
  objectId?: number | string;
  /** `{ field: [before, after] }`, usually from diff() */
  changes?: Changes;
}

export type Changes = Record<string, [unknown, unknown]>;

// AsyncLocalStorage instead of a parameter: the services that change data sit several calls below
// the handler, and threading an `audit` argument through every one of them (and their callers in
// the demo seed, jobs and ops CLIs, which audit nothing) would touch most of server/ for one concern.
const current = new AsyncLocalStorage<AuditContext>();

/** Runs `work` (a write handler) with `context` as the request's audit context. */
export function withAudit<T>(context: AuditContext, work: () => Promise<T>): Promise<T> {
  return current.run(context, work);
}

/**
 * Appends one row in the caller's transaction `tx`, so the row commits or rolls back with the change
 * it describes. Outside a request (demo seed, jobs, ops CLIs) it writes nothing: those are not user
 * actions. An entry with empty `changes` is still written: a save that changed nothing is an act too.
 */
export const record = (tx: Queryable, entry: AuditEntry): Promise<void> => recordMany(tx, [entry]);

/** record() for many entries in one statement (a conversion action changes up to 1,000 rows). */
export async function recordMany(tx: Queryable, entries: readonly AuditEntry[]): Promise<void> {
  const context = current.getStore();
  if (!context) return;
  await insertRows(tx, context, entries);
  context.recorded += entries.length;
}

/** The one INSERT of audit rows: `context` says who, where and on which request. */
export async function insertRows(q: Queryable, context: AuditContext, entries: readonly AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await q.query(
    `INSERT INTO audit_log (brand_id, brand_user_id, action, object_type, object_id, changes, request_id, ip, agency_id, agency_user_id)
     SELECT $1, $2, e.action, e.object_type, e.object_id, e.changes, $3, $4, $6, $7
       FROM jsonb_to_recordset($5::jsonb) AS e(action text, object_type text, object_id text, changes jsonb)`,
    [
      context.brandId,
      context.userId,
      context.requestId,
      context.ip,
      JSON.stringify(
        entries.map((e) => ({
          action: e.action,
          object_type: e.objectType ?? null,
          object_id: e.objectId === undefined ? null : String(e.objectId),
          changes: e.changes ?? {},
        })),
      ),
      context.agencyId ?? null,
      context.agencyUserId ?? null,
    ],
  );
}

/** Comparable form of a value: dates and numbers-as-strings compare by what they say. */
function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/**
 * `{ field: [before, after] }` for each of `fields` whose value differs between `before` and
 * `after` (compared as JSON, so arrays and objects compare by content). Missing values are null.
 */
export function diff<T extends object>(
  before: T | null | undefined,
  after: T | null | undefined,
  fields: readonly (keyof T & string)[],
): Changes {
  const changes: Changes = {};
  for (const field of fields) {
    const a = before ? (before[field] ?? null) : null;
    const b = after ? (after[field] ?? null) : null;
    if (!same(a, b)) changes[field] = [a, b];
  }
  return changes;
}
