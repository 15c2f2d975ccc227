import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { confirmBody, PresignedItem, StoredFile } from '../../src/domain/files/contract.ts';
import {
  acceptedExtension,
  EXTENSIONS,
  maxBytesFor,
  refusal,
  shortenFileName,
  UPLOAD_RULES,
  type UploadType,
} from '../../src/domain/files/rules.ts';
import { imageSize, sniff } from '../../src/domain/files/sniff.ts';
import type { Principal } from '../../src/domain/permissions.ts';
import { withTransaction, type Db } from '../db/pool.ts';
import { HttpError } from '../http/errors.ts';
import type { StoragePort } from '../storage/port.ts';

/** How long a presigned form stays valid; the confirm must follow within this window too. */
export const UPLOAD_EXPIRES_SECONDS = 10 * 60;
/** Download links are opened at once (spec 1 §7 step 4), so they live briefly. */
export const DOWNLOAD_EXPIRES_SECONDS = 5 * 60;
/** Objects up to this size are read whole at confirm (text validity, JPEG frames after big EXIF). */
const READ_WHOLE_BYTES = 20 * 1024 * 1024;
const HEAD_BYTES = 64 * 1024;

export interface FilesDeps {
  db: Db;
  storage: StoragePort;
  log: FastifyBaseLogger;
}

function invalid(field: string, code: string): HttpError {
  return new HttpError(422, 'validation_failed', 'The given data was invalid.', [{ field, code }]);
}

/** One presigned form per file name; every name must be acceptable for the use. */
export async function presign(
  d: FilesDeps,
  user: Principal,
  fileNames: string[],
  use: UploadType,
  origin: string,
): Promise<PresignedItem[]> {
  const rule = UPLOAD_RULES[use];
  const refused = fileNames.flatMap((name, i) =>
    acceptedExtension(use, name) ? [] : [{ field: `file_names.${i}`, code: rule.errorCode }],
  );
  if (refused.length) throw new HttpError(422, 'validation_failed', 'The given data was invalid.', refused);

  const items: PresignedItem[] = [];
  for (const name of fileNames) {
    const ext = acceptedExtension(use, name)!;
    // The key is ours: brand, a random id and the extension. The user's name lives in the table.
    const key = `files/${user.brandId}/${randomUUID()}.${ext}`;
    const maxBytes = maxBytesFor(use, name)!;
    const contentType = EXTENSIONS[ext].contentType;
    await d.db.query(
      `INSERT INTO file_uploads (key, brand_id, user_id, use, original_name, content_type, max_bytes, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, now() + make_interval(secs => $8))`,
      [key, user.brandId, user.userId, use, name, contentType, maxBytes, UPLOAD_EXPIRES_SECONDS],
    );
    const post = await d.storage.presignUpload({ key, contentType, maxBytes, expiresSeconds: UPLOAD_EXPIRES_SECONDS, origin });
    items.push({ url: post.url, fields: post.fields, file_name: name });
  }
  return items;
}

interface PendingRow {
  key: string;
  use: UploadType;
  original_name: string;
  content_type: string;
}

/**
 * Checks the stored object against its use's rule (size, magic bytes, dimensions) and records it.
 * A refused object is deleted and answered 422 on field `file` with the rule's message code.
 */
export async function confirm(d: FilesDeps, user: Principal, body: z.output<typeof confirmBody>): Promise<StoredFile> {
  const key = body.fields.key!;
  const done = await d.db.query<{ id: number; original_name: string }>(
    'SELECT id, original_name FROM files WHERE key = $1 AND brand_id = $2 AND user_id = $3',
    [key, user.brandId, user.userId],
  );
  // a repeated confirm (retry after a lost answer) gets the same record
  if (done.rows[0]) return { id: done.rows[0].id, path: key, file_name: done.rows[0].original_name };

  const pending = await d.db.query<PendingRow>(
    'SELECT key, use, original_name, content_type FROM file_uploads WHERE key = $1 AND brand_id = $2 AND user_id = $3',
    [key, user.brandId, user.userId],
  );
  const p = pending.rows[0];
  if (!p) throw new HttpError(404, 'not_found', 'No pending upload with this key');
  const rule = UPLOAD_RULES[p.use];

  const stat = await d.storage.stat(key);
  const size = stat?.size ?? 0;
  const bytes = size > 0 ? ((await d.storage.read(key, size <= READ_WHOLE_BYTES ? size : HEAD_BYTES)) ?? Buffer.alloc(0)) : Buffer.alloc(0);
  const kind = bytes.length ? sniff(bytes, { truncated: bytes.length < size }) : null;
  const image = bytes.length ? imageSize(bytes) : null;
  const why = refusal(p.use, p.original_name, { size, kind, image });
  if (why) {
    d.log.info({ key, use: p.use, reason: why, size, kind, image }, 'upload refused');
    await d.storage.delete(key);
    await d.db.query('DELETE FROM file_uploads WHERE key = $1', [key]);
    throw invalid('file', rule.errorCode);
  }

  return withTransaction(d.db, async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO files (brand_id, user_id, key, original_name, shortened_name, type, content_type, size, width, height, use)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
      [
        user.brandId,
        user.userId,
        key,
        p.original_name,
        shortenFileName(p.original_name),
        kind,
        p.content_type,
        size,
        image?.width ?? null,
        image?.height ?? null,
        p.use,
      ],
    );
    await tx.query('DELETE FROM file_uploads WHERE key = $1', [key]);
    return { id: rows[0]!.id, path: key, file_name: p.original_name };
  });
}

/** A short-lived signed link to a file of the caller's brand; `file` is its id or its path. */
export async function downloadUrl(d: FilesDeps, user: Principal, file: string, origin: string): Promise<{ url: string }> {
  const byId = /^\d{1,15}$/.test(file);
  const { rows } = await d.db.query<{ key: string; original_name: string }>(
    `SELECT key, original_name FROM files WHERE brand_id = $1 AND ${byId ? 'id = $2' : 'key = $2'}`,
    [user.brandId, byId ? Number(file) : file],
  );
  const row = rows[0];
  if (!row) throw new HttpError(404, 'not_found', 'File not found');
  return { url: await d.storage.signedDownloadUrl(row.key, DOWNLOAD_EXPIRES_SECONDS, { fileName: row.original_name, origin }) };
}

/**
 * Deletes uploads that were presigned but never confirmed once their form has expired (and the
 * objects sent with them): a job's work, safe to run from several processes at once.
 * Returns how many were swept.
 */
export async function sweepExpiredUploads(db: Db, storage: StoragePort, graceSeconds = 60, now?: Date): Promise<number> {
  // `now` is the job clock's time (tests move it); without it, the database's clock.
  const { rows } = await db.query<{ key: string }>(
    `DELETE FROM file_uploads WHERE key IN (
       SELECT key FROM file_uploads WHERE expires_at < coalesce($2::timestamptz, now()) - make_interval(secs => $1)
       ORDER BY expires_at LIMIT 500 FOR UPDATE SKIP LOCKED)
     RETURNING key`,
    [graceSeconds, now ?? null],
  );
  for (const { key } of rows) await storage.delete(key);
  return rows.length;
}
