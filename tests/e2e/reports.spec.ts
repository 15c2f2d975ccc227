import { expect, test, type Page } from '@playwright/test';
import { openPalette, signInByApi } from '../support/e2e/app.ts';

/**
 * The report screens on the real server: the e2e server seeds the demo brand with a month of traffic
 * (DEMO_CLICKS); the spec adds a click and a refused postback of its own through /track, so the logs
 * have rows it knows, then opens each report, checks a row, filters and exports.
 */
const BROWSER = {
  'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  accept: 'text/html,application/xhtml+xml',
  'accept-language': 'en-US,en;q=0.9',
};

/** The first body row's cell in column `index` (0-based) of the grid named `name`. */
// a 4K-wide window: every column of the analyst grids fits, in the user's order, so cells are found by
// their index (at 1280 px the grid keeps the row's name first and hides what does not fit: decision 065)
test.use({ viewport: { width: 3840, height: 1000 } });

const cell = (page: Page, name: string, index: number) =>
  page.getByRole('grid', { name }).locator('[role="row"][data-index="0"] [role="gridcell"]').nth(index);

async function exportFrom(page: Page, button: string) {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  return (await download).suggestedFilename();
}

test('performance, conversions and logs on real traffic', async ({ page, request }) => {
  await signInByApi(page, 'owner@demo.test');
  await page.goto('/reports');
  await page.getByRole('main').getByRole('link', { name: 'Performance report' }).click();

  // performance by offer: rows, the totals row, the drill-down to the offer's partners
  const byOffer = page.getByRole('grid', { name: 'Performance by offer' });
  await expect(cell(page, 'Performance by offer', 0)).toHaveText(/^\d+$/);
  await expect(byOffer.locator('[role="row"]').last()).toContainText('Total');
  const offerId = (await cell(page, 'Performance by offer', 0).textContent())!;
  // our own click goes to an offer without targeting: the e2e server sees 127.0.0.1, which has no
  // country, and the top offer of the random demo month may target Vietnam only
  const openOfferId = (await byOffer
    .locator('[role="row"]', { hasText: 'Tiki Books Back-to-School' })
    .locator('[role="gridcell"]')
    .first()
    .textContent())!;
  await byOffer.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`by=partner&offer_ids=${offerId}$`));
  await expect(cell(page, 'Performance by partner', 0)).toHaveText(/^\d+$/);
  expect(await exportFrom(page, 'Export CSV')).toMatch(/\.csv$/);

  // our own traffic: a click on that offer's busiest partner
  await page.goto(`/reports/performances?by=partner&offer_ids=${openOfferId}`);
  await expect(cell(page, 'Performance by partner', 0)).toHaveText(/^\d+$/);
  const openPartnerId = (await cell(page, 'Performance by partner', 0).textContent())!;
  const click = await request.get(`/track/click?offer_id=${openOfferId}&partner_id=${openPartnerId}&sub1=e2e`, {
    headers: BROWSER,
    maxRedirects: 0,
  });
  expect(click.status()).toBeLessThan(400);
  const clickId = /bc_click_\d+=([0-9a-f-]{36})/.exec(click.headers()['set-cookie'] ?? '')?.[1];
  expect(clickId).toBeTruthy();

  // event log filtered by our click id
  await page.goto('/reports/logs');
  await page.getByRole('textbox', { name: 'Click ID' }).fill(clickId!);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('grid', { name: 'Event log' }).getByText(clickId!).first()).toBeVisible();

  // server log through the palette preset: the demo month's refused postbacks (a postback with a wrong
  // token names no brand, so it is in no brand's log), the reason in words, the detail on Enter
  const input = await openPalette(page);
  await input.fill('Server log: refused postbacks');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/filter=server_log&outcome=refused/);
  const serverGrid = page.getByRole('grid', { name: 'Server log' });
  await expect(cell(page, 'Server log', 6)).toHaveText('Refused');
  // the reason column: a sentence of the tracking area, never the raw code
  await expect(cell(page, 'Server log', 7)).toHaveText(/^[A-Z].+\.$/);
  const reason = (await cell(page, 'Server log', 7).textContent())!;
  await serverGrid.focus();
  await page.keyboard.press('Enter');
  const detail = page.getByRole('region', { name: /Server log entry \d+/ });
  await expect(detail).toContainText(reason);
  // the request as it arrived: an S2S postback or a pixel (which one is first depends on the demo's mix)
  await expect(detail.getByLabel('Request')).toContainText(/"path": "\/track\/(postback|pixel\.(gif|html))"/);

  // conversions: a row of the demo month, a status filter, an XLSX export
  await page.goto('/reports/conversions');
  await expect(cell(page, 'Conversions', 0)).toHaveText(/[0-9a-f-]{36}/);
  await page.goto('/reports/conversions?status=approved');
  await expect(page.getByRole('grid', { name: 'Conversions' }).locator('[role="row"][data-index="0"]')).toContainText('Approved');
  expect(await exportFrom(page, 'Export XLSX')).toMatch(/\.xlsx$/);

  // fraud detection by keyboard (decision 089): the palette opens it and exports it, Enter on the
  // first day's row opens that day's clicks in the event log
  const toFraud = await openPalette(page);
  await toFraud.fill('Fraud detection');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/fraud-detection$/);
  await expect(cell(page, 'Fraud report', 1)).toHaveText(/^[\d,]+$/);
  const csv = page.waitForEvent('download');
  const exporting = await openPalette(page);
  await exporting.fill('Export fraud report as CSV');
  await page.keyboard.press('Enter');
  expect((await csv).suggestedFilename()).toMatch(/^fraud-detection-by-day.*\.csv$/);
  await page.getByRole('grid', { name: 'Fraud report' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/reports\/logs\?from=.*kind=click/);
  await expect(page.getByRole('grid', { name: 'Event log' }).locator('[role="row"][data-index="0"]')).toBeVisible();
});

test('rejects a pending demo conversion with a reason, and the list shows it rejected', async ({ page }) => {
  await signInByApi(page, 'owner@demo.test');
  await page.goto('/reports/conversions?status=pending');
  const grid = page.getByRole('grid', { name: 'Conversions' });
  await expect(grid.locator('[role="row"][data-index="0"]')).toContainText('Pending');
  const uuid = (await cell(page, 'Conversions', 0).textContent())!;
  // the active row is the selection: the toolbar offers what the chart allows for a pending conversion
  await page.getByRole('button', { name: 'Reject 1 conversion…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject 1 conversion?' });
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByText('Enter a reason: the partner is told why.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('e2e: duplicate order');
  await page.keyboard.press('Enter');
  await expect(page.getByText('1 conversion updated.')).toBeVisible();
  await page.goto(`/reports/conversions?search=${uuid}`);
  const row = grid.locator('[role="row"][data-index="0"]');
  await expect(row).toContainText('Rejected');
  // the message column gives way first (priority 3, decision 065): the note's button brings every column back
  const showAll = page.getByRole('button', { name: 'Show all columns' });
  if (await showAll.isVisible()) await showAll.click();
  await expect(row).toContainText('e2e: duplicate order');
  // a rejected conversion cannot be marked organic: the button says so by being disabled
  await expect(page.getByRole('button', { name: 'Mark 1 conversion as organic' })).toBeDisabled();
});

test("chooses an offer by name in the performance report's picker and sees only its row", async ({ page }) => {
  await signInByApi(page, 'owner@demo.test');
  await page.goto('/reports/performances');
  const byOffer = page.getByRole('grid', { name: 'Performance by offer' });
  const second = byOffer.locator('[role="row"][data-index="1"] [role="gridcell"]');
  await expect(second.nth(0)).toHaveText(/^\d+$/);
  // the second row, so the pick changes what the report shows
  const [offerId, name] = [(await second.nth(0).textContent())!, (await second.nth(1).textContent())!];

  const box = page.getByRole('combobox', { name: 'Offers' });
  await box.focus();
  await page.keyboard.type(name.slice(0, 12));
  const option = page.getByRole('option', { name: `${name} (#${offerId})`, exact: true });
  await expect(option).toBeVisible();
  // arrows to the offer, Enter takes it (the list stays open for another pick; Escape closes it)
  for (let i = 0; i < 25 && (await option.getAttribute('data-focused')) === null; i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(new RegExp(`offer_ids=${offerId}$`));
  await expect(page.getByRole('list', { name: 'Offers' }).getByRole('listitem')).toHaveText([`${name} (#${offerId})`]);

  // only that offer's row (the other offers are filtered out on the server)
  const body = byOffer.locator('[role="rowgroup"]').nth(1).locator('[role="row"]');
  await expect(body).toHaveCount(1);
  await expect(body.first().locator('[role="gridcell"]').nth(0)).toHaveText(offerId);

  // a reload keeps the filter and names the offer again from its id alone
  await page.reload();
  await expect(page.getByRole('list', { name: 'Offers' }).getByRole('listitem')).toHaveText([`${name} (#${offerId})`]);
});
