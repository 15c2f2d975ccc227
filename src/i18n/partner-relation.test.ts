import { describe, expect, it } from 'vitest';
import { WORKING_MODE } from '../domain/offers/enums.ts';
import { partnerRelation } from '../domain/partners/relation.ts';
import { formatDate } from './format.ts';
import { relationPhrase } from './partner-relation.ts';
import { translator } from './translate.ts';

const joined = '2026-03-03T09:00:00.000Z';
const since = '2026-11-12T10:00:00.000Z';
const blocked = partnerRelation({ joined_at: joined, working_mode: WORKING_MODE.blocked, working_mode_since: since });

describe('relationPhrase', () => {
  it('says joined and blocked as one phrase, in English and Vietnamese, with the dates of the language', () => {
    const en = relationPhrase(translator('en'), 'en', blocked);
    expect(en).toBe(`Joined ${formatDate(joined, 'en')} · blocked since ${formatDate(since, 'en')}`);
    const vi = relationPhrase(translator('vi'), 'vi', blocked);
    expect(vi).toBe(`Tham gia ${formatDate(joined, 'vi')} · bị chặn từ ${formatDate(since, 'vi')}`);
  });

  it('without the join beside a "Joined" column; nothing for a partner that has not joined', () => {
    expect(relationPhrase(translator('en'), 'en', blocked, { withJoined: false })).toBe(`Blocked since ${formatDate(since, 'en')}`);
    const working = partnerRelation({ joined_at: joined, working_mode: WORKING_MODE.working, working_mode_since: joined });
    expect(relationPhrase(translator('en'), 'en', working)).toBe(`Joined ${formatDate(joined, 'en')}`);
    expect(relationPhrase(translator('vi'), 'vi', working, { withJoined: false })).toBe('Đang làm việc');
    expect(relationPhrase(translator('en'), 'en', { kind: 'none' })).toBe('');
  });

  it('every working mode has its phrase in both languages', () => {
    for (const mode of Object.values(WORKING_MODE))
      for (const locale of ['en', 'vi'] as const) {
        const r = partnerRelation({ joined_at: joined, working_mode: mode, working_mode_since: since });
        const text = relationPhrase(translator(locale), locale, r);
        expect(text).toContain(formatDate(since, locale));
        expect(text).not.toMatch(/\{|undefined/);
      }
  });
});
