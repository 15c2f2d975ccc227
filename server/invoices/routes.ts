import * as api from '../../src/domain/invoices/contract.ts';
import type { InvoiceLang } from '../../src/domain/invoices/enums.ts';
import type { InvoiceRow } from '../../src/domain/invoices/contract.ts';
import en from '../../src/i18n/en/invoices.ts';
import vi from '../../src/i18n/vi/invoices.ts';
import { nowOf } from '../db/clock.ts';
import { dated, sendSheet, type SheetColumn } from '../export/sheet.ts';
import { route, type Feature } from '../http/route.ts';
import { allInvoices, bonusArrears, listInvoices } from './list.ts';
import { invoicePdf } from './pdf.ts';
import { issueDueRetainers } from './retainer.ts';
import { changeInvoice, mustLoadInvoice } from './service.ts';

/** The export's columns, headed in the export's language; amounts stay exact decimals (numbers in XLSX). */
function exportColumns(lang: InvoiceLang): SheetColumn<InvoiceRow>[] {
  const w = lang === 'vi' ? vi : en;
  const c = w.columns;
  return [
    { header: c.id, value: (r) => r.id },
    { header: c.type, value: (r) => w.type[r.type] },
    { header: c.party, value: (r) => r.party_name },
    { header: `${c.period} (start)`, value: (r) => r.period_start },
    { header: `${c.period} (end)`, value: (r) => r.period_end },
    { header: c.currency, value: (r) => r.currency },
    { header: c.subtotal, value: (r) => r.subtotal, decimal: true },
    { header: c.vat, value: (r) => r.vat, decimal: true },
    { header: c.total, value: (r) => r.total, decimal: true },
    { header: c.status, value: (r) => w.status[r.status] },
    { header: c.issued, value: (r) => r.issued_at.slice(0, 10) },
    { header: c.due, value: (r) => r.due_date },
    { header: c.paid, value: (r) => r.paid_at?.slice(0, 10) ?? null },
  ];
}

/** Invoice routes (src/domain/invoices/contract.ts; docs/decisions/092-invoices.md). */
export const registerInvoiceRoutes: Feature = (app) => {
  route(app, api.listInvoices, async ({ db, user, query }) => listInvoices(db, user, query));
  route(app, api.exportInvoices, async ({ db, user, query, reply }) => {
    const { format, lang, ...filters } = query;
    await sendSheet(reply, {
      format,
      filename: dated(filters.type ? `invoices-${filters.type}` : 'invoices'),
      sheet: (lang === 'vi' ? vi : en).listLabel,
      columns: exportColumns(lang),
      rows: allInvoices(db, user, filters),
    });
    return null;
  });
  route(app, api.bonusArrears, async ({ db, user, query }) => bonusArrears(db, user, query));
  route(app, api.getInvoice, async ({ db, user, params }) => mustLoadInvoice(db, user, params.invoiceId));
  route(app, api.invoicePdf, async ({ db, user, params, query, reply }) => {
    const invoice = await mustLoadInvoice(db, user, params.invoiceId);
    const { rows } = await db.query<{ name: string }>('SELECT company_name AS name FROM brands WHERE id = $1', [user.brandId]);
    const pdf = await invoicePdf(invoice, rows[0]?.name ?? '', query.lang);
    await reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="invoice-${invoice.id}-${query.lang}.pdf"`)
      .send(pdf);
    return null;
  });
  route(app, api.changeInvoiceStatus, async ({ db, user, params, body }) => changeInvoice(db, user, params.invoiceId, body.action));
  route(app, api.issueDueInvoices, async ({ db, user }) => ({ issued: await issueDueRetainers(db, user.brandId, nowOf(db)) }));
};
