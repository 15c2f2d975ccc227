import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyBaseLogger } from 'fastify';
import { authenticate } from './auth/authenticate.ts';
import type { Config } from './config.ts';
import type { Db } from './db/pool.ts';
import { features as defaultFeatures } from './features.ts';
import { installErrorHandlers } from './http/error-handlers.ts';
import { JSON_BODY_LIMIT, type Feature } from './http/route.ts';
import { installSecurityHeaders, s3Sources } from './http/security.ts';
import { s3OptionsFromEnv } from './storage/s3.ts';

/** Routes not made by route() (tracking, storage) start from the same JSON default. */
export const BODY_LIMIT = JSON_BODY_LIMIT;

export interface BuildAppOptions {
  db: Db;
  config: Config;
  /** a pino logger to share (main.ts); otherwise fastify creates one at config.logLevel */
  logger?: FastifyBaseLogger;
  /** defaults to server/features.ts; tests may add their own */
  features?: readonly Feature[];
}

/** The HTTP application: API under /api, the built web app (if any) everywhere else. */
export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { db, config } = opts;
  const app = Fastify({
    ...(opts.logger ? { loggerInstance: opts.logger } : { logger: { level: config.logLevel } }),
    bodyLimit: BODY_LIMIT,
    // Long ids and codes in paths must reach our handlers (and their 422), not a silent 404.
    routerOptions: { maxParamLength: 1024 },
    // Node's parser would answer URLs over 16 KB with a bare 431; let them reach our 414.
    http: { maxHeaderSize: 64 * 1024 },
    trustProxy: config.trustProxy ?? false,
    // request ids go into logs and audit rows: unique across processes, not fastify's per-process counter
    genReqId: () => randomUUID(),
  }) as unknown as FastifyInstance; // loggerInstance vs logger give different generics; we only use the base type

  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('endpoints', []);
  app.decorate('authenticate', authenticate);

  const webDir = existsSync(config.webDir) ? config.webDir : null;
  installErrorHandlers(app, webDir);
  // before the static files and the routes, so every answer (errors included) carries the headers
  installSecurityHeaders(app, s3Sources(s3OptionsFromEnv(process.env)?.endpoint));
  if (webDir) {
    // index.html is never served as a file: '/' and client-side routes get it from the not-found
    // handler with this answer's CSP nonce filled in (http/app-shell.ts)
    await app.register(fastifyStatic, {
      root: webDir,
      prefix: '/',
      wildcard: true,
      index: false,
      allowedPath: (pathname) => pathname !== '/' && pathname !== '/index.html',
      // the build's files are named by their content (assets/name-hash.js): a name never changes its bytes,
      // so the browser keeps them a year without asking again; each sent as the .br / .gz the build wrote
      // beside it when the browser takes that encoding, with no compression per request (decision 110)
      maxAge: '365d',
      immutable: true,
      preCompressed: true,
    });
  }

  const deps = { db, config };
  for (const feature of opts.features ?? defaultFeatures) feature(app, deps);
  await app.ready();
  return app;
}
