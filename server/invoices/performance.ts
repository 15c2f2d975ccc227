import { performanceFigures, platformFigures, type LockedRecord } from '../../src/domain/invoices/lines.ts';
import { performanceFeesOn } from '../agencies/fees.ts';
import { inTransaction, type Queryable } from '../db/pool.ts';
import { refuse } from './errors.ts';
import { issueInvoice } from './service.ts';
import type { InvoiceDto } from '../../src/domain/invoices/contract.ts';

export interface PerformanceIssued {
  /** null when the record was invoiced before (the hook may run twice) */
  performance: InvoiceDto | null;
  /** the platform invoices of the agencies whose performance fee was in force at the period's end */
  platform: InvoiceDto[];
}

/**
 * The performance invoice of one locked cross-check record (spec 3 §3: approved commission, bonus,
 * arrears, VAT), in the record's currency; the cross-check's lock calls it in its transaction with the
 * record it hands over (decision 092). In the same transaction each agency contract with a
 * performance fee in force on the period's last day charges its fee on the approved commission as a
 * platform invoice. Repeating the call for one record issues nothing more. 422 `invalid_record` when
 * the record's total disagrees with its parts or its subtotal is negative.
 */
export async function createPerformanceInvoice(
  db: Queryable,
  brandId: number,
  record: LockedRecord,
  now: Date = new Date(),
): Promise<PerformanceIssued> {
  const figures = performanceFigures(record);
  if (!figures) throw refuse('invalid_record');
  return inTransaction(db, async (tx) => {
    const { rows } = await tx.query<{ name: string }>('SELECT display_name AS name FROM partners WHERE id = $1', [record.partnerId]);
    const performance = await issueInvoice(
      tx,
      brandId,
      {
        type: 'performance',
        sourceKey: `crosscheck:${record.id}`,
        partnerId: record.partnerId,
        partyName: rows[0]?.name ?? '',
        periodStart: record.periodStart,
        periodEnd: record.periodEnd,
        figures,
      },
      now,
    );
    if (!performance) return { performance: null, platform: [] };
    const commission = figures.lines.find((l) => l.kind === 'commission')!.amount;
    const platform: InvoiceDto[] = [];
    for (const fee of await performanceFeesOn(tx, brandId, record.periodEnd)) {
      const issued = await issueInvoice(
        tx,
        brandId,
        {
          type: 'platform',
          sourceKey: `platform:${fee.contract_id}:${performance.id}`,
          agencyId: fee.agency_id,
          contractId: fee.contract_id,
          basedOnId: performance.id,
          partyName: fee.agency_name,
          periodStart: record.periodStart,
          periodEnd: record.periodEnd,
          figures: platformFigures(record.currency, commission, fee.percent),
        },
        now,
      );
      if (issued) platform.push(issued);
    }
    return { performance, platform };
  });
}
