import { PassThrough, Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { csvField, xlsxValue, type Cell } from './cells.ts';

/**
 * The one spreadsheet writer of every export (offers, reports, tracking logs, upload errors):
 * CSV with a BOM so Excel reads UTF-8, or XLSX through exceljs's streaming writer. Rows are written
 * as they are read, so a million-row export holds one batch in memory. Every text cell is
 * formula-escaped (cells.ts).
 */
export interface SheetColumn<R> {
  header: string;
  value: (row: R) => Cell;
  /** decimal text: never escaped, and a number cell in XLSX */
  decimal?: boolean;
}

export interface Sheet<R> {
  format: 'csv' | 'xlsx';
  /** the download's file name without its extension */
  filename: string;
  /** the XLSX worksheet's name (cut to Excel's 31 characters) */
  sheet: string;
  columns: readonly SheetColumn<R>[];
  rows: AsyncIterable<R> | Iterable<R>;
}

/** `name-YYYY-MM-DD` (UTC), the dated file name of a list or report export. */
export const dated = (name: string): string => `${name}-${new Date().toISOString().slice(0, 10)}`;

export async function sendSheet<R>(reply: FastifyReply, s: Sheet<R>): Promise<void> {
  const header = s.columns.map((c) => c.header);
  if (s.format === 'csv') {
    async function* csv() {
      yield `\uFEFF${header.map((h) => csvField(h)).join(',')}\r\n`;
      for await (const r of s.rows) yield `${s.columns.map((c) => csvField(c.value(r), c.decimal)).join(',')}\r\n`;
    }
    reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${s.filename}.csv"`);
    await reply.send(Readable.from(csv()));
    return;
  }
  // loaded on the first XLSX: exceljs and its zip libraries stay out of the idle server (decision 108)
  const { default: ExcelJS } = await import('exceljs');
  const out = new PassThrough();
  reply
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', `attachment; filename="${s.filename}.xlsx"`);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet(s.sheet.slice(0, 31));
  sheet.addRow(header).commit();
  const done = (async () => {
    for await (const r of s.rows) sheet.addRow(s.columns.map((c) => xlsxValue(c.value(r), c.decimal))).commit();
    sheet.commit();
    await workbook.commit();
  })();
  done.catch((error: unknown) => out.destroy(error as Error));
  await reply.send(out);
}
