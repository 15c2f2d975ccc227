import http from 'node:http';
import https from 'node:https';
import { pinnedLookup } from './pinned.ts';
import { resolveSafeUrl, UrlRefusedError, type GuardOptions } from './url-guard.ts';

/**
 * A GET to a URL a brand typed (decision 084): through the SSRF guard (checked as written and after
 * DNS, connected to the checked address only), never following a redirect, with a size limit (the
 * body is counted as it streams and the call aborted past the limit, so a huge answer never sits
 * in memory) and a time limit on the WHOLE call (a server that drips one byte a second is cut at
 * the deadline, not only one that goes silent).
 */
export type OutboundFailure = 'url_refused' | 'unreachable' | 'timeout' | 'too_large' | 'redirect' | 'http_status';

export class OutboundError extends Error {
  readonly reason: OutboundFailure;
  /** the answer's HTTP status when one came */
  readonly status: number | null;
  constructor(reason: OutboundFailure, detail: string, status: number | null = null) {
    super(`${reason}: ${detail}`.slice(0, 500));
    this.reason = reason;
    this.status = status;
    this.name = 'OutboundError';
  }
}

export interface LimitedFetchOptions extends GuardOptions {
  headers?: Record<string, string>;
  maxBytes: number;
  timeoutMs: number;
}

export interface LimitedAnswer {
  status: number;
  body: Buffer;
}

export async function fetchLimited(rawUrl: string, opts: LimitedFetchOptions): Promise<LimitedAnswer> {
  const endsAt = Date.now() + opts.timeoutMs;
  let target: Awaited<ReturnType<typeof resolveSafeUrl>>;
  let dnsTimer: NodeJS.Timeout | undefined;
  try {
    // the DNS answer counts against the same deadline: a resolver that never answers is no way round it
    target = await Promise.race([
      resolveSafeUrl(rawUrl, opts),
      new Promise<never>((_, reject) => {
        dnsTimer = setTimeout(() => reject(new OutboundError('timeout', 'no DNS answer in time')), opts.timeoutMs);
      }),
    ]);
  } catch (error) {
    if (error instanceof UrlRefusedError) throw new OutboundError('url_refused', error.reason);
    throw error;
  } finally {
    clearTimeout(dnsTimer);
  }
  const { url, address } = target;
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<LimitedAnswer>((resolve, reject) => {
    let settled = false;
    const fail = (error: OutboundError) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      request.destroy();
      reject(error);
    };
    const request = client.request(
      url,
      {
        method: 'GET',
        headers: { accept: 'application/json', 'user-agent': 'BrandConsole-ProductSync/1', ...opts.headers },
        lookup: pinnedLookup(address),
        agent: false,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400) return fail(new OutboundError('redirect', `HTTP ${status}`, status));
        if (status < 200 || status >= 300) return fail(new OutboundError('http_status', `HTTP ${status}`, status));
        const declared = Number(response.headers['content-length']);
        if (Number.isFinite(declared) && declared > opts.maxBytes)
          return fail(new OutboundError('too_large', `${declared} bytes declared`, status));
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > opts.maxBytes) return fail(new OutboundError('too_large', `over ${opts.maxBytes} bytes`, status));
          chunks.push(chunk);
        });
        response.on('end', () => {
          if (settled) return;
          settled = true;
          clearTimeout(deadline);
          resolve({ status, body: Buffer.concat(chunks) });
        });
        response.on('error', (e) => fail(new OutboundError('unreachable', e.message, status)));
      },
    );
    const deadline = setTimeout(
      () => fail(new OutboundError('timeout', `no whole answer in ${opts.timeoutMs} ms`)),
      Math.max(0, endsAt - Date.now()),
    );
    request.on('error', (e) => fail(new OutboundError('unreachable', e.message)));
    request.end();
  });
}
