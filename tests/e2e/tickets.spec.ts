import { expect, test, type Page } from '@playwright/test';
import { runAxe } from '../support/e2e/a11y-axe.ts';
import { paletteRun, signInByApi } from '../support/e2e/app.ts';
import { ops } from '../support/e2e/onboarding.ts';

/** Serious and critical axe findings in `include` (the route walk checks /ticket itself, not its detail and dialogs). */
async function expectAccessible(page: Page, include: string[] = []) {
  const found = (await runAxe(page, include)).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(found.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/**
 * Tickets by keyboard (issue 28, "Done when"): raise a ticket with an attachment through the palette,
 * receive the support's reply from the ops CLI live (no reload), accept it, reopen, close; then find a
 * ticket by its title in the palette.
 */
test('raise a ticket with an attachment, get the reply live, accept, reopen and close, by keyboard', async ({ page }) => {
  const title = `Keyboard ticket ${Date.now()}`;
  await signInByApi(page, 'owner@demo.test', '/ticket');
  await expect(page.getByRole('heading', { level: 1, name: 'Tickets' })).toBeVisible();

  await paletteRun(page, 'Raise a ticket');
  const dialog = page.getByRole('dialog', { name: 'New ticket' });
  await expect(dialog.getByLabel('Title')).toBeFocused();
  await expectAccessible(page, ['[role="dialog"]']);
  await page.keyboard.type(title);
  await dialog.getByLabel('Describe the problem').fill('Postbacks stopped arriving at 09:00.');
  // the file chooser is the operating system's; the test hands the file to the input as a person would pick it
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'postbacks.txt', mimeType: 'text/plain', buffer: Buffer.from('09:00 500\n') });
  await expect(dialog.getByRole('button', { name: 'Remove postbacks.txt' })).toBeVisible();
  await dialog.getByLabel('Title').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^#\\d+ ${title}$`) })).toBeVisible();
  await expect(page).toHaveURL(/\/ticket\?id=\d+/);
  await expect(page.getByRole('button', { name: 'Download postbacks.txt' })).toBeVisible();
  const id = new URL(page.url()).searchParams.get('id')!;
  const status = page.getByTestId('ticket-status');
  await expect(status).toContainText('Created');

  const replied = await ops('ticket-reply', id, 'We restarted the postback worker.');
  expect(replied.code, replied.out).toBe(0);
  // the server-sent event refreshes the open conversation
  await expect(page.getByText('We restarted the postback worker.')).toBeVisible();
  await expect(status).toContainText('Responded');

  await paletteRun(page, 'Accept the answer of the selected ticket');
  await expect(status).toContainText('Accepted');
  await paletteRun(page, 'Reopen the selected ticket');
  await expect(status).toContainText('Reopened');
  await paletteRun(page, 'Close the selected ticket');
  await expect(status).toContainText('Closed');
  await expectAccessible(page, ['main']);

  await paletteRun(page, 'Review the support');
  const review = page.getByRole('dialog', { name: 'Review the support' });
  await expect(review.getByLabel('Your review')).toBeFocused();
  await expectAccessible(page, ['[role="dialog"]']);
  await page.keyboard.press('Escape');

  // the palette's entity search finds a ticket by its title and opens its conversation
  await paletteRun(page, 'Find ticket…');
  const search = page.getByRole('combobox');
  await expect(search).toBeFocused();
  await page.keyboard.type('monthly invoice');
  await expect(page.locator('[role="option"]').first()).toContainText('How do I export the monthly invoice?');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: /^#\d+ How do I export the monthly invoice\?$/ })).toBeVisible();
});
