import { arrayLiteral, type Col } from '../../db/bulk.ts';
import type { Queryable } from '../../db/pool.ts';
import { cellHour } from '../../rollup/contribution.ts';
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

/**
 * The batch's first click of each key, to be decided in the batch's own write statement
 * (uniquesCtes); the key's later clicks less than a day after it are not unique. Null when a key
 * repeats a day apart (backdated traffic only): then markUniques decides in rounds before the write.
 */
export function uniqueCandidates(clicks: readonly ClickRow[]): ClickRow[] | null {
  const first = new Map<string, ClickRow>();
  for (const r of clicks) {
    const k = keyOf(r);
    const f = first.get(k);
    if (!f) first.set(k, r);
    else if (Math.abs(r.created_at.getTime() - f.created_at.getTime()) < DAY_MS) r.is_unique = false;
    else return null;
  }
  return [...first.values()];
}

/** Counted by the rollup (server/rollup/batch.ts addClick): not test, not refused, with a partner. */
const counted = (r: ClickRow) => !r.is_test && r.refusal === null && r.partner_id !== null;

const CANDIDATE_COLS: Col<ClickRow>[] = [
  { name: 'offer_id', type: 'bigint', value: (r) => r.offer_id },
  { name: 'partner_id', type: 'bigint', value: (r) => r.partner_id ?? 0 },
  { name: 'ip', type: 'text', value: (r) => r.ip ?? '' },
  { name: 'seen_at', type: 'timestamptz', value: (r) => r.created_at.toISOString() },
  { name: 'click_uuid', type: 'uuid', value: (r) => r.click_uuid },
  { name: 'counted', type: 'boolean', value: counted },
  { name: 'brand_id', type: 'bigint', value: (r) => r.brand_id },
  { name: 'hour', type: 'timestamptz', value: (r) => cellHour(r.created_at).toISOString() },
];

/**
 * The uniques upsert as CTEs of the batch's write statement (decision 061: one statement per click
 * batch instead of two). `uq` is the same sorted upsert as markUniques; `cu` lists the clicks whose
 * key it returned. The clicks insert reads `is_unique` from `cu` (IS_UNIQUE_EXPR) and the rollup
 * upsert adds `cu`'s counted clicks of each cell to its unique_clicks (UNIQUE_CLICKS_EXPR).
 */
export function uniquesCtes(candidates: readonly ClickRow[], offset: number): { ctes: string[]; values: string[] } {
  const p = (i: number) => `$${offset + i + 1}::${CANDIDATE_COLS[i]!.type}[]`;
  return {
    ctes: [
      `uq AS (INSERT INTO click_uniques (offer_id, partner_id, ip, seen_at)
        SELECT * FROM unnest(${p(0)}, ${p(1)}, ${p(2)}, ${p(3)}) ORDER BY 1, 2, 3
        ON CONFLICT (offer_id, partner_id, ip) DO UPDATE SET seen_at = EXCLUDED.seen_at
         WHERE click_uniques.seen_at <= EXCLUDED.seen_at - interval '1 day'
        RETURNING offer_id, partner_id, ip)`,
      `cu AS (SELECT k.click_uuid, k.counted, k.brand_id, k.hour, k.offer_id, k.partner_id
        FROM unnest(${p(0)}, ${p(1)}, ${p(2)}, ${p(4)}, ${p(5)}, ${p(6)}, ${p(7)}) AS k(offer_id, partner_id, ip, click_uuid, counted, brand_id, hour)
        JOIN uq USING (offer_id, partner_id, ip))`,
    ],
    values: CANDIDATE_COLS.map((c) => arrayLiteral(candidates, c.value)),
  };
}

/** clicks.is_unique of a click inserted by the statement of uniquesCtes (`u` is the clicks' unnest). */
export const IS_UNIQUE_EXPR = 'EXISTS (SELECT 1 FROM cu WHERE cu.click_uuid = u.click_uuid)';
/** rollup_hourly.unique_clicks of a cell upserted by the statement of uniquesCtes. */
export const UNIQUE_CLICKS_EXPR =
  'u.unique_clicks + (SELECT count(*)::int FROM cu WHERE cu.counted AND cu.brand_id = u.brand_id AND cu.hour = u.hour AND cu.offer_id = u.offer_id AND cu.partner_id = u.partner_id)';

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
