import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { decodePng, readCode } from '../support/barcodes.ts';
import { paletteRun, signInByApi } from '../support/e2e/app.ts';

/**
 * Discount programs by keyboard (issue 26 item 4, "Done when"): create a program through the
 * palette, add a promo code to it, and download its QR code — the downloaded PNG reads back to the code.
 */
test('create a discount program with a promo code and download its QR code, by keyboard', async ({ page }) => {
  const name = `Keyboard sale ${Date.now()}`;
  const code = `KEY_${Date.now().toString(36).toUpperCase()}`;
  await signInByApi(page, 'owner@demo.test', '/offers/discount-program');
  await expect(page.getByRole('heading', { level: 1, name: 'Discount programs' })).toBeVisible();

  await paletteRun(page, 'New discount program');
  const dialog = page.getByRole('dialog', { name: 'New discount program' });
  await expect(dialog.getByLabel('Name')).toBeFocused();
  await page.keyboard.type(name);
  await dialog.getByLabel('Discount value').fill('12.5');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveURL(/screenType=detail&tabActived=1&programId=\d+/);

  await paletteRun(page, 'Add promo codes');
  const add = page.getByRole('dialog', { name: 'Add promo codes' });
  await expect(add.getByLabel('Name', { exact: true })).toBeFocused();
  await page.keyboard.type('Keyboard code');
  await add.getByLabel('Code', { exact: true }).fill(code);
  await add.getByLabel('Usage limit (empty: no limit)').fill('25');
  await page.keyboard.press('Enter');
  await expect(page.getByText('1 promo codes added.')).toBeVisible();
  await expect(page).toHaveURL(/tabActived=2/);
  await expect(page.getByRole('radio', { name: `Select promo code ${code}` })).toBeChecked();
  await expect(page.getByRole('img', { name: `Code image of ${code}` })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await paletteRun(page, 'Download QR code as PNG');
  const file = await downloading;
  expect(file.suggestedFilename()).toBe(`${code}-qr.png`);
  const png = await readFile((await file.path())!);
  expect(readCode(decodePng(png), 'qr')).toBe(code);
});

test('the palette finds a promo code and opens its program on the codes tab with the code selected', async ({ page }) => {
  await signInByApi(page, 'owner@demo.test', '/');
  await paletteRun(page, 'Find promo code…');
  // the search field takes the keys once it has the focus (keys typed before reach the palette's own field)
  const search = page.getByRole('combobox');
  await expect(search).toBeFocused();
  await page.keyboard.type('CREATOR_TET');
  await expect(search).toHaveValue('CREATOR_TET');
  // Enter runs the first hit: wait until the hits are those of the whole code (a partly typed one may list another code first)
  await expect(page.locator('[role="option"]').first()).toContainText('CREATOR_TET');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Lunar New Year sale' })).toBeVisible();
  await expect(page).toHaveURL(/screenType=detail&tabActived=2&programId=\d+/);
  await expect(page.getByRole('radio', { name: 'Select promo code CREATOR_TET' })).toBeChecked();
});
