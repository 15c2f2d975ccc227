import http from 'node:http';
import https from 'node:https';
import { pinnedLookup } from '../outbound/pinned.ts';
import { resolveSafeUrl, type GuardOptions } from '../outbound/url-guard.ts';

/** What one attempt answered: the status (null when no answer came) and how long it took. */
export interface Attempt {
  status: number | null;
  durationMs: number;
  error: string | null;
}

export const DELIVERY_TIMEOUT_MS = 15_000;
const MAX_ERROR_LENGTH = 500;

/**
 * POSTs `body` to `rawUrl` after the SSRF guard, connecting to the checked address only: the
 * socket's lookup answers that address whatever DNS says by now, while the Host header and TLS
 * name stay the URL's. Redirects are not followed (a 3xx is a failed attempt), so no hop can lead
 * somewhere unchecked. The response body is read and dropped.
 */
export async function sendPinned(
  rawUrl: string,
  headers: Record<string, string>,
  body: string,
  opts: GuardOptions & { timeoutMs?: number; now?: () => number } = {},
): Promise<Attempt> {
  const now = opts.now ?? Date.now;
  const started = now();
  const failed = (error: unknown): Attempt => ({
    status: null,
    durationMs: Math.max(0, now() - started),
    error: String((error as Error)?.message ?? error).slice(0, MAX_ERROR_LENGTH),
  });
  let target: Awaited<ReturnType<typeof resolveSafeUrl>>;
  try {
    target = await resolveSafeUrl(rawUrl, opts);
  } catch (error) {
    return failed(error);
  }
  const { url, address } = target;
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<Attempt>((resolve) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': 'BrandConsole-Webhooks/1', ...headers },
        lookup: pinnedLookup(address),
        timeout: opts.timeoutMs ?? DELIVERY_TIMEOUT_MS,
        agent: false,
      },
      (response) => {
        response.resume();
        response.on('end', () => {
          const status = response.statusCode ?? null;
          const ok = status !== null && status >= 200 && status < 300;
          resolve({ status, durationMs: Math.max(0, now() - started), error: ok ? null : `HTTP ${status}` });
        });
        response.on('error', (e) => resolve(failed(e)));
      },
    );
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', (e) => resolve(failed(e)));
    request.end(body);
  });
}
