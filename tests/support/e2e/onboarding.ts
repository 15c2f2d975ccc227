import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { spawn } from 'node:child_process';
import pg from 'pg';
import { connectionUrl, readConnectionInfo } from '../../../server/db/embedded.ts';
import { solveToPayload, type PowChallenge } from '../../../src/domain/auth/pow.ts';
import type { OnboardingStep, StepFlags } from '../../../src/domain/onboarding/progress.ts';
import enAccount from '../../../src/i18n/en/account.ts';
import enCommon from '../../../src/i18n/en/common.ts';
import enOnboarding from '../../../src/i18n/en/onboarding.ts';
import { DEMO_PASSWORD } from './app.ts';

/**
 * Helpers of the onboarding UI tests: a fresh brand through the real sign-up endpoint, a step done by
 * saving its account-settings tab through the UI, a step undone on the e2e server's database (the
 * product has no "undo" control: only a rejection clears a step, and that is the ops CLI's), and the
 * real ops CLI run against the e2e server's data folder.
 */
const dataDir = () => {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  return dir;
};

let serial = 0;
/** A value no earlier save of this run used: the save button stays disabled on an unchanged form. */
export const unique = () => `${Date.now() % 1_000_000}${String(serial++ % 100).padStart(2, '0')}`;

export async function signUp(request: APIRequestContext): Promise<{ email: string; brandId: number }> {
  const challenge = (await (await request.get('/api/auth/challenge')).json()).data as PowChallenge;
  const email = `onboarding-model-${unique()}-${Math.random().toString(36).slice(2, 8)}@e2e.test`;
  const res = await request.post('/api/auth/sign-up', {
    data: {
      company_name: 'Model Brand',
      first_name: 'Model',
      last_name: 'Owner',
      email,
      password: DEMO_PASSWORD,
      confirm_password: DEMO_PASSWORD,
      altcha: await solveToPayload(challenge),
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return { email, brandId: (await res.json()).data.user.brand_id };
}

const COLUMN: Record<OnboardingStep, string> = { personal: 'is_personal_info', public: 'is_public_info', payment: 'is_payment_info' };

/** Clears one step's flag the way a rejection would, but alone (no event is published: the caller refocuses). */
export async function undoStep(brandId: number, step: OnboardingStep): Promise<void> {
  const info = readConnectionInfo(dataDir());
  if (!info) throw new Error(`no running database under ${dataDir()}`);
  const client = new pg.Client({ connectionString: connectionUrl(info) });
  await client.connect();
  try {
    await client.query(`UPDATE brands SET ${COLUMN[step]} = false WHERE id = $1`, [brandId]);
  } finally {
    await client.end();
  }
}

/** The user comes back to the tab (the checklist refetches on focus). */
export const refocus = (page: Page) => page.evaluate(() => window.dispatchEvent(new Event('focus')));

const F = enAccount.fields;
const enStepName: Record<OnboardingStep, string> = enOnboarding.steps;
const enSave: string = enCommon.save;

/** Opens the step's tab from the checklist link, fills its required fields and saves (spec 1 §3, §4). */
export async function saveStep(page: Page, step: OnboardingStep): Promise<void> {
  await page.getByTestId('onboarding-checklist').getByRole('link', { name: enStepName[step] }).click();
  await expect(page).toHaveURL(new RegExp(`/account-setting\\?tab=${step}$`));
  const form = page.getByRole('form', { name: enAccount.tabs[step] });
  const n = unique();
  if (step === 'personal') {
    await form.getByRole('textbox', { name: F.phone, exact: true }).fill(`+84 90${n}`);
  } else if (step === 'public') {
    await form.getByRole('textbox', { name: F.companyName }).fill(`Model Brand ${n}`);
    await form.getByRole('textbox', { name: F.website }).fill(`https://brand-${n}.example.com`);
    const first = form.getByRole('checkbox').first();
    // react-aria draws its own box over the native input: tick it the keyboard way
    if (!(await first.isChecked())) {
      await first.focus();
      await page.keyboard.press('Space');
      await expect(first).toBeChecked();
    }
  } else {
    const method = form.getByRole('button', { name: new RegExp(F.paymentMethod) });
    await method.click();
    await page.getByRole('option').first().click();
    await form.getByRole('textbox', { name: F.bankName }).fill(`Bank ${n}`);
    await form.getByRole('textbox', { name: F.accountNumber }).fill(`ACC${n}`);
    await form.getByRole('textbox', { name: F.accountName }).fill('Model Owner');
  }
  const PATHS: Record<OnboardingStep, string> = { personal: 'basic-info', public: 'public-info', payment: 'payment-info' };
  const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().endsWith(`/api/user/adv/info/${PATHS[step]}`));
  await form.getByRole('button', { name: enSave }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText(enAccount.saved).first()).toBeVisible();
}

/** Runs the operator CLI (`npm run ops -- …`'s command, without npm's start-up) on the e2e server's database. */
export function ops(...args: string[]): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', './server/js-to-ts.mjs', 'server/ops/cli.ts', ...args], {
      env: { ...process.env, DATA_DIR: dataDir() },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (code) => resolve({ code, out }));
  });
}

export const flagsEqual = (a: StepFlags, b: StepFlags) => a.personal === b.personal && a.public === b.public && a.payment === b.payment;
