import type { FastifyReply, FastifyRequest } from 'fastify';
import { isRead, type Endpoint } from '../../src/domain/contract.ts';
import type { Principal } from '../../src/domain/permissions.ts';
import type { Db } from '../db/pool.ts';
import { insertRows, withAudit, type AuditContext } from './record.ts';

/** True for an endpoint whose successful calls append an audit row. */
export function isAudited(e: Endpoint): boolean {
  // Public endpoints (sign-in, sign-up, token refresh, password links) act before there is a user
  // and a brand to attribute the row to; their own tables (sessions, password links) record them.
  return !isRead(e) && e.audit !== false && e.access.kind !== 'public';
}

/** The audit context of a call to `e`, or null when the call is not audited. */
export function auditContext(e: Endpoint, user: Principal | null, request: FastifyRequest): AuditContext | null {
  if (!user || !isAudited(e)) return null;
  return {
    brandId: user.brandId,
    userId: user.userId,
    agencyId: user.actingFor?.agencyId ?? null,
    agencyUserId: user.actingFor?.agencyUserId ?? null,
    requestId: String(request.id),
    ip: request.ip,
    recorded: 0,
  };
}

/**
 * Runs a write handler with its audit context; when it succeeds without recording anything itself,
 * appends `{ action: e.id }` so no write is ever missing from the log. That fallback row commits
 * after the handler's own transaction (it cannot join a transaction it never saw): the services of
 * the main writes record in their transaction instead, with before → after.
 */
export async function withAuditFallback<T>(
  db: Db,
  e: Endpoint,
  context: AuditContext,
  reply: FastifyReply,
  run: () => Promise<T>,
): Promise<T> {
  const result = await withAudit(context, run);
  const failed = reply.sent && reply.statusCode >= 400;
  if (context.recorded === 0 && !failed) await insertRows(db, context, [{ action: e.id, ...objectOf(e, reply.request) }]);
  return result;
}

/** The object a fallback row names: the first `:id`-like path parameter, typed by the endpoint's feature. */
function objectOf(e: Endpoint, request: FastifyRequest): { objectType?: string; objectId?: string } {
  const params = (request.params ?? {}) as Record<string, unknown>;
  const key = Object.keys(params).find((k) => k === 'id' || k.endsWith('Id'));
  if (!key) return {};
  const feature = e.id.split('.')[0]!;
  return { objectType: key === 'id' ? feature : key.slice(0, -2), objectId: String(params[key]) };
}
