import { describe, expect, it } from 'vitest';
import { feedbackDueAt, firstUnfinishedStep, percentageOf, radialAngle, statusOf, type StepFlags } from './progress.ts';

const f = (personal: boolean, pub: boolean, payment: boolean): StepFlags => ({ personal, public: pub, payment });
const stored = (flags: StepFlags, over = {}) => ({
  flags,
  isSubmit: false,
  isAdminApprove: false,
  reviewStartedAt: null,
  rejectionReason: null,
  ...over,
});

describe('onboarding progress', () => {
  it('rounds the count of done steps to 0, 33, 67, 100; only all three make 100', () => {
    expect([f(false, false, false), f(false, false, true), f(true, false, true), f(true, true, true)].map(percentageOf)).toEqual([
      0, 33, 67, 100,
    ]);
  });
  it('turns the radial chart percentage × 3.6°, clamped to a full turn', () => {
    [0, 118.8, 241.2, 360, 360].forEach((deg, i) => expect(radialAngle([0, 33, 67, 100, 150][i]!)).toBeCloseTo(deg, 9));
  });
  it('names the first unfinished step in checklist order', () => {
    expect([f(false, true, true), f(true, false, false), f(true, true, false), f(true, true, true)].map(firstUnfinishedStep)).toEqual([
      'personal',
      'public',
      'payment',
      null,
    ]);
  });
  it('derives the lifecycle state from what is stored', () => {
    expect(statusOf(stored(f(true, true, false)))).toBe('incomplete');
    expect(statusOf(stored(f(true, true, true)))).toBe('completed');
    expect(statusOf(stored(f(true, true, true), { isSubmit: true }))).toBe('submitted');
    expect(statusOf(stored(f(true, true, true), { isSubmit: true, reviewStartedAt: new Date() }))).toBe('underReview');
    expect(statusOf(stored(f(true, true, true), { isSubmit: true, isAdminApprove: true }))).toBe('approved');
  });
  it('expects feedback 72 hours after submitting', () => {
    expect(feedbackDueAt(new Date('2026-01-01T10:00:00Z')).toISOString()).toBe('2026-01-04T10:00:00.000Z');
  });
});
