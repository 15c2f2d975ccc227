import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchLimited, OutboundError } from './fetch-limited.ts';

/** The limited GET through the SSRF guard: size and time limits, no redirects, pinned like the webhooks. */
let server: ReturnType<typeof createServer>;
let base = '';
const hits: string[] = [];
const timers = new Set<NodeJS.Timeout>();
const drip = (res: ServerResponse, left: number) => {
  if (left === 0 || res.destroyed) return void res.end();
  res.write('x');
  const t = setTimeout(() => drip(res, left - 1), 50);
  timers.add(t);
};
beforeAll(async () => {
  server = createServer((req, res) => {
    hits.push(`${req.url} ${req.headers.host} ${req.headers['x-api-key'] ?? ''}`);
    if (req.url === '/ok') return void res.end('[1,2]');
    if (req.url === '/big-declared') {
      res.writeHead(200, { 'content-length': '5000' });
      return void res.end('y'.repeat(5000));
    }
    if (req.url === '/big-streamed') {
      res.writeHead(200); // chunked: no length known before the bytes come
      for (let i = 0; i < 10; i++) res.write('z'.repeat(1000));
      return void res.end();
    }
    if (req.url === '/drip') return drip(res, 1000);
    if (req.url === '/redirect') {
      res.writeHead(302, { location: 'http://169.254.169.254/' });
      return void res.end();
    }
    res.writeHead(500);
    res.end('no');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const t of timers) clearTimeout(t);
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const opts = { allow: ['127.0.0.1'], maxBytes: 4096, timeoutMs: 1000 };
const reasonOf = async (p: Promise<unknown>) => {
  try {
    await p;
    return null;
  } catch (error) {
    return error instanceof OutboundError ? [error.reason, error.status] : `unexpected ${String(error)}`;
  }
};

describe('fetchLimited', () => {
  it('answers the body of a 2xx within the limits, with the given headers, at the checked address', async () => {
    let lookups = 0;
    const resolve = async () => (lookups++ === 0 ? ['127.0.0.1'] : ['10.0.0.1']);
    const port = new URL(base).port;
    const answer = await fetchLimited(`http://feed.example.com:${port}/ok`, { ...opts, resolve, headers: { 'x-api-key': 'k-1' } });
    expect([answer.status, answer.body.toString()]).toEqual([200, '[1,2]']);
    expect(lookups).toBe(1);
    expect(hits.at(-1)).toBe(`/ok feed.example.com:${port} k-1`);
  });

  it('refuses a private address unless allowed, before connecting', async () => {
    const before = hits.length;
    expect(await reasonOf(fetchLimited(`${base}/ok`, { ...opts, allow: [] }))).toEqual(['url_refused', null]);
    expect(hits.length).toBe(before);
  });

  it('stops at the size limit, declared or streamed', async () => {
    expect(await reasonOf(fetchLimited(`${base}/big-declared`, opts))).toEqual(['too_large', 200]);
    expect(await reasonOf(fetchLimited(`${base}/big-streamed`, opts))).toEqual(['too_large', 200]);
  });

  it('stops a server that drips its answer at the deadline of the whole call', async () => {
    const started = Date.now();
    expect(await reasonOf(fetchLimited(`${base}/drip`, { ...opts, maxBytes: 1_000_000, timeoutMs: 300 }))).toEqual(['timeout', null]);
    // 1,000 bytes at one per 50 ms would take 50 s; the deadline cut it (generous bound for a loaded machine)
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('counts a DNS answer that never comes against the same deadline', async () => {
    const never = () => new Promise<string[]>(() => undefined);
    expect(await reasonOf(fetchLimited('https://slow-dns.example.com/', { ...opts, resolve: never, timeoutMs: 200 }))).toEqual([
      'timeout',
      null,
    ]);
  });

  it('never follows a redirect, and fails on a non-2xx', async () => {
    expect(await reasonOf(fetchLimited(`${base}/redirect`, opts))).toEqual(['redirect', 302]);
    expect(await reasonOf(fetchLimited(`${base}/nothing`, opts))).toEqual(['http_status', 500]);
  });

  it('says unreachable when nothing listens', async () => {
    expect(await reasonOf(fetchLimited('http://127.0.0.1:9/', opts))).toEqual(['unreachable', null]);
  });
});
