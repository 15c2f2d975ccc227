import { chromium } from 'playwright-core';
const B = 'http://127.0.0.1:3571';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const [,, lang = 'en', width = '1280', path = '/payment?filterActive=crossCheck', out = '/tmp/cc.png'] = process.argv;
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
const res = await page.request.post(`${B}/api/auth/login`, { data: { email: 'owner@demo.test', password: 'Demo-pass-2026!' } });
const s = (await res.json()).data;
await page.goto(`${B}/api/health`);
await page.evaluate(({ s, lang }) => {
  localStorage.setItem('bc.access_token', s.access_token);
  localStorage.setItem('bc.refresh_token', s.refresh_token);
  localStorage.setItem('bc.user', JSON.stringify(s.user));
  localStorage.setItem('bc.locale', lang);
}, { s, lang });
await page.goto(`${B}${path}`);
await page.waitForTimeout(4000);
if (process.env.SELECT) { await page.getByRole('grid').first().focus(); await page.keyboard.press('Space'); await page.waitForTimeout(500); }
await page.screenshot({ path: out, fullPage: true });
console.log(await page.locator('h1').allTextContents());
await browser.close();
