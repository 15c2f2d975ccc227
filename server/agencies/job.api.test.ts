import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/support/api/app.ts';
import { addAgency, agencyContractBody, draftAgencyContract } from '../../tests/support/api/agencies.ts';
import { brand, call, type Brand } from '../../tests/support/api/offers.ts';
import { NOTIFICATION_CASE } from '../../src/domain/notifications/cases.ts';
import { manualClock } from '../db/clock.ts';
import { createJobRunner } from '../jobs/runner.ts';
import { changeAgencyContract } from './contracts.ts';
import { AGENCY_CONTRACT_JOB, agencyContractJob } from './job.ts';
import { retainersDue } from './retainers.ts';

/** The agency contracts' clock (reminder 3 days before the end, expiry) and the retainers due (decision 076). */
let t: TestApp;
let b: Brand;
beforeAll(async () => {
  t = await createTestApp();
  b = await brand(t.db);
});
afterAll(async () => t?.close());

const DAY = 86_400_000;
/** A signed contract of 1 month from `start` (duration 1), monthly retainer due on the 5th. */
async function signed(start: Date, over: Parameters<typeof agencyContractBody>[1] = {}): Promise<number> {
  const id = await draftAgencyContract(
    t.url,
    b.owner.token,
    agencyContractBody(await addAgency(t.db), { duration_id: 1, start_at: start.toISOString(), ...over }),
  );
  await call(t.url, 'PUT', `/api/agency-contracts/${id}/status`, { token: b.owner.token, body: { action: 'send' } });
  await changeAgencyContract(t.db, b.brandId, id, 'sign', start);
  return id;
}
const statusOf = async (id: number) =>
  (await t.db.query<{ status: string }>('SELECT status FROM agency_contracts WHERE id = $1', [id])).rows[0]!.status;
const reminders = async (id: number) =>
  (
    await t.db.query<{ data: { agency_action: string; end_date: string } }>(
      `SELECT data FROM notifications WHERE brand_id = $1 AND case_id = $2 AND data->>'contract_id' = $3 AND data->>'agency_action' = 'ending_soon'`,
      [b.brandId, NOTIFICATION_CASE.agencyContractChanged, String(id)],
    )
  ).rows;

describe('the agency-contract job on an injected clock', () => {
  it('reminds once 3 days before the end, then expires the contract at its end', async () => {
    const start = new Date('2031-01-10T00:00:00.000Z');
    const id = await signed(start);
    const end = new Date('2031-02-10T00:00:00.000Z');
    const clock = manualClock(new Date(end.getTime() - 3 * DAY - 60_000));
    const runner = createJobRunner({
      jobs: [agencyContractJob(t.db)],
      clock,
      onError: (_j, e) => {
        throw e;
      },
    });

    await runner.runDue();
    expect(await reminders(id)).toHaveLength(0);
    clock.set(new Date(end.getTime() - 3 * DAY + 60_000));
    expect((await runner.runDue())[AGENCY_CONTRACT_JOB]).toBeGreaterThanOrEqual(1);
    expect(await reminders(id)).toEqual([{ data: expect.objectContaining({ agency_action: 'ending_soon', end_date: end.toISOString() }) }]);
    clock.advance(DAY);
    await runner.runDue();
    expect(await reminders(id)).toHaveLength(1);
    expect(await statusOf(id)).toBe('approved');

    clock.set(new Date(end.getTime() - 1));
    await runner.runDue();
    expect(await statusOf(id)).toBe('approved');
    clock.set(end);
    await runner.runDue();
    expect(await statusOf(id)).toBe('expired');
    const ended = await t.db.query('SELECT ended_by FROM agency_contracts WHERE id = $1', [id]);
    expect(ended.rows[0].ended_by).toBe('clock');
  });

  it('never expires an open-ended contract, nor one not yet signed; the clock cannot end a contract early', async () => {
    const open = await signed(new Date('2031-03-01T00:00:00.000Z'), { duration_id: 6 });
    const draft = await draftAgencyContract(
      t.url,
      b.owner.token,
      agencyContractBody(await addAgency(t.db), { duration_id: 1, start_at: '2020-01-01T00:00:00.000Z' }),
    );
    const runner = createJobRunner({ jobs: [agencyContractJob(t.db)], clock: manualClock(new Date('2040-01-01T00:00:00.000Z')) });
    await runner.runDue();
    expect([await statusOf(open), await statusOf(draft)]).toEqual(['approved', 'pending']);
    const early = await signed(new Date('2031-04-01T00:00:00.000Z'));
    await expect(changeAgencyContract(t.db, b.brandId, early, 'expire', new Date('2031-04-15T00:00:00.000Z'))).rejects.toMatchObject({
      code: 'end_not_passed',
    });
  });
});

describe('retainersDue (the money area’s door to the fees)', () => {
  it('lists each instalment due in the period while the contract was in force', async () => {
    const own = await brand(t.db);
    const make = async (over: Parameters<typeof agencyContractBody>[1], start: string) => {
      const id = await draftAgencyContract(t.url, own.owner.token, agencyContractBody(await addAgency(t.db), { start_at: start, ...over }));
      await call(t.url, 'PUT', `/api/agency-contracts/${id}/status`, { token: own.owner.token, body: { action: 'send' } });
      await changeAgencyContract(t.db, own.brandId, id, 'sign', new Date(start));
      return id;
    };
    // monthly on the 5th for 3 months from 2032-01-01: due 01-05, 02-05, 03-05 (the end 04-01 stops it)
    const monthly = await make({ duration_id: 2 }, '2032-01-01T00:00:00.000Z');
    // quarterly at month end, 12 months from 2032-02-01: due 04-30, 07-31, 10-31, 2033-01-31
    const quarterly = await make(
      { duration_id: 4, retainer_due_day: null, retainer_month_end: true, retainer_frequency: 'quarterly', retainer_fee: '9000' },
      '2032-02-01T00:00:00.000Z',
    );
    // performance only: no retainer
    await make(
      { fee_type: 'performance', retainer_fee: null, retainer_due_day: null, retainer_frequency: null },
      '2032-01-01T00:00:00.000Z',
    );
    // terminated on 2032-02-10: only January's instalment
    const ended = await make({ duration_id: 4, retainer_due_day: 20 }, '2032-01-01T00:00:00.000Z');
    await changeAgencyContract(t.db, own.brandId, ended, 'terminate', new Date('2032-02-10T00:00:00.000Z'));
    // a draft owes nothing
    await draftAgencyContract(t.url, own.owner.token, agencyContractBody(await addAgency(t.db), { start_at: '2032-01-01T00:00:00.000Z' }));

    const due = await retainersDue(t.db, own.brandId, '2032-01-01', '2032-06-30');
    expect(due.map((d) => `${d.contract_id}:${d.due_date}:${d.amount}`)).toEqual([
      `${monthly}:2032-01-05:1500.00`,
      `${ended}:2032-01-20:1500.00`,
      `${monthly}:2032-02-05:1500.00`,
      `${monthly}:2032-03-05:1500.00`,
      `${quarterly}:2032-04-30:9000.00`,
    ]);
    // another brand's contracts are not this brand's dues
    expect(await retainersDue(t.db, (await brand(t.db)).brandId, '2032-01-01', '2032-06-30')).toEqual([]);
  });
});
