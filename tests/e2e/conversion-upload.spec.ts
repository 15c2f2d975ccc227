import { expect, test } from '@playwright/test';
import { openPalette, signInByApi } from '../support/e2e/app.ts';

/**
 * The conversion CSV upload on the real server (docs/decisions/026-conversion-upload.md): a pending
 * demo conversion is approved by a one-row file chosen in the "Upload conversions" dialog, through
 * the real presigned upload, the background validation and the apply; the list then shows it
 * approved and the history lists the upload as applied.
 */
test('approves a pending demo conversion from a CSV file, and the history lists the upload', async ({ page }) => {
  await signInByApi(page, 'owner@demo.test');
  await page.goto('/reports/conversions?status=pending');
  const grid = page.getByRole('grid', { name: 'Conversions' });
  const first = grid.locator('[role="row"][data-index="0"]');
  await expect(first).toContainText('Pending');
  const uuid = (await first.locator('[role="gridcell"]').first().textContent())!;
  expect(uuid).toMatch(/^[0-9a-f-]{36}$/);

  const input = await openPalette(page);
  await input.fill('Upload conversions');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Upload conversions' });
  await dialog.getByLabel('Choose a CSV file').setInputFiles({
    name: 'e2e-conversions.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`conversion_id,status,reason\n${uuid},approved,\n`),
  });
  await expect(dialog.getByText('Validation succeeded')).toBeVisible();
  await expect(dialog.getByText('1 row: 1 to change, 0 already in their status, 0 with errors')).toBeVisible();
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog.getByText('Applied', { exact: true })).toBeVisible();
  await expect(page.getByText('1 conversion updated from the file.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  await page.goto(`/reports/conversions?search=${uuid}`);
  await expect(grid.locator('[role="row"][data-index="0"]')).toContainText('Approved');

  const again = await openPalette(page);
  await again.fill('Conversion upload history');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/filter=upload_history&page=1&limit=50&sort=desc&sortBy=updated_at/);
  const row = page.getByRole('row').filter({ hasText: 'e2e-conversions.csv' });
  await expect(row).toContainText('Applied');
});
