import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_STEPS_DONE } from '../../src/domain/onboarding/progress.ts';
import { ROLES } from '../../src/domain/permissions.ts';
import { createTestApp, type TestApp } from '../../tests/support/api/app.ts';
import { member, progress, setFlags, submit } from '../../tests/support/api/onboarding.ts';
import { eventOf, runOnboardingOps } from './ops.ts';
import { BRAND_EVENTS_CHANNEL } from './publish.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const quiet = { log: () => undefined, error: () => undefined };
const ops = (command: string, args: string[]) => runOnboardingOps(t.db, command, args, quiet.log, quiet.error);

describe('GET /api/user/adv/onboarding-percentage', () => {
  it('answers 401 without a token', async () => {
    expect((await progress(t.url)).status).toBe(401);
  });

  it('counts the true flags among personal, public and payment as 0, 33, 67, 100 %', async () => {
    const owner = await member(t.url, t.db);
    const seen: Array<[number, number]> = [];
    for (const flags of [
      { personal: false, public: false, payment: false },
      { personal: false, public: false, payment: true },
      { personal: true, public: true, payment: false },
      ALL_STEPS_DONE,
    ]) {
      await setFlags(t.db, owner.brandId, flags);
      const data = (await progress(t.url, owner.token)).body.data as { percentage: number; totalProgress: number };
      seen.push([data.totalProgress, data.percentage]);
    }
    expect(seen).toEqual([
      [0, 0],
      [1, 33],
      [2, 67],
      [3, 100],
    ]);
  });

  it("shows any user of the brand its own brand's progress, never another brand's", async () => {
    const owner = await member(t.url, t.db);
    const employee = await member(t.url, t.db, { brandId: owner.brandId, roleId: ROLES.custom, permissions: { brand_account: 0 } });
    const other = await member(t.url, t.db);
    await setFlags(t.db, owner.brandId, ALL_STEPS_DONE);
    expect((await progress(t.url, employee.token)).body.data).toMatchObject({ percentage: 100, status: 'completed' });
    expect((await progress(t.url, other.token)).body.data).toMatchObject({ percentage: 0, status: 'incomplete' });
  });
});

describe('POST /api/user/adv/onboarding', () => {
  it('answers 401 without a token and 403 to a non-owner, even a full-access admin', async () => {
    const owner = await member(t.url, t.db);
    await setFlags(t.db, owner.brandId, ALL_STEPS_DONE);
    const admin = await member(t.url, t.db, { brandId: owner.brandId, roleId: ROLES.admin });
    expect((await submit(t.url)).status).toBe(401);
    const refused = await submit(t.url, admin.token);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('onboarding_owner_only');
    expect((await progress(t.url, owner.token)).body.data).toMatchObject({ isSubmit: false });
  });

  it('refuses below 100 % with 422 and a code', async () => {
    const owner = await member(t.url, t.db);
    await setFlags(t.db, owner.brandId, { personal: true, public: true, payment: false });
    const res = await submit(t.url, owner.token);
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('onboarding_incomplete');
  });

  it('submits at 100 % once, starting the 72-hour window; a second submit is 409; another brand is untouched', async () => {
    const owner = await member(t.url, t.db);
    const other = await member(t.url, t.db);
    await setFlags(t.db, owner.brandId, ALL_STEPS_DONE);
    await setFlags(t.db, other.brandId, ALL_STEPS_DONE);
    const res = await submit(t.url, owner.token);
    expect(res.status).toBe(200);
    const data = res.body.data as { status: string; isSubmit: boolean; submittedAt: string; feedbackDueAt: string };
    expect(data).toMatchObject({ status: 'submitted', isSubmit: true });
    expect(Date.parse(data.feedbackDueAt) - Date.parse(data.submittedAt)).toBe(72 * 3600_000);
    const again = await submit(t.url, owner.token);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('onboarding_already_submitted');
    expect((await progress(t.url, other.token)).body.data).toMatchObject({ status: 'completed', isSubmit: false });
  });

  it('publishes the change to the brand channel on commit', async () => {
    const owner = await member(t.url, t.db);
    await setFlags(t.db, owner.brandId, ALL_STEPS_DONE);
    const listener = new pg.Client({
      connectionString: (t.db as unknown as { options: { connectionString: string } }).options.connectionString,
    });
    await listener.connect();
    const heard: unknown[] = [];
    listener.on('notification', (m) => heard.push(JSON.parse(m.payload ?? '{}')));
    await listener.query(`LISTEN ${BRAND_EVENTS_CHANNEL}`);
    await submit(t.url, owner.token);
    await ops('approve-onboarding', [String(owner.brandId)]);
    await new Promise((r) => setTimeout(r, 100));
    await listener.end();
    expect(heard).toEqual([
      { brandId: owner.brandId, type: 'onboarding.changed', data: { status: 'submitted', percentage: 100 } },
      { brandId: owner.brandId, type: 'onboarding.changed', data: { status: 'approved', percentage: 100 } },
    ]);
  });
});

describe('ops commands', () => {
  it('review, then approve by owner email; approving twice is refused', async () => {
    const owner = await member(t.url, t.db);
    await setFlags(t.db, owner.brandId, ALL_STEPS_DONE);
    expect(await ops('approve-onboarding', [String(owner.brandId)])).toBe(1); // not submitted yet
    await submit(t.url, owner.token);
    expect(await ops('review-onboarding', [String(owner.brandId)])).toBe(0);
    expect((await progress(t.url, owner.token)).body.data).toMatchObject({ status: 'underReview' });
    const { rows } = await t.db.query<{ email: string }>('SELECT email FROM brand_users WHERE id = $1', [owner.userId]);
    expect(await ops('approve-onboarding', [rows[0]!.email.toUpperCase()])).toBe(0);
    expect((await progress(t.url, owner.token)).body.data).toMatchObject({ status: 'approved', isAdminApprove: true });
    expect(await ops('approve-onboarding', [String(owner.brandId)])).toBe(1);
  });

  it('reject sends the named steps back with the reason; the next submission clears it', async () => {
    const owner = await member(t.url, t.db);
    await setFlags(t.db, owner.brandId, ALL_STEPS_DONE);
    await submit(t.url, owner.token);
    expect(
      await ops('reject-onboarding', [String(owner.brandId), '--step', 'payment', '--reason', 'Bank account name does not match']),
    ).toBe(0);
    expect((await progress(t.url, owner.token)).body.data).toMatchObject({
      status: 'incomplete',
      isSubmit: false,
      isPaymentInfo: false,
      isPersonalInfo: true,
      percentage: 67,
      rejectionReason: 'Bank account name does not match',
      submittedAt: null,
    });
    await setFlags(t.db, owner.brandId, ALL_STEPS_DONE);
    expect((await submit(t.url, owner.token)).body.data).toMatchObject({ status: 'submitted', rejectionReason: null });
  });

  it('an unknown brand or bad arguments are reported, not applied', async () => {
    expect(await ops('approve-onboarding', ['nobody@nowhere.test'])).toBe(1);
    expect(await ops('approve-onboarding', [])).toBe(2);
    expect(() => eventOf('reject-onboarding', ['--step', 'payment'])).toThrow(/--reason/);
    expect(() => eventOf('reject-onboarding', ['--reason', 'x', '--step', 'billing'])).toThrow(/Unknown step billing/);
    expect(eventOf('reject-onboarding', ['--reason', 'x'])).toEqual({
      type: 'onboarding.rejected',
      steps: ['personal', 'public', 'payment'],
      reason: 'x',
    });
  });
});
