import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { EXTENSIONS, extensionOf } from '../../src/domain/files/rules.ts';
import { HttpError } from '../http/errors.ts';
import { DOWNLOAD_PATH, UPLOAD_PATH, type LocalStorage } from './local.ts';
import { checkDownload, checkPolicy } from './policy.ts';
import { contentDisposition } from './s3.ts';

/** Upper bound of any upload body whatever its policy says (the largest rule is 50 MB). */
export const MAX_UPLOAD_BYTES = 64 * 1024 * 1024;

/** The policy check failed: 403 like S3, with the reason for the log. */
const POLICY_ERRORS = {
  missing: 'Upload form is missing its signed fields',
  signature: 'Upload policy signature does not match',
  expired: 'Upload policy has expired',
  mismatch: 'Upload form does not match its policy',
} as const;

/**
 * Counts bytes through; past `max` it drops the rest (nothing over the policy reaches disk) but
 * keeps reading, so the whole request is consumed and the client gets our 413 rather than a reset.
 */
function limit(max: number): Transform & { over: boolean } {
  let seen = 0;
  const t = new Transform({
    transform(chunk: Buffer, _enc, done) {
      seen += chunk.length;
      if (seen > max) {
        (t as Transform & { over: boolean }).over = true;
        done();
      } else done(null, chunk);
    },
  }) as Transform & { over: boolean };
  t.over = false;
  return t;
}

function fieldsOf(fields: Record<string, unknown>): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const [name, entry] of Object.entries(fields)) {
    const one = Array.isArray(entry) ? entry[0] : entry;
    if (one && typeof one === 'object' && (one as { type?: string }).type === 'field')
      out[name] = String((one as { value: unknown }).value);
  }
  return out;
}

/** Reads and discards the rest of a part so the client receives our answer instead of a reset. */
async function drain(stream: NodeJS.ReadableStream): Promise<void> {
  stream.resume();
  await new Promise<void>((resolve) => {
    stream.on('end', resolve);
    stream.on('close', resolve);
    stream.on('error', () => resolve());
  });
}

/** Stores the file part if its form's policy allows it; answers the error to send, or null on success. */
async function receive(storage: LocalStorage, part: MultipartFile): Promise<HttpError | null> {
  const check = checkPolicy(storage.secret, fieldsOf(part.fields), Math.floor(storage.now() / 1000));
  if (!check.ok) {
    await drain(part.file);
    return new HttpError(403, 'forbidden', POLICY_ERRORS[check.reason]);
  }
  const target = storage.objectPath(check.policy.key);
  // A policy stays valid until it expires; refusing to overwrite keeps a confirmed file from being
  // swapped for other bytes through the same form.
  if (
    await stat(target).then(
      () => true,
      () => false,
    )
  ) {
    await drain(part.file);
    return new HttpError(409, 'conflict', 'An object with this key already exists');
  }
  const temp = await storage.tempPath();
  const counter = limit(check.policy.max_bytes);
  try {
    await pipeline(part.file, counter, createWriteStream(temp, { flags: 'wx' }));
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  if (counter.over || part.file.truncated) {
    await rm(temp, { force: true });
    return new HttpError(413, 'payload_too_large', `The file is larger than ${check.policy.max_bytes} bytes`);
  }
  await mkdir(path.dirname(target), { recursive: true });
  await rename(temp, target);
  return null;
}

async function upload(storage: LocalStorage, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  if (!request.isMultipart()) throw new HttpError(400, 'bad_request', 'Expected a multipart/form-data body');
  // Fields sent before the file arrive with it (S3's rule: the file is the last part). Every part
  // is iterated to the end of the body, even after the file: answering while the closing boundary
  // is still unread would leave the connection half-read and stuck open.
  let outcome: HttpError | null | undefined;
  for await (const part of request.parts({ limits: { fileSize: MAX_UPLOAD_BYTES, fields: 20, fieldSize: 16 * 1024, files: 1 } })) {
    if (part.type !== 'file') continue;
    if (outcome === undefined) outcome = await receive(storage, part);
    else await drain(part.file);
  }
  // The parser stops at the closing boundary; bytes after it (the client's trailing CRLF, when it
  // arrives in a chunk of its own) must still be read, or the request never ends.
  if (!request.raw.readableEnded) await drain(request.raw);
  if (outcome === undefined) throw new HttpError(400, 'bad_request', 'The form has no file part');
  if (outcome) throw outcome;
  // S3 answers 204 No Content by default; so do we.
  return reply.code(204).send();
}

async function download(storage: LocalStorage, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  const q = request.query as Record<string, string | undefined>;
  const key = q.key ?? '';
  const expires = Number(q.expires);
  const name = q.name ?? '';
  const valid =
    Number.isInteger(expires) &&
    checkDownload(storage.secret, { key, expires, name, signature: q.signature ?? '' }, Math.floor(storage.now() / 1000));
  if (!valid) throw new HttpError(403, 'forbidden', 'Download link is invalid or has expired');
  let file: string;
  try {
    file = storage.objectPath(key);
    await stat(file);
  } catch {
    throw new HttpError(404, 'not_found', 'File not found');
  }
  const ext = extensionOf(key) as keyof typeof EXTENSIONS;
  return (
    reply
      .header('content-type', EXTENSIONS[ext]?.contentType ?? 'application/octet-stream')
      // no content-length: with it, a streamed answer left keep-alive sockets that server.close()
      // never saw as idle (tests hung at shutdown); chunked encoding does not
      .header('content-disposition', contentDisposition(name || path.basename(key)))
      // never rendered as a page of our origin, whatever the bytes claim to be
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'private, no-store')
      .send(createReadStream(file))
  );
}

/**
 * The local store's endpoints. Neither takes a bearer token (spec 1 §7: the file-storage upload
 * sends none): the signed policy or download signature is the authorisation. Multipart parsing
 * lives in this encapsulated scope only, so no other route accepts multipart bodies.
 */
export function registerLocalStorageRoutes(app: FastifyInstance, storage: LocalStorage): void {
  app.register(async (scope) => {
    await scope.register(multipart, { throwFileSizeLimit: false });
    // The one route whose body is a file: its limit is the largest policy's, not the JSON default
    // (each form's own max_bytes is enforced while streaming, in receive()).
    scope.post(UPLOAD_PATH, { bodyLimit: MAX_UPLOAD_BYTES }, (request, reply) => upload(storage, request, reply));
    scope.get(DOWNLOAD_PATH, (request, reply) => download(storage, request, reply));
  });
}
