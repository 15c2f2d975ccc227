import { expect, test } from '@playwright/test';
import { openPalette, signIn } from '../support/e2e/app.ts';

/**
 * The palette's entity search on the real server (decision 028): "Find offer…" fetches the brand's
 * offers once, ranks them as the user types and opens the chosen one; a query nothing matches says so.
 */
test('Find offer… ranks the demo offers as you type and Enter opens the one chosen', async ({ page }) => {
  await signIn(page, 'owner@demo.test');
  const input = await openPalette(page);
  await input.fill('Find offer');
  await page.keyboard.press('Enter');

  const search = page.getByRole('combobox', { name: /offer/i });
  await expect(search).toBeFocused();
  await page.keyboard.type('tiki books');
  const results = page.getByRole('listbox', { name: 'Results' });
  await expect(results.getByRole('option').first()).toContainText('Tiki Books Back-to-School');
  await expect(results.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');

  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/offers\/\d+\/detail$/);
  await expect(page.locator('#offer-detail-title')).toContainText('Tiki Books Back-to-School');
});

test('Find offer… with a query nothing matches lists nothing, and Escape goes back to the commands', async ({ page }) => {
  await signIn(page, 'owner@demo.test');
  const input = await openPalette(page);
  await input.fill('Find offer');
  await page.keyboard.press('Enter');
  await page.keyboard.type('zzzz-no-such-offer');
  await expect(page.getByRole('listbox', { name: 'Results' }).getByRole('option')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.locator('[cmdk-input]')).toBeVisible();
});
