import type { FastifyReply } from 'fastify';
import { workingModeKey } from '../../src/domain/offers/enums.ts';
import type { PartnerFilter, PartnerRow } from '../../src/domain/partners/contract.ts';
import type { Principal } from '../../src/domain/permissions.ts';
import { ORGANIZATION_TYPES } from '../../src/domain/reference/data/partners.ts';
import type { Db } from '../db/pool.ts';
import { dated, sendSheet, type SheetColumn } from '../export/sheet.ts';
import { PARTNER_FROM, PARTNER_ROW_COLUMNS, partnerListSql } from './list.ts';

const BATCH = 1000;
const businessType = (id: number) => ORGANIZATION_TYPES.find((t) => t.id === id)?.code ?? String(id);

/** The management list's columns (spec 3 §3 "Partner (list row)"); the writer formula-escapes text cells. */
const COLUMNS: readonly SheetColumn<PartnerRow>[] = [
  { header: 'ID', value: (r) => r.id },
  { header: 'Display name', value: (r) => r.display_name },
  { header: 'First name', value: (r) => r.first_name },
  { header: 'Last name', value: (r) => r.last_name },
  { header: 'Business type', value: (r) => businessType(r.organization_type_id) },
  { header: 'Joined at', value: (r) => r.joined_at },
  { header: 'Tier group', value: (r) => r.tier_group?.name ?? '' },
  { header: 'Working mode', value: (r) => workingModeKey(r.working_mode) },
  { header: 'Manager', value: (r) => r.manager?.name ?? '' },
  { header: 'Manager ID', value: (r) => r.manager?.id ?? '' },
  { header: 'Working offers', value: (r) => r.working_offer_count },
  { header: 'Total offers', value: (r) => r.total_offer_count },
  { header: 'Tags', value: (r) => r.tags.join(', ') },
];

/** Rows of the filtered list in the list's order and the caller's partner scope, in batches so memory stays flat. */
async function* rowsOf(db: Db, user: Principal, filter: Partial<PartnerFilter>): AsyncGenerator<PartnerRow> {
  const { where, order, values } = partnerListSql(user, filter);
  for (let offset = 0; ; offset += BATCH) {
    const { rows } = await db.query<PartnerRow>(
      `SELECT ${PARTNER_ROW_COLUMNS} FROM ${PARTNER_FROM} WHERE ${where} ORDER BY ${order} LIMIT ${BATCH} OFFSET ${offset}`,
      values,
    );
    yield* rows;
    if (rows.length < BATCH) return;
  }
}

export async function sendPartnerExport(
  reply: FastifyReply,
  db: Db,
  user: Principal,
  query: Partial<PartnerFilter> & { format: 'csv' | 'xlsx' },
): Promise<void> {
  await sendSheet(reply, {
    format: query.format,
    filename: dated('partners'),
    sheet: 'Partners',
    columns: COLUMNS,
    rows: rowsOf(db, user, query),
  });
}
