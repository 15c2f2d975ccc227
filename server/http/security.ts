import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmetMiddleware from 'helmet';

/** One year, the value browsers' preload lists ask for. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The Content-Security-Policy of every answer. The app shell (Vite's index.html) loads only module
 * scripts and CSS files from our own origin (vanilla-extract writes CSS files, no inline style tags),
 * so scripts and styles are 'self' with no 'unsafe-inline'. `/api/docs` is swagger-ui served from
 * our own files with its set-up in a separate JS file, so it needs nothing more. Images may come from
 * offer creatives on other hosts and from data: URLs (the favicon); `extraConnect` holds the origins
 * the browser uploads to directly (S3 presigned forms).
 */
export function contentSecurityPolicy(extraConnect: readonly string[] = []): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...extraConnect],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    // nobody may frame the console (clickjacking): X-Frame-Options says the same to old browsers
    'frame-ancestors': ["'none'"],
  };
}

/**
 * The tracking endpoints are made to be embedded by other sites: pixel.gif and script.js load as
 * cross-origin <img>/<script> (Cross-Origin-Resource-Policy same-origin would block them) and
 * pixel.html loads in an advertiser's iframe (frame-ancestors 'none' would block it). Their answers
 * are empty pages, redirects, a GIF, JSON and one script, so they run nothing of ours in a page:
 * a CSP that allows nothing but being framed. Stored files (local storage's signed download links,
 * e.g. a creative a partner shows on their site) are alike, and `default-src 'none'` also keeps an
 * uploaded HTML file from running anything when opened.
 */
export const EMBEDDABLE_PREFIXES = ['/track/', '/go/', '/api/storage/download'] as const;
const EMBEDDABLE = {
  contentSecurityPolicy: { useDefaults: false, directives: { 'default-src': ["'none'"], 'frame-ancestors': ['*'] } },
  crossOriginResourcePolicy: { policy: 'cross-origin' },
  frameguard: false,
} as const;

/**
 * The headers helmet sets with `options`, computed once (decisions 106, 112): they never vary, so no
 * answer runs helmet's middleware.
 */
function helmetHeaders(options: Parameters<typeof helmetMiddleware>[0]): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmetMiddleware(options)({} as never, res as never, () => {});
  return headers;
}

/** True when the client reached us over TLS, directly or through a proxy we trust (trustProxy). */
function overTls(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}

/**
 * Security headers on every answer, API and app alike: helmet's, computed once at start (decision 112).
 * HSTS is left to our own hook: helmet would send it on plain HTTP too, where it means nothing and,
 * behind a misconfigured proxy, could pin a development host to https. The embeddable routes
 * (EMBEDDABLE_PREFIXES) get their own set.
 */
export function installSecurityHeaders(app: FastifyInstance, extraConnect: readonly string[] = []): void {
  const everyAnswer = {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(extraConnect) },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: false,
    // cross-origin isolation would break creatives and S3 downloads loaded from other hosts
    crossOriginEmbedderPolicy: false,
  } as const;
  const answerHeaders = helmetHeaders(everyAnswer);
  const embeddableHeaders = helmetHeaders({ ...everyAnswer, ...EMBEDDABLE });
  app.addHook('onRoute', (route) => {
    if (EMBEDDABLE_PREFIXES.some((prefix) => route.url.startsWith(prefix))) {
      route.config = { ...route.config, embeddable: true } as typeof route.config;
    }
  });
  // at the root, so the not-found handler's answers (the app shell, 404s) carry them too
  app.addHook('onRequest', (request, reply, done) => {
    const config = request.routeOptions.config as { embeddable?: boolean } | undefined;
    reply.headers(config?.embeddable ? embeddableHeaders : answerHeaders);
    done();
  });
  app.addHook('onSend', async (request, reply) => {
    if (overTls(request)) reply.header('strict-transport-security', HSTS);
  });
}

/**
 * A fresh nonce for scripts and one for styles, added to this answer's policy (decision 035). Only the
 * app shell needs them: libraries of the palette and dialogs add <style> elements at run time, allowed
 * by the nonce the shell hands them (app-shell.ts); an API answer runs nothing in a page.
 */
export function addCspNonces(reply: FastifyReply): { script: string; style: string } {
  const nonces = { script: randomBytes(16).toString('hex'), style: randomBytes(16).toString('hex') };
  const policy = String(reply.getHeader('content-security-policy') ?? '');
  const withNonces = policy
    .split(';')
    .map((directive) =>
      directive.startsWith('script-src ')
        ? `${directive} 'nonce-${nonces.script}'`
        : directive.startsWith('style-src ')
          ? `${directive} 'nonce-${nonces.style}'`
          : directive,
    )
    .join(';');
  reply.header('content-security-policy', withNonces);
  return nonces;
}

/** Origins of an S3 endpoint as CSP sources: path style and virtual-hosted (bucket.host) uploads. */
export function s3Sources(endpoint: string | undefined): string[] {
  if (!endpoint) return [];
  const u = new URL(endpoint);
  return [u.origin, `${u.protocol}//*.${u.host}`];
}
