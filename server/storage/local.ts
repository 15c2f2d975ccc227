import { createReadStream } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { mkdir, open, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { signDownload, signPolicy } from './policy.ts';
import { assertKey, type PresignedPost, type PresignUploadInput, type StoragePort } from './port.ts';

export const UPLOAD_PATH = '/api/storage/upload';
export const DOWNLOAD_PATH = '/api/storage/download';

export interface LocalStorageOptions {
  /** folder of the objects ($DATA_DIR/files) */
  root: string;
  /** HMAC key of upload policies and download signatures */
  secret: Buffer;
  /** origin used when the caller gives none (e.g. links built outside a request) */
  publicUrl: string;
  now?: () => number;
}

export interface LocalStorage extends StoragePort {
  readonly kind: 'local';
  readonly secret: Buffer;
  readonly now: () => number;
  /** absolute path of the object of `key` (validated) */
  objectPath(key: string): string;
  /** a fresh temp path on the same file system, so finishing an upload is an atomic rename */
  tempPath(): Promise<string>;
}

/** Local-disk store: objects under `root`, uploads and downloads through our own signed endpoints. */
export function createLocalStorage(opts: LocalStorageOptions): LocalStorage {
  const root = path.resolve(opts.root);
  const now = opts.now ?? (() => Date.now());
  const seconds = () => Math.floor(now() / 1000);

  function objectPath(key: string): string {
    assertKey(key);
    const full = path.join(root, key);
    // belt and braces: the key pattern already excludes '..'
    if (!full.startsWith(root + path.sep)) throw new Error('storage key escapes the root');
    return full;
  }

  return {
    kind: 'local',
    secret: opts.secret,
    now,
    objectPath,
    async tempPath() {
      const dir = path.join(root, '.tmp');
      await mkdir(dir, { recursive: true });
      return path.join(dir, randomBytes(12).toString('hex'));
    },

    async presignUpload(input: PresignUploadInput): Promise<PresignedPost> {
      assertKey(input.key);
      const { policy, signature } = signPolicy(opts.secret, {
        key: input.key,
        content_type: input.contentType,
        max_bytes: input.maxBytes,
        expires: seconds() + input.expiresSeconds,
      });
      return {
        url: (input.origin ?? opts.publicUrl) + UPLOAD_PATH,
        fields: { key: input.key, 'Content-Type': input.contentType, policy, signature },
      };
    },

    async stat(key) {
      try {
        const s = await stat(objectPath(key));
        return s.isFile() ? { size: s.size } : null;
      } catch {
        return null;
      }
    },

    async stream(key) {
      const file = objectPath(key);
      try {
        await stat(file);
      } catch {
        return null;
      }
      return createReadStream(file);
    },

    async read(key, maxBytes) {
      let handle;
      try {
        handle = await open(objectPath(key), 'r');
      } catch {
        return null;
      }
      try {
        const { size } = await handle.stat();
        const length = Math.min(size, maxBytes ?? size);
        const buffer = Buffer.alloc(length);
        await handle.read(buffer, 0, length, 0);
        return buffer;
      } finally {
        await handle.close();
      }
    },

    async delete(key) {
      await rm(objectPath(key), { force: true });
    },

    async signedDownloadUrl(key, expiresSeconds, o = {}) {
      assertKey(key);
      const expires = seconds() + expiresSeconds;
      const name = o.fileName ?? path.basename(key);
      const q = new URLSearchParams({ key, expires: String(expires), name, signature: signDownload(opts.secret, key, expires, name) });
      return `${o.origin ?? opts.publicUrl}${DOWNLOAD_PATH}?${q.toString()}`;
    },
  };
}

export function isLocalStorage(storage: StoragePort): storage is LocalStorage {
  return storage.kind === 'local' && 'objectPath' in storage;
}
