import { describe, expect, it } from 'vitest';
import { AGENCY_BRAND_ACTIONS, AGENCY_CONTRACT_STATUSES, AGENCY_SIDE_ACTIONS } from '../domain/agencies/enums.ts';
import {
  agencyContractActions,
  agencyContractEditable,
  agencyContractEvent,
  agencyContractRefusal,
  agencySideActions,
  nextAgencyContract,
} from './agency-contract.ts';

describe('agency contract machine', () => {
  it('runs draft → sent → signed → termination asked → kept → terminated', () => {
    const steps = ['send', 'sign', 'request_termination', 'keep', 'terminate'] as const;
    const seen: string[] = [];
    let status: (typeof AGENCY_CONTRACT_STATUSES)[number] | null = 'pending';
    for (const a of steps) {
      status = nextAgencyContract(status!, agencyContractEvent(a));
      seen.push(String(status));
    }
    expect(seen).toEqual(['sent', 'approved', 'termination_requested', 'approved', 'terminated']);
  });

  it('ends: declined or cancelled → rejected; the clock expires only a contract in force', () => {
    expect(nextAgencyContract('sent', { type: 'contract.decline' })).toBe('rejected');
    expect(nextAgencyContract('pending', { type: 'contract.cancel' })).toBe('rejected');
    expect(nextAgencyContract('approved', { type: 'contract.expire' })).toBe('expired');
    expect(nextAgencyContract('termination_requested', { type: 'contract.expire' })).toBe('expired');
    expect(nextAgencyContract('sent', { type: 'contract.expire' })).toBeNull();
    expect(nextAgencyContract('pending', { type: 'contract.sign' })).toBeNull();
  });

  it('final states refuse everything', () => {
    for (const s of ['rejected', 'terminated', 'expired'] as const) {
      expect(agencyContractActions(s)).toEqual([]);
      expect(agencySideActions(s)).toEqual([]);
    }
  });

  it('offers each party only its own actions, and refuses exactly what the chart refuses', () => {
    expect(agencyContractActions('approved')).toEqual(['terminate']);
    expect(agencySideActions('approved')).toEqual(['request_termination']);
    expect(agencyContractActions('termination_requested')).toEqual(['terminate', 'keep']);
    expect(agencySideActions('sent')).toEqual(['sign', 'decline']);
    for (const s of AGENCY_CONTRACT_STATUSES) {
      for (const a of AGENCY_BRAND_ACTIONS)
        expect(agencyContractRefusal(s, a) === null, `${s} ${a}`).toBe(nextAgencyContract(s, agencyContractEvent(a)) !== null);
      for (const a of AGENCY_SIDE_ACTIONS)
        expect(agencySideActions(s).includes(a)).toBe(nextAgencyContract(s, agencyContractEvent(a)) !== null);
      expect(agencyContractRefusal(s, 'edit') === null).toBe(agencyContractEditable(s));
    }
    expect(AGENCY_CONTRACT_STATUSES.filter(agencyContractEditable)).toEqual(['pending']);
  });
});
