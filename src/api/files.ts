import {
  confirmProfilePhoto,
  confirmUpload,
  download,
  presignedUrl,
  profilePresignedUrl,
  type StoredFile,
} from '../domain/files/contract.ts';
import { maxBytesFor, UPLOAD_RULES, type UploadType } from '../domain/files/rules.ts';
import { ApiError, codeForStatus } from './api-error.ts';
import type { QueryClient } from '@tanstack/react-query';
import { httpOf } from './client.ts';
import type { HttpClient } from './http.ts';

/**
 * The browser side of spec 1 §7 "File upload": presign → multipart POST straight to the store
 * (signed fields first, the file last, no authorization header, progress reported) → confirm.
 * The POST goes through an injectable transport: XMLHttpRequest in the browser, because fetch
 * reports no upload progress; a stub in tests.
 */
export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0–100, rounded down so 100 only shows once every byte is sent */
  percent: number;
}

export interface UploadRequest {
  url: string;
  form: FormData;
  onProgress?: (p: UploadProgress) => void;
  signal?: AbortSignal;
}
/** Resolves on a 2xx answer; rejects with ApiError otherwise (status 0 for network and abort). */
export type UploadTransport = (req: UploadRequest) => Promise<void>;

export interface UploadOptions {
  use?: UploadType;
  onProgress?: (p: UploadProgress) => void;
  signal?: AbortSignal;
  transport?: UploadTransport;
}

const PHOTO_USES: readonly UploadType[] = ['profile_photo', 'avatar', 'cover'];

function refused(use: UploadType, status = 422): ApiError {
  const code = UPLOAD_RULES[use].errorCode;
  return new ApiError(status, status === 422 ? 'validation_failed' : codeForStatus(status), 'File refused.', [{ field: 'file', code }]);
}

/** The check the browser can make before sending anything: extension and size (the server re-checks bytes). */
export function precheck(use: UploadType, file: { name: string; size: number }): ApiError | null {
  const max = maxBytesFor(use, file.name);
  return max === null || file.size <= 0 || file.size > max ? refused(use) : null;
}

export async function uploadFile(http: HttpClient, file: File, opts: UploadOptions = {}): Promise<StoredFile> {
  const use = opts.use ?? 'general';
  const early = precheck(use, file);
  if (early) throw early;
  const photo = PHOTO_USES.includes(use);
  const presign = photo ? profilePresignedUrl : presignedUrl;
  const { items } = await http.call(presign, { body: { file_names: [file.name], upload_type: use }, signal: opts.signal });
  const item = items[0];
  if (!item) throw new ApiError(0, 'network', 'No upload form returned.');

  const form = new FormData();
  for (const [name, value] of Object.entries(item.fields)) form.append(name, value);
  form.append('file', file, file.name);
  try {
    await (opts.transport ?? xhrTransport())({ url: item.url, form, onProgress: opts.onProgress, signal: opts.signal });
  } catch (error) {
    // Over the policy size: the same message as a refusal at confirm.
    if (error instanceof ApiError && (error.status === 413 || error.code === 'EntityTooLarge')) throw refused(use, 413);
    throw error;
  }
  // Spec: PUT for a profile photo, POST otherwise.
  const confirm = photo ? confirmProfilePhoto : confirmUpload;
  return http.call(confirm, { body: { fields: item.fields, url: item.url, file_name: file.name }, signal: opts.signal });
}

/** Spec 1 §7 step 4: ask for a signed link, then open it. Failures are ignored (spec 1 §8). */
/** `uploadFile` through the HTTP client bound to the app's QueryClient (what a view holds: `useQueryClient()`). */
export function uploadWith(client: QueryClient, file: File, opts: UploadOptions = {}): Promise<StoredFile> {
  return uploadFile(httpOf(client), file, opts);
}

export async function downloadFile(
  http: HttpClient,
  file: string | number,
  open: (url: string) => void = (url) => window.open(url, '_blank', 'noopener'),
): Promise<boolean> {
  try {
    const { url } = await http.call(download, { query: { file: String(file) } });
    open(url);
    return true;
  } catch {
    return false;
  }
}

/** The subset of XMLHttpRequest the transport uses (so tests can hand in a fake). */
export interface XhrLike {
  upload: { onprogress: ((e: { loaded: number; total: number; lengthComputable: boolean }) => void) | null };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  onabort: (() => void) | null;
  status: number;
  responseText: string;
  open(method: string, url: string): void;
  send(body: FormData): void;
  abort(): void;
}

function errorOf(status: number, text: string): ApiError {
  try {
    const body = JSON.parse(text) as { code?: string; message?: string; errors?: ApiError['errors'] };
    return new ApiError(status, body.code ?? codeForStatus(status), body.message ?? `HTTP ${status}`, body.errors ?? []);
  } catch {
    // S3 answers XML (<Code>EntityTooLarge</Code>); keep its code when there is one
    const code = /<Code>([^<]+)<\/Code>/.exec(text)?.[1];
    return new ApiError(status, code ?? codeForStatus(status), `HTTP ${status}`);
  }
}

/**
 * XMLHttpRequest transport: no timeout (a 50 MB video on a slow link outlives the 60 s API
 * timeout; progress shows it is alive, and the caller's signal cancels it).
 */
export function xhrTransport(create: () => XhrLike = () => new XMLHttpRequest() as unknown as XhrLike): UploadTransport {
  return ({ url, form, onProgress, signal }) =>
    new Promise<void>((resolve, reject) => {
      if (signal?.aborted) return reject(new ApiError(0, 'aborted', 'Request cancelled.'));
      const xhr = create();
      const onAbort = () => xhr.abort();
      signal?.addEventListener('abort', onAbort, { once: true });
      const done = () => signal?.removeEventListener('abort', onAbort);
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable && e.total > 0)
          onProgress?.({ loaded: e.loaded, total: e.total, percent: Math.floor((e.loaded / e.total) * 100) });
      };
      xhr.onload = () => {
        done();
        if (xhr.status >= 200 && xhr.status < 300) resolve();
        else reject(errorOf(xhr.status, xhr.responseText));
      };
      xhr.onerror = () => {
        done();
        reject(new ApiError(0, 'network', 'Network error'));
      };
      xhr.onabort = () => {
        done();
        reject(new ApiError(0, 'aborted', 'Request cancelled.'));
      };
      xhr.open('POST', url);
      // no authorization header (spec 1 §7): the signed fields are the authorisation
      xhr.send(form);
    });
}
