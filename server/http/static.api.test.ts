import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/support/api/app.ts';

const BIG = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `row ${i}`))};`;

let t: TestApp;
let webDir: string;
beforeAll(async () => {
  webDir = mkdtempSync(path.join(tmpdir(), 'bc-web-'));
  mkdirSync(path.join(webDir, 'assets'));
  writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Brand Console</title>');
  writeFileSync(path.join(webDir, 'assets', 'app.js'), 'console.log(1)');
  // as the build writes them (scripts/vite-precompress.ts): the same text, compressed, beside the file
  writeFileSync(path.join(webDir, 'assets', 'big-abc123.js'), BIG);
  writeFileSync(path.join(webDir, 'assets', 'big-abc123.js.br'), brotliCompressSync(BIG));
  writeFileSync(path.join(webDir, 'assets', 'big-abc123.js.gz'), gzipSync(BIG));
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

  it('sends the compressed copy the browser takes, with the same bytes once decoded, and never one it does not take', async () => {
    const ask = (encoding: string) => fetch(`${t.url}/assets/big-abc123.js`, { headers: { 'accept-encoding': encoding } });
    for (const [accepted, sent] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['identity', null],
    ] as const) {
      const res = await ask(accepted);
      expect(res.status, accepted).toBe(200);
      expect(res.headers.get('content-encoding'), accepted).toBe(sent);
      expect(res.headers.get('content-type'), accepted).toContain('javascript');
      expect(res.headers.get('vary'), accepted).toMatch(/accept-encoding/i);
      expect(await res.text(), accepted).toBe(BIG); // fetch decodes what it was sent
    }
  });

  it('lets the browser keep a build file for a year, and never the app shell', async () => {
    const asset = await fetch(`${t.url}/assets/app.js`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const shell = await fetch(`${t.url}/offers/list`);
    expect(shell.headers.get('cache-control')).toBe('no-store');
  });

  it('answers a build file that is not there with a 404, not the app shell', async () => {
    for (const method of ['GET', 'HEAD']) {
      const res = await fetch(`${t.url}/assets/chunk-of-an-earlier-build.js`, { method });
      expect(res.status, method).toBe(404);
      expect(res.headers.get('content-type'), method).toContain('application/json');
    }
    expect((await (await fetch(`${t.url}/assets/nope.css`)).json()).code).toBe('not_found');
  });

  it('never answers an unknown API route with the web app', async () => {
    const res = await fetch(`${t.url}/api/nope`);
    expect(res.status).toBe(404);
    expect((await res.json()).code).toBe('not_found');
    expect((await fetch(`${t.url}/api/health`)).status).toBe(200);
  });
});
