import { chromium } from '@playwright/test';
import { chromiumPath } from './tests/support/browser-path.ts';
import { runAxe } from './tests/support/e2e/a11y-axe.ts';
const base = 'http://127.0.0.1:3591';
const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
const page = await ctx.newPage();
const body = (await (await page.request.post(base + '/api/auth/login', { data: { email: 'owner@demo.test', password: 'Demo-pass-2026!' } })).json()).data;
await page.goto(base + '/auth/login');
await page.evaluate((b) => { localStorage.setItem('bc.access_token', b.access_token); localStorage.setItem('bc.refresh_token', b.refresh_token); localStorage.setItem('bc.user', JSON.stringify(b.user)); }, body);
for (const path of process.argv[2].split(',')) {
  await page.goto(base + path); await page.waitForLoadState('networkidle'); await page.waitForTimeout(500);
  const ts = [];
  for (let i = 0; i < 3; i++) { const t = performance.now(); await runAxe(page); ts.push(Math.round(performance.now() - t)); }
  console.log(path, ts.join(' '));
}
await browser.close();
