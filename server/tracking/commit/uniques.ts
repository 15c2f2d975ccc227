import type { Queryable } from '../../db/pool.ts';
import type { ClickRow } from './types.ts';

/**
 * Unique clicks, decided in PostgreSQL so that every server process agrees (decision 039): a click
 * is unique when it is the first of its IP on its offer and partner within a day. One statement per
 * round upserts the keys of the batch's clicks into click_uniques (migration 021): a key is written
 * when it is new or its stored unique click is at least a day older, and RETURNING lists the keys
 * written — exactly the clicks that count. Concurrent statements from other processes wait on the
 * row and then see its new time, so the same visitor is never counted twice.
 *
 * ON CONFLICT cannot touch one row twice in a statement, so each key is sent once per batch. Keys are sent sorted, so two processes lock shared rows in the same order (no deadlock).
 */
const DAY_MS = 86_400_000;

const keyOf = (r: ClickRow) => `${r.offer_id}:${r.partner_id ?? 0}:${r.ip ?? ''}`;

const UPSERT = `
INSERT INTO click_uniques (offer_id, partner_id, ip, seen_at)
SELECT * FROM unnest($1::bigint[], $2::bigint[], $3::text[], $4::timestamptz[]) ORDER BY 1, 2, 3
ON CONFLICT (offer_id, partner_id, ip) DO UPDATE SET seen_at = EXCLUDED.seen_at
 WHERE click_uniques.seen_at <= EXCLUDED.seen_at - interval '1 day'
RETURNING offer_id::text || ':' || partner_id::text || ':' || ip AS key`;

/**
 * Sets `is_unique` on every click of the batch: one statement, a second round only for backdated
 * traffic. A key repeated within the batch (one visitor clicking twice within a few milliseconds, or
 * a bot) is decided once: its later clicks less than a day after the first are not unique.
 */
export async function markUniques(q: Queryable, clicks: readonly ClickRow[]): Promise<void> {
  let pending = clicks;
  while (pending.length > 0) {
    const first = new Map<string, ClickRow>();
    const later: ClickRow[] = [];
    for (const r of pending) {
      const k = keyOf(r);
      const f = first.get(k);
      if (!f) first.set(k, r);
      else if (Math.abs(r.created_at.getTime() - f.created_at.getTime()) < DAY_MS) r.is_unique = false;
      // a day apart within one batch only happens with backdated (simulated) traffic
      else later.push(r);
    }
    const rows = [...first.values()];
    const { rows: won } = await q.query<{ key: string }>({
      name: 'tracking.click_uniques',
      text: UPSERT,
      values: [
        rows.map((r) => r.offer_id),
        rows.map((r) => r.partner_id ?? 0),
        rows.map((r) => r.ip ?? ''),
        rows.map((r) => r.created_at.toISOString()),
      ],
    });
    const counted = new Set(won.map((w) => w.key));
    for (const [k, r] of first) r.is_unique = counted.has(k);
    pending = later;
  }
}

export const CLICK_UNIQUES_SWEEP_JOB = 'tracking.sweepClickUniques';
export const CLICK_UNIQUES_SWEEP_INTERVAL_MS = 60 * 60_000;

/** Deletes keys whose unique click is over a day old: the next click of that visitor counts either way. */
export function clickUniquesSweepJob(db: Queryable) {
  return {
    name: CLICK_UNIQUES_SWEEP_JOB,
    run: async (now: Date) =>
      (await db.query('DELETE FROM click_uniques WHERE seen_at < $1', [new Date(now.getTime() - 2 * DAY_MS)])).rowCount ?? 0,
  };
}
