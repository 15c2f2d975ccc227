import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filesEndpoints } from '../../src/domain/files/contract.ts';
import { png } from '../../tests/support/fixtures/files.ts';
import { testConfig } from '../config.ts';
import { createTestApp, type TestApp } from '../../tests/support/api/app.ts';
import { signPolicy } from '../storage/policy.ts';
import { call, confirm, presign, signIn, upload, uploadFile } from '../../tests/support/api/files.ts';

let t: TestApp;
let dataDir: string;
let alice: { token: string; brandId: number };
let bob: { token: string; brandId: number };
let colleague: { token: string };
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'files-access-'));
  t = await createTestApp({ config: { dataDir } });
  alice = await signIn(t.url, t.db);
  bob = await signIn(t.url, t.db);
  colleague = await signIn(t.url, t.db, alice.brandId);
});
afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('files endpoints need a signed-in user', () => {
  for (const e of filesEndpoints) {
    it(`${e.method} ${e.path} without a token → 401`, async () => {
      const res = await call(t.url, e.method, e.method === 'GET' ? `${e.path}?file=1` : e.path, e.method === 'GET' ? {} : { body: {} });
      expect(res.status).toBe(401);
    });
  }
});

describe('the storage upload endpoint takes no token but needs a valid policy', () => {
  it('tampered key, content type or policy → 403, nothing stored', async () => {
    const p = await presign(t.url, alice.token, 'a.png');
    const tampered: Record<string, string>[] = [
      { ...p.fields, key: p.fields.key!.replace(/\.png$/, '.html') },
      { ...p.fields, 'Content-Type': 'text/html' },
      {
        ...p.fields,
        policy: Buffer.from(
          JSON.stringify({ ...JSON.parse(Buffer.from(p.fields.policy!, 'base64url').toString()), max_bytes: 1e9 }),
        ).toString('base64url'),
      },
      { ...p.fields, signature: 'x'.repeat(43) },
      { key: p.fields.key!, 'Content-Type': 'image/png' },
    ];
    for (const fields of tampered) {
      const res = await upload(p, png(1, 1), fields);
      expect(res.status).toBe(403);
    }
    expect((await confirm(t.url, alice.token, p)).status).toBe(422); // nothing was stored
  });

  it('an expired policy → 403', async () => {
    const p = await presign(t.url, alice.token, 'late.png');
    // the same secret the server derives (server/storage/select.ts), with an expiry in the past
    const secret = createHmac('sha256', testConfig().jwtSecret).update('brand-console/file-storage').digest();
    const signed = signPolicy(secret, {
      key: p.fields.key!,
      content_type: 'image/png',
      max_bytes: 2048,
      expires: Math.floor(Date.now() / 1000) - 1,
    });
    const res = await upload(p, png(1, 1), { ...p.fields, ...signed });
    expect(res.status).toBe(403);
    expect(JSON.parse(res.body)).toMatchObject({ message: 'Upload policy has expired' });
  });

  it('a confirmed object cannot be overwritten through the same form', async () => {
    const { presigned } = await uploadFile(t.url, alice.token, 'keep.png', png(2, 2));
    expect((await upload(presigned, png(3, 3))).status).toBe(409);
  });

  it('a plain JSON body → 400', async () => {
    const res = await call(t.url, 'POST', '/api/storage/upload', { body: { key: 'x' } });
    expect(res.status).toBe(400);
  });
});

describe('brand scoping', () => {
  let file: { id: number; path: string };
  beforeAll(async () => {
    file = (await uploadFile(t.url, alice.token, 'brand-a.png', png(4, 4))).confirmed.body.data as typeof file;
  });

  it('another brand cannot download the file, by id or by path (404)', async () => {
    expect((await call(t.url, 'GET', `/api/files/download?file=${file.id}`, { token: bob.token })).status).toBe(404);
    expect((await call(t.url, 'GET', `/api/files/download?file=${encodeURIComponent(file.path)}`, { token: bob.token })).status).toBe(404);
  });

  it('a colleague of the same brand can', async () => {
    const res = await call(t.url, 'GET', `/api/files/download?file=${encodeURIComponent(file.path)}`, { token: colleague.token });
    expect(res.status).toBe(200);
  });

  it('another user cannot confirm someone else’s pending upload', async () => {
    const p = await presign(t.url, alice.token, 'mine.png');
    expect((await upload(p, png(1, 1))).status).toBe(204);
    expect((await confirm(t.url, bob.token, p)).status).toBe(404);
    expect((await confirm(t.url, alice.token, p)).status).toBe(200);
  });

  it('a tampered or expired download link → 403', async () => {
    const res = await call(t.url, 'GET', `/api/files/download?file=${file.id}`, { token: alice.token });
    const url = new URL((res.body.data as { url: string }).url);
    const otherName = new URL(url);
    otherName.searchParams.set('name', 'evil.html');
    const later = new URL(url);
    later.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3600));
    const status = async (u: URL) => {
      const r = await fetch(u);
      await r.arrayBuffer();
      return r.status;
    };
    for (const u of [otherName, later]) expect(await status(u)).toBe(403);
    expect(await status(url)).toBe(200);
  });
});
