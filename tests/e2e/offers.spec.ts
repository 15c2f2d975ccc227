import { expect, test } from '@playwright/test';
import { openPalette, signInByApi } from '../support/e2e/app.ts';

test('offer list: filter, select two with x, pause them from the palette', async ({ page }) => {
  await signInByApi(page, 'owner@demo.test');
  await page.goto('/offers');
  const rows = page.locator('tbody tr[data-offer-id]');
  await expect(rows.first()).toBeVisible();
  // filter: the default status is Active; every row shows it
  const statusCells = page.locator('tbody td[data-column="status"]');
  await expect(statusCells.first()).toHaveText('Active');
  const ids = await rows.evaluateAll((trs) => trs.slice(0, 2).map((tr) => tr.getAttribute('data-offer-id')));
  await page.locator('#offers-title').click();
  await page.keyboard.press('x');
  await page.keyboard.press('j');
  await page.keyboard.press('x');
  await expect(page.locator('tbody').getByRole('checkbox', { checked: true })).toHaveCount(2);
  const input = await openPalette(page);
  await input.fill('Pause 2 offers');
  await page.keyboard.press('Enter');
  // paused offers leave the Active filter; switch to all statuses and see them paused
  for (const id of ids) await expect(page.locator(`tbody tr[data-offer-id="${id}"]`)).toHaveCount(0);
  await page.getByRole('button', { name: 'Active Status', exact: true }).click(); // the status filter shows its value
  await page.getByRole('option', { name: 'All' }).click();
  for (const id of ids) await expect(page.locator(`tbody tr[data-offer-id="${id}"] td[data-column="status"]`)).toHaveText('Paused');
});

test('create an offer through the stepper by keyboard', async ({ page }) => {
  await signInByApi(page, 'owner@demo.test');
  await page.goto('/offers/new');
  await expect(page.getByLabel('Offer name')).toBeFocused();
  await page.keyboard.type('Keyboard offer');
  await page.getByLabel('Default payout').focus();
  await page.keyboard.type('12.5');
  await page.getByLabel('Default revenue').focus();
  await page.keyboard.type('20');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Control+Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Tracking' })).toBeVisible();
  await expect(page.getByLabel('Default landing page URL')).toBeFocused();
  await page.keyboard.type('https://shop.example.com/keyboard');
  await page.keyboard.press('Enter');
  for (const step of ['Targeting', 'Schedule & budget', 'Creative', 'Review']) {
    await expect(page.getByRole('heading', { level: 2, name: step })).toBeVisible();
    await page.keyboard.press('Control+Enter');
  }
  await expect(page).toHaveURL(/\/offers\/\d+\/detail$/);
  await expect(page.locator('#offer-detail-title')).toContainText('Keyboard offer');
});

test('test tracking from the detail page: a test click and conversion through the real endpoints', async ({ page }) => {
  await signInByApi(page, 'owner@demo.test');
  await page.goto('/offers');
  await page.getByRole('searchbox', { name: 'Search offers' }).fill('VPBank');
  const row = page.locator('tbody tr[data-offer-id]').first();
  await expect(row).toContainText('VPBank');
  const id = await row.getAttribute('data-offer-id');
  await page.goto(`/offers/${id}/detail`);
  await expect(page.getByTestId('offer-status')).toHaveText('Active');
  // from the palette, as a keyboard user would
  const input = await openPalette(page);
  await input.fill('Test tracking');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Tracking test succeeded', { exact: false })).toBeVisible();
  await expect(page.locator('dt', { hasText: /^Tracking test$/ }).locator('xpath=following-sibling::dd[1]')).toContainText('Succeeded');
});
