import { prepared, unnestSelect, type Col } from '../../db/bulk.ts';
import type { Queryable } from '../../db/pool.ts';
import type { ClickHistory } from '../rules/conversion.ts';
import type { ConversionRow } from './types.ts';

/** A stored conversion with the same idempotency key as one of the batch. */
export type Stored = { id: number | null; uuid: string; status: string };
export const dedupeKey = (offerId: number, eventId: number, key: string) => `${offerId}:${eventId}:${key}`;

const KEY_COLS: Col<ConversionRow>[] = [
  { name: 'offer_id', type: 'bigint', value: (r) => r.offer_id },
  { name: 'event_id', type: 'bigint', value: (r) => r.event_id },
  { name: 'dedupe_key', type: 'text', value: (r) => r.dedupe_key },
];

/**
 * What the batch's conversions are decided against, in ONE round trip: the stored conversions with
 * the same idempotency keys, and each click's earlier (non-rejected) conversions per event.
 */
export async function storedState(
  tx: Queryable,
  rows: ConversionRow[],
): Promise<{ stored: Map<string, Stored>; history: Map<number, ClickHistory> }> {
  const stored = new Map<string, Stored>();
  const history = new Map<number, ClickHistory>();
  const clickIds = [...new Set(rows.map((r) => r.click_id))];
  for (const id of clickIds) history.set(id, { firstAt: null, events: new Set() });
  if (rows.length === 0) return { stored, history };
  const { sql, values } = unnestSelect(KEY_COLS, rows);
  const { rows: found } = await tx.query<{
    kind: 'k' | 'h';
    id: number;
    offer_id: number;
    event_id: number;
    dedupe_key: string;
    uuid: string;
    status: string;
    click_id: number;
    first_at: Date;
  }>(
    prepared(
      `SELECT 'k' AS kind, c.id, c.offer_id, c.event_id, c.dedupe_key, c.uuid, c.status, NULL::bigint AS click_id, NULL::timestamptz AS first_at
       FROM conversions c JOIN (${sql}) k ON c.offer_id = k.offer_id AND c.event_id = k.event_id AND c.dedupe_key = k.dedupe_key
     UNION ALL
     SELECT 'h', NULL, NULL, event_id, NULL, NULL, NULL, click_id, min(created_at) FROM conversions
      WHERE click_id = ANY($${values.length + 1}::bigint[]) AND status <> 'rejected' GROUP BY click_id, event_id`,
      [...values, clickIds],
    ),
  );
  for (const f of found) {
    if (f.kind === 'k') {
      stored.set(dedupeKey(f.offer_id, f.event_id, f.dedupe_key), { id: f.id, uuid: f.uuid, status: f.status });
      continue;
    }
    const h = history.get(f.click_id)!;
    h.events.add(f.event_id);
    if (!h.firstAt || f.first_at < h.firstAt) h.firstAt = f.first_at;
  }
  return { stored, history };
}
