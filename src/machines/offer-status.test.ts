import { describe, expect, it } from 'vitest';
import { OFFER_STATUS } from '../domain/offers/enums.ts';
import { nextOfferStatus, offerStatusRefusal, offerStatusEvent } from './offer-status.ts';

const STATUSES = Object.values(OFFER_STATUS);
const CHOICES = [OFFER_STATUS.active, OFFER_STATUS.paused, OFFER_STATUS.pending, OFFER_STATUS.deleted];

describe('offerStatusRefusal (the one rule the server and the browser translate)', () => {
  it('refuses exactly what the chart refuses, for every status, choice and start date', () => {
    for (const status of STATUSES)
      for (const target of CHOICES)
        for (const waiting of [false, true]) {
          const allowed = status !== target && nextOfferStatus(status, offerStatusEvent(target)!, waiting) !== null;
          expect(offerStatusRefusal(status, target, waiting) === null, `${status} → ${target} waiting ${waiting}`).toBe(allowed);
        }
  });

  it('names why', () => {
    expect(offerStatusRefusal(OFFER_STATUS.paused, OFFER_STATUS.paused)).toBe('unchanged');
    expect(offerStatusRefusal(OFFER_STATUS.deleted, OFFER_STATUS.active)).toBe('deleted');
    expect(offerStatusRefusal(OFFER_STATUS.deactivated, OFFER_STATUS.active)).toBe('deactivated');
    expect(offerStatusRefusal(OFFER_STATUS.pending, OFFER_STATUS.active, true)).toBe('waitingForStart');
    expect(offerStatusRefusal(OFFER_STATUS.pending, OFFER_STATUS.active)).toBeNull();
    expect(offerStatusRefusal(OFFER_STATUS.active, OFFER_STATUS.deactivated)).toBe('notAllowed');
  });
});
