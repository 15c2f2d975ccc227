import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { offerStatusKey } from '../../src/domain/offers/enums.ts';
import type { OfferRow } from '../../src/domain/offers/schema.ts';
import type { Db } from '../db/pool.ts';
import { listSql, type ListFilters, type ListQuery } from './list.ts';
import { ROW_COLUMNS } from './queries.ts';

const BATCH = 1000;
export const EXPORT_HEADER = [
  'ID',
  'Name',
  'Status',
  'Default payout',
  'Payout value type',
  'Total partners',
  'Working partners',
  'Tags',
  'Created at',
] as const;

/**
 * Spreadsheet formula injection (OWASP "CSV injection"): a text cell starting with = + - @ tab or
 * CR is prefixed with an apostrophe, so Excel and LibreOffice show it as text instead of running it.
 */
export function escapeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function cells(r: OfferRow): (string | number)[] {
  return [
    r.id,
    escapeCell(r.name),
    offerStatusKey(r.status),
    r.default_payout,
    r.payout_type_id === 2 ? 'percent' : 'fixed',
    r.total_partners,
    r.working_partners,
    escapeCell(r.tags.join(', ')),
    r.created_at,
  ];
}

const csvField = (v: string | number) => (typeof v === 'number' ? String(v) : /[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

/** Rows of the filtered list in the list's order, fetched in batches so memory stays flat. */
async function* rowsOf(db: Db, brandId: number, query: ListQuery, filters: ListFilters): AsyncGenerator<OfferRow> {
  const { where, order, values } = listSql(brandId, query, filters);
  for (let offset = 0; ; offset += BATCH) {
    const { rows } = await db.query<OfferRow>(
      `SELECT ${ROW_COLUMNS} FROM offers o WHERE ${where} ORDER BY ${order} LIMIT ${BATCH} OFFSET ${offset}`,
      values,
    );
    yield* rows;
    if (rows.length < BATCH) return;
  }
}

export async function sendExport(
  reply: FastifyReply,
  db: Db,
  brandId: number,
  query: ListQuery & { format: 'csv' | 'xlsx' },
  filters: ListFilters,
): Promise<void> {
  const stamp = new Date().toISOString().slice(0, 10);
  if (query.format === 'csv') {
    async function* csv() {
      yield `\uFEFF${EXPORT_HEADER.join(',')}\r\n`;
      for await (const r of rowsOf(db, brandId, query, filters)) yield `${cells(r).map(csvField).join(',')}\r\n`;
    }
    reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="offers-${stamp}.csv"`);
    await reply.send(Readable.from(csv()));
    return;
  }
  const out = new PassThrough();
  reply
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', `attachment; filename="offers-${stamp}.xlsx"`);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Offers');
  sheet.addRow([...EXPORT_HEADER]).commit();
  const done = (async () => {
    for await (const r of rowsOf(db, brandId, query, filters)) sheet.addRow(cells(r)).commit();
    sheet.commit();
    await workbook.commit();
  })();
  done.catch((error: unknown) => out.destroy(error as Error));
  await reply.send(out);
}
