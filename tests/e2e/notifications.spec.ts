import { expect, test, type Page } from '@playwright/test';
import { spawn } from 'node:child_process';
import pg from 'pg';
import { connectionUrl, readConnectionInfo } from '../../server/db/embedded.ts';
import { signInByApi } from '../support/e2e/app.ts';

/**
 * A notification sent by the ops CLI reaches an open tab live (server-sent events, no reload): the
 * badge goes up, the dropdown lists it, clicking it opens its target with `notification_id`, which
 * marks it read, and the badge goes back down.
 */
const dataDir = process.env.E2E_DATA_DIR!;
const OWNER = 'owner@demo.test';

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

/** One of the owner's demo offers, so the target screen is a real one. */
async function ownerOfferId(): Promise<number> {
  const info = readConnectionInfo(dataDir);
  if (!info) throw new Error(`no running database under ${dataDir}`);
  const client = new pg.Client({ connectionString: connectionUrl(info) });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number }>(
      'SELECT o.id FROM offers o JOIN brand_users u ON u.brand_id = o.brand_id WHERE lower(u.email) = $1 ORDER BY o.id LIMIT 1',
      [OWNER],
    );
    if (!rows[0]) throw new Error('the demo owner has no offer');
    return Number(rows[0].id);
  } finally {
    await client.end();
  }
}

/** The badge as a number (no badge = 0). */
async function unread(page: Page): Promise<number> {
  const badge = page.getByTestId('bell-badge');
  return (await badge.count()) ? Number(await badge.textContent()) : 0;
}

test('a notification sent from the ops CLI shows up live, opens its target and is marked read', async ({ page }) => {
  test.setTimeout(90_000);
  const offerId = await ownerOfferId();
  // the first unread count must have arrived before the badge is read
  const firstCount = page.waitForResponse((r) => r.url().includes('/api/user/adv/unread-notifications'));
  await signInByApi(page, OWNER, '/help');
  const bell = page.getByTestId('bell');
  await expect(bell).toBeVisible();
  await firstCount;
  await page.waitForTimeout(300);
  const before = await unread(page);
  expect(before).toBeLessThan(98);

  const navigations: string[] = [];
  page.on('framenavigated', (f) => f === page.mainFrame() && navigations.push(f.url()));
  const name = `Live E2E ${Date.now()}`;
  const sent = await ops(
    'notify',
    OWNER,
    'offerStatusChanged',
    JSON.stringify({ offer_id: offerId, offer_name: name, offer_status: 'paused' }),
  );
  expect(sent.code, sent.out).toBe(0);
  expect(sent.out).toMatch(/Sent case 1/);

  const badge = page.getByTestId('bell-badge');
  await expect(badge).toHaveText(String(before + 1), { timeout: 20_000 });
  expect(navigations).toEqual([]); // live, not a reload

  await bell.click();
  const item = page.getByTestId('notification-item').filter({ hasText: name });
  await expect(item).toBeVisible();
  await expect(item).toHaveAttribute('href', new RegExp(`^/offers/${offerId}/detail\\?notification_id=[0-9a-f-]{36}$`));
  await item.click();

  // the target screen marks it read, then drops notification_id from the address
  await expect(page).toHaveURL(new RegExp(`/offers/${offerId}/detail$`), { timeout: 15_000 });
  if (before === 0) await expect(badge).toHaveCount(0, { timeout: 15_000 });
  else await expect(badge).toHaveText(String(before), { timeout: 15_000 });
});
