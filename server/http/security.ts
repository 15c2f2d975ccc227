import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';

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

/** True when the client reached us over TLS, directly or through a proxy we trust (trustProxy). */
function overTls(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}

/**
 * Security headers on every answer, API and app alike, through @fastify/helmet. HSTS is left to our
 * own hook: helmet would send it on plain HTTP too, where it means nothing and, behind a
 * misconfigured proxy, could pin a development host to https.
 */
export async function installSecurityHeaders(app: FastifyInstance, extraConnect: readonly string[] = []): Promise<void> {
  await app.register(helmet, {
    global: true,
    // a nonce per answer in script-src and style-src; the app shell hands the style one to the
    // libraries that add <style> elements at run time (app-shell.ts)
    enableCSPNonces: true,
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(extraConnect) },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: false,
    // cross-origin isolation would break creatives and S3 downloads loaded from other hosts
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', async (request, reply) => {
    if (overTls(request)) reply.header('strict-transport-security', HSTS);
  });
}

/** Origins of an S3 endpoint as CSP sources: path style and virtual-hosted (bucket.host) uploads. */
export function s3Sources(endpoint: string | undefined): string[] {
  if (!endpoint) return [];
  const u = new URL(endpoint);
  return [u.origin, `${u.protocol}//*.${u.host}`];
}
