import { brandsWithRetainers } from '../agencies/fees.ts';
import type { Db } from '../db/pool.ts';
import { issueDueRetainers } from './retainer.ts';
import { lapseOverdueInvoices } from './service.ts';

export const INVOICE_JOB = 'invoices.clock';
export const INVOICE_JOB_INTERVAL_MS = 15 * 60_000;

/**
 * The invoices' clock (spec 3 §4; decision 092): every unpaid invoice past its due day becomes
 * overdue (with a reminder to the brand), and the retainer instalments that fell due are invoiced.
 * Both steps are idempotent: a second run at the same time handles nothing.
 */
export function invoiceJob(db: Db) {
  return {
    name: INVOICE_JOB,
    // handled = invoices lapsed + retainer invoices issued
    run: async (now: Date) => {
      let handled = 0;
      for (let n = await lapseOverdueInvoices(db, now); n > 0; n = await lapseOverdueInvoices(db, now)) handled += n;
      for (const brandId of await brandsWithRetainers(db)) handled += (await issueDueRetainers(db, brandId, now)).length;
      return handled;
    },
  };
}
