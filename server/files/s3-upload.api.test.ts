import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MB } from '../../src/domain/files/rules.ts';
import { png } from '../../tests/support/fixtures/files.ts';
import { createTestApp, type TestApp } from '../../tests/support/api/app.ts';
import { call, confirm, presign, signIn, upload } from '../../tests/support/api/files.ts';
import { startS3, type TestS3 } from '../../tests/support/api/s3.ts';
import { createS3Storage } from '../storage/s3.ts';

/**
 * The whole presigned upload flow with the S3 adapter selected (S3_* env, server/storage/select.ts)
 * against a real S3-compatible server (s3rver): the browser's form goes straight to the store, the
 * API confirms and links the download. s3rver ignores POST policies, so an oversize body reaches it;
 * the confirm step's own size check is what refuses it here (on AWS S3 the policy's
 * content-length-range refuses it first — decision 040).
 */
let s3: TestS3;
let t: TestApp;
let token: string;
const saved: Record<string, string | undefined> = {};
beforeAll(async () => {
  s3 = await startS3();
  for (const [k, v] of Object.entries(s3.env)) {
    saved[k] = process.env[k];
    process.env[k] = v;
  }
  t = await createTestApp();
  ({ token } = await signIn(t.url, t.db));
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
});

describe('presigned uploads through the API with S3 storage', () => {
  it('presign points the browser at the bucket; upload → confirm → download link → the same bytes', async () => {
    const bytes = png(640, 480, 4096);
    const p = await presign(t.url, token, 'banner.png');
    expect(p.url).toBe(`${s3.options.endpoint}/${s3.options.bucket}/`);
    expect(p.fields).toMatchObject({ 'Content-Type': 'image/png', 'x-amz-algorithm': 'AWS4-HMAC-SHA256' });
    expect((await upload(p, bytes)).status).toBe(204);

    const confirmed = await confirm(t.url, token, p);
    expect(confirmed.status).toBe(200);
    const file = confirmed.body.data as { id: number };
    const link = await call(t.url, 'GET', `/api/files/download?file=${file.id}`, { token });
    const url = (link.body.data as { url: string }).url;
    expect(url.startsWith(`${s3.options.endpoint}/${s3.options.bucket}/files/`)).toBe(true);
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="banner.png"/);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes);
  });

  it('a body over the use’s limit is refused at confirm and removed from the bucket', async () => {
    const p = await presign(t.url, token, 'huge.png');
    const policy = JSON.parse(Buffer.from(p.fields.policy!, 'base64').toString('utf8')) as { conditions: unknown[] };
    expect(policy.conditions).toContainEqual(['content-length-range', 1, 2 * MB]);
    expect((await upload(p, png(10, 10, 2 * MB + 1))).status).toBe(204); // s3rver does not enforce the policy
    const res = await confirm(t.url, token, p);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ field: 'file', code: 'file_invalid' }]);
    expect(await createS3Storage(s3.options).stat(p.fields.key!)).toBeNull();
  });
});
