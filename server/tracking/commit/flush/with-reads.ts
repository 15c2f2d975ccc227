import { WEBHOOK_EVENT } from '../../../../src/domain/webhooks/events.ts';
import { inTransaction, type Queryable, type Tx } from '../../../db/pool.ts';
import { emitTo } from '../../../webhooks/emit.ts';
import { arrayLiteral, insertSql, prepared, type Col } from '../../../db/bulk.ts';
import { Rollup } from '../../../rollup/batch.ts';
import { historyRefusal } from '../../rules/conversion.ts';
import { BudgetState } from '../budget-state.ts';
import { PromoState } from '../promo-state.ts';
import { CLICK_COLS, CONVERSION_COLS, LOG_COLS, type LogRow } from '../columns.ts';
import { dedupeKey, storedState } from '../stored-state.ts';
import type { Answer, ClickItem, ClickResult, ClickRow, ConversionItem, ConversionRow, Item } from '../types.ts';
import { acceptedNew, conversionCreatedEvent, duplicateOf, logRowOf, refused, subscribersOf } from './answers.ts';

/**
 * The flush that reads before it writes: batches with budgets (their usage rows locked FOR UPDATE),
 * conversions of offers judged by their click's history (duplicates or multiple conversions off,
 * under the click-history locks of flush.ts), and batches holding one click or one idempotency key
 * twice. It reads the stored state in one round trip (stored-state.ts), decides every item in
 * order against it AND the earlier items of the batch, then writes everything in one statement.
 * Every other conversion batch takes the one statement of one-statement.ts.
 */
export async function flushIn(tx: Queryable, items: readonly Item[]): Promise<(ClickResult | Answer)[]> {
  const clicks = items.filter((i): i is ClickItem => i.kind === 'click');
  const convs = items.filter((i): i is ConversionItem => i.kind === 'conversion');
  // without budget refs (every batch outside a transaction: needsLocks) load sends no query
  const budgets = await BudgetState.load(tx as Tx, [
    ...clicks
      .filter((c) => c.row.refusal === null)
      .flatMap((c) => c.budgets.map((ref) => ({ ref, meta: { ...c.meta, brandId: c.row.brand_id, offerId: c.row.offer_id } }))),
    ...convs.flatMap((c) => c.budgets.map((ref) => ({ ref, meta: { ...c.meta, brandId: c.row.brand_id, offerId: c.row.offer_id } }))),
  ]);
  // conversions with a promo code always flush in a transaction (needsLocks); without one, no query
  const promos = await PromoState.load(
    tx as Tx,
    convs.flatMap((c) => (c.row.promo_code_id === null ? [] : [c.row.promo_code_id])),
  );
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
      logs.push({ ...logRowOf(item), convUuid: null });
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
      answer = duplicateOf(prior.uuid, prior.status);
      if (prior.id !== null) convId = prior.id;
    } else {
      const h = history.get(row.click_id)!;
      const rule = historyRefusal(h, row.event_id, row.created_at, item.rules);
      const counted = row.status !== 'rejected' && !row.is_test;
      const promo = row.promo_code_id === null ? null : promos.refusal(row.promo_code_id, row.created_at, counted);
      if (rule) answer = refused(rule);
      else if (promo) answer = refused(promo);
      else if (counted && budgets.anyReached(item.budgets, 'conversion')) answer = refused('budget_reached');
      else {
        answer = acceptedNew(row);
        stored.set(key, { id: null, uuid: row.uuid, status: row.status });
        newConvs.push(row);
        if (row.status !== 'rejected') {
          h.events.add(row.event_id);
          if (!h.firstAt || row.created_at < h.firstAt) h.firstAt = row.created_at;
        }
        if (counted) budgets.add(item.budgets, 'conversion', row);
        if (counted && row.promo_code_id !== null) promos.use(row.promo_code_id);
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
  await promos.write(tx as Tx);
  return results;
}

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
