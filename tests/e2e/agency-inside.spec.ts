import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, openPalette, paletteRun } from '../support/e2e/app.ts';
import { runAxe } from '../support/e2e/a11y-axe.ts';
import { ops } from '../support/e2e/onboarding.ts';

/** axe's findings over the page as it is (the route walk sees /agency signed out only). */
const violations = async (page: Page) => (await runAxe(page)).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`);

/**
 * An agency inside the demo brand, by keyboard alone (issue 25 item 3; decision 077): no click, no
 * mouse. The agency is a fresh one of the marketplace, so the demo's own agency contracts stay as
 * other specs read them: the owner drafts and sends it a contract (reports read, offers full,
 * everything else closed), the operator signs it and adds the agency's user. The agency signs in,
 * enters the brand from the palette after the confirmation, reads a report, finds the account's own
 * action disabled with why (and the server refusing the write), then the brand terminates the
 * contract and the agency's open tab loses the brand on its next request.
 */
const EMAIL = `e2e-agency-${Date.now()}@agency-user.test`;
const PASSWORD = 'Agency-pass-2026!';

async function ownerToken(page: Page): Promise<string> {
  const res = await page.request.post('/api/auth/login', { data: { email: 'owner@demo.test', password: DEMO_PASSWORD } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { access_token: string } }).data.access_token;
}

/** A contract in force with a marketplace agency that has no live contract with the demo brand yet. */
async function freshContract(page: Page, token: string): Promise<{ contractId: number; agencyId: number; agencyName: string }> {
  const auth = { authorization: `Bearer ${token}` };
  const list = await page.request.get('/api/markets/agencies?page=1&limit=50', { headers: auth });
  const agencies = ((await list.json()) as { data: { items: { id: number; name: string }[] } }).data.items;
  for (const agency of agencies) {
    const draft = await page.request.post('/api/agency-contracts', {
      headers: auth,
      data: {
        agency_id: agency.id,
        fee_type: 'performance',
        performance_fee_percent: '5',
        duration_id: 2,
        start_at: new Date(Date.now() - 60_000).toISOString(),
        terms: 'Keyboard-only end-to-end contract.',
        permissions: { dashboard: 2, report: 2, offers: 15 },
      },
    });
    if (draft.status() !== 200) continue; // a live contract with this agency already
    const contractId = ((await draft.json()) as { data: { id: number } }).data.id;
    const sent = await page.request.put(`/api/agency-contracts/${contractId}/status`, { headers: auth, data: { action: 'send' } });
    expect(sent.status()).toBe(200);
    const signed = await ops('agency-contract-sign', String(contractId));
    expect(signed.code, signed.out).toBe(0);
    return { contractId, agencyId: agency.id, agencyName: agency.name };
  }
  throw new Error('no marketplace agency is free for a new contract');
}

test('an agency signs in, enters the demo brand, reads a report, is refused the account’s own write, and loses the brand when the contract is terminated', async ({
  page,
}) => {
  const owner = await ownerToken(page);
  const { contractId, agencyId, agencyName } = await freshContract(page, owner);
  const added = await ops('agency-user-add', String(agencyId), EMAIL, PASSWORD);
  expect(added.code, added.out).toBe(0);

  // sign in as the agency: the email field has the focus
  await page.goto('/agency/login');
  await expect(page.getByRole('heading', { name: 'Sign in as an agency' })).toBeVisible();
  await expect(page.getByLabel('Email')).toBeFocused();
  await page.keyboard.type(EMAIL);
  await page.keyboard.press('Tab');
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/agency$/);
  await expect(page.getByRole('heading', { name: 'Demo Brand' })).toBeVisible();
  await expect(page.getByText(`Contract ${contractId}`)).toBeVisible();
  expect(await violations(page)).toEqual([]);

  // the palette opens on this page's commands (decision 068): entering the first brand comes first
  await openPalette(page);
  await expect(page.locator('[cmdk-item]').first()).toHaveAttribute('data-value', 'agencyInside.enter.1');
  await page.keyboard.press('Escape');
  // enter the brand from the palette, after the confirmation (its confirm button has the focus)
  await paletteRun(page, 'Enter brand Demo Brand as the agency');
  const confirm = page.getByRole('alertdialog', { name: 'Enter Demo Brand?' });
  await expect(confirm).toContainText(`contract ${contractId}`);
  expect(await violations(page)).toEqual([]);
  await page.keyboard.press('Enter');
  await expect(page.getByText(`${agencyName} acting for the brand`)).toBeVisible();
  // entering closed the agency session of this tab
  expect(await page.evaluate(() => sessionStorage.getItem('bc.agency_token'))).toBeNull();

  // read a report (reports: read)
  const report = page.waitForResponse((r) => r.url().includes('/api/report/advertiser/') && r.request().method() === 'GET');
  await paletteRun(page, 'Go to Performance report');
  expect((await report).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // the account's own write: the palette lists it disabled with why …
  const input = await openPalette(page);
  await input.fill('Change password');
  const item = page.locator('[cmdk-item]').filter({ hasText: /^Change password/ });
  await expect(item).toHaveAttribute('aria-disabled', 'true');
  await expect(item).toContainText("An agency cannot use the brand account's own settings");
  await page.keyboard.press('Escape');
  // … and the server answers 403 to the tab's own session, as to a write outside the contract's levels
  const refused = await page.evaluate(async () => {
    const token = localStorage.getItem('bc.access_token');
    const call = (method: string, path: string, body: unknown) =>
      fetch(path, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then(async (r) => [r.status, ((await r.json()) as { code: string }).code]);
    return [
      await call('PUT', '/api/user/change-password', {
        current_password: 'x',
        password: 'New-pass-2026!',
        confirm_password: 'New-pass-2026!',
      }),
      // management is closed (0) in this contract
      await call('POST', '/api/agency-contracts', {}),
    ];
  });
  expect(refused).toEqual([
    [403, 'agency_not_allowed'],
    [403, 'forbidden'],
  ]);

  // the brand terminates the contract: the open tab's next request ends the brand for the agency
  const terminated = await page.request.put(`/api/agency-contracts/${contractId}/status`, {
    headers: { authorization: `Bearer ${owner}` },
    data: { action: 'terminate' },
  });
  expect(terminated.status()).toBe(200);
  // a page this tab has not read yet, so its list is asked of the server now
  await paletteRun(page, 'Go to Offers');
  const ended = page.getByRole('alertdialog').filter({ hasText: "The agency's contract with this brand has ended" });
  await expect(ended).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/agency\/login/);
});

test('a tab whose stored user changed in another tab cancels its request and starts again as the stored user (spec 1 §4)', async ({
  context,
}) => {
  // the owner's tab
  const ownerTab = await context.newPage();
  await ownerTab.goto('/auth/login');
  await expect(ownerTab.getByLabel('Email')).toBeFocused();
  await ownerTab.keyboard.type('owner@demo.test');
  await ownerTab.keyboard.press('Tab');
  await ownerTab.keyboard.type(DEMO_PASSWORD);
  await ownerTab.keyboard.press('Enter');
  await expect(ownerTab.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  // the demo agency enters the demo brand in another tab of the same browser (its contract is in force)
  const agencyTab = await context.newPage();
  await agencyTab.goto('/agency/login');
  await expect(agencyTab.getByLabel('Email')).toBeFocused();
  await agencyTab.keyboard.type('agency@demo.test');
  await agencyTab.keyboard.press('Tab');
  await agencyTab.keyboard.type(DEMO_PASSWORD);
  await agencyTab.keyboard.press('Enter');
  await expect(agencyTab.getByRole('heading', { name: 'Demo Brand' })).toBeVisible();
  await paletteRun(agencyTab, 'Enter brand Demo Brand as the agency');
  await agencyTab.keyboard.press('Enter');
  await expect(agencyTab.getByText('acting for the brand')).toBeVisible();
  // the owner's tab asks for a page it has not read: the request is not sent as the owner, the tab
  // starts again and now shows the agency's session
  await ownerTab.bringToFront();
  await paletteRun(ownerTab, 'Go to Offers');
  await expect(ownerTab.getByText('acting for the brand')).toBeVisible();
});
