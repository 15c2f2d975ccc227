import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { spawn } from 'node:child_process';
import pg from 'pg';
import { solveToPayload, type PowChallenge } from '../../src/domain/auth/pow.ts';
import { connectionUrl, readConnectionInfo } from '../../server/db/embedded.ts';
import enShell from '../../src/i18n/en/shell.ts';
import { DEMO_PASSWORD, openPalette, signIn } from '../support/e2e/app.ts';

/**
 * Onboarding through the UI (model-based test (c); (a) and (b) are src/machines/onboarding.model.test.ts).
 * A fresh brand signs up through the real endpoint; its steps are marked done the way a settings save
 * marks them (SQL on the e2e server's database); the owner walks the checklist and submits; the admin
 * approves with the real ops CLI, and the open tab unlocks without a reload (live event).
 */
const dataDir = process.env.E2E_DATA_DIR!;

async function signUp(request: APIRequestContext): Promise<{ email: string; brandId: number }> {
  const challenge = (await (await request.get('/api/auth/challenge')).json()).data as PowChallenge;
  const email = `onboarding-${Date.now()}@e2e.test`;
  const res = await request.post('/api/auth/sign-up', {
    data: {
      company_name: 'Fresh Brand',
      first_name: 'Fresh',
      last_name: 'Owner',
      email,
      password: DEMO_PASSWORD,
      confirm_password: DEMO_PASSWORD,
      altcha: await solveToPayload(challenge),
    },
  });
  expect(res.status()).toBe(200);
  return { email, brandId: (await res.json()).data.user.brand_id };
}

async function setFlags(brandId: number, personal: boolean, pub: boolean, payment: boolean) {
  const info = readConnectionInfo(dataDir);
  if (!info) throw new Error(`no running database under ${dataDir}`);
  const client = new pg.Client({ connectionString: connectionUrl(info) });
  await client.connect();
  await client.query('UPDATE brands SET is_personal_info = $2, is_public_info = $3, is_payment_info = $4 WHERE id = $1', [
    brandId,
    personal,
    pub,
    payment,
  ]);
  await client.end();
}

/** The user comes back to the tab (the checklist refetches on focus). */
const refocus = (page: Page) => page.evaluate(() => window.dispatchEvent(new Event('focus')));

function ops(...args: string[]): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', 'ops', '--', ...args], {
      env: { ...process.env, DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (code) => resolve({ code, out }));
  });
}

test('a new owner walks the checklist, submits, and the menu unlocks live on approval', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { email, brandId } = await signUp(request);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/account-setting/);
  const checklist = page.getByTestId('onboarding-checklist');
  const menu = page.locator('nav[aria-label="Main menu"]');
  const submit = checklist.getByRole('button', { name: 'Submit onboarding' });

  // the three steps open their tabs; submit waits for 100 %
  for (const [name, tab] of [
    ['Personal info', 'personal'],
    ['Public info', 'public'],
    ['Payment info', 'payment'],
  ]) {
    await expect(checklist.getByRole('link', { name })).toHaveAttribute('href', `/account-setting?tab=${tab}`);
  }
  await expect(submit).toBeDisabled();
  await expect(menu.getByTestId('menu-greyed')).toHaveText(enShell.onboarding.incompleteOnboarding);

  // the palette offers submit disabled, with the reason
  const input = await openPalette(page);
  await input.fill('submit onboarding');
  await expect(page.locator('[cmdk-item]').filter({ hasText: 'Submit onboarding' })).toContainText(
    'Complete personal, public and payment info first',
  );
  await page.keyboard.press('Escape');

  // each saved step moves the radial chart by a third (percentage × 3.6°)
  for (const [personal, pub, payment, pct] of [
    [true, false, false, 33],
    [true, true, false, 67],
    [true, true, true, 100],
  ] as const) {
    await setFlags(brandId, personal, pub, payment);
    await refocus(page);
    await expect(page.getByTestId('onboarding-radial')).toHaveAttribute('data-angle', String(pct * 3.6));
  }
  await expect(submit).toBeEnabled();

  // submit → confirmation → success toast; the menu stays greyed, now 'submitted onboarding'
  await submit.click();
  const dialog = page.getByRole('alertdialog', { name: 'Submit your onboarding?' });
  await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByText('Your information has been successfully submitted')).toBeVisible();
  await expect(checklist.getByRole('heading', { name: 'Onboarding submitted' })).toBeVisible();
  await expect(checklist.getByRole('button', { name: 'Onboarding submitted' })).toBeDisabled();
  await expect(menu.getByTestId('menu-greyed')).toHaveText(enShell.onboarding.submittedOnboarding);

  // the admin approves from the operator CLI: the open tab unlocks without a reload
  const navigations: string[] = [];
  page.on('framenavigated', (f) => f === page.mainFrame() && navigations.push(f.url()));
  const approved = await ops('approve-onboarding', email);
  expect(approved.code, approved.out).toBe(0);
  await expect(menu.getByTestId('menu-greyed')).toHaveCount(0, { timeout: 20_000 });
  await expect(menu.getByRole('link').first()).toBeVisible();
  await expect(checklist).toHaveCount(0);
  expect(navigations).toEqual([]);
});
