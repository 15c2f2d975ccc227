import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { KeyScopeOf } from '../../src/domain/api-keys/scope.ts';
import type { Access, Endpoint, ParamsOf, QueryOf, ResponseOf } from '../../src/domain/contract.ts';
import { can, type Principal } from '../../src/domain/permissions.ts';
import { auditContext, withAuditFallback } from '../audit/request.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/pool.ts';
import { HttpError } from './errors.ts';
import { nulFieldErrors, toFieldErrors } from './validation.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** set by buildApp: the pool every handler queries through */
    db: Db;
    /** set by buildApp */
    config: Config;
    /** every descriptor registered through route(), in order; /api/openapi.json is built from it */
    endpoints: Endpoint[];
    /** set by buildApp to server/auth's authenticate; a decoration so http sits below auth */
    authenticate: Authenticate;
  }
}

/** Who is calling: a bearer token or (with `via`) a brand API key → the principal, or null. */
export type Authenticate = (
  db: Db,
  authorization: string | undefined,
  via: { apiKey?: string | string[]; endpoint?: KeyScopeOf },
) => Promise<Principal | null>;

/**
 * Largest JSON body a route takes unless it says otherwise. The largest real body (an offer with
 * 500-item target lists and private payouts) is well under 100 KB; anything far above is a mistake
 * or an attempt to make the parser work. Files never come as JSON: they go to storage (multipart,
 * its own limit) or to S3 directly.
 */
export const JSON_BODY_LIMIT = 256 * 1024;

export interface RouteOptions {
  /** bytes; a route that needs more than JSON_BODY_LIMIT says so here */
  bodyLimit?: number;
}

/** What every feature's `registerRoutes(app, deps)` receives. */
export interface FeatureDeps {
  db: Db;
  config: Config;
}
export type Feature = (app: FastifyInstance, deps: FeatureDeps) => void;

type AccessOf<E> = E extends Endpoint<z.ZodType, z.ZodType, z.ZodType, z.ZodType, infer A> ? A : Access;
type BodyOutOf<E> = E extends Endpoint<z.ZodType, z.ZodType, infer B, z.ZodType> ? z.output<B> : never;
/** Public endpoints may be called signed out; every other handler is only reached with a user. */
export type UserOf<E> = AccessOf<E> extends { kind: 'public' } ? Principal | null : Principal;

export interface HandlerContext<E extends Endpoint> {
  params: ParamsOf<E>;
  query: QueryOf<E>;
  body: BodyOutOf<E>;
  user: UserOf<E>;
  request: FastifyRequest;
  reply: FastifyReply;
  db: Db;
}

function validate<S extends z.ZodType>(schema: S | undefined, input: unknown, where: string): z.output<S> | undefined {
  if (!schema) return undefined;
  const nul = nulFieldErrors(input);
  if (nul.length) throw new HttpError(422, 'validation_failed', `Invalid ${where}`, nul);
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new HttpError(422, 'validation_failed', `Invalid ${where}`, toFieldErrors(result.error.issues, input));
}

async function authorize(app: FastifyInstance, db: Db, e: Endpoint, request: FastifyRequest): Promise<Principal | null> {
  const access: Access = e.access;
  if (access.kind === 'public') return null;
  const user = await app.authenticate(db, request.headers.authorization, { apiKey: request.headers['x-api-key'], endpoint: e });
  if (!user) throw new HttpError(401, 'unauthorized', 'Sign-in required');
  if (access.kind === 'module' && !can(user, access.module, access.level)) {
    throw new HttpError(403, 'forbidden', 'Permission denied');
  }
  return user;
}

/**
 * Registers `handler` for descriptor `e`: authenticates (non-public access → 401 without a valid
 * token), checks the module level (403), validates params, query and body (422 with field codes),
 * then answers `{ data: result }`. In tests the result is also checked against `e.response`, so a
 * handler drifting from its contract fails loudly instead of silently breaking the client.
 * A handler that answers on its own (redirect, stream) sends through `reply` and returns anything.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  e: E,
  // NoInfer: E comes from the descriptor alone, so `return { ok: true }` is checked against the
  // contract (keeping the literal) instead of widening E's inference.
  handler: NoInfer<(ctx: HandlerContext<E>) => Promise<ResponseOf<E>>>,
  options: RouteOptions = {},
): void {
  if (!app.hasDecorator('endpoints')) app.decorate('endpoints', []);
  if (app.endpoints.some((x) => x.id === e.id)) throw new Error(`Endpoint ${e.id} registered twice`);
  app.endpoints.push(e);
  const checkResponse = app.hasDecorator('config') ? app.config.env === 'test' : process.env.NODE_ENV === 'test';

  app.route({
    method: e.method,
    url: e.path,
    bodyLimit: options.bodyLimit ?? JSON_BODY_LIMIT,
    handler: async (request, reply) => {
      const db = app.db;
      const user = await authorize(app, db, e, request);
      const params = validate(e.params, request.params, 'path parameters');
      const query = validate(e.query, request.query, 'query');
      // No body at all (no content-type) validates as {} so each missing field reports `required`;
      // a JSON `null` is a body, and the contract's object refuses it.
      const body = validate(e.body, request.body === undefined ? {} : request.body, 'body');
      const context = auditContext(e, user, request);
      const run = () => handler({ params, query, body, user, request, reply, db } as HandlerContext<E>);
      const result = context ? await withAuditFallback(db, e, context, reply, run) : await run();
      if (reply.sent) return reply;
      if (checkResponse) {
        const parsed = e.response.safeParse(result);
        if (!parsed.success) {
          throw new Error(`Response of ${e.id} does not match its contract: ${JSON.stringify(parsed.error.issues)}`);
        }
      }
      return reply.send({ data: result });
    },
  });
}
