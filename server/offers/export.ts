import type { FastifyReply } from 'fastify';
import { offerStatusKey } from '../../src/domain/offers/enums.ts';
import type { OfferRow } from '../../src/domain/offers/schema.ts';
import type { Db } from '../db/pool.ts';
import type { ScopedUser } from '../auth/partner-scope.ts';
import { dated, sendSheet, type SheetColumn } from '../export/sheet.ts';
import { listSql, rowSelect, type ListFilters, type ListQuery } from './list.ts';

const BATCH = 1000;

/** The offer list's columns; the writer formula-escapes every text cell (server/export/cells.ts). */
const COLUMNS: readonly SheetColumn<OfferRow>[] = [
  { header: 'ID', value: (r) => r.id },
  { header: 'Name', value: (r) => r.name },
  { header: 'Status', value: (r) => offerStatusKey(r.status) },
  { header: 'Default payout', value: (r) => r.default_payout },
  { header: 'Payout value type', value: (r) => (r.payout_type_id === 2 ? 'percent' : 'fixed') },
  { header: 'Total partners', value: (r) => r.total_partners },
  { header: 'Working partners', value: (r) => r.working_partners },
  { header: 'Tags', value: (r) => r.tags.join(', ') },
  { header: 'Created at', value: (r) => r.created_at },
];

/** Rows of the filtered list in the list's order, fetched in batches so memory stays flat. */
async function* rowsOf(db: Db, user: ScopedUser, query: ListQuery, filters: ListFilters): AsyncGenerator<OfferRow> {
  const { where, order, values } = listSql(user.brandId, query, filters);
  const row = rowSelect(user, values);
  for (let offset = 0; ; offset += BATCH) {
    const { rows } = await db.query<OfferRow>(
      `SELECT ${row.columns} FROM offers o WHERE ${where} ORDER BY ${order} LIMIT ${BATCH} OFFSET ${offset}`,
      row.values,
    );
    yield* rows;
    if (rows.length < BATCH) return;
  }
}

export async function sendExport(
  reply: FastifyReply,
  db: Db,
  user: ScopedUser,
  query: ListQuery & { format: 'csv' | 'xlsx' },
  filters: ListFilters,
): Promise<void> {
  await sendSheet(reply, {
    format: query.format,
    filename: dated('offers'),
    sheet: 'Offers',
    columns: COLUMNS,
    rows: rowsOf(db, user, query, filters),
  });
}
