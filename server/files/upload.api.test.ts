import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MB } from '../../src/domain/files/rules.ts';
import { gif, jpeg, png, text } from '../../tests/support/fixtures/files.ts';
import { createTestApp, type TestApp } from '../../tests/support/api/app.ts';
import { manualClock } from '../db/clock.ts';
import { createJobRunner } from '../jobs/runner.ts';
import { call, confirm, presign, signIn, upload, uploadFile } from '../../tests/support/api/files.ts';
import { UPLOAD_SWEEP_JOB, uploadSweepJob } from './job.ts';
import { UPLOAD_EXPIRES_SECONDS } from './service.ts';

let t: TestApp;
let dataDir: string;
let token: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'files-api-'));
  t = await createTestApp({ config: { dataDir } });
  ({ token } = await signIn(t.url, t.db));
});
afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the presigned upload flow (spec 1 §7)', () => {
  it('presign → multipart POST without a token → confirm → download url → the same bytes', async () => {
    const bytes = png(640, 480, 4096);
    const p = await presign(t.url, token, 'Quarterly campaign banner for the summer sale.png');
    expect(p.url).toBe(`${t.url}/api/storage/upload`);
    expect(p.fields).toMatchObject({ 'Content-Type': 'image/png' });

    expect((await upload(p, bytes)).status).toBe(204);
    const confirmed = await confirm(t.url, token, p);
    expect(confirmed.status).toBe(200);
    const file = confirmed.body.data as { id: number; path: string; file_name: string };
    expect(file).toEqual({ id: expect.any(Number), path: p.fields.key, file_name: p.file_name });
    const row = await t.db.query('SELECT shortened_name, type, size, width, height, use FROM files WHERE id = $1', [file.id]);
    expect(row.rows[0]).toEqual({
      shortened_name: 'Quarterly campaign banner….png',
      type: 'png',
      size: 4096,
      width: 640,
      height: 480,
      use: 'general',
    });

    const link = await call(t.url, 'GET', `/api/files/download?file=${file.id}`, { token });
    expect(link.status).toBe(200);
    const res = await fetch((link.body.data as { url: string }).url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="Quarterly campaign banner for the summer sale.png"/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes);
  });

  it('a repeated confirm answers the same record', async () => {
    const { presigned, confirmed } = await uploadFile(t.url, token, 'notes.txt', text('hello'), 'attachment');
    const again = await confirm(t.url, token, presigned);
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(confirmed.body.data);
  });

  it('refuses at presign a name the use does not accept', async () => {
    const res = await call(t.url, 'POST', '/api/files/upload/presigned_url', { token, body: { file_names: ['ok.png', 'tool.exe'] } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ field: 'file_names.1', code: 'file_invalid' }]);
  });

  it('refuses at upload a body over the policy size, and nothing is stored', async () => {
    const p = await presign(t.url, token, 'big.png');
    const up = await upload(p, png(10, 10, 2 * MB + 1));
    expect(up.status).toBe(413);
    expect(JSON.parse(up.body)).toMatchObject({ code: 'payload_too_large' });
    const res = await confirm(t.url, token, p);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ field: 'file', code: 'file_invalid' }]);
  });

  it('accepts exactly the limit', async () => {
    const { confirmed } = await uploadFile(t.url, token, 'edge.png', png(10, 10, 2 * MB));
    expect(confirmed.status).toBe(200);
  });

  it('refuses at confirm a .png that is really text, and deletes it', async () => {
    const p = await presign(t.url, token, 'fake.png');
    expect((await upload(p, text('definitely not an image'))).status).toBe(204);
    const res = await confirm(t.url, token, p);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ field: 'file', code: 'file_invalid' }]);
    // the object and the pending upload are gone
    expect((await confirm(t.url, token, p)).status).toBe(404);
    const { rows } = await t.db.query('SELECT count(*)::int AS n FROM files WHERE key = $1', [p.fields.key]);
    expect(rows[0].n).toBe(0);
  });

  it('csv upload: text passes, binary bytes named .csv do not', async () => {
    expect((await uploadFile(t.url, token, 'conversions.csv', text('id,amount\n1,2.5\n'), 'csv')).confirmed.status).toBe(200);
    const bad = await uploadFile(t.url, token, 'conversions.csv', Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0, 0]), 'csv');
    expect(bad.confirmed.status).toBe(422);
  });
});

describe('profile photo and avatar', () => {
  const PROFILE_PRESIGN = '/api/user/adv/info/file/upload/presigned-url';
  const USER_CONFIRM = '/api/user/files/upload/confirm';

  async function photo(name: string, bytes: Uint8Array, uploadType?: string) {
    const p = await presign(t.url, token, name, uploadType, PROFILE_PRESIGN);
    expect((await upload(p, bytes)).status).toBe(204);
    return confirm(t.url, token, p, 'PUT', USER_CONFIRM);
  }

  it('a profile photo is confirmed with PUT; a text file named .jpg gets the photo message code', async () => {
    expect((await photo('me.jpg', jpeg(400, 400))).status).toBe(200);
    const res = await photo('me.jpg', text('GIF89a? no'));
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ field: 'file', code: 'file_photo_invalid' }]);
  });

  it('avatar: 256×256 and 2048×2048 pass; 255 wide or 2049 high do not', async () => {
    expect((await photo('a.png', png(256, 256), 'avatar')).status).toBe(200);
    expect((await photo('a.gif', gif(2048, 2048), 'avatar')).status).toBe(200);
    for (const [name, bytes] of [
      ['narrow.png', png(255, 300)],
      ['tall.jpg', jpeg(300, 2049)],
    ] as const) {
      const res = await photo(name, bytes, 'avatar');
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual([{ field: 'file', code: 'file_photo_invalid' }]);
    }
  });

  it('avatar: 2 MB is not "under 2 MB" (the policy stops it at upload), one byte less is', async () => {
    const p = await presign(t.url, token, 'big.png', 'avatar', PROFILE_PRESIGN);
    expect((await upload(p, png(300, 300, 2 * MB))).status).toBe(413);
    expect((await photo('fits.png', png(300, 300, 2 * MB - 1), 'avatar')).status).toBe(200);
  });
});

describe('sweeping uploads never confirmed', () => {
  it('removes the expired pending upload and its object, and leaves fresh ones', async () => {
    const { sweepExpiredUploads } = await import('./service.ts');
    const { createStorage } = await import('../storage/select.ts');
    const stale = await presign(t.url, token, 'stale.png');
    const fresh = await presign(t.url, token, 'fresh.png');
    expect((await upload(stale, png(1, 1))).status).toBe(204);
    await t.db.query("UPDATE file_uploads SET expires_at = now() - interval '1 hour' WHERE key = $1", [stale.fields.key]);

    const storage = createStorage(t.app.config, {});
    expect(await storage.stat(stale.fields.key!)).toEqual({ size: png(1, 1).length });
    expect(await sweepExpiredUploads(t.db, storage)).toBe(1);
    expect(await storage.stat(stale.fields.key!)).toBeNull();
    expect((await confirm(t.url, token, stale)).status).toBe(404);
    const { rows } = await t.db.query('SELECT key FROM file_uploads WHERE key = $1', [fresh.fields.key]);
    expect(rows).toHaveLength(1);
  });
});

describe('the upload sweep job', () => {
  it('leaves a presigned upload alone until its form expires, then removes it and its object', async () => {
    const { createStorage } = await import('../storage/select.ts');
    const storage = createStorage(t.app.config, {});
    const p = await presign(t.url, token, 'never-confirmed.png');
    expect((await upload(p, png(2, 2))).status).toBe(204);
    const key = p.fields.key!;
    const pending = async () => (await t.db.query('SELECT 1 FROM file_uploads WHERE key = $1', [key])).rowCount;

    const clock = manualClock();
    const runner = createJobRunner({ jobs: [uploadSweepJob(t.db, storage)], clock });
    await runner.runDue();
    expect(await pending()).toBe(1);
    expect(await storage.stat(key)).not.toBeNull();

    // past the form's life and the sweep's grace minute
    clock.advance((UPLOAD_EXPIRES_SECONDS + 2 * 60) * 1000);
    expect((await runner.runDue())[UPLOAD_SWEEP_JOB]).toBeGreaterThanOrEqual(1);
    expect(await pending()).toBe(0);
    expect(await storage.stat(key)).toBeNull();
    expect((await confirm(t.url, token, p)).status).toBe(404);
  });
});
