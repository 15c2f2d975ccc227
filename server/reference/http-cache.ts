import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Reference data changes with a deploy (or a DST switch), not per request: let clients keep it an hour. */
export const CACHE_CONTROL = 'public, max-age=3600';

/** A strong validator over the exact JSON served. */
export function etagOf(value: unknown): string {
  return `"${createHash('sha256').update(JSON.stringify(value)).digest('base64url').slice(0, 32)}"`;
}

/**
 * If-None-Match uses the weak comparison (RFC 9110 §13.1.2): a `W/` prefix is ignored, a list may
 * hold several tags, `*` matches anything.
 */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = (t: string) => t.trim().replace(/^W\//, '');
  return header.split(',').some((t) => t.trim() === '*' || bare(t) === bare(etag));
}

/**
 * Sets the caching headers for `value`; answers 304 without a body when the client already holds
 * it (route() sees the reply as sent), and otherwise hands the value back for the normal `{ data }`.
 */
export function withCaching<T>(request: FastifyRequest, reply: FastifyReply, value: T, etag = etagOf(value)): T {
  reply.header('cache-control', CACHE_CONTROL).header('etag', etag);
  if (ifNoneMatchHits(request.headers['if-none-match'], etag)) void reply.code(304).send();
  return value;
}

/** Memoizes built answers with their ETag, keyed by anything that determines the content. */
export class Memo {
  private readonly entries = new Map<string, { version: string; value: unknown; etag: string }>();

  /** `version` invalidates: a new version replaces the entry under `key` (bounded memory). */
  get<T>(key: string, version: string, build: () => T): { value: T; etag: string } {
    const hit = this.entries.get(key);
    if (hit && hit.version === version) return { value: hit.value as T, etag: hit.etag };
    const value = build();
    const entry = { version, value, etag: etagOf(value) };
    this.entries.set(key, entry);
    return { value, etag: entry.etag };
  }
}
