import { retainerFigures } from '../../src/domain/invoices/lines.ts';
import type { Currency } from '../../src/domain/invoices/enums.ts';
import { retainersDue } from '../agencies/retainers.ts';
import { record } from '../audit/record.ts';
import { inTransaction, type Queryable } from '../db/pool.ts';
import { issueInvoice } from './service.ts';

/** How far back the retainer job looks for instalments it has not invoiced (a server down for a while). */
export const RETAINER_LOOKBACK_DAYS = 93;

const utcDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Issues a retainer invoice for each instalment of brand `brandId`'s agency contracts due from
 * `RETAINER_LOOKBACK_DAYS` before `now` up to `now`'s UTC day (through `retainersDue`, the agency
 * area's door), in the brand's currency; the period of an instalment is its due day. Instalments
 * already invoiced are skipped by their source key. Returns the new invoice ids.
 */
export async function issueDueRetainers(db: Queryable, brandId: number, now: Date): Promise<number[]> {
  const to = utcDay(now);
  const from = utcDay(new Date(now.getTime() - RETAINER_LOOKBACK_DAYS * 86_400_000));
  return inTransaction(db, async (tx) => {
    const { rows } = await tx.query<{ currency: Currency }>('SELECT currency FROM brands WHERE id = $1', [brandId]);
    const currency = rows[0]?.currency ?? 'USD';
    const ids: number[] = [];
    for (const due of await retainersDue(tx, brandId, from, to)) {
      const issued = await issueInvoice(
        tx,
        brandId,
        {
          type: 'retainer',
          sourceKey: `retainer:${due.contract_id}:${due.due_date}`,
          agencyId: due.agency_id,
          contractId: due.contract_id,
          partyName: due.agency_name,
          periodStart: due.due_date,
          periodEnd: due.due_date,
          figures: retainerFigures(currency, due.amount),
        },
        now,
      );
      if (issued) ids.push(issued.id);
    }
    // the brand's "issue due invoices" is a write even when nothing was due (the job's run records nothing)
    await record(tx, { action: 'invoices.issueDue', objectType: 'invoice', changes: { issued: [null, ids] } });
    return ids;
  });
}
