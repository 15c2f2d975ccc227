import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import en from '../../src/i18n/en/reports.ts';
import vi from '../../src/i18n/vi/reports.ts';
import { escapeCell } from '../offers/export.ts';

/**
 * Streamed report exports (CSV with a BOM so Excel reads UTF-8, or XLSX through exceljs's streaming
 * writer): rows are written as they are read, so a million-row export holds one batch in memory.
 * Every text cell goes through the offers export's formula escaping (OWASP CSV injection). Counts
 * are numbers; money stays an exact decimal text in CSV and becomes a number cell in XLSX (what an
 * analyst sums; exact to 15 significant digits).
 */
export type Cell = string | number | null;
export interface ExportColumn<R> {
  /** key in the reports i18n area's `columns` */
  title: keyof typeof en.columns;
  /** suffix after the title, e.g. "(previous period)" */
  suffix?: 'previous_suffix';
  value: (row: R) => Cell;
  /** decimal text that XLSX should store as a number */
  decimal?: boolean;
}

export const labels = (lang: 'en' | 'vi') => (lang === 'vi' ? vi : en);

/** A decimal column holds numbers PostgreSQL printed ("-5.0000"): never a formula, so never escaped. */
const csvField = (v: Cell, decimal = false) => {
  if (v === null) return '';
  if (typeof v === 'number') return String(v);
  const s = decimal && /^-?\d+(\.\d+)?$/.test(v) ? v : escapeCell(v);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

export async function sendRows<R>(
  reply: FastifyReply,
  opts: {
    format: 'csv' | 'xlsx';
    lang: 'en' | 'vi';
    filename: string;
    sheet: string;
    columns: readonly ExportColumn<R>[];
    rows: AsyncIterable<R>;
  },
): Promise<void> {
  const l = labels(opts.lang);
  const header = opts.columns.map((c) => (c.suffix ? `${l.columns[c.title]} ${l.columns[c.suffix]}` : l.columns[c.title]));
  const stamp = new Date().toISOString().slice(0, 10);
  if (opts.format === 'csv') {
    async function* csv() {
      yield `\uFEFF${header.map((h) => csvField(h)).join(',')}\r\n`;
      for await (const r of opts.rows) yield `${opts.columns.map((c) => csvField(c.value(r), c.decimal)).join(',')}\r\n`;
    }
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${opts.filename}-${stamp}.csv"`);
    await reply.send(Readable.from(csv()));
    return;
  }
  const out = new PassThrough();
  reply
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', `attachment; filename="${opts.filename}-${stamp}.xlsx"`);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet(opts.sheet.slice(0, 31));
  sheet.addRow(header).commit();
  const done = (async () => {
    for await (const r of opts.rows) {
      sheet
        .addRow(
          opts.columns.map((c) => {
            const v = c.value(r);
            if (typeof v === 'string') return c.decimal && /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : escapeCell(v);
            return v;
          }),
        )
        .commit();
    }
    sheet.commit();
    await workbook.commit();
  })();
  done.catch((error: unknown) => out.destroy(error as Error));
  await reply.send(out);
}
