import { expect, test } from '@playwright/test';
import { openPalette, signInByApi } from '../support/e2e/app.ts';

/**
 * Outgoing webhooks against the real server (pg-boss started by main.ts): the palette reaches the
 * webhook settings, an endpoint is added with its events, and its signing secret is shown once.
 */
test('palette → webhook settings: add an endpoint, see its secret once, queue a test event', async ({ page }) => {
  await signInByApi(page, 'owner@demo.test');
  const input = await openPalette(page);
  await input.fill('Open webhook settings');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/account-setting\/webhooks$/);
  await expect(page.getByRole('heading', { name: 'Webhooks', level: 1 })).toBeVisible();

  const add = await openPalette(page);
  await add.fill('Add webhook endpoint');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add webhook endpoint' });
  await dialog.getByLabel('URL').fill('https://hooks.example.com/e2e');
  await dialog.getByText('Offer status changed').click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  const reveal = page.getByRole('alertdialog', { name: 'Signing secret' });
  await expect(reveal.getByTestId('webhook-secret')).toHaveText(/^whsec_[A-Za-z0-9+/]{32}$/);
  await reveal.getByRole('button', { name: 'I have stored it' }).click();
  await expect(page.getByTestId('webhook-endpoints')).toContainText('https://hooks.example.com/e2e');

  await page.getByRole('button', { name: 'Send test event' }).click();
  // JOBS=0 in the e2e server: the delivery waits in the queue, visible as pending in the log
  await expect(page.getByTestId('webhook-deliveries')).toContainText('Test event');
  await expect(page.getByTestId('webhook-deliveries')).toContainText('Pending');
});
