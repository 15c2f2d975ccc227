// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceDto, InvoiceRow } from '../../src/domain/invoices/contract.ts';
import { NOTIFICATION_CASE } from '../../src/domain/notifications/cases.ts';
import { targetOf } from '../../src/domain/notifications/targets.ts';
import { WEBHOOK_EVENT } from '../../src/domain/webhooks/events.ts';
import { createTestApp, type TestApp } from '../../tests/support/api/app.ts';
import { addAgency, agencyContractBody, draftAgencyContract } from '../../tests/support/api/agencies.ts';
import { addUser, levels } from '../../tests/support/api/employees.ts';
import { invoicedPartner, lockedRecord, pdfText } from '../../tests/support/api/invoices.ts';
import { list, type ListData } from '../../tests/support/api/notifications.ts';
import { brand, call, type Brand } from '../../tests/support/api/offers.ts';
import { changeAgencyContract } from '../agencies/contracts.ts';
import { manualClock, setClock, systemClock } from '../db/clock.ts';
import { createJobRunner } from '../jobs/runner.ts';
import { INVOICE_JOB, invoiceJob } from './job.ts';
import { createPerformanceInvoice } from './performance.ts';

/** Invoices (issue 27 item 4; decision 092) on the real PostgreSQL. */
let t: TestApp;
let partner: { id: number; name: string };
beforeAll(async () => {
  t = await createTestApp({ queue: true });
  partner = await invoicedPartner(t.db);
});
afterAll(async () => t?.close());

const get = (b: Brand, path: string) => call(t.url, 'GET', path, { token: b.owner.token });
const act = (b: Brand, id: number, action: string, token = b.owner.token) =>
  call(t.url, 'PUT', `/api/invoices/${id}/status`, { token, body: { action } });
const ids = (rows: unknown) => (rows as { items: InvoiceRow[] }).items.map((r) => r.id);

/** A signed agency contract of brand `b` from `start`: monthly retainer of 1500 on the 5th and a 10 % performance fee. */
async function agencyContract(b: Brand, start: string, over: Parameters<typeof agencyContractBody>[1] = {}) {
  const agencyId = await addAgency(t.db, 'Công ty Đại lý Ánh Dương');
  const id = await draftAgencyContract(t.url, b.owner.token, agencyContractBody(agencyId, { start_at: start, duration_id: 2, ...over }));
  await call(t.url, 'PUT', `/api/agency-contracts/${id}/status`, { token: b.owner.token, body: { action: 'send' } });
  await changeAgencyContract(t.db, b.brandId, id, 'sign', new Date(start));
  return { id, agencyId };
}

async function hooked(): Promise<Brand> {
  const b = await brand(t.db);
  await t.db.query(
    `INSERT INTO webhook_endpoints (brand_id, url, secret, events) VALUES ($1, 'https://hooks.example.com/i', 'whsec_dA==', $2)`,
    [b.brandId, [WEBHOOK_EVENT.invoiceChanged]],
  );
  return b;
}

describe('performance invoices from a locked cross-check record', () => {
  it('issue the record’s lines and totals, unpaid and due after the payment term, with a platform invoice per agency fee in force', async () => {
    const b = await hooked();
    const contract = await agencyContract(b, '2026-09-01T00:00:00.000Z');
    const record = lockedRecord(partner.id);
    const now = new Date('2026-11-03T10:00:00.000Z');
    const { performance, platform } = await createPerformanceInvoice(t.db, b.brandId, record, now);
    expect(performance).toMatchObject({
      type: 'performance',
      status: 'unpaid',
      party_name: partner.name,
      partner_id: partner.id,
      currency: 'USD',
      period_start: '2026-10-01',
      period_end: '2026-10-31',
      subtotal: '1354.61',
      vat: '135.46',
      total: '1490.07',
      issued_at: '2026-11-03T10:00:00.000Z',
      due_date: '2026-12-03',
      paid_at: null,
    });
    expect(performance!.lines.map((l) => [l.kind, l.amount])).toEqual([
      ['commission', '1234.56'],
      ['bonus', '100.00'],
      ['arrears', '20.05'],
      ['vat', '135.46'],
    ]);
    // 10 % of 1234.56 = 123.456 → 123.46 (half-up, once)
    expect(platform).toHaveLength(1);
    expect(platform[0]).toMatchObject({
      type: 'platform',
      agency_id: contract.agencyId,
      contract_id: contract.id,
      based_on_id: performance!.id,
    });
    expect(platform[0]!.lines).toEqual([{ position: 1, kind: 'platform_fee', base: '1234.56', percent: '10.00', amount: '123.46' }]);
    expect([platform[0]!.total, platform[0]!.party_name]).toEqual(['123.46', 'Công ty Đại lý Ánh Dương']);
    // the hook may run twice: nothing more
    expect(await createPerformanceInvoice(t.db, b.brandId, record, now)).toEqual({ performance: null, platform: [] });
    expect((await get(b, '/api/invoices')).body.data).toMatchObject({ paging: { total_row: 2 } });

    const hooks = await t.db.query<{ payload: { data: { action: string; type: string; total: string } } }>(
      'SELECT payload FROM webhook_deliveries WHERE brand_id = $1 AND event_type = $2 ORDER BY id',
      [b.brandId, WEBHOOK_EVENT.invoiceChanged],
    );
    expect(hooks.rows.map((r) => `${r.payload.data.action}:${r.payload.data.type}:${r.payload.data.total}`)).toEqual([
      'issue:performance:1490.07',
      'issue:platform:123.46',
    ]);
    const notes = ((await list(t.url, b.owner.token)).body.data as ListData).items.filter(
      (n) => n.case_id === NOTIFICATION_CASE.invoiceIssued,
    );
    const targets = notes.map((n) => targetOf({ ...n, is_read: true }));
    expect(targets).toEqual(
      expect.arrayContaining([
        { kind: 'internal', path: `/payment?filterActive=performanceInvoice&search=${performance!.id}` },
        { kind: 'internal', path: `/payment?filterActive=platformInvoice&search=${platform[0]!.id}` },
      ]),
    );
  });

  it('in VND rounds to whole dong; refuses a record whose total disagrees with its parts', async () => {
    const b = await brand(t.db);
    const record = lockedRecord(partner.id, {
      currency: 'VND',
      approvedCommission: '25000000.5',
      bonus: '0',
      arrears: '0',
      vat: '2500000.4',
    });
    expect(record.total).toBe('27500001');
    const { performance } = await createPerformanceInvoice(t.db, b.brandId, record);
    expect([performance!.subtotal, performance!.vat, performance!.total]).toEqual(['25000001.00', '2500000.00', '27500001.00']);
    await expect(createPerformanceInvoice(t.db, b.brandId, lockedRecord(partner.id, { total: '1.00' }))).rejects.toMatchObject({
      status: 422,
      code: 'invalid_record',
    });
  });
});

describe('the list, detail, export and bonus-arrears', () => {
  it('filters by type and status, searches by invoice id (also "#id") or party, newest first, with totals by status', async () => {
    const b = await brand(t.db);
    await agencyContract(b, '2026-09-01T00:00:00.000Z');
    const a = (await createPerformanceInvoice(t.db, b.brandId, lockedRecord(partner.id))).performance!;
    const c = await createPerformanceInvoice(
      t.db,
      b.brandId,
      lockedRecord(partner.id, { periodStart: '2026-09-01', periodEnd: '2026-09-30' }),
    );
    const all = (await get(b, '/api/invoices')).body.data as { items: InvoiceRow[]; totals: Record<string, string> };
    expect(all.items.map((r) => r.id)).toEqual([c.platform[0]!.id, c.performance!.id, ...[a.id + 1, a.id].sort((x, y) => y - x)]);
    expect(all.totals).toEqual({ currency: 'USD', unpaid: '3227.06', overdue: '0', paid: '0' });
    expect(ids((await get(b, '/api/invoices?type=platform')).body.data)).toEqual([c.platform[0]!.id, a.id + 1]);
    expect(ids((await get(b, `/api/invoices?search=${a.id}`)).body.data)).toEqual([a.id]);
    expect(ids((await get(b, `/api/invoices?search=%23${a.id}`)).body.data)).toEqual([a.id]);
    expect(ids((await get(b, `/api/invoices?search=${encodeURIComponent('ánh dương')}&type=platform`)).body.data)).toHaveLength(2);
    await act(b, a.id, 'pay');
    expect(ids((await get(b, '/api/invoices?status=paid')).body.data)).toEqual([a.id]);
    expect(((await get(b, '/api/invoices?type=performance')).body.data as { totals: unknown }).totals).toEqual({
      currency: 'USD',
      unpaid: '1490.07',
      overdue: '0',
      paid: '1490.07',
    });
    expect(((await get(b, '/api/invoices?limit=25&page=2')).body.data as { paging: unknown }).paging).toEqual({
      current_page: 2,
      limit: 25,
      total_row: 4,
      total_page: 1,
    });
    // another brand sees none of them
    const other = await brand(t.db);
    expect((await get(other, `/api/invoices/${a.id}`)).status).toBe(404);
    expect(ids((await get(other, `/api/invoices?search=${a.id}`)).body.data)).toEqual([]);
    expect((await get(b, `/api/invoices/${a.id}`)).body.data).toMatchObject({ id: a.id, status: 'paid', lines: a.lines });
  });

  it('exports the filtered invoices as CSV with headers in the chosen language and exact amounts', async () => {
    const b = await brand(t.db);
    const { performance } = await createPerformanceInvoice(t.db, b.brandId, lockedRecord(partner.id));
    const res = await fetch(`${t.url}/api/invoices/export?type=performance&format=csv&lang=vi`, {
      headers: { authorization: `Bearer ${b.owner.token}` },
    });
    expect(res.headers.get('content-type')).toContain('text/csv');
    const [head, row, ...rest] = (await res.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(head).toBe(
      'Hóa đơn,Loại,Bên lập,Kỳ (start),Kỳ (end),Tiền tệ,Tạm tính,Thuế GTGT,Tổng cộng,Trạng thái,Ngày lập,Hạn thanh toán,Ngày thanh toán',
    );
    expect(row).toContain(`${performance!.id},Hiệu suất,`);
    expect(row).toContain(',USD,1354.61,135.46,1490.07,Chưa thanh toán,');
    expect(rest).toEqual([]);
  });

  it('bonus-arrears lists the performance invoices of the range with their sums', async () => {
    const b = await brand(t.db);
    const oct = (await createPerformanceInvoice(t.db, b.brandId, lockedRecord(partner.id))).performance!;
    await createPerformanceInvoice(
      t.db,
      b.brandId,
      lockedRecord(partner.id, { periodStart: '2026-08-01', periodEnd: '2026-08-31', bonus: '0.50' }),
    );
    const res = (await get(b, '/api/invoices/bonus-arrears?period_start=2026-09-01&period_end=2026-12-31')).body.data;
    expect(res).toEqual({
      items: [
        {
          invoice_id: oct.id,
          partner_id: partner.id,
          party_name: partner.name,
          currency: 'USD',
          period_start: '2026-10-01',
          period_end: '2026-10-31',
          bonus: '100.00',
          arrears: '20.05',
        },
      ],
      totals: { currency: 'USD', bonus: '100.00', arrears: '20.05' },
    });
    const all = (await get(b, '/api/invoices/bonus-arrears')).body.data as { totals: unknown };
    expect(all.totals).toEqual({ currency: 'USD', bonus: '100.50', arrears: '40.10' });
  });
});

describe('the PDF (made on the server, read back by pdfjs-dist)', () => {
  it('carries the invoice id, the total and the lines in English, and in Vietnamese with every diacritic', async () => {
    const b = await brand(t.db);
    const usd = (await createPerformanceInvoice(t.db, b.brandId, lockedRecord(partner.id))).performance!;
    const en = await fetch(`${t.url}/api/invoices/${usd.id}/download-pdf?lang=en`, {
      headers: { authorization: `Bearer ${b.owner.token}` },
    });
    expect([en.status, en.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    const enText = await pdfText(new Uint8Array(await en.arrayBuffer()));
    expect(enText).toContain(`Invoice no. ${usd.id}`);
    expect(enText).toContain('$1,490.07');
    expect(enText).toContain('Approved commission');

    const vnd = (
      await createPerformanceInvoice(
        t.db,
        b.brandId,
        lockedRecord(partner.id, { currency: 'VND', approvedCommission: '25000000', bonus: '0', arrears: '0', vat: '2500000' }),
      )
    ).performance!;
    const vi = await fetch(`${t.url}/api/invoices/${vnd.id}/download-pdf?lang=vi`, {
      headers: { authorization: `Bearer ${b.owner.token}` },
    });
    const viText = await pdfText(new Uint8Array(await vi.arrayBuffer()));
    expect(viText).toContain(`Số hóa đơn ${vnd.id}`);
    expect(viText).toContain('27.500.000 ₫');
    expect(viText).toContain('HÓA ĐƠN');
    expect(viText).toContain('Hoa hồng đã duyệt');
    expect(viText).toContain('Chưa thanh toán');
    expect((await get(b, '/api/invoices/999999999/download-pdf')).status).toBe(404);
  });
});

describe('states: mark paid / unpaid, the overdue job on the injectable clock', () => {
  it('pay → paid, pay again 409, unpay → unpaid; every mark is audited and reaches the webhooks', async () => {
    const b = await hooked();
    const { performance } = await createPerformanceInvoice(t.db, b.brandId, lockedRecord(partner.id));
    const id = performance!.id;
    const paid = (await act(b, id, 'pay')).body.data as InvoiceDto;
    expect([paid.status, paid.paid_at !== null]).toEqual(['paid', true]);
    expect([(await act(b, id, 'pay')).status, (await act(b, id, 'pay')).body.code]).toEqual([409, 'status_not_allowed']);
    expect((await act(b, id, 'unpay')).body.data).toMatchObject({ status: 'unpaid', paid_at: null });
    expect([(await act(b, id, 'unpay')).status]).toEqual([409]);
    expect((await act(b, 999_999_999, 'pay')).status).toBe(404);
    expect((await act(b, id, 'cancel')).status).toBe(422);
    const audit = await t.db.query<{ action: string; changes: unknown }>(
      `SELECT action, changes FROM audit_log WHERE brand_id = $1 AND object_type = 'invoice' AND object_id = $2 ORDER BY id`,
      [b.brandId, String(id)],
    );
    expect(audit.rows).toEqual([
      { action: 'invoices.pay', changes: { status: ['unpaid', 'paid'] } },
      { action: 'invoices.unpay', changes: { status: ['paid', 'unpaid'] } },
    ]);
    const hooks = await t.db.query<{ payload: { data: { action: string; status: string } } }>(
      'SELECT payload FROM webhook_deliveries WHERE brand_id = $1 AND event_type = $2 ORDER BY id',
      [b.brandId, WEBHOOK_EVENT.invoiceChanged],
    );
    expect(hooks.rows.map((r) => `${r.payload.data.action}:${r.payload.data.status}`)).toEqual([
      'issue:unpaid',
      'pay:paid',
      'unpay:unpaid',
    ]);
  });

  it('the job lapses unpaid invoices after the payment term (not before, not twice) and reminds the brand; marking unpaid after it lapses at once', async () => {
    const b = await brand(t.db);
    const issued = new Date('2030-01-10T09:00:00.000Z');
    const x = (await createPerformanceInvoice(t.db, b.brandId, lockedRecord(partner.id), issued)).performance!;
    const y = (await createPerformanceInvoice(t.db, b.brandId, lockedRecord(partner.id), issued)).performance!;
    expect(x.due_date).toBe('2030-02-09');
    await act(b, y.id, 'pay');
    const clock = manualClock(new Date('2030-02-09T23:59:00.000Z'));
    const runner = createJobRunner({ jobs: [invoiceJob(t.db)], clock });
    // the due day itself is still in time (the run lapses the file's older invoices, not these)
    await runner.runDue();
    expect(((await get(b, `/api/invoices/${x.id}`)).body.data as InvoiceDto).status).toBe('unpaid');
    clock.set(new Date('2030-02-10T00:00:00.000Z'));
    await runner.runDue();
    expect(((await get(b, `/api/invoices/${x.id}`)).body.data as InvoiceDto).status).toBe('overdue');
    expect(((await get(b, `/api/invoices/${y.id}`)).body.data as InvoiceDto).status).toBe('paid');
    expect((await runner.runDue())[INVOICE_JOB]).toBe(0);
    const reminders = ((await list(t.url, b.owner.token)).body.data as ListData).items.filter(
      (n) => n.case_id === NOTIFICATION_CASE.invoiceDueReminder,
    );
    expect(reminders.map((n) => targetOf({ ...n, is_read: true }))).toEqual([
      { kind: 'internal', path: `/payment?filterActive=performanceInvoice&search=${x.id}` },
    ]);
    // overdue → paid → unpaid: past its due day it is overdue again at once
    expect((await act(b, x.id, 'pay')).body.data).toMatchObject({ status: 'paid' });
    setClock(t.db, clock);
    try {
      expect((await act(b, x.id, 'unpay')).body.data).toMatchObject({ status: 'overdue', paid_at: null });
    } finally {
      setClock(t.db, systemClock);
    }
  });
});

describe('retainer invoices from the agency contracts (retainersDue)', () => {
  it('the job and the brand’s "issue due" invoice each instalment due up to today once, in the brand’s currency', async () => {
    const b = await brand(t.db);
    await t.db.query(`UPDATE brands SET currency = 'VND' WHERE id = $1`, [b.brandId]);
    const { id: contractId } = await agencyContract(b, '2031-01-01T00:00:00.000Z', {
      retainer_fee: '15000000',
      performance_fee_percent: '12.5',
    });
    const clock = manualClock(new Date('2031-02-06T08:00:00.000Z'));
    const runner = createJobRunner({ jobs: [invoiceJob(t.db)], clock });
    await runner.runDue();
    const first = (await get(b, '/api/invoices?type=retainer')).body.data as { items: InvoiceRow[] };
    expect(first.items.map((r) => [r.contract_id, r.period_start, r.total, r.currency, r.party_name])).toEqual([
      [contractId, '2031-02-05', '15000000.00', 'VND', 'Công ty Đại lý Ánh Dương'],
      [contractId, '2031-01-05', '15000000.00', 'VND', 'Công ty Đại lý Ánh Dương'],
    ]);
    const notes = ((await list(t.url, b.owner.token)).body.data as ListData).items.filter(
      (n) => n.case_id === NOTIFICATION_CASE.invoiceIssued,
    );
    expect(targetOf({ ...notes[0]!, is_read: true })).toEqual({
      kind: 'internal',
      path: `/payment?filterActive=retainer&search=${first.items[0]!.id}`,
    });
    setClock(t.db, { now: () => new Date('2031-03-05T12:00:00.000Z') });
    try {
      const issued = await call(t.url, 'POST', '/api/invoices/issue-due', { token: b.owner.token });
      const [march] = (issued.body.data as { issued: number[] }).issued;
      expect((issued.body.data as { issued: number[] }).issued).toHaveLength(1);
      expect((await get(b, `/api/invoices/${march}`)).body.data).toMatchObject({
        type: 'retainer',
        period_start: '2031-03-05',
        due_date: '2031-04-04',
      });
      expect((await call(t.url, 'POST', '/api/invoices/issue-due', { token: b.owner.token })).body.data).toEqual({ issued: [] });
    } finally {
      setClock(t.db, systemClock);
    }
    const audit = await t.db.query<{ action: string }>(`SELECT action FROM audit_log WHERE brand_id = $1 ORDER BY id`, [b.brandId]);
    expect(audit.rows.map((r) => r.action).filter((a) => a.startsWith('invoices.'))).toEqual([
      'invoices.issue',
      'invoices.issueDue',
      'invoices.issueDue',
    ]);
  });
});

describe('authorization (payment module: reads ≥ 2, writes 15)', () => {
  it('a reader lists, reads and downloads but cannot mark; no access sees nothing', async () => {
    const b = await brand(t.db);
    const { performance } = await createPerformanceInvoice(t.db, b.brandId, lockedRecord(partner.id));
    const reader = await addUser(t.db, b.brandId, { role: 'custom', permissions: levels({ payment: 2 }) });
    const none = await addUser(t.db, b.brandId, { role: 'custom', permissions: levels({ payment: 0 }) });
    const as = (token: string, method: string, path: string, body?: unknown) => call(t.url, method, path, { token, body });
    expect((await as(reader.token, 'GET', '/api/invoices')).status).toBe(200);
    expect((await as(reader.token, 'GET', `/api/invoices/${performance!.id}`)).status).toBe(200);
    expect(
      (await fetch(`${t.url}/api/invoices/${performance!.id}/download-pdf`, { headers: { authorization: `Bearer ${reader.token}` } }))
        .status,
    ).toBe(200);
    expect((await as(reader.token, 'PUT', `/api/invoices/${performance!.id}/status`, { action: 'pay' })).status).toBe(403);
    expect((await as(reader.token, 'POST', '/api/invoices/issue-due')).status).toBe(403);
    for (const path of ['/api/invoices', `/api/invoices/${performance!.id}`, '/api/invoices/bonus-arrears', '/api/invoices/export'])
      expect([path, (await as(none.token, 'GET', path)).status]).toEqual([path, 403]);
  });
});

describe('the demo brand', () => {
  it('opens /payment on three performance invoices of the last months: paid, overdue and unpaid', async () => {
    const demo = await createTestApp({ demo: true });
    try {
      const { rows } = await demo.db.query<{ status: string; total: string; lines: number }>(
        `SELECT i.status, i.total::text AS total, (SELECT count(*)::int FROM invoice_lines l WHERE l.invoice_id = i.id) AS lines
           FROM invoices i JOIN brands b ON b.id = i.brand_id WHERE b.company_name = 'Demo Brand' ORDER BY i.id`,
      );
      expect(rows).toEqual([
        { status: 'paid', total: '2189.22', lines: 4 },
        { status: 'overdue', total: '2593.86', lines: 4 },
        { status: 'unpaid', total: '3505.70', lines: 4 },
      ]);
    } finally {
      await demo.close();
    }
  });
});
