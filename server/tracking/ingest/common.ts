/** Input hygiene shared by the public endpoints: a NUL byte or a huge value must never fail a whole batch. */
export const clean = (v: unknown, max = 500): string =>
  typeof v === 'string' ? v.replace(/\0/g, '').slice(0, max) : Array.isArray(v) ? clean(v[0], max) : '';

export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (s: string) => UUID_RE.test(s);

/** A positive integer id as sent in a query string, else null. */
export function idParam(raw: string): number | null {
  if (!/^\d{1,15}$/.test(raw)) return null;
  const n = Number(raw);
  return n > 0 ? n : null;
}

export const SUBS = ['sub1', 'sub2', 'sub3', 'sub4', 'sub5'] as const;
export function subsOf(q: Record<string, unknown>) {
  return { sub1: clean(q.sub1), sub2: clean(q.sub2), sub3: clean(q.sub3), sub4: clean(q.sub4), sub5: clean(q.sub5) };
}

/** The headers the fraud scorer looks at, as plain strings. */
export function plainHeaders(h: Record<string, string | string[] | undefined>): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const [k, v] of Object.entries(h)) out[k] = Array.isArray(v) ? v.join(', ') : v;
  return out;
}

/** Backdating never reaches further than this (the simulator's month fits, with room). */
export const MAX_BACKDATE_MS = 400 * 86_400_000;

/**
 * When a click or conversion happened: now, or the `X-Track-Time` header when the engine allows
 * backdating (TRACK_ALLOW_BACKDATE=1) and the time is a valid one between 400 days ago and now.
 */
export function eventTime(now: Date, header: string | string[] | undefined, allowBackdate: boolean): Date {
  if (!allowBackdate || typeof header !== 'string') return now;
  const at = new Date(header);
  const ms = at.getTime();
  return Number.isFinite(ms) && ms <= now.getTime() && ms >= now.getTime() - MAX_BACKDATE_MS ? at : now;
}
