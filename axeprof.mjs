import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { chromiumPath } from './tests/support/browser-path.ts';
const axeSrc = readFileSync('node_modules/axe-core/axe.min.js', 'utf8');
const base = 'http://127.0.0.1:3591';
const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
const page = await ctx.newPage();
const r = await page.request.post(base + '/api/auth/login', { data: { email: 'owner@demo.test', password: 'Demo-pass-2026!' } });
const body = await r.json();
await page.goto(base + '/auth/login');
await page.evaluate((b) => { localStorage.setItem('bc.access_token', b.accessToken ?? b.access_token ?? b.data?.access_token); localStorage.setItem('bc.refresh_token', b.refreshToken ?? b.refresh_token ?? b.data?.refresh_token); localStorage.setItem('bc.user', JSON.stringify(b.user ?? b.data?.user)); }, body);
for (const path of (process.argv[2] ?? '/reports/performance,/offers,/').split(',')) {
  await page.goto(base + path); await page.waitForLoadState('networkidle'); await page.waitForTimeout(500);
  await page.evaluate(axeSrc);
  const res = await page.evaluate(async () => {
    const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
    const t0 = performance.now();
    await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    const whole = performance.now() - t0;
    const rules = axe.getRules(tags).map((r) => r.ruleId);
    const per = [];
    for (const id of rules) { const t = performance.now(); await axe.run(document, { runOnly: { type: 'rule', values: [id] }, resultTypes: ['violations'] }); per.push([Math.round(performance.now() - t), id]); }
    per.sort((a, b) => b[0] - a[0]);
    return { whole: Math.round(whole), n: document.querySelectorAll('*').length, top: per.slice(0, 8) };
  });
  console.log(path, JSON.stringify(res));
}
await browser.close();
