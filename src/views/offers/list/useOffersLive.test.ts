import { describe, expect, it } from 'vitest';
import { NOTIFICATION_CASE } from '../../../domain/notifications/cases.ts';
import { isOfferChange } from './useOffersLive.ts';

describe('isOfferChange', () => {
  it('is the live event of the offer status notification (the admin’s review), not of any other case', () => {
    expect(isOfferChange({ uuid: 'u', category: 'offer', case_id: NOTIFICATION_CASE.offerStatusChanged })).toBe(true);
    expect(isOfferChange({ uuid: 'u', category: 'offer', case_id: NOTIFICATION_CASE.offerBudgetExhausted })).toBe(false);
    expect(isOfferChange(null)).toBe(false);
    expect(isOfferChange('offer')).toBe(false);
  });
});
