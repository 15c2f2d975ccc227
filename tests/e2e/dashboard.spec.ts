import { expect, test } from '@playwright/test';
import { openPalette, signIn } from '../support/e2e/app.ts';

/**
 * The home dashboard against the real server and the seeded demo traffic (DEMO_CLICKS): cards with
 * figures, a range preset switched by button and by the palette, charts readable from the keyboard.
 */
test('home dashboard: cards, presets, palette and a chart read from the keyboard', async ({ page }) => {
  await signIn(page, 'owner@demo.test');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  const overview = page.getByRole('region', { name: 'Overview' });
  for (const name of ['Clicks', 'Conversions', 'Payout', 'Revenue', 'CR (%)', 'EPC']) {
    await expect(overview.getByText(name, { exact: true })).toBeVisible();
  }
  // the demo month has clicks: the clicks card shows a positive count
  await expect(overview.locator('li').first().locator('p').nth(1)).toHaveText(/^[1-9][\d,]*$/);
  await expect(page.getByText(/From [A-Z][a-z]{2} \d\d, \d{4} to [A-Z][a-z]{2} \d\d, \d{4}/)).toBeVisible();

  await page.getByRole('button', { name: 'Last 7 days' }).click();
  await expect(page).toHaveURL(/\/\?range=last7$/);
  await expect(page.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');

  const input = await openPalette(page);
  await input.fill('Dashboard: Today');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/\?range=today$/);
  await expect(page.getByRole('button', { name: 'Today', exact: true })).toHaveAttribute('aria-pressed', 'true');

  // the hour-of-day chart (lazy chunk): focus a bar, move with the arrow keys, read the tooltip
  await page.getByRole('button', { name: 'Last 30 days' }).click();
  const chart = page.getByRole('group', { name: 'Traffic by hour of day: Clicks' });
  await expect(chart.getByRole('img')).toHaveCount(24);
  await chart.getByRole('img').first().focus();
  await expect(page.getByRole('tooltip')).toContainText('00:00');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tooltip')).toContainText('01:00');
  await expect(chart.getByRole('img').nth(1)).toBeFocused();
  await expect(page.getByRole('table', { name: 'Traffic by hour of day as a table' }).getByRole('row')).toHaveCount(25);
});
