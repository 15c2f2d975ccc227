import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendPinned } from './send.ts';

/** A webhook delivery through the shared SSRF guard (server/outbound/url-guard.ts): pinned, no redirects. */
describe('sending through the guard', () => {
  let hits: { host: string | undefined; path: string | undefined }[];
  let server: ReturnType<typeof createServer>;
  let port = 0;
  beforeAll(async () => {
    hits = [];
    server = createServer((req, res) => {
      hits.push({ host: req.headers.host, path: req.url });
      if (req.url === '/redirect') {
        res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' });
        res.end();
        return;
      }
      res.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('connects to the address it checked, whatever DNS answers afterwards (rebinding)', async () => {
    // the first lookup (the check) says 127.0.0.1 — allowed here — later ones would say 10.0.0.1
    let lookups = 0;
    const resolve = async () => (lookups++ === 0 ? ['127.0.0.1'] : ['10.0.0.1']);
    const attempt = await sendPinned(`http://hooks.example.com:${port}/in`, {}, '{}', { allow: ['127.0.0.1'], resolve });
    expect(attempt).toMatchObject({ status: 200, error: null });
    expect(lookups).toBe(1);
    // the Host header stays the URL's name: only the socket is pinned
    expect(hits.at(-1)).toEqual({ host: `hooks.example.com:${port}`, path: '/in' });
  });

  it('never follows a redirect: a 3xx is a failed attempt and the target is not called', async () => {
    const before = hits.length;
    const attempt = await sendPinned(`http://127.0.0.1:${port}/redirect`, {}, '{}', { allow: ['127.0.0.1'] });
    expect(attempt).toMatchObject({ status: 302, error: 'HTTP 302' });
    expect(hits.length).toBe(before + 1);
  });

  it('refuses before connecting when the address is not allowed', async () => {
    const before = hits.length;
    const attempt = await sendPinned(`http://127.0.0.1:${port}/in`, {}, '{}');
    expect(attempt.status).toBeNull();
    expect(attempt.error).toMatch(/private_address/);
    expect(hits.length).toBe(before);
  });
});
