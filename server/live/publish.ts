import type { Queryable } from '../db/pool.ts';

/**
 * Publishing a live event: PostgreSQL NOTIFY on one channel, inside the caller's transaction when
 * given one, so the event leaves only on commit and reaches every server process (and events raised
 * by the ops CLI, another process, reach the browser too). Payloads stay small (NOTIFY caps them at
 * 8000 bytes): ids and statuses; the browser refetches what it shows.
 */
export const BRAND_EVENTS_CHANNEL = 'brand_events';

export interface BrandEvent {
  brandId: number;
  type: string;
  data?: unknown;
  /** only this user's streams (default: every user of the brand) */
  userId?: number | null;
  /** none of these users' streams (brand-wide notifications a user switched off) */
  exceptUserIds?: number[];
  /** only streams whose user holds read access to this module */
  module?: string;
}

export async function publishEvent(q: Queryable, event: BrandEvent): Promise<void> {
  const payload = JSON.stringify(event);
  if (Buffer.byteLength(payload) > 7900) throw new Error(`live event ${event.type} is too large for NOTIFY`);
  await q.query('SELECT pg_notify($1, $2)', [BRAND_EVENTS_CHANNEL, payload]);
}
