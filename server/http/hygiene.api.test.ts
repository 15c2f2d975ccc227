import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/support/api/app.ts';

// Issue 14 item 3: 405 + Allow, security headers on API and app shell answers, body limits.
let t: TestApp;
let webDir: string;
beforeAll(async () => {
  webDir = mkdtempSync(path.join(tmpdir(), 'bc-web-'));
  mkdirSync(path.join(webDir, 'assets'));
  // the shape Vite builds: a module script and a CSS file, nothing inline
  writeFileSync(
    path.join(webDir, 'index.html'),
    '<!doctype html><title>Brand Console</title><meta property="csp-nonce" nonce="__CSP_NONCE__"><script type="module" src="/assets/app.js"></script><link rel="stylesheet" href="/assets/app.css">',
  );
  writeFileSync(path.join(webDir, 'assets', 'app.js'), 'console.log(1)');
  // trust the test client as a proxy, so X-Forwarded-Proto can say the client came over TLS
  t = await createTestApp({ config: { webDir, trustProxy: '127.0.0.1' } });
});
afterAll(async () => {
  await t?.close();
  rmSync(webDir, { recursive: true, force: true });
});

/** `shell`: the app shell's answer, whose policy adds its own nonces (an API answer or a file runs nothing in a page). */
function expectSecurityHeaders(res: Response, { shell }: { shell: boolean }): void {
  const csp = res.headers.get('content-security-policy') ?? '';
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("default-src 'self'");
  // scripts: our files, and on the shell this answer's nonce; nothing else
  expect(csp).toMatch(shell ? /script-src 'self' 'nonce-[0-9a-f]{32}'(;|$)/ : /script-src 'self'(;|$)/);
  expect(csp).toMatch(shell ? /style-src 'self' 'nonce-[0-9a-f]{32}'(;|$)/ : /style-src 'self'(;|$)/);
  expect(csp).not.toContain('unsafe-inline');
  expect(csp).not.toContain('unsafe-eval');
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(res.headers.get('x-frame-options')).toBe('DENY');
}

describe('405 Method Not Allowed', () => {
  it('answers a known API path with a wrong method 405 and the methods it takes', async () => {
    const res = await fetch(`${t.url}/api/auth/login`, { method: 'DELETE' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
    expect(await res.json()).toEqual({ message: expect.any(String), code: 'method_not_allowed', errors: [] });
  });

  it('lists GET and HEAD for a read-only path, also when the web app serves GET /*', async () => {
    const res = await fetch(`${t.url}/api/health`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
    const get = await fetch(`${t.url}/api/auth/forgot-password`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
  });

  it('matches paths with parameters', async () => {
    const res = await fetch(`${t.url}/api/user/brand/workspace/brand-user/12`, { method: 'POST' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')?.split(', ')).toEqual(expect.arrayContaining(['GET', 'PUT']));
  });

  it('keeps 404 for unknown paths, whatever the method', async () => {
    for (const method of ['GET', 'DELETE', 'POST']) {
      const res = await fetch(`${t.url}/api/no/such/route`, { method });
      expect(res.status).toBe(404);
      expect(res.headers.get('allow')).toBeNull();
      expect((await res.json()).code).toBe('not_found');
    }
  });
});

describe('security headers', () => {
  it('are on API answers, errors included', async () => {
    for (const res of [await fetch(`${t.url}/api/health`), await fetch(`${t.url}/api/nope`)]) {
      expectSecurityHeaders(res, { shell: false });
      expect(res.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('are on the app shell and its client-side routes', async () => {
    for (const p of ['/', '/offers/list', '/assets/app.js']) {
      const res = await fetch(t.url + p);
      expect(res.status).toBe(200);
      expectSecurityHeaders(res, { shell: !p.startsWith('/assets/') });
    }
  });

  it('hand the app shell the style nonce of its own answer, a new one each time', async () => {
    const nonces = new Set<string>();
    for (const p of ['/', '/offers/list']) {
      const res = await fetch(t.url + p);
      const styleNonce = /style-src 'self' 'nonce-([0-9a-f]{32})'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
      expect(styleNonce).toBeDefined();
      expect(await res.text()).toContain(`<meta property="csp-nonce" nonce="${styleNonce}">`);
      expect(res.headers.get('cache-control')).toBe('no-store');
      nonces.add(styleNonce!);
    }
    expect(nonces.size).toBe(2);
    // the shell is never served raw, with its placeholder
    expect(await (await fetch(`${t.url}/index.html`)).text()).not.toContain('__CSP_NONCE__');
  });

  it('let other sites embed the tracking endpoints (pixels, script, redirects)', async () => {
    // helmet's other headers, as on every answer (computed once for these routes, not per request)
    const HELMET_REST: Record<string, string> = {
      'cross-origin-opener-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    };
    for (const p of ['/track/pixel.gif', '/track/pixel.html', '/track/script.js']) {
      const res = await fetch(t.url + p);
      expect(res.status).toBe(200);
      expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
      expect(res.headers.get('x-frame-options')).toBeNull();
      expect(res.headers.get('content-security-policy')).toBe("default-src 'none';frame-ancestors *");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Object.fromEntries([...res.headers].filter(([name]) => name in HELMET_REST))).toEqual(HELMET_REST);
    }
    // a redirect of a link that names no offer is embeddable alike
    const go = await fetch(`${t.url}/go/nothing-here`, { redirect: 'manual' });
    expect(go.headers.get('content-security-policy')).toBe("default-src 'none';frame-ancestors *");
    expect(go.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    // the app and the API stay same-origin only
    expect((await fetch(`${t.url}/api/health`)).headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });

  it('add HSTS only when the client came over TLS', async () => {
    const plain = await fetch(`${t.url}/`);
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    const tls = await fetch(`${t.url}/`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(tls.headers.get('strict-transport-security')).toMatch(/^max-age=\d{8,}/);
  });
});

describe('body limits', () => {
  it('answers a JSON body over the default limit 413 in the error shape', async () => {
    const res = await fetch(`${t.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@b.test', password: 'x'.repeat(300 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: expect.any(String), code: 'payload_too_large', errors: [] });
  });

  it('lets a body under the limit through to validation', async () => {
    const res = await fetch(`${t.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody', password: 'x'.repeat(100 * 1024) }),
    });
    expect(res.status).not.toBe(413);
  });
});
