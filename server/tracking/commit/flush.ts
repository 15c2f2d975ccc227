import { WEBHOOK_EVENT } from '../../../src/domain/webhooks/events.ts';
import { inTransaction, withTransaction, type Db, type Queryable, type Tx } from '../../db/pool.ts';
import { emitTo, type Subscriber } from '../../webhooks/emit.ts';
import { refusalStatus, type Refusal } from '../../../src/domain/tracking/refusals.ts';
import { refusedBody } from '../../../src/i18n/tracking-refusals.ts';
import { historyRefusal } from '../rules/conversion.ts';
import { BudgetState } from './budget-state.ts';
import { CLICK_COLS, CONVERSION_COLS, LOG_COLS, type LogRow } from './columns.ts';
import { dedupeKey, storedState } from './stored-state.ts';
import { IS_UNIQUE_EXPR, UNIQUE_CLICKS_EXPR, markUniques, uniqueCandidates, uniquesCtes } from './uniques.ts';
import { Rollup } from '../../rollup/batch.ts';
import { arrayLiteral, insertSql, prepared, type Col } from '../../db/bulk.ts';
import type { Answer, ClickItem, ClickResult, ClickRow, ConversionItem, ConversionRow, Item } from './types.ts';

/**
 * One flush = one atomic write for a whole batch: state-dependent rules (idempotency, duplicates,
 * multiple conversions, conversion window, budgets) are decided here against the database AND the
 * earlier items of the batch, then every row and the rollups are written in one statement — inside
 * a transaction with the budget usage when the batch touches budgets (needsLocks). Nothing is
 * answered before the commit (the writer resolves the promises afterwards).
 */

const accepted = (uuid: string, status: string): Answer => ({
  outcome: 'accepted',
  reason: null,
  httpStatus: 200,
  body: { status: 'accepted', conversion_id: uuid, conversion_status: status },
});
const refused = (r: Refusal): Answer => ({ outcome: 'refused', reason: r, httpStatus: refusalStatus(r), body: { ...refusedBody(r) } });

/** The hot path: clicks (and log-only refusals) without budgets need no reads, only one combined insert. */
const needsNoReads = (items: readonly Item[]) =>
  items.every((i) => i.kind === 'log' || (i.kind === 'click' && (i.budgets.length === 0 || i.row.refusal !== null || i.row.is_test)));

async function writeOnly(db: Db, items: readonly Item[]): Promise<(ClickResult | Answer)[]> {
  const rollup = new Rollup();
  const clicks: ClickRow[] = [];
  const logs: LogRow[] = [];
  const results: (ClickResult | Answer)[] = [];
  for (const item of items) {
    if (item.kind === 'click') clicks.push(item.row);
    else if (item.kind === 'log') {
      logs.push({
        ...item.log,
        conversion_id: null,
        outcome: item.answer.outcome,
        reason: item.answer.reason,
        http_status: item.answer.httpStatus,
        response: item.answer.body,
      });
    }
  }
  // unique clicks are shared state (decision 039), decided in this batch's one statement (061);
  // a key repeated a day apart (backdated traffic) takes the rounds of markUniques first
  const candidates = clicks.length ? uniqueCandidates(clicks) : [];
  if (candidates === null) await markUniques(db, clicks);
  for (const item of items) {
    if (item.kind === 'click') {
      rollup.addClick(item.row);
      results.push({ refusal: item.row.refusal });
    } else if (item.kind === 'log') results.push(item.answer);
  }
  const values: string[] = [];
  const ctes: string[] = [];
  const inSql = candidates !== null && candidates.length > 0;
  if (inSql) {
    const u = uniquesCtes(candidates, 0);
    ctes.push(...u.ctes);
    values.push(...u.values);
  }
  const add = (name: string, part: { sql: string; values: string[] }) => {
    ctes.push(`${name} AS (${part.sql})`);
    values.push(...part.values);
  };
  if (logs.length) add('w1', insertSql('server_log', LOG_COLS, logs, '', values.length));
  if (rollup.size) {
    const p = rollup.part();
    const cols = inSql ? p.cols.map((c) => (c.name === 'unique_clicks' ? { ...c, expr: UNIQUE_CLICKS_EXPR } : c)) : p.cols;
    add('w2', insertSql(p.table, cols, p.rows, p.suffix, values.length));
  }
  if (clicks.length) add('w3', insertSql('clicks', inSql ? CLICK_COLS_UNIQUE_IN_SQL : CLICK_COLS, clicks, '', values.length));
  if (ctes.length) await db.query(prepared(`WITH ${ctes.join(', ')} SELECT 1`, values));
  return results;
}

const CLICK_COLS_UNIQUE_IN_SQL: Col<ClickRow>[] = CLICK_COLS.map((c) => (c.name === 'is_unique' ? { ...c, expr: IS_UNIQUE_EXPR } : c));

/**
 * Budget rows must be locked (FOR UPDATE) from their read to the write, which needs a transaction.
 * A batch without budgets (the common case: most offers and contracts have none) needs none: its
 * reads only answer idempotency and history rules, and its write is ONE statement, atomic by itself;
 * this process never flushes two items with the same click or key at once (writer conflict keys),
 * and another process inserting the same key makes that statement fail on the unique index, so the
 * batch answers 503 and the retry is answered as a duplicate. Saves BEGIN and COMMIT: two round
 * trips and a pool checkout per flush (decision 020, Performance).
 */
const needsLocks = (items: readonly Item[]) =>
  items.some(
    (i) =>
      (i.kind === 'conversion' && i.budgets.length > 0) ||
      (i.kind === 'click' && i.budgets.length > 0 && i.row.refusal === null && !i.row.is_test),
  );

export async function runFlush(db: Db, items: readonly Item[]): Promise<(ClickResult | Answer)[]> {
  if (needsNoReads(items)) return writeOnly(db, items);
  const clicksToLock = historyLocks(items);
  if (!needsLocks(items) && clicksToLock.length === 0) {
    await markUniques(db, clickRows(items));
    return flushIn(db, items);
  }
  return withTransaction(db, async (tx) => {
    if (clicksToLock.length > 0) await lockClicks(tx, clicksToLock);
    await markUniques(tx, clickRows(items));
    return flushIn(tx, items);
  });
}

/**
 * Clicks whose conversions are judged by their history (duplicates off, or multiple conversions
 * off): two processes converting the same click at once would both read a history without the
 * other's conversion and both pass (decision 039). A transaction-scoped advisory lock per click,
 * taken in id order, makes the second flush wait for the first's commit; its history read then
 * sees it. Offers allowing both skip the lock (and the transaction).
 */
function historyLocks(items: readonly Item[]): number[] {
  const ids = new Set<number>();
  for (const i of items)
    if (i.kind === 'conversion' && (!i.rules.allow_duplicates || !i.rules.multiple_conversions)) ids.add(i.row.click_id);
  return [...ids].sort((a, b) => a - b);
}

/** Advisory-lock namespace of "a click's conversion history" (two-int form; other locks use one bigint). */
const CLICK_HISTORY_LOCK = 20390;

async function lockClicks(tx: Tx, clickIds: number[]): Promise<void> {
  await tx.query(
    prepared(
      `SELECT count(pg_advisory_xact_lock(${CLICK_HISTORY_LOCK}, (s.id % 2147483647)::int)) FROM (SELECT id FROM unnest($1::bigint[]) AS id ORDER BY id) s`,
      [clickIds],
    ),
  );
}

const clickRows = (items: readonly Item[]) => items.flatMap((i) => (i.kind === 'click' ? [i.row] : []));

async function flushIn(tx: Queryable, items: readonly Item[]): Promise<(ClickResult | Answer)[]> {
  const clicks = items.filter((i): i is ClickItem => i.kind === 'click');
  const convs = items.filter((i): i is ConversionItem => i.kind === 'conversion');
  // without budget refs (every batch outside a transaction: needsLocks) load sends no query
  const budgets = await BudgetState.load(tx as Tx, [
    ...clicks
      .filter((c) => c.row.refusal === null)
      .flatMap((c) => c.budgets.map((ref) => ({ ref, meta: { ...c.meta, brandId: c.row.brand_id, offerId: c.row.offer_id } }))),
    ...convs.flatMap((c) => c.budgets.map((ref) => ({ ref, meta: { ...c.meta, brandId: c.row.brand_id, offerId: c.row.offer_id } }))),
  ]);
  const { stored, history } = await storedState(
    tx,
    convs.map((c) => c.row),
  );
  const rollup = new Rollup();
  const results: (ClickResult | Answer)[] = [];
  const logs: (LogRow & { convUuid: string | null })[] = [];
  const newConvs: ConversionRow[] = [];

  for (const item of items) {
    if (item.kind === 'click') {
      const row = item.row;
      if (row.refusal === null && !row.is_test && budgets.anyReached(item.budgets, 'click')) row.refusal = 'budget_reached';
      if (row.refusal === null && !row.is_test) budgets.add(item.budgets, 'click', { payout: '0', revenue: '0' });
      rollup.addClick(row);
      results.push({ refusal: row.refusal });
      continue;
    }
    if (item.kind === 'log') {
      logs.push({
        ...item.log,
        conversion_id: null,
        convUuid: null,
        outcome: item.answer.outcome,
        reason: item.answer.reason,
        http_status: item.answer.httpStatus,
        response: item.answer.body,
      });
      results.push(item.answer);
      continue;
    }
    const row = item.row;
    const key = dedupeKey(row.offer_id, row.event_id, row.dedupe_key);
    const prior = stored.get(key);
    let answer: Answer;
    let convId: number | null = null;
    if (prior) {
      // an idempotent retry: the same body as the first answer, logged as a duplicate
      answer = { ...accepted(prior.uuid, prior.status), outcome: 'duplicate' };
      if (prior.id !== null) convId = prior.id;
    } else {
      const h = history.get(row.click_id)!;
      const rule = historyRefusal(h, row.event_id, row.created_at, item.rules);
      const counted = row.status !== 'rejected' && !row.is_test;
      if (rule) answer = refused(rule);
      else if (counted && budgets.anyReached(item.budgets, 'conversion')) answer = refused('budget_reached');
      else {
        answer = accepted(row.uuid, row.status);
        if (row.status === 'rejected') answer.reason = 'fraud_dropped';
        stored.set(key, { id: null, uuid: row.uuid, status: row.status });
        newConvs.push(row);
        if (row.status !== 'rejected') {
          h.events.add(row.event_id);
          if (!h.firstAt || row.created_at < h.firstAt) h.firstAt = row.created_at;
        }
        if (counted) budgets.add(item.budgets, 'conversion', row);
        rollup.addConversion(row);
      }
    }
    // a conversion stored earlier has its id; one inserted by this flush is joined by uuid in SQL
    const uuidForLog = answer.outcome === 'refused' || convId !== null ? null : String(answer.body.conversion_id);
    logs.push({
      ...item.log,
      conversion_id: convId,
      convUuid: uuidForLog,
      outcome: answer.outcome,
      reason: answer.reason,
      http_status: answer.httpStatus,
      response: answer.body,
    });
    results.push(answer);
  }

  // conversion.created webhooks: only when the batch's brands listen is the write made a transaction
  // (or joins the budget one), so the event and the conversion commit together; otherwise nothing changes
  const created = newConvs.filter((c) => !c.is_test);
  // the subscribers came with the offer facts (no look-up per flush; decision 061)
  const listening = subscribersOf(convs, created);
  const write = (q: Queryable) =>
    writeRows(
      q,
      clicks.map((c) => c.row),
      newConvs,
      logs,
      rollup,
    );
  if (listening.length === 0) await write(tx);
  else
    await inTransaction(tx, async (t) => {
      await write(t);
      await emitTo(t, listening, WEBHOOK_EVENT.conversionCreated, created.map(conversionCreatedEvent));
    });
  // only a flush in a transaction has budget rows (needsLocks)
  if (budgets.size > 0) await budgets.write(tx as Tx);
  return results;
}

/** The endpoints listening to the created conversions' brands, each once. */
function subscribersOf(convs: readonly ConversionItem[], created: readonly ConversionRow[]): Subscriber[] {
  if (created.length === 0) return [];
  const brands = new Set(created.map((c) => c.brand_id));
  const out = new Map<number, Subscriber>();
  for (const c of convs) for (const w of c.webhooks) if (brands.has(w.brand_id)) out.set(w.id, w);
  return [...out.values()].sort((a, b) => a.id - b.id);
}

/** The conversion.created event of a conversion this flush stores (the uuid is the public conversion id). */
const conversionCreatedEvent = (c: ConversionRow) => ({
  brandId: c.brand_id,
  data: {
    conversion_id: c.uuid,
    offer_id: c.offer_id,
    partner_id: c.partner_id,
    event_id: c.event_id,
    click_id: c.click_uuid,
    status: c.status,
    sale_amount: c.sale_amount,
    payout: c.payout,
    revenue: c.revenue,
    transaction_id: c.transaction_id,
    created_at: c.created_at.toISOString(),
  },
});

const LOG_WITH_UUID: Col<LogRow & { convUuid: string | null }>[] = [
  ...LOG_COLS.map((c) => (c.name === 'conversion_id' ? { ...c, expr: 'COALESCE(u.conversion_id, w0.id)' } : c)),
  { name: 'conv_uuid', type: 'uuid', value: (r) => r.convUuid },
];

/**
 * The batch's clicks, new conversions, their server_log rows and the rollup upsert as ONE statement:
 * the log rows of conversions inserted here get their ids by joining the insert's RETURNING on uuid
 * (no second SELECT). The conversion insert has no ON CONFLICT: if another process inserted the
 * same key since storedState read it, the unique index fails the whole statement (and batch), and
 * the caller's retry is answered as a duplicate.
 */
async function writeRows(
  q: Queryable,
  clicks: ClickRow[],
  newConvs: ConversionRow[],
  logs: (LogRow & { convUuid: string | null })[],
  rollup: Rollup,
): Promise<void> {
  if (clicks.length === 0 && newConvs.length === 0 && logs.length === 0 && rollup.size === 0) return;
  const conv = insertSql('conversions', CONVERSION_COLS, newConvs, 'RETURNING id, uuid');
  const values: string[] = [...conv.values];
  const ctes = [`w0 AS (${conv.sql})`];
  if (logs.length) {
    const params = LOG_WITH_UUID.map((c, i) => `$${values.length + i + 1}::${c.type}[]`).join(', ');
    const exprs = LOG_WITH_UUID.slice(0, -1)
      .map((c) => c.expr ?? `u.${c.name}`)
      .join(', ');
    ctes.push(`w1 AS (INSERT INTO server_log (${LOG_COLS.map((c) => c.name).join(', ')}) SELECT ${exprs}
      FROM unnest(${params}) AS u(${LOG_WITH_UUID.map((c) => c.name).join(', ')}) LEFT JOIN w0 ON w0.uuid = u.conv_uuid)`);
    values.push(...LOG_WITH_UUID.map((c) => arrayLiteral(logs, c.value)));
  }
  if (rollup.size) {
    const p = rollup.part();
    const r = insertSql(p.table, p.cols, p.rows, p.suffix, values.length);
    ctes.push(`w2 AS (${r.sql})`);
    values.push(...r.values);
  }
  if (clicks.length) {
    const c = insertSql('clicks', CLICK_COLS, clicks, '', values.length);
    ctes.push(`w3 AS (${c.sql})`);
    values.push(...c.values);
  }
  await q.query(prepared(`WITH ${ctes.join(', ')} SELECT 1`, values));
}
