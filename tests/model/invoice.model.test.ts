// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestModel } from 'xstate/graph';
import { createPerformanceInvoice } from '../../server/invoices/performance.ts';
import { lapseOverdueInvoices } from '../../server/invoices/service.ts';
import type { InvoiceDto } from '../../src/domain/invoices/contract.ts';
import { INVOICE_BRAND_ACTIONS } from '../../src/domain/invoices/enums.ts';
import { invoiceChart, invoiceEvent, type InvoiceEvent } from '../../src/machines/invoice.ts';
import { createTestApp, type TestApp } from '../support/api/app.ts';
import { invoicedPartner, lockedRecord } from '../support/api/invoices.ts';
import { brand, call, type Brand } from '../support/api/offers.ts';
import { edgePaths } from '../support/model/coverage.ts';
import { expectFullCoverage } from '../support/model/expect-coverage.ts';

/**
 * The invoice machine through the real server (decision 092): the brand's pay / unpay are PUT
 * /api/invoices/:id/status, the lapse is the overdue job's step at a time past the due day (the
 * requests keep today's clock, so an invoice marked unpaid stays unpaid as the chart says). In every
 * state the server must show the predicted status and refuse, with 409 status_not_allowed, every
 * brand action the machine refuses there.
 */
const EVENTS: readonly InvoiceEvent[] = [{ type: 'invoice.pay' }, { type: 'invoice.unpay' }, { type: 'invoice.lapse' }];
const model = createTestModel(invoiceChart, { events: [...EVENTS] });
const paths = edgePaths(model);
const DAY = 86_400_000;

describe('invoice machine', () => {
  it('paths cover every state and transition', () => {
    expectFullCoverage('invoice', invoiceChart, paths);
  });
});

describe('through the real API', () => {
  let t: TestApp;
  let b: Brand;
  let partnerId: number;
  beforeAll(async () => {
    t = await createTestApp();
    b = await brand(t.db);
    partnerId = (await invoicedPartner(t.db)).id;
  });
  afterAll(async () => t?.close());

  for (const path of paths) {
    it(path.description, async () => {
      const id = (await createPerformanceInvoice(t.db, b.brandId, lockedRecord(partnerId))).performance!.id;
      const put = (action: string) => call(t.url, 'PUT', `/api/invoices/${id}/status`, { token: b.owner.token, body: { action } });
      const brandAct = (action: string) => async () => expect((await put(action)).status).toBe(200);
      await path.test({
        events: {
          'invoice.pay': brandAct('pay'),
          'invoice.unpay': brandAct('unpay'),
          'invoice.lapse': async () => expect(await lapseOverdueInvoices(t.db, new Date(Date.now() + 31 * DAY))).toBeGreaterThan(0),
        },
        states: {
          '*': async (state) => {
            const got = (await call(t.url, 'GET', `/api/invoices/${id}`, { token: b.owner.token })).body.data as InvoiceDto;
            expect(got.status).toBe(state.value);
            expect(got.paid_at !== null).toBe(state.value === 'paid');
            for (const action of INVOICE_BRAND_ACTIONS) {
              if (state.can(invoiceEvent(action))) continue;
              const res = await put(action);
              expect([action, res.status, res.body.code]).toEqual([action, 409, 'status_not_allowed']);
            }
          },
        },
      });
    });
  }
});
