import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/support/api/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('/api/docs', () => {
  it('serves the API reference page, with no inline script, pointed at the document', async () => {
    const res = await fetch(`${t.url}/api/docs`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attrs, body] of scripts) {
      expect(attrs).toMatch(/src="/);
      expect(body!.trim()).toBe('');
    }
    expect(html).not.toMatch(/<style|style="/);
    const init = await fetch(`${t.url}/api/docs/init.js`);
    expect(init.status).toBe(200);
    expect(init.headers.get('content-type')).toContain('javascript');
    expect(await init.text()).toContain("url: '/api/openapi.json'");
  });

  it('serves every asset the page loads', async () => {
    const html = await (await fetch(`${t.url}/api/docs`)).text();
    const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(assets).toEqual(expect.arrayContaining(['/api/docs/assets/swagger-ui.css', '/api/docs/assets/swagger-ui-bundle.js']));
    for (const asset of assets) {
      const res = await fetch(t.url + asset);
      expect(res.status, asset).toBe(200);
      expect((await res.arrayBuffer()).byteLength, asset).toBeGreaterThan(0);
    }
    const bundle = await fetch(`${t.url}/api/docs/assets/swagger-ui-bundle.js`);
    expect(bundle.headers.get('content-type')).toContain('javascript');
    await bundle.arrayBuffer();
  });

  it('serves nothing else of the package, and unknown files answer the API 404', async () => {
    for (const file of ['index.html', 'swagger-initializer.js', 'package.json', '../package.json', 'nope.js']) {
      const res = await fetch(`${t.url}/api/docs/assets/${file}`);
      expect(res.status, file).toBe(404);
      await res.arrayBuffer(); // an unread body keeps the connection busy and delays close()
    }
  });
});
