import { WEBHOOK_EVENT } from '../../../../src/domain/webhooks/events.ts';
import { refusalStatus } from '../../../../src/domain/tracking/refusals.ts';
import { inTransaction, type Queryable } from '../../../db/pool.ts';
import { emitTo } from '../../../webhooks/emit.ts';
import { arrayLiteral, insertSql, prepared, type Col } from '../../../db/bulk.ts';
import { Rollup } from '../../../rollup/batch.ts';
import { contributionSql } from '../../../rollup/contribution-sql.ts';
import { CLICK_COLS, CONVERSION_COLS, LOG_COLS, type LogRow } from '../columns.ts';
import { dedupeKey } from '../stored-state.ts';
import { markUniques } from '../uniques.ts';
import type { Answer, ClickResult, ClickRow, ConversionItem, ConversionRow, Item } from '../types.ts';
import { acceptedNew, conversionCreatedEvent, duplicateOf, logRowOf, refused, subscribersOf } from './answers.ts';

/**
 * A conversion batch as ONE statement, no read before it (issue 23 item 3): for each postback the
 * statement itself looks up a stored conversion with the same idempotency key (a probe of the
 * unique index) and the click's conversion window (a probe of the click index), inserts the new
 * conversions, writes every server_log row with the outcome it decided (accepted, duplicate with
 * the stored answer, or refused: conversion window closed), and adds the new conversions' rollup
 * contributions — computed per row in JS by the one mapping (rollup/contribution.ts), summed per
 * rollup cell in the statement together with the batch's click cells — in one upsert row per cell.
 *
 * For offers that allow duplicates and multiple conversions (no click-history lock), without
 * budgets, and batches whose conversions all have distinct clicks and keys: each row is then
 * decided by the stored state alone. Anything else reads first (with-reads.ts). A conversion
 * another process inserts with the same key after this statement's snapshot fails the insert on
 * the unique index: the batch answers 503 and the retry is answered as a duplicate (as before).
 */
export function fitsOneStatement(items: readonly Item[]): boolean {
  const clicks = new Set<number>();
  const keys = new Set<string>();
  for (const i of items) {
    if (i.kind !== 'conversion') continue;
    const key = dedupeKey(i.row.offer_id, i.row.event_id, i.row.dedupe_key);
    if (clicks.has(i.row.click_id) || keys.has(key)) return false;
    clicks.add(i.row.click_id);
    keys.add(key);
  }
  return true;
}

const DAY_MS = 86_400_000;
const WINDOW_CLOSED = 'conversion_window_closed' as const;

interface Candidate {
  row: ConversionRow;
  ord: number;
  /** a stored, not rejected conversion of the click older than this closes its conversion window */
  windowStart: Date;
}

const CANDIDATE_COLS: Col<Candidate>[] = [
  ...CONVERSION_COLS.map((c): Col<Candidate> => ({ ...c, value: (r) => c.value(r.row) })),
  { name: 'ord', type: 'integer', value: (r) => r.ord },
  { name: 'window_start', type: 'timestamptz', value: (r) => r.windowStart.toISOString() },
];

/** a server_log row; a conversion's (convUuid) gets its outcome and response in the statement */
type LogLine = Omit<LogRow, 'response'> & { response: LogRow['response'] | null; convUuid: string | null };
const LOG_LINE_COLS: Col<LogLine>[] = [
  ...LOG_COLS.map((c): Col<LogLine> =>
    c.name === 'response' ? { ...c, value: (r) => (r.response === null ? null : JSON.stringify(r.response)) } : (c as Col<LogLine>),
  ),
  { name: 'conv_uuid', type: 'uuid', value: (r) => r.convUuid },
];

/** a new row: no stored conversion with its key, its click's window open */
const NEW = 'u.prior_id IS NULL AND NOT u.closed';

export async function oneStatement(q: Queryable, items: readonly Item[]): Promise<(ClickResult | Answer)[]> {
  const clicks: ClickRow[] = [];
  const candidates: Candidate[] = [];
  const lines: LogLine[] = [];
  const rollup = new Rollup();
  items.forEach((item, ord) => {
    if (item.kind === 'click') {
      clicks.push(item.row);
      rollup.addClick(item.row);
    } else if (item.kind === 'log') lines.push({ ...logRowOf(item), convUuid: null });
    else {
      const row = item.row;
      const answer = acceptedNew(row);
      const windowStart = new Date(row.created_at.getTime() - item.rules.conversion_lifetime * DAY_MS);
      candidates.push({ row, ord, windowStart });
      // outcome and response are decided in the statement; these are the new conversion's
      lines.push({
        ...item.log,
        conversion_id: null,
        convUuid: row.uuid,
        outcome: answer.outcome,
        reason: answer.reason,
        http_status: 200,
        response: null,
      });
    }
  });
  // unique clicks first (a mixed batch is rare: clicks flush on their own, eagerly)
  if (clicks.length > 0) await markUniques(q, clicks);

  const { text, values } = statement(candidates, lines, rollup, clicks);
  const convs = items.filter((i): i is ConversionItem => i.kind === 'conversion');
  const listening = subscribersOf(
    convs,
    candidates.filter((c) => !c.row.is_test).map((c) => c.row),
  );
  type Decided = { uuid: string; prior_id: number | null; prior_uuid: string | null; prior_status: string | null; closed: boolean };
  let decided: Decided[];
  if (listening.length === 0) decided = (await q.query<Decided>(prepared(text, values))).rows;
  else
    decided = await inTransaction(q, async (t) => {
      const { rows } = await t.query<Decided>(prepared(text, values));
      const isNew = new Set(rows.filter((r) => r.prior_id === null && !r.closed).map((r) => r.uuid));
      const created = candidates.filter((c) => isNew.has(c.row.uuid) && !c.row.is_test).map((c) => conversionCreatedEvent(c.row));
      // the events commit with the conversions (decision 061)
      await emitTo(t, listening, WEBHOOK_EVENT.conversionCreated, created);
      return rows;
    });

  const byUuid = new Map(decided.map((d) => [d.uuid, d]));
  return items.map((item): ClickResult | Answer => {
    if (item.kind === 'click') return { refusal: item.row.refusal };
    if (item.kind === 'log') return item.answer;
    const d = byUuid.get(item.row.uuid)!;
    if (d.prior_id !== null) return duplicateOf(d.prior_uuid!, d.prior_status!);
    if (d.closed) return refused(WINDOW_CLOSED);
    return acceptedNew(item.row);
  });
}

function statement(candidates: Candidate[], lines: LogLine[], rollup: Rollup, clicks: ClickRow[]): { text: string; values: unknown[] } {
  const values: unknown[] = [];
  const params = <R>(cols: readonly Col<R>[], rows: readonly R[]) => {
    const list = cols.map((c, i) => `$${values.length + i + 1}::${c.type}[]`).join(', ');
    values.push(...cols.map((c) => arrayLiteral(rows, c.value)));
    return `unnest(${list})`;
  };
  const names = <R>(cols: readonly Col<R>[]) => cols.map((c) => c.name).join(', ');

  // k: the batch's conversions, each with what the stored state says of it — index probes per row:
  // OFFSET 0 keeps the look-up a per-row subquery; joined, the planner hashed a sequential scan of
  // all conversions while the table's statistics were young (a fresh table: until autovacuum's
  // first analyze the planner believes it is empty) — 250 blocks a flush per 5,000 conversions
  const k = `k AS (SELECT u.*, p.id AS prior_id, p.uuid AS prior_uuid, p.status AS prior_status,
      p.id IS NULL AND EXISTS (SELECT 1 FROM conversions h WHERE h.click_id = u.click_id AND h.status <> 'rejected' AND h.created_at < u.window_start) AS closed
    FROM ${params(CANDIDATE_COLS, candidates)} AS u(${names(CANDIDATE_COLS)})
    LEFT JOIN LATERAL (SELECT c.id, c.uuid, c.status FROM conversions c
                        WHERE c.offer_id = u.offer_id AND c.event_id = u.event_id AND c.dedupe_key = u.dedupe_key OFFSET 0) p ON true)`;
  const w0 = `w0 AS (INSERT INTO conversions (${names(CONVERSION_COLS)})
    SELECT ${CONVERSION_COLS.map((c) => c.expr ?? `u.${c.name}`).join(', ')} FROM k u WHERE ${NEW} ORDER BY u.ord RETURNING id, uuid)`;

  const closed = refused(WINDOW_CLOSED);
  const logSql = `l.brand_id, l.offer_id, l.event_id, l.partner_id, l.click_uuid, COALESCE(u.prior_id, w0.id), l.created_at, l.endpoint, l.request::jsonb, l.ip,
      CASE WHEN u.prior_id IS NOT NULL THEN 'duplicate' WHEN u.closed THEN 'refused' ELSE l.outcome END,
      CASE WHEN u.prior_id IS NOT NULL THEN NULL WHEN u.closed THEN '${WINDOW_CLOSED}' ELSE l.reason END,
      CASE WHEN u.prior_id IS NOT NULL THEN 200 WHEN u.closed THEN ${refusalStatus(WINDOW_CLOSED)} ELSE l.http_status END,
      CASE WHEN u.prior_id IS NOT NULL THEN jsonb_build_object('status', 'accepted', 'conversion_id', u.prior_uuid, 'conversion_status', u.prior_status)
           WHEN u.closed THEN $${values.length + 1}::jsonb
           WHEN u.uuid IS NOT NULL THEN jsonb_build_object('status', 'accepted', 'conversion_id', u.uuid, 'conversion_status', u.status)
           ELSE l.response::jsonb END`;
  values.push(JSON.stringify(closed.body));
  const w1 = `w1 AS (INSERT INTO server_log (${names(LOG_COLS)}) SELECT ${logSql}
    FROM ${params(LOG_LINE_COLS, lines)} WITH ORDINALITY AS l(${names(LOG_LINE_COLS)}, n)
    LEFT JOIN k u ON u.uuid = l.conv_uuid LEFT JOIN w0 ON w0.uuid = l.conv_uuid ORDER BY l.n)`;

  // one upsert row per rollup cell: the batch's click cells (summed in JS) and its new conversions
  const p = rollup.part();
  const keyCols = p.cols.slice(0, 4).map((c) => c.name);
  const figures = p.cols.slice(4);
  const contributes: Record<string, string> = contributionSql('u');
  const fromConversion = (c: Col<unknown>) => contributes[c.name] ?? `0::${c.type}`;
  const w2 = `w2 AS (INSERT INTO rollup_hourly (${names(p.cols)})
    SELECT ${keyCols.join(', ')}, ${figures.map((c) => `sum(r.${c.name})`).join(', ')} FROM (
      SELECT * FROM ${params(p.cols, p.rows)} AS u(${names(p.cols)})
      UNION ALL
      SELECT u.brand_id, date_trunc('hour', u.created_at, 'UTC'), u.offer_id, u.partner_id, ${figures.map((c) => fromConversion(c as Col<unknown>)).join(', ')} FROM k u WHERE ${NEW} AND NOT u.is_test
    ) r GROUP BY ${keyCols.join(', ')} ORDER BY ${keyCols.join(', ')} ${p.suffix})`;

  const ctes = [k, w0, w1, w2];
  if (clicks.length > 0) {
    const c = insertSql('clicks', CLICK_COLS, clicks, '', values.length);
    ctes.push(`w3 AS (${c.sql})`);
    values.push(...c.values);
  }
  return { text: `WITH ${ctes.join(', ')} SELECT u.uuid, u.prior_id, u.prior_uuid, u.prior_status, u.closed FROM k u`, values };
}
