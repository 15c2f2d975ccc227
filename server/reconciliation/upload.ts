import { extensionOf } from '../../src/domain/files/rules.ts';
import type { PeriodKey, Reconciliation } from '../../src/domain/reconciliation/contract.ts';
import { LEDGER_ERRORS_KEPT } from '../../src/domain/reconciliation/enums.ts';
import type { Principal } from '../../src/domain/permissions.ts';
import { reconciliationRefusal } from '../../src/machines/reconciliation.ts';
import { withTransaction, type Db, type Tx } from '../db/pool.ts';
import { HttpError } from '../http/errors.ts';
import { MalformedFile } from '../products/import-read.ts';
import type { StoragePort } from '../storage/port.ts';
import { refuse } from './errors.ts';
import { recordEvent } from './events.ts';
import { isRefusal, LedgerFileError, ledgerRows, type LedgerRefusal, type LedgerRow } from './ledger-read.ts';
import { periodLocked } from './lock-state.ts';
import { PERIOD_CONVERSIONS } from './period.ts';
import { headOf, readReconciliation } from './read.ts';

/** Ledger rows staged per INSERT. */
const BATCH = 10_000;

const fileInvalid = (code: string) =>
  new HttpError(422, 'validation_failed', 'File could not be uploaded (empty or over limit size, rows or header).', [
    { field: 'file_id', code },
  ]);

/**
 * The ledger is staged in a temporary table of the transaction (no WAL, no index while it fills:
 * a permanent table with its key cost ~70 µs a row under load, 7 s for 100,000 rows), then its
 * repeated order ids are found in one statement (the first line of an id wins).
 */
async function openStage(tx: Tx): Promise<void> {
  await tx.query(
    'CREATE TEMP TABLE reconciliation_stage (transaction_id text NOT NULL, row_no integer NOT NULL, amount numeric(20, 4) NOT NULL, status text NOT NULL) ON COMMIT DROP',
  );
}

async function stage(tx: Tx, batch: LedgerRow[]): Promise<void> {
  if (batch.length === 0) return;
  await tx.query(
    `INSERT INTO reconciliation_stage (transaction_id, row_no, amount, status)
     SELECT * FROM unnest($1::text[], $2::int[], $3::numeric[], $4::text[])`,
    [batch.map((b) => b.transactionId), batch.map((b) => b.row), batch.map((b) => b.amount), batch.map((b) => b.status)],
  );
}

/** Drops the later lines of a repeated order id; answers how many, and the first few. */
async function dropRepeats(tx: Tx): Promise<{ count: number; first: LedgerRefusal[] }> {
  const { rows } = await tx.query<{ row_no: number; transaction_id: string }>(
    `DELETE FROM reconciliation_stage s USING (
       SELECT row_no FROM (SELECT row_no, row_number() OVER (PARTITION BY transaction_id ORDER BY row_no) AS n FROM reconciliation_stage) x WHERE n > 1
     ) d WHERE s.row_no = d.row_no RETURNING s.row_no, s.transaction_id`,
  );
  rows.sort((a, b) => a.row_no - b.row_no);
  return {
    count: rows.length,
    first: rows
      .slice(0, LEDGER_ERRORS_KEPT)
      .map((r) => ({ row: r.row_no, column: 'order_id', code: 'id_repeated', value: r.transaction_id.slice(0, 100) })),
  };
}

/**
 * The ledger joined with the period's conversions in one statement: a hash full join on the order
 * id; a conversion without a transaction id can match nothing (only tracked). Amounts compare as
 * numeric(20,4), the ledger's amount against the conversion's sale amount.
 */
async function join(tx: Tx, id: number, brandId: number, p: PeriodKey): Promise<void> {
  await tx.query(
    `INSERT INTO reconciliation_rows (reconciliation_id, grp, transaction_id, row_no, ledger_amount, ledger_status, conversion_id, tracked_amount)
     SELECT $4,
            CASE WHEN c.id IS NULL THEN 'only_ledger' WHEN l.transaction_id IS NULL THEN 'only_tracked'
                 WHEN l.amount = c.sale_amount THEN 'matched' ELSE 'amount_differs' END,
            COALESCE(l.transaction_id, c.transaction_id), l.row_no, l.amount, l.status, c.id, c.sale_amount
       FROM reconciliation_stage l
       FULL JOIN (${PERIOD_CONVERSIONS}) c ON c.tx = l.transaction_id
      ORDER BY l.row_no NULLS LAST, c.id`,
    [brandId, p.period_start, p.period_end, id],
  );
}

/**
 * Reads the uploaded ledger and (re)builds the period's four groups, in ONE transaction: a file
 * refused as a whole (header, unclosed quote, too many rows) leaves the reconciliation as it was.
 * An open reconciliation's earlier groups and decisions on them are replaced (the conversions keep
 * what the decisions did; the history keeps who did it).
 */
export async function uploadLedger(
  db: Db,
  storage: StoragePort,
  user: Principal,
  body: PeriodKey & { file_id: number },
): Promise<Reconciliation> {
  const { rows: files } = await db.query<{ key: string; original_name: string; use: string }>(
    'SELECT key, original_name, use FROM files WHERE id = $1 AND brand_id = $2',
    [body.file_id, user.brandId],
  );
  const file = files[0];
  if (!file) throw new HttpError(404, 'not_found', 'File not found');
  if (file.use !== 'reconciliation_ledger') throw fileInvalid('file_invalid');
  const id = await withTransaction(db, async (tx) => {
    // one upload per brand and period at a time: the second waits for the first's commit
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
      `reconciliation:${user.brandId}:${body.period_start}:${body.period_end}`,
    ]);
    const head = await headOf(tx, user.brandId, body, true);
    const refusal = reconciliationRefusal(head?.status ?? null, 'upload', await periodLocked(tx, user.brandId, body));
    if (refusal) throw refuse(refusal);
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO reconciliations (brand_id, period_start, period_end, file_id, file_name, uploaded_by)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (brand_id, period_start, period_end)
       DO UPDATE SET file_id = EXCLUDED.file_id, file_name = EXCLUDED.file_name, uploaded_by = EXCLUDED.uploaded_by, uploaded_at = now()
       RETURNING id`,
      [user.brandId, body.period_start, body.period_end, body.file_id, file.original_name, user.userId],
    );
    const id = rows[0]!.id;
    await tx.query('DELETE FROM reconciliation_rows WHERE reconciliation_id = $1', [id]);
    await openStage(tx);
    const stream = await storage.stream(file.key);
    if (!stream) throw fileInvalid('file_invalid');
    const errors: LedgerRefusal[] = [];
    let total = 0;
    let skipped = 0;
    const refused = (r: LedgerRefusal) => {
      skipped++;
      if (errors.length < LEDGER_ERRORS_KEPT) errors.push(r);
    };
    let batch: LedgerRow[] = [];
    const flush = async () => {
      await stage(tx, batch);
      batch = [];
    };
    try {
      for await (const r of ledgerRows(stream, extensionOf(file.original_name))) {
        total++;
        if (isRefusal(r)) refused(r);
        else batch.push(r);
        if (batch.length >= BATCH) await flush();
      }
    } catch (error) {
      stream.destroy();
      if (error instanceof LedgerFileError) throw fileInvalid(error.code);
      if (error instanceof MalformedFile) throw fileInvalid('malformed');
      throw error;
    }
    await flush();
    if (total === 0) throw fileInvalid('file_invalid');
    const repeats = await dropRepeats(tx);
    skipped += repeats.count;
    errors.push(...repeats.first);
    // a temporary table has no statistics until asked: the join's plan needs its size; the hash
    // join and the ledger-order sort of 200,000 rows fit in memory at 64 MB (4 MB spills to disk)
    await tx.query("SET LOCAL work_mem = '64MB'");
    await tx.query('ANALYZE reconciliation_stage');
    await join(tx, id, user.brandId, body);
    errors.sort((a, b) => a.row - b.row);
    errors.splice(LEDGER_ERRORS_KEPT);
    await tx.query('UPDATE reconciliations SET ledger_rows = $2, skipped_rows = $3, errors = $4::jsonb WHERE id = $1', [
      id,
      total,
      skipped,
      JSON.stringify(errors),
    ]);
    const { rows: counts } = await tx.query<{ grp: string; n: number }>(
      'SELECT grp, count(*)::int AS n FROM reconciliation_rows WHERE reconciliation_id = $1 GROUP BY grp',
      [id],
    );
    await recordEvent(
      tx,
      user,
      id,
      body,
      'upload',
      { file_name: file.original_name, ledger_rows: total, skipped_rows: skipped, ...Object.fromEntries(counts.map((c) => [c.grp, c.n])) },
      { before: head?.status ?? null, after: 'open' },
    );
    return id;
  });
  void id;
  return (await readReconciliation(db, user.brandId, body, false))!;
}
