import type { FastifyBaseLogger } from 'fastify';
import { extensionOf } from '../../src/domain/files/rules.ts';
import { PRODUCT_PRICE_MAX } from '../../src/domain/products/enums.ts';
import { PRODUCT_IMPORT_MAX_ROWS, PRODUCT_UPLOAD_ERRORS_MAX } from '../../src/domain/products/upload.ts';
import type { ProductFileError, ProductRowError, ProductUpload } from '../../src/domain/products/upload-contract.ts';
import type { ProductValues } from '../../src/domain/products/rules.ts';
import { productUploadRefusal, type ProductUploadAction } from '../../src/machines/product-upload.ts';
import { CODES } from '../../src/domain/validation/codes.ts';
import { WEBHOOK_EVENT } from '../../src/domain/webhooks/events.ts';
import { record } from '../audit/record.ts';
import { inTransaction, withTransaction, type Db, type Queryable } from '../db/pool.ts';
import { HttpError } from '../http/errors.ts';
import type { StoragePort } from '../storage/port.ts';
import { emitWebhookEvent } from '../webhooks/emit.ts';
import { refuse } from './errors.ts';
import { lockCatalogue, openUploadOf } from './guard.ts';
import { headerMap, RowChecker } from './import-check.ts';
import { acceptRows, undoRows } from './import-write.ts';
import { csvRecords, MalformedFile, xlsxRecords, type FileRecord } from './import-read.ts';
import { moveUpload, readUpload } from './import-queries.ts';
import { currencyOf } from './queries.ts';
import { syncRunningOf } from './sync-queries.ts';

/**
 * The product import flow (issue 26 item 2; decision 080). `validate` records the upload as
 * validating and answers at once; the file is read in the background (`schedule`), row by row as it
 * streams, valid rows staged in product_upload_rows in batches. `accept` then writes every staged
 * row into the catalogue in ONE transaction (a failure leaves it untouched), and `undo` puts back
 * what an accept changed. Every status change is a compare-and-set along the product-upload chart.
 */
export type Schedule = (task: () => Promise<void>) => void;
export interface ImportDeps {
  db: Db;
  storage: StoragePort;
  log: FastifyBaseLogger;
  schedule: Schedule;
}

/** Rows staged per INSERT, and how often the progress is written. */
const BATCH = 1000;

const fileInvalid = () =>
  new HttpError(422, 'validation_failed', 'File could not be uploaded (empty or over limit size, rows or header).', [
    { field: 'file_id', code: 'file_invalid' },
  ]);
const notFound = () => new HttpError(404, 'not_found', 'Upload not found');
const notAllowed = () => new HttpError(409, 'status_not_allowed', 'This upload cannot do that in its status.');

/** product_import.changed: the upload's status and counts, in the write's transaction. */
async function emitImport(q: Queryable, brandId: number, upload: ProductUpload | null): Promise<void> {
  if (!upload) return;
  const { id, file_name, status, total_rows, added, updated, errored } = upload;
  await emitWebhookEvent(q, brandId, WEBHOOK_EVENT.productImportChanged, {
    upload_id: id,
    file_name,
    status,
    total_rows,
    added,
    updated,
    errored,
  });
}

export async function validate(d: ImportDeps, brandId: number, userId: number | null, fileId: number): Promise<ProductUpload> {
  const { rows } = await d.db.query<{ key: string; original_name: string; use: string; size: string }>(
    'SELECT key, original_name, use, size FROM files WHERE id = $1 AND brand_id = $2',
    [fileId, brandId],
  );
  const file = rows[0];
  if (!file) throw new HttpError(404, 'not_found', 'File not found');
  if (file.use !== 'product_import') throw fileInvalid();
  const upload = await inTransaction(d.db, async (tx) => {
    await lockCatalogue(tx, brandId);
    if ((await openUploadOf(tx, brandId)) !== null) throw refuse('upload_running');
    if (await syncRunningOf(tx, brandId)) throw refuse('sync_running');
    const ins = await tx.query<{ id: number }>(
      `INSERT INTO product_uploads (brand_id, file_id, file_name, status, created_by) VALUES ($1, $2, $3, 'validating', $4) RETURNING id::int AS id`,
      [brandId, fileId, file.original_name, userId],
    );
    const id = ins.rows[0]!.id;
    await record(tx, {
      action: 'products.upload.validate',
      objectType: 'product_upload',
      objectId: id,
      changes: { file_name: [null, file.original_name], status: [null, 'validating'] },
    });
    const made = await readUpload(tx, brandId, id);
    await emitImport(tx, brandId, made);
    return made!;
  });
  d.schedule(() => readFile(d, brandId, upload.id, file.key, extensionOf(file.original_name), Number(file.size)));
  return upload;
}

interface Tally {
  total: number;
  errored: number;
  errors: ProductRowError[];
  fileError: ProductFileError | null;
}

async function stage(q: Queryable, uploadId: number, batch: { row: number; values: ProductValues }[]): Promise<void> {
  if (batch.length === 0) return;
  await q.query(
    `INSERT INTO product_upload_rows (upload_id, row_no, sku, data)
     SELECT $1, r.row_no, r.data->>'sku', r.data FROM jsonb_to_recordset($2::jsonb) AS r(row_no int, data jsonb)`,
    [uploadId, JSON.stringify(batch.map((b) => ({ row_no: b.row, data: b.values })))],
  );
}

/** Reads the file (in the background), stages its valid rows, then moves validating → succeeded | failed. */
export async function readFile(d: ImportDeps, brandId: number, uploadId: number, key: string, ext: string, size: number): Promise<void> {
  const tally: Tally = { total: 0, errored: 0, errors: [], fileError: null };
  let bytes = 0;
  let batch: { row: number; values: ProductValues }[] = [];
  try {
    const stream = await d.storage.stream(key);
    if (!stream) throw new MalformedFile('no object');
    const records: AsyncGenerator<FileRecord> = (ext === 'xlsx' ? xlsxRecords : csvRecords)(stream, (n) => (bytes += n));
    const currency = await currencyOf(d.db, brandId);
    let checker: RowChecker | null = null;
    for await (const r of records) {
      if (!checker) {
        const map = headerMap(r.cells);
        if (!map) {
          tally.fileError = 'header';
          break;
        }
        checker = new RowChecker(map, currency);
        continue;
      }
      if (RowChecker.blank(r)) continue;
      if (++tally.total > PRODUCT_IMPORT_MAX_ROWS) {
        tally.fileError = 'too_many_rows';
        break;
      }
      const outcome = checker.check(r);
      if (outcome.ok) batch.push({ row: r.line, values: outcome.values });
      else {
        tally.errored++;
        tally.errors.push(...outcome.errors.slice(0, Math.max(0, PRODUCT_UPLOAD_ERRORS_MAX - tally.errors.length)));
      }
      if (batch.length >= BATCH) {
        await stage(d.db, uploadId, batch);
        batch = [];
        const progress = size > 0 ? Math.min(99, Math.floor((bytes * 100) / size)) : 0;
        await d.db.query('UPDATE product_uploads SET progress = $3, updated_at = clock_timestamp() WHERE id = $1 AND brand_id = $2', [
          uploadId,
          brandId,
          progress,
        ]);
      }
    }
    stream.destroy();
    if (!tally.fileError && tally.total === 0) tally.fileError = checker ? 'empty' : 'header';
    if (!tally.fileError && tally.errored === 0) await stage(d.db, uploadId, batch);
  } catch (error) {
    d.log.info({ err: error, uploadId }, 'product file could not be read');
    tally.fileError = 'malformed';
  }
  await finish(d.db, brandId, uploadId, tally);
}

async function finish(db: Db, brandId: number, uploadId: number, t: Tally): Promise<void> {
  const ok = t.fileError === null && t.errored === 0;
  await withTransaction(db, async (tx) => {
    if (!ok) await tx.query('DELETE FROM product_upload_rows WHERE upload_id = $1', [uploadId]);
    // what accepting would do now: a staged SKU the catalogue has is an update
    const counts = ok
      ? (
          await tx.query<{ added: number; updated: number }>(
            `SELECT count(*) FILTER (WHERE p.id IS NULL)::int AS added, count(p.id)::int AS updated
               FROM product_upload_rows r LEFT JOIN products p ON p.brand_id = $2 AND p.sku = r.sku WHERE r.upload_id = $1`,
            [uploadId, brandId],
          )
        ).rows[0]!
      : { added: 0, updated: 0 };
    const errors = [...t.errors].sort((a, b) => a.row - b.row);
    const moved = await moveUpload(
      tx,
      brandId,
      uploadId,
      ok ? 'validation.succeeded' : 'validation.failed',
      'progress = 100, total_rows = $4, added = $5, updated = $6, errored = $7, errors = $8::jsonb, file_error = $9',
      [t.total, counts.added, counts.updated, t.errored, JSON.stringify(errors), t.fileError],
    );
    if (moved) await emitImport(tx, brandId, await readUpload(tx, brandId, uploadId));
  });
}

/** Loads the upload and checks the chart allows `action`; 404 / 409 otherwise. */
async function allowed(q: Queryable, brandId: number, id: number, action: ProductUploadAction): Promise<ProductUpload> {
  const upload = await readUpload(q, brandId, id);
  if (!upload) throw notFound();
  if (productUploadRefusal(upload.status, action)) throw notAllowed();
  return upload;
}

/** succeeded | accept_failed → accepting now; the rows are written in the background. */
export async function accept(d: ImportDeps, brandId: number, id: number): Promise<ProductUpload> {
  const upload = await inTransaction(d.db, async (tx) => {
    await allowed(tx, brandId, id, 'accept');
    if (!(await moveUpload(tx, brandId, id, 'upload.accept', 'progress = 0, errors = $4::jsonb', ['[]']))) throw notAllowed();
    await record(tx, {
      action: 'products.upload.accept',
      objectType: 'product_upload',
      objectId: id,
      changes: { status: [null, 'accepting'] },
    });
    const moved = await readUpload(tx, brandId, id);
    await emitImport(tx, brandId, moved);
    return moved!;
  });
  d.schedule(() => writeAccepted(d.db, brandId, id));
  return upload;
}

/**
 * The accept's one transaction: the rows are checked again against the catalogue as it is now (the
 * brand's currency may have changed since the validation), then written; any refusal or error
 * rolls everything back and the upload ends accept_failed with the rows' errors.
 */
export async function writeAccepted(db: Db, brandId: number, id: number): Promise<void> {
  let errors: ProductRowError[] = [];
  try {
    await withTransaction(db, async (tx) => {
      await lockCatalogue(tx, brandId);
      const max = PRODUCT_PRICE_MAX[await currencyOf(tx, brandId)];
      const over = await tx.query<{ row_no: number; col: string; value: string }>(
        `SELECT r.row_no, c.col, c.value FROM product_upload_rows r,
                LATERAL (VALUES ('original_price', r.data->>'original_price'), ('sale_price', r.data->>'sale_price')) AS c(col, value)
          WHERE r.upload_id = $1 AND c.value IS NOT NULL AND c.value::numeric > $2 ORDER BY r.row_no LIMIT $3`,
        [id, max, PRODUCT_UPLOAD_ERRORS_MAX],
      );
      if (over.rows.length) {
        errors = over.rows.map((r) => ({ row: r.row_no, column: r.col, code: CODES.numberRange, value: r.value, max }));
        throw new Error('rows no longer fit the catalogue');
      }
      const counts = await acceptRows(tx, brandId, id);
      const moved = await moveUpload(
        tx,
        brandId,
        id,
        'accept.succeeded',
        'progress = 100, added = $4, updated = $5, accepted_at = clock_timestamp()',
        [counts.added, counts.updated],
      );
      if (!moved) throw new Error('the upload left accepting meanwhile');
      await emitImport(tx, brandId, await readUpload(tx, brandId, id));
      await emitWebhookEvent(tx, brandId, WEBHOOK_EVENT.productChanged, { action: 'imported', upload_id: id, ...counts, products: [] });
    });
  } catch (error) {
    if (errors.length === 0)
      errors = [{ row: 0, column: null, code: 'accept_failed', value: String((error as Error).message).slice(0, 100) }];
    await withTransaction(db, async (tx) => {
      const moved = await moveUpload(tx, brandId, id, 'accept.failed', 'progress = 0, errors = $4::jsonb', [JSON.stringify(errors)]);
      if (moved) await emitImport(tx, brandId, await readUpload(tx, brandId, id));
    });
  }
}

export async function discard(db: Db, brandId: number, id: number): Promise<ProductUpload> {
  return inTransaction(db, async (tx) => {
    await allowed(tx, brandId, id, 'discard');
    if (!(await moveUpload(tx, brandId, id, 'upload.discard'))) throw notAllowed();
    await tx.query('DELETE FROM product_upload_rows WHERE upload_id = $1', [id]);
    await record(tx, {
      action: 'products.upload.discard',
      objectType: 'product_upload',
      objectId: id,
      changes: { status: [null, 'discarded'] },
    });
    const moved = await readUpload(tx, brandId, id);
    await emitImport(tx, brandId, moved);
    return moved!;
  });
}

/** accepted → undone in one transaction: added products deleted, changed ones given their values back. */
export async function undo(db: Db, brandId: number, id: number): Promise<ProductUpload> {
  return inTransaction(db, async (tx) => {
    await lockCatalogue(tx, brandId);
    await allowed(tx, brandId, id, 'undo');
    if ((await openUploadOf(tx, brandId)) !== null) throw refuse('upload_running');
    if (!(await moveUpload(tx, brandId, id, 'upload.undo'))) throw notAllowed();
    const counts = await undoRows(tx, brandId, id);
    await record(tx, {
      action: 'products.upload.undo',
      objectType: 'product_upload',
      objectId: id,
      changes: { status: ['accepted', 'undone'], removed: [counts.removed, null], restored: [counts.restored, null] },
    });
    const moved = await readUpload(tx, brandId, id);
    await emitImport(tx, brandId, moved);
    await emitWebhookEvent(tx, brandId, WEBHOOK_EVENT.productChanged, { action: 'import_undone', upload_id: id, ...counts, products: [] });
    return moved!;
  });
}
