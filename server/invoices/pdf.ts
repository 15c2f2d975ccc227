import { createRequire } from 'node:module';
import type { InvoiceDto } from '../../src/domain/invoices/contract.ts';
import { INVOICE_PAYMENT_TERM_DAYS, type Currency, type InvoiceLang } from '../../src/domain/invoices/enums.ts';
import { formatDate, formatMoney } from '../../src/i18n/format.ts';
import en from '../../src/i18n/en/invoices.ts';
import vi from '../../src/i18n/vi/invoices.ts';

/**
 * The invoice as a PDF, made on the server by pdfkit (decision 092) in the language asked for. The
 * text is set in Be Vietnam Pro (SIL OFL, the TTF of @expo-google-fonts/be-vietnam-pro), embedded
 * and subset by pdfkit: it carries every Vietnamese glyph (precomposed ắ ậ ữ ỹ …, đ, ₫), so a
 * Vietnamese invoice reads and copies as text, never as boxes. Money keeps the currency's places
 * and separators (USD 1,234.50; VND 1.234.567), dates the language's order.
 */
const require = createRequire(import.meta.url);
const FONT_REGULAR = require.resolve('@expo-google-fonts/be-vietnam-pro/400Regular/BeVietnamPro_400Regular.ttf');
const FONT_BOLD = require.resolve('@expo-google-fonts/be-vietnam-pro/700Bold/BeVietnamPro_700Bold.ttf');

const WORDS = { en, vi } as const;
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''));

/** "$1,234.50" in USD, "1.234.567 ₫" in VND: the currency's places and separators in both languages. */
export function moneyText(value: string, currency: Currency): string {
  const figure = formatMoney(value, currency);
  if (currency === 'VND') return `${figure} ₫`;
  return figure.startsWith('-') ? `-$${figure.slice(1)}` : `$${figure}`;
}

export function lineText(line: InvoiceDto['lines'][number], currency: Currency, lang: InvoiceLang): string {
  const w = WORDS[lang].line;
  if (line.kind === 'platform_fee')
    return fill(w.platform_fee, { percent: line.percent ?? '', base: line.base === null ? '' : moneyText(line.base, currency) });
  return w[line.kind];
}

export async function invoicePdf(inv: InvoiceDto, brandName: string, lang: InvoiceLang): Promise<Buffer> {
  const w = WORDS[lang];
  const p = w.pdf;
  const day = (d: string) => formatDate(`${d.slice(0, 10)}T00:00:00Z`, lang, 'UTC');
  // loaded on the first invoice: pdfkit and its fonts are megabytes the server need not hold (decision 108)
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    lang: lang === 'vi' ? 'vi-VN' : 'en-US',
    info: { Title: `${p.heading} ${inv.id}`, Author: brandName, Creator: 'Brand Console' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', FONT_REGULAR);
  doc.registerFont('bold', FONT_BOLD);

  const left = 50;
  const right = doc.page.width - 50;
  doc.font('bold').fontSize(22).text(p.heading, left, 50);
  doc.font('regular').fontSize(11).text(`${p.number} ${inv.id}`, left, 80);

  const meta: [string, string][] = [
    [p.type, w.type[inv.type]],
    [p.billedBy, inv.party_name || '—'],
    [p.billedTo, brandName],
    [p.period, `${day(inv.period_start)} – ${day(inv.period_end)}`],
    [p.issued, day(inv.issued_at)],
    [p.due, day(inv.due_date)],
    [p.status, w.status[inv.status]],
  ];
  let y = 115;
  for (const [label, value] of meta) {
    doc.font('bold').fontSize(10).text(label, left, y, { width: 130 });
    doc.font('regular').text(value, left + 140, y, { width: right - left - 140 });
    y += 18;
  }

  y += 16;
  const amountX = right - 160;
  doc.font('bold').fontSize(10).text(p.item, left, y).text(p.amount, amountX, y, { width: 160, align: 'right' });
  y += 16;
  doc.moveTo(left, y).lineTo(right, y).stroke();
  y += 8;
  // VAT is printed once, under the subtotal
  for (const line of inv.lines.filter((l) => l.kind !== 'vat')) {
    doc.font('regular').text(lineText(line, inv.currency, lang), left, y, { width: amountX - left - 10 });
    doc.text(moneyText(line.amount, inv.currency), amountX, y, { width: 160, align: 'right' });
    y += 20;
  }
  doc.moveTo(left, y).lineTo(right, y).stroke();
  y += 10;
  for (const [label, value, bold] of [
    [p.subtotal, inv.subtotal, false],
    [p.vat, inv.vat, false],
    [p.total, inv.total, true],
  ] as const) {
    doc.font(bold ? 'bold' : 'regular').fontSize(bold ? 12 : 10);
    doc
      .text(label, amountX - 160, y, { width: 150, align: 'right' })
      .text(moneyText(value, inv.currency), amountX, y, { width: 160, align: 'right' });
    y += bold ? 22 : 18;
  }
  doc
    .font('regular')
    .fontSize(9)
    .text(fill(p.currency, { currency: inv.currency }), left, y + 10);
  doc.text(fill(p.footer, { days: INVOICE_PAYMENT_TERM_DAYS }), left, y + 26, { width: right - left });
  doc.end();
  return done;
}
