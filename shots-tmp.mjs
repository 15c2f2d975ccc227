import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:3601';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const login = await (await fetch(base + '/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'owner@demo.test', password: 'Demo-pass-2026!' }) })).json();
const s = login.data;
const progs = await (await fetch(base + '/api/discount-programs', { headers: { authorization: 'Bearer ' + s.access_token } })).json();
const id = progs.data.items[0].id;
for (const lang of ['en', 'vi']) for (const width of [1280, 375]) {
  await fetch(base + '/api/user/adv/set-language', { method: 'POST', headers: { 'content-type': 'application/json', authorization: 'Bearer ' + s.access_token }, body: JSON.stringify({ locale_language: lang }) });
  const ctx = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await ctx.newPage();
  await page.goto(base + '/api/health');
  await page.evaluate(({ s, lang }) => {
    for (const k of Object.keys(localStorage)) localStorage.removeItem(k);
    localStorage.setItem('bc.access_token', s.access_token); localStorage.setItem('bc.refresh_token', s.refresh_token); localStorage.setItem('bc.user', JSON.stringify(s.user));
  }, { s, lang });
  for (const [name, path] of [['list', '/offers/discount-program'], ['codes', `/offers/discount-program?screenType=detail&tabActived=2&programId=${id}`], ['overview', `/offers/discount-program?screenType=detail&tabActived=1&programId=${id}`]]) {
    await page.goto(base + path);
    await page.waitForTimeout(2500);
    await page.screenshot({ path: `/tmp/discounts-shots/${name}-${lang}-${width}.png`, fullPage: true });
  }
  await ctx.close();
}
await browser.close();
