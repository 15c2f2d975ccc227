import type { Db } from '../../../server/db/pool.ts';
import type { Currency } from '../../../src/domain/invoices/enums.ts';
import type { LockedRecord } from '../../../src/domain/invoices/lines.ts';
import { sumMoney } from '../../../src/domain/invoices/money.ts';
import { addPartner } from './partners.ts';

let nextRecordId = 900_000 + Math.floor(Math.random() * 1_000_000);

/**
 * A locked cross-check record in the shape the cross-check area hands over (decision 092): the
 * test builds it, the invoice takes it. Its total is the sum of its parts unless `total` is given.
 */
export function lockedRecord(partnerId: number, over: Partial<LockedRecord> = {}): LockedRecord {
  const currency: Currency = over.currency ?? 'USD';
  const base = {
    id: nextRecordId++,
    partnerId,
    periodStart: '2026-10-01',
    periodEnd: '2026-10-31',
    currency,
    approvedCommission: currency === 'USD' ? '1234.56' : '25000000',
    bonus: currency === 'USD' ? '100.00' : '500000',
    arrears: currency === 'USD' ? '20.05' : '125000',
    vat: currency === 'USD' ? '135.46' : '2562500',
    ...over,
  };
  return { ...base, total: over.total ?? sumMoney([base.approvedCommission, base.bonus, base.arrears, base.vat], currency) };
}

/** A partner with a Vietnamese name (the PDF prints it): performance invoices name one. */
export async function invoicedPartner(db: Db): Promise<{ id: number; name: string }> {
  const name = `Nguyễn Thị Hương ${Math.random().toString(36).slice(2, 6)}`;
  const p = await addPartner(db, { display_name: name });
  return { id: Number(p.id), name };
}

export { pdfText } from '../pdf-text.ts';
