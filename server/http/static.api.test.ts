import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/support/api/app.ts';

let t: TestApp;
let webDir: string;
beforeAll(async () => {
  webDir = mkdtempSync(path.join(tmpdir(), 'bc-web-'));
  mkdirSync(path.join(webDir, 'assets'));
  writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Brand Console</title>');
  writeFileSync(path.join(webDir, 'assets', 'app.js'), 'console.log(1)');
  t = await createTestApp({ config: { webDir } });
});
afterAll(async () => {
  await t?.close();
  rmSync(webDir, { recursive: true, force: true });
});

describe('web app serving', () => {
  it('serves built files and answers client-side routes with index.html', async () => {
    const asset = await fetch(`${t.url}/assets/app.js`);
    expect(asset.status).toBe(200);
    expect(await asset.text()).toBe('console.log(1)');
    for (const p of ['/', '/offers/list', '/account/settings?tab=2']) {
      const res = await fetch(t.url + p);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(await res.text()).toContain('<title>Brand Console</title>');
    }
  });

  it('never answers an unknown API route with the web app', async () => {
    const res = await fetch(`${t.url}/api/nope`);
    expect(res.status).toBe(404);
    expect((await res.json()).code).toBe('not_found');
    expect((await fetch(`${t.url}/api/health`)).status).toBe(200);
  });
});
