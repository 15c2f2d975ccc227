import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildEntityIndex, ENTITY_SCORE, entityScore, extendsQuery, partnerTarget, rankEntities, type Entity } from './entity-search.ts';

const e = (id: number, name: string, detail = '', status = 1): Entity => ({ id, name, detail, status });
const names = (index: ReturnType<typeof buildEntityIndex>, hits: number[]) => hits.map((i) => index.entities[i]!.name);

describe('entity ranking', () => {
  const index = buildEntityIndex([
    e(7, 'Mega Summer Sale'),
    e(12, 'Summer'),
    e(120, 'Summer Sale CPS'),
    e(3, 'Presummer kit'),
    e(45, 'Thẻ tín dụng Summer'),
    e(9, 'Tea 12 pack', 'lan@blog.vn'),
  ]);

  it('orders exact name, prefix, word prefix, substring', () => {
    expect(names(index, rankEntities(index, 'summer'))).toEqual([
      'Summer',
      'Summer Sale CPS',
      'Mega Summer Sale',
      'Thẻ tín dụng Summer',
      'Presummer kit',
    ]);
  });
  it('an id typed exactly wins; "#12" is the same id; other ids starting with it follow the name matches', () => {
    const hits = names(index, rankEntities(index, '#12'));
    expect(hits[0]).toBe('Summer');
    expect(hits).toEqual(['Summer', 'Tea 12 pack', 'Summer Sale CPS']);
    expect(entityScore(index, 2, '12')).toBe(ENTITY_SCORE.idPrefix);
  });
  it('ignores case and Vietnamese marks; every typed word may start a word of the name', () => {
    expect(names(index, rankEntities(index, 'THE TIN'))).toEqual(['Thẻ tín dụng Summer']);
    expect(names(index, rankEntities(index, 'sale mega'))).toEqual(['Mega Summer Sale']);
  });
  it('matches the detail (a partner email) after every name match', () => {
    expect(names(index, rankEntities(index, 'lan@'))).toEqual(['Tea 12 pack']);
    expect(entityScore(index, 5, 'blog')).toBe(ENTITY_SCORE.detailSubstring);
  });
  it('an empty query keeps the index order; nothing matching gives nothing', () => {
    expect(rankEntities(index, '  ')).toEqual([0, 1, 2, 3, 4, 5]);
    expect(rankEntities(index, 'zzz')).toEqual([]);
  });
  it('equal matches: the shorter name first, then the index order', () => {
    const twins = buildEntityIndex([e(1, 'Shoes B'), e(2, 'Shoes A'), e(3, 'Shoes')]);
    expect(names(twins, rankEntities(twins, 'sho'))).toEqual(['Shoes', 'Shoes B', 'Shoes A']);
  });
});

describe('narrowing while typing on', () => {
  it('extendsQuery: only a longer query of the same kind (text / id)', () => {
    expect(extendsQuery('sum', 'summ')).toBe(true);
    expect(extendsQuery('sum', 'su')).toBe(false);
    expect(extendsQuery('12', '12a')).toBe(false);
    expect(extendsQuery('', 'a')).toBe(false);
  });
  it('ranking within the previous matches equals a full ranking (property)', () => {
    const word = fc.constantFrom('sale', 'summer', 'tea', 'thẻ', 'cps', 'a', 'mega', '12', 'sa', 'x-y', 'đồ');
    const nameArb = fc.array(word, { minLength: 1, maxLength: 4 }).map((w) => w.join(' '));
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 1, max: 500 }), nameArb), { maxLength: 40 }),
        fc.string({ maxLength: 6 }),
        fc.string({ maxLength: 3 }),
        (rows, base, more) => {
          const index = buildEntityIndex(rows.map(([id, name]) => e(id, name)));
          const next = base + more;
          if (!extendsQuery(base, next)) return;
          expect(rankEntities(index, next, rankEntities(index, base))).toEqual(rankEntities(index, next));
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('targets', () => {
  it('a partner opens the performance report filtered to it, or its route without report access', () => {
    expect(partnerTarget(5, true)).toBe('/reports/performances?by=partner&partner_ids=5');
    expect(partnerTarget(5, false)).toBe('/management/partners/5');
  });
});
