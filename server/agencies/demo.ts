import type { Db } from '../db/pool.ts';
import { changeAgencyContract, createAgencyContract } from './contracts.ts';
import type { AgencyContractAction } from '../../src/domain/agencies/enums.ts';
import type { AgencyContractCreateInput } from '../../src/domain/agencies/schema.ts';

const DAY = 86_400_000;

/**
 * The demo brand's agency contracts (issue 25 item 2), so /management/agency-contract opens on real
 * records in each state: one in force with the first demo agency (reports and dashboard read-only,
 * offers and partnership full), one sent and waiting for the agency, one draft and one terminated. Made
 * through the service (the agency's signature as the ops CLI gives it), so notifications and webhooks
 * are the real ones. The marketplace's first four agencies by id; the others stay free for the tests.
 * Cost: four inserts and five status steps. Idempotent: a brand with any agency contract is left alone.
 */
export async function seedDemoAgencyContracts(db: Db, brandId: number, now = new Date()): Promise<void> {
  const existing = await db.query('SELECT 1 FROM agency_contracts WHERE brand_id = $1 LIMIT 1', [brandId]);
  if (existing.rowCount) return;
  const { rows } = await db.query<{ id: number }>('SELECT id FROM agencies ORDER BY id LIMIT 4');
  const agencies = rows.map((r) => Number(r.id));
  if (agencies.length < 4) return;
  const start = new Date(now.getTime() - 30 * DAY).toISOString();
  const plans: [AgencyContractCreateInput, AgencyContractAction[]][] = [
    [
      {
        agency_id: agencies[0]!,
        fee_type: 'both',
        retainer_fee: '2000',
        retainer_due_day: 5,
        retainer_frequency: 'monthly',
        performance_fee_percent: '8',
        duration_id: 4,
        start_at: start,
        terms: 'The agency runs the affiliate programme: partner recruitment, offer set-up and weekly reporting.',
        update_notice: 'Retainer reviewed every January.',
        permissions: { dashboard: 2, offers: 15, market: 2, report: 2, management: 15, notification: 2 },
      },
      ['send', 'sign'],
    ],
    [
      {
        agency_id: agencies[1]!,
        fee_type: 'performance',
        performance_fee_percent: '12.5',
        duration_id: 3,
        start_at: now.toISOString(),
        terms: 'Creative production and partner recruitment for the new season.',
        permissions: { dashboard: 2, report: 2 },
      },
      ['send'],
    ],
    [
      {
        agency_id: agencies[2]!,
        fee_type: 'retainer',
        retainer_fee: '4500',
        retainer_month_end: true,
        retainer_frequency: 'quarterly',
        duration_id: 5,
        start_at: now.toISOString(),
        permissions: { report: 2, fraud_detector: 2 },
      },
      [],
    ],
    [
      {
        agency_id: agencies[3]!,
        fee_type: 'retainer',
        retainer_fee: '1000',
        retainer_due_day: 1,
        retainer_frequency: 'monthly',
        duration_id: 2,
        start_at: new Date(now.getTime() - 60 * DAY).toISOString(),
        permissions: { report: 2 },
      },
      ['send', 'sign', 'terminate'],
    ],
  ];
  for (const [input, steps] of plans) {
    const c = await createAgencyContract(db, brandId, input);
    for (const step of steps) await changeAgencyContract(db, brandId, c.id, step, now);
  }
}
