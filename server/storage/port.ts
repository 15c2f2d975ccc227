import type { Readable } from 'node:stream';
/**
 * Where uploaded files live. The browser never streams a file through the API handlers: it gets a
 * presigned POST form (url + fields) and sends the file straight to the store, exactly as with S3.
 * Two adapters implement this port: local disk (the embedded default, served by our own
 * /api/storage/* endpoints) and any S3-compatible service. See docs/decisions/011-file-storage.md.
 */
export interface PresignUploadInput {
  key: string;
  contentType: string;
  /** the store refuses a larger body */
  maxBytes: number;
  expiresSeconds: number;
  /** origin the browser reached us on (local adapter only: its upload URL points back at us) */
  origin?: string;
}

export interface PresignedPost {
  url: string;
  /** send these form fields, in order, before the file part (named `file`) */
  fields: Record<string, string>;
}

export interface DownloadOptions {
  /** the name the browser saves the file as */
  fileName?: string;
  origin?: string;
}

export interface StoragePort {
  readonly kind: 'local' | 's3';
  presignUpload(input: PresignUploadInput): Promise<PresignedPost>;
  /** size of the stored object, or null when there is none */
  stat(key: string): Promise<{ size: number } | null>;
  /** the object's bytes (only the first `maxBytes` when given), or null when there is none */
  read(key: string, maxBytes?: number): Promise<Buffer | null>;
  /** the object's bytes as a stream (an import reads a 50 MB file without holding it), or null when there is none */
  stream(key: string): Promise<Readable | null>;
  /** removes the object; no error when it is already gone */
  delete(key: string): Promise<void>;
  signedDownloadUrl(key: string, expiresSeconds: number, opts?: DownloadOptions): Promise<string>;
}

/**
 * Keys are ours (built by the files service), but the local adapter maps them onto paths, so they
 * are held to a strict shape: slash-separated segments of letters, digits, '.', '_' and '-', each
 * starting with a letter or digit (no '..', no absolute paths, no backslashes).
 */
const KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;
export function isValidKey(key: string): boolean {
  return key.length <= 512 && KEY.test(key);
}
export function assertKey(key: string): void {
  if (!isValidKey(key)) throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
}
