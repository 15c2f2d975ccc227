import { expect, test, type Page } from '@playwright/test';
import { runAxe } from '../support/e2e/a11y-axe.ts';
import { DEMO_PASSWORD, openAndSettle, paletteRun, signInByApi } from '../support/e2e/app.ts';
import { layoutFindings } from '../support/e2e/layout-check.ts';
import { tableFitFindings } from '../support/e2e/table-fit-check.ts';

/**
 * The guided reconciliation by keyboard on the real server (issue 27 item 3; decision 093): two weeks
 * of the demo brand's tracked conversions, two months ago (no other spec reads them). A first ledger with one unknown order shows every
 * conversion as only tracked (that is how the test learns their order ids and amounts); the ledger
 * then uploaded holds all of them but two, so the loop is: upload through the palette, approve the
 * matched group, reject the only-tracked group with a reason, sign off — each through the palette.
 */
const dayAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
const [start, end] = [dayAgo(70), dayAgo(57)];
const PATH = `/payment?filterActive=crossCheck&typeReport=reconcile&periodStart=${start}&periodEnd=${end}`;
const API = '/api/payment/reconciliation';

async function uploadByPalette(page: Page, name: string, text: string) {
  const chooser = page.waitForEvent('filechooser');
  await paletteRun(page, 'Upload reconciliation ledger');
  await (await chooser).setFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
}

test('uploads a ledger, approves matched, rejects only-tracked with a reason and signs off, by keyboard', async ({ page }) => {
  await signInByApi(page, 'owner@demo.test');
  await openAndSettle(page, PATH);
  await expect(page.getByRole('heading', { name: 'Reconciliation' })).toBeVisible();
  await expect(page.getByText('No ledger uploaded for this period yet.')).toBeVisible();

  await uploadByPalette(page, 'probe.csv', 'order_id,amount,status\nNO-SUCH-ORDER,1,completed\n');
  await expect(page.getByRole('tab', { name: /Only in the ledger \(1\)/ })).toBeVisible();
  const login = await page.request.post('/api/auth/login', { data: { email: 'owner@demo.test', password: DEMO_PASSWORD } });
  const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
  const q = new URLSearchParams({ period_start: start, period_end: end, group: 'only_tracked', limit: '200' });
  const rows = (
    (await (await page.request.get(`${API}/rows?${q}`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
      data: { items: { transaction_id: string; tracked_amount: string }[] };
    }
  ).data.items.filter((r) => r.transaction_id !== '');
  expect(rows.length).toBeGreaterThan(2);
  const kept = rows.slice(2);
  await uploadByPalette(
    page,
    'ledger.csv',
    ['order_id,amount,status', ...kept.map((r) => `${r.transaction_id},${r.tracked_amount},completed`)].join('\n'),
  );
  await expect(page.getByRole('tab', { name: `Matched (${kept.length})` })).toBeVisible();

  await paletteRun(page, 'Approve the Matched group');
  await expect(page.getByText(/^\d+ changed, \d+ refused, \d+ unchanged$/)).toBeVisible();
  await expect(page.getByText(`${kept.length} of ${kept.length} decided`)).toBeVisible();

  await paletteRun(page, 'Show reconciliation group: Only tracked');
  await expect(page.getByRole('tab', { name: /Only tracked/, selected: true })).toBeVisible();
  await paletteRun(page, 'Reject the Only tracked group with a reason');
  const dialog = page.getByRole('dialog', { name: 'Reject conversions' });
  await expect(dialog.getByLabel('Reason')).toBeFocused();
  await page.keyboard.insertText('Not in our order ledger');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/^\d+ changed, \d+ refused, \d+ unchanged$/).last()).toBeVisible();
  await expect(page.getByText(/^(\d+) of \1 decided$/)).toBeVisible();

  await paletteRun(page, 'Sign off the reconciliation');
  await expect(page.getByText('Signed off', { exact: true })).toBeVisible();
  await expect(page.getByRole('paragraph').filter({ hasText: /^Signed off by .+ on / })).toBeVisible();
  const history = page.getByRole('list').filter({ hasText: 'Ledger uploaded' });
  await expect(history.getByRole('listitem')).toHaveCount(5);
  await expect(history).toContainText('Not in our order ledger');

  // the route walk sees /payment without a period: the reconcile view gets the walk's checks here
  const axe = await runAxe(page);
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  expect(await layoutFindings(page, { narrow: false, signedIn: true })).toEqual([]);
  expect(await tableFitFindings(page)).toEqual([]);
});
