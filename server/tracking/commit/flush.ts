import { withTransaction, type Db, type Tx } from '../../db/pool.ts';
import { prepared } from '../../db/bulk.ts';
import { markUniques } from './uniques.ts';
import { needsNoReads, writeOnly } from './flush/clicks.ts';
import { fitsOneStatement, oneStatement } from './flush/one-statement.ts';
import { flushIn } from './flush/with-reads.ts';
import type { Answer, ClickResult, Item } from './types.ts';

/**
 * One flush = one atomic write for a whole batch: state-dependent rules (idempotency, duplicates,
 * multiple conversions, conversion window, budgets) are decided against the database AND the
 * earlier items of the batch, and every row and the rollups are written in one statement — inside
 * a transaction with the budget usage when the batch touches budgets (needsLocks). Nothing is
 * answered before the commit (the writer resolves the promises afterwards).
 *
 * Three shapes, cheapest first:
 * - clicks and log-only refusals without budgets: one statement, no reads (flush/clicks.ts);
 * - conversions of offers without click-history rules, no budgets, distinct clicks and keys: one
 *   statement that decides idempotency and the conversion window itself (flush/one-statement.ts);
 * - everything else reads the stored state, decides in order, then writes (flush/with-reads.ts).
 */
export async function runFlush(db: Db, items: readonly Item[]): Promise<(ClickResult | Answer)[]> {
  if (needsNoReads(items)) return writeOnly(db, items);
  const clicksToLock = historyLocks(items);
  if (!needsLocks(items) && clicksToLock.length === 0) {
    if (fitsOneStatement(items)) return oneStatement(db, items);
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
 * Budget rows and promo codes (decision 085) must be locked (FOR UPDATE) from their read to the
 * write, which needs a transaction.
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
      (i.kind === 'conversion' && (i.budgets.length > 0 || i.row.promo_code_id !== null)) ||
      (i.kind === 'click' && i.budgets.length > 0 && i.row.refusal === null && !i.row.is_test),
  );

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
