import { describe, expect, it } from 'vitest';
import en from '../../i18n/en/partners.ts';
import vi from '../../i18n/vi/partners.ts';
import { partnerContractActions, nextPartnerContract } from '../../machines/partner-contract.ts';
import { CONTRACT_ACTIONS, CONTRACT_STATUSES, PARTNER_REFUSALS } from './enums.ts';
import { contractBudgetErrors, contractCreateSchema, partnerCreateSchema } from './schema.ts';

describe('partner contract machine (pure)', () => {
  it('offers exactly the actions of each status; final statuses offer none', () => {
    expect(Object.fromEntries(CONTRACT_STATUSES.map((s) => [s, partnerContractActions(s)]))).toEqual({
      pending: ['send', 'approve', 'reject'],
      sent: ['approve', 'reject'],
      approved: ['terminate'],
      rejected: [],
      terminated: [],
      expired: [],
    });
    expect(nextPartnerContract('approved', { type: 'contract.expire' })).toBe('expired');
    expect(nextPartnerContract('sent', { type: 'contract.expire' })).toBeNull();
    expect(nextPartnerContract('approved', { type: 'contract.terminate', by: 'partner' })).toBe('terminated');
  });
});

describe('schemas', () => {
  it('fills partner defaults and refuses unknown reference ids', () => {
    const ok = partnerCreateSchema.parse({ email: 'a@b.test', display_name: 'A' });
    expect(ok).toMatchObject({
      first_name: '',
      organization_type_id: 1,
      partner_type_id: 1,
      trust: 50,
      can_invite: true,
      social: [],
      min_cpa: null,
    });
    const bad = partnerCreateSchema.safeParse({
      email: 'a@b.test',
      display_name: 'A',
      vertical_ids: [424242],
      social: [{ platform: 'myspace', url: 'https://x.test' }],
    });
    expect(bad.success ? [] : bad.error.issues.map((i) => i.path.join('.')).sort()).toEqual(['social.0.platform', 'vertical_ids.0']);
  });

  it('contract budgets: a daily cap above the monthly one is refused; different metrics are not compared', () => {
    expect(
      contractBudgetErrors([
        { budget_type: 'payout', frequency: 'daily', value: '10' },
        { budget_type: 'payout', frequency: 'lifetime', value: '5' },
        { budget_type: 'conversions', frequency: 'monthly', value: '1' },
      ]),
    ).toEqual([{ field: 'budgets.0.value', code: 'budget_timeframe' }]);
    expect(contractCreateSchema.parse({ offer_id: 1, partner_id: 2 })).toMatchObject({ payout_tier: null, budgets: [], end_date: null });
  });
});

describe('translations', () => {
  it('every refusal code, status and action has English and Vietnamese text', () => {
    for (const lang of [en, vi]) {
      expect(Object.keys(lang.refusals).sort()).toEqual([...PARTNER_REFUSALS].sort());
      expect(Object.keys(lang.contract.status).sort()).toEqual([...CONTRACT_STATUSES].sort());
      expect(Object.keys(lang.contract.actions).sort()).toEqual([...CONTRACT_ACTIONS].sort());
    }
    expect(vi.refusals.partner_blocked).not.toBe(en.refusals.partner_blocked);
  });
});
