import { call, createUser, PASSWORD, uniqueIp } from './auth.ts';
import type { Db } from '../../../server/db/pool.ts';

/** Helpers for the files API tests (real HTTP against createTestApp). Not used by the server. */
export { call };

export interface Presigned {
  url: string;
  fields: Record<string, string>;
  file_name: string;
}

let n = 0;
/** A signed-in user of a new brand (or of `brandId`); returns its token and ids. */
export async function signIn(url: string, db: Db, brandId?: number): Promise<{ token: string; brandId: number; userId: number }> {
  const email = `files${++n}-${Date.now()}@files.test`;
  const user = await createUser(db, { email, ...(brandId ? { brandId } : {}) });
  const res = await call(url, 'POST', '/api/auth/login', { body: { email, password: PASSWORD }, ip: uniqueIp() });
  return { token: (res.body.data as { access_token: string }).access_token, brandId: user.brandId, userId: user.id };
}

export async function presign(
  url: string,
  token: string,
  fileName: string,
  uploadType?: string,
  path = '/api/files/upload/presigned_url',
): Promise<Presigned> {
  const res = await call(url, 'POST', path, {
    token,
    body: { file_names: [fileName], ...(uploadType ? { upload_type: uploadType } : {}) },
  });
  if (res.status !== 200) throw new Error(`presign ${res.status}: ${JSON.stringify(res.body)}`);
  return (res.body.data as { items: Presigned[] }).items[0]!;
}

/** Step 2 exactly as a browser does it: multipart with the signed fields first, the file last, no token. */
export async function upload(
  p: Presigned,
  bytes: Uint8Array,
  fields: Record<string, string> = p.fields,
): Promise<{ status: number; body: string }> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append(
    'file',
    new Blob([bytes as Uint8Array<ArrayBuffer>], { type: fields['Content-Type'] ?? 'application/octet-stream' }),
    p.file_name,
  );
  const res = await fetch(p.url, { method: 'POST', body: form });
  return { status: res.status, body: await res.text() };
}

export function confirm(url: string, token: string, p: Presigned, method: 'POST' | 'PUT' = 'POST', path = '/api/files/upload/confirm') {
  return call(url, method, path, { token, body: { fields: p.fields, url: p.url, file_name: p.file_name } });
}

/** presign → upload → confirm; returns the confirm answer. */
export async function uploadFile(url: string, token: string, fileName: string, bytes: Uint8Array, uploadType?: string) {
  const p = await presign(url, token, fileName, uploadType);
  const up = await upload(p, bytes);
  if (up.status !== 204) throw new Error(`upload ${up.status}: ${up.body}`);
  return { presigned: p, confirmed: await confirm(url, token, p) };
}
