import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postForm, startS3, type TestS3 } from '../../tests/support/api/s3.ts';
import { createS3Storage } from './s3.ts';
import type { StoragePort } from './port.ts';

/**
 * The hand-written S3 adapter (SigV4 by hand, no SDK) against a real S3-compatible server started
 * by the test (s3rver, tests/support/api/s3.ts). What s3rver does not check (SigV4 signatures, the
 * POST policy) is covered by the AWS published examples (sigv4.test.ts) and, for the size limit,
 * by the confirm step (server/files/s3-upload.api.test.ts).
 */
let s3: TestS3;
let store: StoragePort;
beforeAll(async () => {
  s3 = await startS3();
  store = createS3Storage(s3.options);
});
afterAll(() => s3?.close());

const bytes = (n: number, seed = 7) => Uint8Array.from({ length: n }, (_, i) => (i * seed + 3) & 255);
const policyOf = (fields: Record<string, string>) =>
  JSON.parse(Buffer.from(fields.policy!, 'base64').toString('utf8')) as { expiration: string; conditions: unknown[] };

async function uploaded(key: string, body: Uint8Array, contentType = 'image/png') {
  const form = await store.presignUpload({ key, contentType, maxBytes: 1024 * 1024, expiresSeconds: 600 });
  const res = await postForm(form.url, form.fields, body);
  expect(res.status, res.body).toBe(204);
  return form;
}

describe('S3 adapter against s3rver', () => {
  it('presigned POST upload → stat → read → delete → gone', async () => {
    const key = 'files/1/round-trip.png';
    const body = bytes(5000);
    await uploaded(key, body);
    expect(await store.stat(key)).toEqual({ size: 5000 });
    expect(new Uint8Array((await store.read(key))!)).toEqual(body);
    await store.delete(key);
    expect(await store.stat(key)).toBeNull();
    expect(await store.read(key)).toBeNull();
    // deleting what is gone is no error
    await expect(store.delete(key)).resolves.toBeUndefined();
  });

  it('read with a byte limit asks for a range and gets only the head', async () => {
    const key = 'files/1/head.bin';
    const body = bytes(4096, 13);
    await uploaded(key, body, 'application/octet-stream');
    expect(new Uint8Array((await store.read(key, 16))!)).toEqual(body.slice(0, 16));
    expect((await store.read(key, 10_000))!.length).toBe(4096);
  });

  it('keeps the content type of the form on the object', async () => {
    const key = 'files/1/typed.png';
    await uploaded(key, bytes(100), 'image/png');
    const res = await fetch(await store.signedDownloadUrl(key, 60));
    expect(res.headers.get('content-type')).toBe('image/png');
  });

  it('a presigned GET downloads the bytes as an attachment with the user’s file name (UTF-8 too)', async () => {
    const key = 'files/1/report.csv';
    const body = new TextEncoder().encode('a,b\n1,2\n');
    await uploaded(key, body, 'text/csv');
    const res = await fetch(await store.signedDownloadUrl(key, 60, { fileName: 'Báo cáo tháng "11".csv' }));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="B_o c_o th_ng _11_.csv"; filename*=UTF-8''B%C3%A1o%20c%C3%A1o%20th%C3%A1ng%20%2211%22.csv`,
    );
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(body);
  });

  it('a presigned GET stops working when it expires', async () => {
    const key = 'files/1/short-lived.png';
    await uploaded(key, bytes(10));
    // signed two minutes ago for one minute: expired now
    const past = createS3Storage({ ...s3.options, now: () => new Date(Date.now() - 120_000) });
    const res = await fetch(await past.signedDownloadUrl(key, 60));
    expect(res.status).toBe(403);
    expect(await res.text()).toContain('Request has expired');
    expect((await fetch(await store.signedDownloadUrl(key, 60))).status).toBe(200);
  });

  it('the POST form carries the size limit and the expiry S3 enforces (s3rver itself ignores the policy)', async () => {
    const form = await store.presignUpload({ key: 'files/1/limited.png', contentType: 'image/png', maxBytes: 2048, expiresSeconds: 600 });
    const policy = policyOf(form.fields);
    expect(policy.conditions).toContainEqual(['content-length-range', 1, 2048]);
    expect(policy.conditions).toContainEqual({ key: 'files/1/limited.png' });
    expect(policy.conditions).toContainEqual({ 'Content-Type': 'image/png' });
    expect(Date.parse(policy.expiration) - Date.now()).toBeGreaterThan(590_000);
    expect(Date.parse(policy.expiration) - Date.now()).toBeLessThanOrEqual(600_000);
    expect(form.url).toBe(`${s3.options.endpoint}/${s3.options.bucket}/`);
  });

  it('an unknown access key is refused by the server', async () => {
    const stranger = createS3Storage({ ...s3.options, accessKeyId: 'NOT-A-KEY' });
    await expect(stranger.stat('files/1/anything.png')).rejects.toThrow(/403/);
  });
});
