import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { paletteRun, signInByApi } from '../support/e2e/app.ts';
import { pdfText } from '../support/pdf-text.ts';

/** Runs a palette command that saves a file and answers the file's bytes. */
async function download(page: Page, command: string): Promise<Uint8Array> {
  const saved = page.waitForEvent('download');
  await paletteRun(page, command);
  const file = await saved;
  return new Uint8Array(await readFile((await file.path())!));
}

/**
 * Invoices by keyboard (issue 27 item 4; decision 092): on the performance tab of /payment, the
 * demo's unpaid invoice's PDF in Vietnamese (its text read back: the id, the total, diacritics), then
 * open it with the list keys and mark it paid and unpaid again through the palette.
 */
test('performance invoices: Vietnamese PDF, open, mark paid and unpaid, by keyboard', async ({ page }) => {
  await signInByApi(page, 'owner@demo.test', '/payment?filterActive=performanceInvoice');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Invoices' });
  // the demo's unpaid invoice (a lock in another spec may have issued newer ones above it)
  const first = table.getByRole('row').filter({ hasText: '3,505.70' });
  await expect(first).toHaveCount(1);
  const id = (await first.getByRole('link').textContent())!.trim();
  // selected by keyboard: the palette's invoice commands act on the selected row
  const radio = first.getByRole('radio');
  await radio.focus();
  if (!(await radio.isChecked())) await page.keyboard.press('Space');
  await expect(radio).toBeChecked();

  const text = await pdfText(await download(page, `Download PDF in Vietnamese: #${id}`));
  expect(text).toContain(`Số hóa đơn ${id}`);
  expect(text).toContain('$3,505.70');
  expect(text).toContain('Hoa hồng đã duyệt');
  expect(text).toContain('Chưa thanh toán');

  // Enter opens the selected row (the list keys), the palette marks it
  await first.focus();
  await page.keyboard.press('Enter');
  const detail = page.getByTestId('invoice-detail');
  await expect(detail.getByRole('heading', { name: `Invoice ${id}` })).toBeVisible();
  await expect(detail).toContainText('Unpaid');
  await paletteRun(page, `Mark paid: #${id}`);
  await expect(detail).toContainText('Paid on');
  await expect(first).toContainText('Paid');
  await paletteRun(page, `Mark unpaid: #${id}`);
  await expect(detail).not.toContainText('Paid on');
  await expect(first).toContainText('Unpaid');
});
