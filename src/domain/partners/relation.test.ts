import { describe, expect, it } from 'vitest';
import { WORKING_MODE } from '../offers/enums.ts';
import { partnerRelation } from './relation.ts';

const joined = '2026-03-03T09:00:00.000Z';

describe('partnerRelation', () => {
  it('a partner that has not joined the brand has no relation', () => {
    expect(partnerRelation({ joined_at: null, working_mode: null, working_mode_since: null })).toEqual({ kind: 'none' });
  });

  it('joined and working since the join says only "joined"', () => {
    expect(partnerRelation({ joined_at: joined, working_mode: WORKING_MODE.working, working_mode_since: joined })).toEqual({
      kind: 'joined',
      joinedAt: joined,
      mode: 'working',
      since: null,
    });
  });

  it('joined and blocked later holds both, with since when', () => {
    const since = '2026-11-12T10:00:00.000Z';
    expect(partnerRelation({ joined_at: joined, working_mode: WORKING_MODE.blocked, working_mode_since: since })).toEqual({
      kind: 'joined',
      joinedAt: joined,
      mode: 'blocked',
      since,
    });
  });

  it('a mode other than working always says since when, even from the join; working again after a pause does too', () => {
    expect(partnerRelation({ joined_at: joined, working_mode: WORKING_MODE.stopped, working_mode_since: joined })).toMatchObject({
      mode: 'stopped',
      since: joined,
    });
    const resumed = '2026-06-01T00:00:00.000Z';
    expect(partnerRelation({ joined_at: joined, working_mode: WORKING_MODE.working, working_mode_since: resumed })).toMatchObject({
      mode: 'working',
      since: resumed,
    });
  });
});
