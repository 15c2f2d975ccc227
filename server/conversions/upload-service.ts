import type { FastifyBaseLogger } from 'fastify';
import type { Principal } from '../../src/domain/permissions.ts';
import { UPLOAD_ERRORS, UPLOAD_STATUSES, type ConversionUpload, type RowError } from '../../src/domain/reports/upload-contract.ts';
import { nextConversionUpload, type ConversionUploadEvent } from '../../src/machines/conversion-upload.ts';
import { diff, record } from '../audit/record.ts';
import { withTransaction, type Db, type Queryable } from '../db/pool.ts';
import { HttpError } from '../http/errors.ts';
import { notify } from '../notifications/notify.ts';
import type { StoragePort } from '../storage/port.ts';
import { applyActionIn } from './actions.ts';
import { checkRows, lookUp, type CheckResult } from './upload-check.ts';
import { readUpload, type UploadRow } from './upload-csv.ts';
import { readUploadRow } from './upload-queries.ts';
import { NOTIFICATION_CASE } from '../../src/domain/notifications/cases.ts';

/**
 * The conversion upload flow (docs/decisions/026-conversion-upload.md). `validate` checks the whole
 * file at once (422 file_invalid) and records the upload as validating; the row checks, and later
 * the apply, run in the background through `schedule`, so the answer comes at once and the upload
 * shows "validation in progress". Every status change is a compare-and-set along the upload chart
 * (src/machines/conversion-upload.ts): a late background task finds the upload moved on and does
 * nothing.
 */
export type Schedule = (task: () => Promise<void>) => void;
export interface UploadDeps {
  db: Db;
  storage: StoragePort;
  log: FastifyBaseLogger;
  schedule: Schedule;
}

const fileInvalid = () =>
  new HttpError(422, 'validation_failed', 'File could not be uploaded (empty or over limit size, rows or header).', [
    { field: 'file_id', code: UPLOAD_ERRORS.file },
  ]);
const notFound = () => new HttpError(404, 'not_found', 'Upload not found');

interface FileRow {
  id: number;
  key: string;
  original_name: string;
  use: string;
}

async function fileRows(d: UploadDeps, file: Pick<FileRow, 'key'>): Promise<UploadRow[] | null> {
  const size = (await d.storage.stat(file.key))?.size ?? 0;
  const bytes = size > 0 ? await d.storage.read(file.key, size) : null;
  if (!bytes) return null;
  const read = readUpload(new TextDecoder('utf-8').decode(bytes));
  return read.ok ? read.rows : null;
}

/**
 * Moves an upload along the chart with `set` (SQL assignments) in one statement, only from a status
 * the chart allows `event` in; answers the upload after the move, or null when it was not there.
 */
export async function move(
  db: Queryable,
  brandId: number,
  id: number,
  event: ConversionUploadEvent['type'],
  set = '',
  values: unknown[] = [],
): Promise<ConversionUpload | null> {
  const moves = UPLOAD_STATUSES.flatMap((from) => {
    const to = nextConversionUpload(from, event);
    return to ? [[from, to] as const] : [];
  });
  const cases = moves.map(([from, to]) => `WHEN '${from}' THEN '${to}'`).join(' ');
  const { rows } = await db.query<{ id: number }>(
    `UPDATE conversion_uploads SET status = CASE status ${cases} END, updated_at = clock_timestamp() ${set ? `, ${set}` : ''}
      WHERE id = $1 AND brand_id = $2 AND status = ANY($3::text[]) RETURNING id`,
    [id, brandId, moves.map(([from]) => from), ...values],
  );
  return rows[0] ? readUploadRow(db, brandId, id) : null;
}

const outcome = (c: CheckResult) => [c.changes.length, c.unchanged, c.errorRows, JSON.stringify(c.errors)];
const COUNTS = 'valid_rows = $4, unchanged_rows = $5, error_rows = $6, errors = $7::jsonb';

export async function validate(d: UploadDeps, user: Principal, fileId: number): Promise<ConversionUpload> {
  const { rows } = await d.db.query<FileRow>('SELECT id, key, original_name, use FROM files WHERE id = $1 AND brand_id = $2', [
    fileId,
    user.brandId,
  ]);
  const file = rows[0];
  if (!file) throw new HttpError(404, 'not_found', 'File not found');
  const existing = await readUploadRow(d.db, user.brandId, fileId);
  if (existing) return existing;
  if (file.use !== 'csv') throw fileInvalid();
  const data = await fileRows(d, file);
  if (!data) throw fileInvalid();
  await withTransaction(d.db, async (tx) => {
    const inserted = await tx.query(
      `INSERT INTO conversion_uploads (id, brand_id, file_name, status, total_rows, created_by)
       VALUES ($1, $2, $3, 'validating', $4, $5) ON CONFLICT (id) DO NOTHING`,
      [fileId, user.brandId, file.original_name, data.length, user.userId],
    );
    // a concurrent validate of the same file inserted it first: that request records it
    if (inserted.rowCount)
      await record(tx, {
        action: 'conversionUploads.validate',
        objectType: 'conversion_upload',
        objectId: fileId,
        changes: { file_name: [null, file.original_name], status: [null, 'validating'], total_rows: [null, data.length] },
      });
  });
  d.schedule(() => finishValidation(d, user, fileId, file.original_name, data));
  return (await readUploadRow(d.db, user.brandId, fileId))!;
}

/** The row checks (read-only), then validating → succeeded | failed and the notification, together. */
export async function finishValidation(d: UploadDeps, user: Principal, id: number, fileName: string, data: UploadRow[]): Promise<void> {
  const check = checkRows(data, await lookUp(d.db, user, data));
  const ok = check.errors.length === 0;
  await withTransaction(d.db, async (tx) => {
    const moved = await move(tx, user.brandId, id, ok ? 'validation.succeeded' : 'validation.failed', COUNTS, outcome(check));
    if (!moved) return;
    const data = ok ? { file_name: fileName, file_id: id } : { file_name: fileName, file_id: id, number_issue: check.errorRows };
    await notify(tx, user.brandId, ok ? NOTIFICATION_CASE.conversionUploadSucceeded : NOTIFICATION_CASE.conversionUploadFailed, data, {
      userId: user.userId,
    });
  });
}

async function refuseMove(db: Db, brandId: number, id: number): Promise<never> {
  if (!(await readUploadRow(db, brandId, id))) throw notFound();
  throw new HttpError(409, UPLOAD_ERRORS.notAllowed, 'The upload cannot do this in its current status.');
}

/** What the audit log keeps of an upload's apply or discard (decision 036). */
const MOVE_FIELDS = ['status'] as const;

/** Moves the upload by a user's action and records its status before and after, in one transaction. */
async function userMove(db: Db, user: Principal, id: number, event: 'upload.apply' | 'upload.discard'): Promise<ConversionUpload | null> {
  return withTransaction(db, async (tx) => {
    const before = await readUploadRow(tx, user.brandId, id);
    const moved = await move(tx, user.brandId, id, event);
    if (moved) {
      const action = event === 'upload.apply' ? 'conversionUploads.apply' : 'conversionUploads.discard';
      await record(tx, { action, objectType: 'conversion_upload', objectId: id, changes: diff(before, moved, MOVE_FIELDS) });
    }
    return moved;
  });
}

export async function apply(d: UploadDeps, user: Principal, id: number): Promise<ConversionUpload> {
  const moved = await userMove(d.db, user, id, 'upload.apply');
  if (!moved) return refuseMove(d.db, user.brandId, id);
  d.schedule(() => finishApply(d, user, id));
  return moved;
}

export async function discard(d: UploadDeps, user: Principal, id: number): Promise<ConversionUpload> {
  return (await userMove(d.db, user, id, 'upload.discard')) ?? refuseMove(d.db, user.brandId, id);
}

/** The upload left `applying` meanwhile (failed as interrupted): the apply rolls back quietly. */
class MovedOn extends Error {}

class ApplyRefused extends Error {
  readonly check: CheckResult;
  constructor(check: CheckResult) {
    super('apply refused');
    this.check = check;
  }
}

/**
 * Applies in ONE transaction: the rows are checked again with their conversions locked, then each
 * group of equal action and reason goes through the conversion actions (statuses, rollups, audit
 * rows), and the upload becomes applied. Any row error rolls everything back; the upload then fails
 * with the errors found at apply time.
 */
export async function finishApply(d: UploadDeps, user: Principal, id: number): Promise<void> {
  const { rows } = await d.db.query<FileRow>(
    'SELECT f.id, f.key, f.original_name, f.use FROM files f WHERE f.id = $1 AND f.brand_id = $2',
    [id, user.brandId],
  );
  const data = rows[0] ? await fileRows(d, rows[0]) : null;
  try {
    if (!data)
      throw new ApplyRefused({
        errors: [{ row: 0, column: null, code: 'interrupted', value: '' }],
        changes: [],
        unchanged: 0,
        errorRows: 0,
      });
    await withTransaction(d.db, async (tx) => {
      const check = checkRows(data, await lookUp(tx, user, data, true));
      if (check.errors.length) throw new ApplyRefused(check);
      const groups = new Map<string, { action: (typeof check.changes)[number]['action']; reason: string; ids: number[] }>();
      for (const c of check.changes) {
        const key = `${c.action}\u0000${c.reason}`;
        const group = groups.get(key) ?? { action: c.action, reason: c.reason, ids: [] };
        group.ids.push(c.conversionId);
        groups.set(key, group);
      }
      for (const g of groups.values()) {
        const answer = await applyActionIn(tx, user, { ids: g.ids, action: g.action, ...(g.reason ? { reason: g.reason } : {}) });
        // the check above saw the same locked rows, so anything but changed is a bug: roll back
        if (answer.summary.changed !== g.ids.length) throw new Error(`upload ${id}: ${JSON.stringify(answer.summary)}`);
      }
      const moved = await move(tx, user.brandId, id, 'apply.succeeded', `${COUNTS}, applied_at = clock_timestamp()`, outcome(check));
      if (!moved) throw new MovedOn(`upload ${id} left applying`);
    });
  } catch (error) {
    if (error instanceof MovedOn) return;
    if (!(error instanceof ApplyRefused)) throw error;
    const { check } = error;
    await withTransaction(d.db, async (tx) => {
      const moved = await move(tx, user.brandId, id, 'apply.failed', COUNTS, [
        0,
        check.unchanged,
        check.errorRows,
        JSON.stringify(check.errors),
      ]);
      if (moved)
        await notify(
          tx,
          user.brandId,
          NOTIFICATION_CASE.conversionUploadFailed,
          { file_name: moved.file_name, file_id: id, number_issue: check.errorRows },
          { userId: user.userId },
        );
    });
  }
}

/** Minutes after which a validating or applying upload is taken for interrupted (its process stopped). */
export const PROCESSING_TIMEOUT_MINUTES = 15;
const INTERRUPTED: RowError[] = [{ row: 0, column: null, code: 'interrupted', value: '' }];

/** Fails the brand's uploads stuck processing (a restart lost their background task); run before reads. */
export async function expireStale(db: Db, brandId: number): Promise<void> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT id FROM conversion_uploads WHERE brand_id = $1 AND status IN ('validating', 'applying') AND updated_at < now() - make_interval(mins => $2)`,
    [brandId, PROCESSING_TIMEOUT_MINUTES],
  );
  for (const { id } of rows) await move(db, brandId, id, 'processing.interrupted', 'errors = $4::jsonb', [JSON.stringify(INTERRUPTED)]);
}
