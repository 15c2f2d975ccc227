import { sumMoney } from '../../src/domain/invoices/money.ts';
import type { Db } from '../db/pool.ts';
import { createPerformanceInvoice } from './performance.ts';
import { changeInvoice, lapseOverdueInvoices } from './service.ts';

const DAY = 86_400_000;

/** The first day and the last day (UTC) of the month `back` months before `now`'s. */
function month(now: Date, back: number): { start: string; end: string } {
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back + 1, 0));
  return { start: first.toISOString().slice(0, 10), end: last.toISOString().slice(0, 10) };
}

/**
 * The demo brand's invoices (issue 27 item 4), so /payment opens on real rows: performance invoices
 * of the last three months for the brand's first joined partners — paid, overdue and unpaid — made
 * through `createPerformanceInvoice` with the records the cross-check would hand over (until the
 * cross-check's demo locks its own), the overdue one lapsed by the job's own step. Cost: three
 * invoices of four lines, one mark, one lapse. Idempotent: a brand with an invoice is left alone.
 */
export async function seedDemoInvoices(db: Db, brandId: number, now = new Date()): Promise<void> {
  const existing = await db.query('SELECT 1 FROM invoices WHERE brand_id = $1 LIMIT 1', [brandId]);
  if (existing.rowCount) return;
  const { rows: partners } = await db.query<{ id: number }>(
    'SELECT partner_id::int AS id FROM brand_partners WHERE brand_id = $1 ORDER BY partner_id LIMIT 3',
    [brandId],
  );
  const { rows: owner } = await db.query<{ id: number }>(
    'SELECT id::int FROM brand_users WHERE brand_id = $1 AND role_id = 1 ORDER BY id LIMIT 1',
    [brandId],
  );
  if (partners.length === 0 || !owner[0]) return;
  const plans = [
    { back: 3, issuedDaysAgo: 70, commission: '1840.20', bonus: '150.00', arrears: '0.00', vat: '199.02' },
    { back: 2, issuedDaysAgo: 40, commission: '2315.75', bonus: '0.00', arrears: '42.30', vat: '235.81' },
    { back: 1, issuedDaysAgo: 2, commission: '2968.40', bonus: '200.00', arrears: '18.60', vat: '318.70' },
  ];
  const ids: number[] = [];
  for (const [i, p] of plans.entries()) {
    const period = month(now, p.back);
    const record = {
      // the cross-check's record ids are its own; these stand for the demo months
      id: 900_000 + p.back,
      partnerId: partners[i % partners.length]!.id,
      periodStart: period.start,
      periodEnd: period.end,
      currency: 'USD' as const,
      approvedCommission: p.commission,
      bonus: p.bonus,
      arrears: p.arrears,
      vat: p.vat,
      total: sumMoney([p.commission, p.bonus, p.arrears, p.vat], 'USD'),
    };
    const { performance } = await createPerformanceInvoice(db, brandId, record, new Date(now.getTime() - p.issuedDaysAgo * DAY));
    if (performance) ids.push(performance.id);
  }
  if (ids[0] !== undefined) await changeInvoice(db, { role: 'owner', isAllPartner: true, brandId, userId: owner[0].id }, ids[0], 'pay');
  await lapseOverdueInvoices(db, now);
}
