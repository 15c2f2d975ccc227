import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:3561';
const out = '/tmp/agency-inside-shots';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const post = async (path, body, token) => {
  const r = await fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
  return (await r.json()).data;
};
for (const lang of ['en', 'vi']) {
  for (const width of [1280, 375]) {
    const ctx = await browser.newContext({ viewport: { width, height: 900 }, locale: lang === 'vi' ? 'vi-VN' : 'en-US' });
    const page = await ctx.newPage();
    await page.goto(base + '/agency/login');
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `${out}/login-${lang}-${width}.png`, fullPage: true });
    const s = await post('/api/agency/login', { email: 'agency@demo.test', password: 'Demo-pass-2026!' });
    await page.evaluate((t) => sessionStorage.setItem('bc.agency_token', t), s.access_token);
    await page.goto(base + '/agency');
    await page.waitForTimeout(2000);
    await page.screenshot({ path: `${out}/brands-${lang}-${width}.png`, fullPage: true });
    if (width === 1280) {
      await page.keyboard.press('Tab');
      await page.getByRole('button', { name: lang === 'en' ? /^Enter Demo/ : /^Vào Demo/ }).focus();
      await page.keyboard.press('Enter');
      await page.waitForTimeout(1200);
      await page.screenshot({ path: `${out}/confirm-${lang}-${width}.png` });
      await page.keyboard.press('Enter');
      await page.waitForTimeout(5000);
      await page.screenshot({ path: `${out}/inside-${lang}-${width}.png` });
    }
    await ctx.close();
  }
}
await browser.close();
