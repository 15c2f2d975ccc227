import { expect, test } from '@playwright/test';
import { runAxe } from '../support/e2e/a11y-axe.ts';

/*
 * The walks' axe runner (decision 102) against violations planted on the login page: it must see
 * them in the page, inside a same-origin frame, and only inside the selectors it is given — a runner
 * that sees nothing would let every walk print 0.
 */
test('the axe runner finds planted violations in the page, in a frame, and only inside what it is given', async ({ page }) => {
  await page.goto('/auth/login');
  await expect(page.locator('main')).toBeVisible();
  const clean = await runAxe(page);
  expect(clean.violations.map((v) => v.id)).toEqual([]);

  await page.evaluate(() => {
    const img = document.createElement('img');
    img.src = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
    document.querySelector('main')!.append(img);
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-label', 'Planted');
    dialog.append(document.createElement('button'));
    document.body.append(dialog);
  });
  const planted = await runAxe(page);
  expect(planted.violations.map((v) => v.id).sort()).toEqual(['button-name', 'image-alt']);
  // checked twice in one document: axe is injected once and runs again
  expect((await runAxe(page, ['[role="dialog"]'])).violations.map((v) => v.id)).toEqual(['button-name']);

  await page.evaluate(() => {
    const frame = document.createElement('iframe');
    frame.title = 'Planted frame';
    frame.srcdoc = '<!doctype html><html lang="en"><title>f</title><body><input type="text"></body></html>';
    document.body.append(frame);
    return new Promise((resolve) => frame.addEventListener('load', resolve));
  });
  const framed = await runAxe(page);
  const label = framed.violations.find((v) => v.id === 'label');
  expect(label?.nodes[0]?.target).toEqual(['iframe', 'input']);
});
