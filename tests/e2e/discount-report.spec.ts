import { expect, test } from '@playwright/test';
import { STORAGE_KEYS } from '../../src/api/token-store.ts';
import { paletteRun, signInByApi } from '../support/e2e/app.ts';

/**
 * The discount-program report by keyboard (issue 26 item 5; decision 085) on the real server: a
 * click and a postback carrying the demo program's public code go through /track as a brand's
 * checkout would send them, then the palette opens the report, Enter on the program opens its codes,
 * and the palette exports. The demo month's own coded postbacks may be few at DEMO_CLICKS=2000.
 */
const BROWSER = {
  'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  accept: 'text/html,application/xhtml+xml',
  'accept-language': 'en-US,en;q=0.9',
};

test('a postback with the demo code shows in the overview and under its code; the palette opens and exports', async ({ page, request }) => {
  await signInByApi(page, 'owner@demo.test', '/');
  const token = await page.evaluate((k) => localStorage.getItem(k), STORAGE_KEYS.access);
  const headers = { authorization: `Bearer ${token}` };
  const json = async (path: string) => ((await (await request.get(path, { headers })).json()) as { data: any }).data; // eslint-disable-line @typescript-eslint/no-explicit-any
  const brandToken = new URL((await json('/api/offers/global-postback')).url).searchParams.get('token')!;
  const program = ((await json('/api/discount-programs')).items as { name: string; offer: { id: number } }[]).find(
    (p) => p.name === 'Lunar New Year sale',
  )!;
  const partner = (await json(`/api/report/advertiser/publisher?offer_ids=${program.offer.id}`)).items[0].id as number;
  const before = (await json('/api/report/advertiser/discount-program/overview')).totals.usage as number;

  const click = await request.get(`/track/click?offer_id=${program.offer.id}&partner_id=${partner}&sub1=e2e-promo`, {
    headers: BROWSER,
    maxRedirects: 0,
  });
  const clickId = /bc_click_\d+=([0-9a-f-]{36})/.exec(click.headers()['set-cookie'] ?? '')?.[1];
  expect(clickId).toBeTruthy();
  const postback = await request.get(
    `/track/postback?token=${brandToken}&click_id=${clickId}&amount=120&promo_code=tet15&transaction_id=e2e-promo-${Date.now()}`,
  );
  expect((await postback.json()).status).toBe('accepted');

  await paletteRun(page, 'Go to Discount program report');
  await expect(page).toHaveURL(/\/reports\/discount-program$/);
  const overview = page.getByRole('grid', { name: 'Discount programs' });
  const row = overview.locator('[role="row"]', { hasText: 'Lunar New Year sale' });
  await expect(row).toBeVisible();
  await expect(overview.locator('[role="row"]').last()).toContainText('Total');
  await expect(row.locator('[role="gridcell"]').nth(3)).toHaveText(String(before + 1));
  await overview.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/tab=detail&program_ids=\d+/);
  await expect(page.getByRole('grid', { name: 'Promo codes by day and partner' }).getByText('TET15').first()).toBeVisible();

  const download = page.waitForEvent('download');
  await paletteRun(page, 'Export this report as CSV');
  expect((await download).suggestedFilename()).toMatch(/^discount-program-detail.*\.csv$/);
});
