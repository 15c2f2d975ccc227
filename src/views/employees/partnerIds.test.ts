import { describe, expect, it } from 'vitest';
import { MAX_PARTNER_IDS, parsePartnerIds, partnerIdsError } from './partnerIds.ts';

describe('partner id list', () => {
  it('accepts blank, and comma lists of unique whole numbers above 0 (blank entries ignored)', () => {
    expect(partnerIdsError('')).toBeNull();
    expect(partnerIdsError(' 3, 12 ,')).toBeNull();
    expect(parsePartnerIds(' 3, 12 ,')).toEqual([3, 12]);
    expect(parsePartnerIds('')).toEqual([]);
  });

  it('refuses non-integers, zero, unsafe integers, duplicates and too many entries with the shared codes', () => {
    for (const bad of ['x', '0', '1.5', '-2', '9007199254740993']) expect(partnerIdsError(bad)?.code).toBe('positive_integer');
    expect(partnerIdsError('4, 4')).toEqual({ field: 'partner_ids', code: 'duplicated' });
    const many = Array.from({ length: MAX_PARTNER_IDS + 1 }, (_, i) => i + 1).join(',');
    expect(partnerIdsError(many)).toEqual({ field: 'partner_ids', code: 'max_items', max: MAX_PARTNER_IDS });
  });
});
