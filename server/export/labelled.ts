import type { FastifyReply } from 'fastify';
import en from '../../src/i18n/en/reports.ts';
import vi from '../../src/i18n/vi/reports.ts';
import type { Cell } from './cells.ts';
import { dated, sendSheet } from './sheet.ts';

/**
 * Exports whose headers are words of the reports i18n area, in the export's language (reports and
 * the tracking logs). Counts are numbers; money stays an exact decimal text in CSV and becomes a
 * number cell in XLSX (exact to 15 significant digits).
 */
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
  await sendSheet(reply, {
    format: opts.format,
    filename: dated(opts.filename),
    sheet: opts.sheet,
    rows: opts.rows,
    columns: opts.columns.map((c) => ({
      header: c.suffix ? `${l.columns[c.title]} ${l.columns[c.suffix]}` : l.columns[c.title],
      value: c.value,
      decimal: c.decimal,
    })),
  });
}
