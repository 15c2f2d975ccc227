import { expect, test, type Page } from '@playwright/test';
import { createTestModel } from 'xstate/graph';
import { createPerformanceInvoice } from '../../server/invoices/performance.ts';
import { lapseOverdueInvoices } from '../../server/invoices/service.ts';
import { INVOICE_BRAND_ACTIONS, type InvoiceBrandAction, type InvoiceStatus } from '../../src/domain/invoices/enums.ts';
import en from '../../src/i18n/en/invoices.ts';
import { invoiceActions, invoiceChart, type InvoiceEvent } from '../../src/machines/invoice.ts';
import { invoicedPartner, lockedRecord } from '../support/api/invoices.ts';
import { openAndSettle, paletteRun, signInByApi } from '../support/e2e/app.ts';
import { closeDb, e2eDb, modelPaths, signInOwner } from '../support/e2e/offers-model.ts';

/**
 * Model-based UI test of the invoice machine (issue 29 item 3; decision 092; the API half is
 * tests/model/invoice.model.test.ts): the invoice chart's paths, each on a fresh performance invoice
 * of the demo brand (issued through the real service from a locked record of a partner of its own),
 * played in ONE signed-in page opened on the invoice (`search=<id>` opens it). The brand's pay / unpay
 * alternate between the detail's focused button + Enter and the palette's "Mark paid: #id"; the lapse
 * is the real overdue job at the real time after the invoice's due day was moved into the past (and
 * back after it, so a later unpay answers unpaid as the chart says), and its answer reaches the open
 * page live. After every step the detail and the list row show the chart's status, "Paid on" only
 * when paid, and a button for exactly the actions the chart allows.
 */
test.afterAll(closeDb);

const EVENTS: readonly InvoiceEvent[] = [{ type: 'invoice.pay' }, { type: 'invoice.unpay' }, { type: 'invoice.lapse' }];
const cover = modelPaths('invoice', invoiceChart, createTestModel(invoiceChart, { events: [...EVENTS] }));

test('the UI paths cover every state and transition of the invoice chart', () => {
  console.log(cover.report);
  expect(cover.coverage.states.missing).toEqual([]);
  expect(cover.coverage.transitions.missing).toEqual([]);
});

const T = en;

async function expectState(page: Page, id: number, status: InvoiceStatus) {
  const detail = page.getByTestId('invoice-detail');
  await expect(detail.getByRole('heading', { name: T.detail.title.replace('{id}', String(id)) })).toBeVisible();
  const fact = (label: string) => detail.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
  await expect(fact(T.columns.status)).toHaveText(T.status[status]);
  await expect(detail.locator('dt', { hasText: new RegExp(`^${T.columns.paid}$`) })).toHaveCount(status === 'paid' ? 1 : 0);
  const row = page
    .getByRole('table', { name: T.listLabel })
    .getByRole('row')
    .filter({ hasText: `${id}` });
  await expect(row).toContainText(T.status[status]);
  for (const action of INVOICE_BRAND_ACTIONS)
    await expect(detail.getByRole('button', { name: T.actions[action], exact: true }), `${action} in ${status}`).toHaveCount(
      invoiceActions(status).includes(action) ? 1 : 0,
    );
}

test('invoice paths through the UI, one sign-in', async ({ page, request }) => {
  test.setTimeout(30_000 + cover.paths.length * 15_000);
  const owner = await signInOwner(request);
  const partner = await invoicedPartner(e2eDb());
  await signInByApi(page, 'owner@demo.test', '/payment?filterActive=performanceInvoice');
  let n = 0;
  for (const path of cover.paths) {
    const viaPalette = n++ % 2 === 1;
    const issued = await createPerformanceInvoice(e2eDb(), owner.brandId, lockedRecord(partner.id));
    const id = issued.performance!.id;
    await openAndSettle(page, `/payment?filterActive=performanceInvoice&search=${id}`);
    const brandAct = (action: InvoiceBrandAction) => async () => {
      const saved = page.waitForResponse(
        (r) => r.request().method() === 'PUT' && new URL(r.url()).pathname === `/api/invoices/${id}/status`,
      );
      if (viaPalette) await paletteRun(page, `${T.actions[action]}: #${id}`);
      else {
        await page.getByTestId('invoice-detail').getByRole('button', { name: T.actions[action], exact: true }).focus();
        await page.keyboard.press('Enter');
      }
      expect((await saved).status()).toBe(200);
    };
    await path.test({
      events: {
        'invoice.pay': brandAct('pay'),
        'invoice.unpay': brandAct('unpay'),
        'invoice.lapse': async () => {
          // the payment term passes for this invoice only; the job lapses what is due anyway
          const due = await e2eDb().query('UPDATE invoices SET due_date = current_date - 1 WHERE id = $1', [id]);
          expect(due.rowCount).toBe(1);
          expect(await lapseOverdueInvoices(e2eDb(), new Date())).toBeGreaterThan(0);
          const { rows } = await e2eDb().query<{ status: string }>(
            'UPDATE invoices SET due_date = current_date + 30 WHERE id = $1 RETURNING status',
            [id],
          );
          expect(rows[0]?.status).toBe('overdue');
        },
      },
      states: { '*': async (state) => expectState(page, id, state.value as InvoiceStatus) },
    });
  }
});
