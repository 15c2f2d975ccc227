import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { ErrorCode } from '../../src/domain/errors.ts';
import { appShell } from './app-shell.ts';
import { HttpError, errorBody } from './errors.ts';

/** The methods a 405's Allow header may name, in the order it names them. */
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/**
 * Methods some route answers at `pathname`. Wildcard routes (the web app's static files answer
 * GET /*) are left out: they match every path, so they would make every unknown path a 405.
 */
export function allowedMethods(app: FastifyInstance, pathname: string): string[] {
  return METHODS.filter((method) => {
    const found = app.findRoute({ method, url: pathname });
    return found !== null && !('*' in (found.params as Record<string, unknown>));
  });
}

/** Longest request URL we accept (spec 1 §8 handles 414). */
export const MAX_URL_LENGTH = 8 * 1024;

/** Fastify's own 4xx errors (parser, body limit, …) mapped to our codes. */
const FASTIFY_CODES: Record<string, [number, ErrorCode, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'malformed_json', 'Malformed JSON body'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'malformed_json', 'Empty JSON body'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'payload_too_large', 'Request body is too large'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'bad_request', 'Unsupported content type'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'bad_request', 'Invalid content length'],
};

function codeForStatus(status: number): ErrorCode {
  if (status === 404) return 'not_found';
  if (status === 405) return 'method_not_allowed';
  if (status === 406) return 'not_acceptable';
  if (status === 413) return 'payload_too_large';
  if (status === 414) return 'uri_too_long';
  if (status === 429) return 'too_many_requests';
  return 'bad_request';
}

/**
 * Every non-2xx answer has the `{ message, code, errors }` shape. Anything unexpected is logged and
 * answered 500 `internal` without details; the process keeps serving.
 */
/** `webDir`: folder of the built web app when it is served (SPA fallback), else null. */
export function installErrorHandlers(app: FastifyInstance, webDir: string | null): void {
  app.addHook('onRequest', async (request) => {
    if (request.url.length > MAX_URL_LENGTH) throw new HttpError(414, 'uri_too_long', 'URL is too long.');
  });

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.status >= 500) request.log.error({ err: error }, error.message);
      return reply.code(error.status).headers(error.headers).send(error.toBody());
    }
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known) return reply.code(known[0]).send(errorBody(known[1], known[2]));
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send(errorBody(codeForStatus(status), error.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(errorBody('internal', 'Something went wrong, please try again later.'));
  });

  const index = webDir ? path.join(webDir, 'index.html') : null;
  const shell = webDir ? appShell(webDir) : null;
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    // a build file that is not there (a chunk of an earlier build, asked by a tab opened before a deploy)
    // is a 404: as the app shell its bytes would fail as a script with a MIME error instead of a load error
    const isBuildFile = pathname.startsWith('/assets/');
    // Client-side routes: any non-API GET that is not a file answers the SPA shell.
    if (!isApi && !isBuildFile && (request.method === 'GET' || request.method === 'HEAD') && index && shell && existsSync(index)) {
      return shell(reply);
    }
    // A known path asked with a method it does not take: 405 naming the ones it does (RFC 9110 §15.5.6).
    const allow = allowedMethods(app, pathname);
    // a route that takes this very method sent us here itself (a static file it declined): that is a 404
    if (allow.length > 0 && !allow.includes(request.method)) {
      return reply
        .code(405)
        .header('allow', allow.join(', '))
        .send(errorBody('method_not_allowed', `Method ${request.method} is not allowed on ${pathname}`));
    }
    return reply.code(404).send(errorBody('not_found', `Route ${request.method} ${pathname} not found`));
  });
}
