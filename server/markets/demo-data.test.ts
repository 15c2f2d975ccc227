import { describe, expect, it } from 'vitest';
import { generateMarketPartners, rankOfScore } from './demo-data.ts';

const now = new Date('2026-11-25T00:00:00Z');

describe('marketplace generator', () => {
  it('is deterministic, and a profile does not depend on the batch that draws it', () => {
    const whole = generateMarketPartners(40, { seed: 16, now });
    expect(generateMarketPartners(40, { seed: 16, now })).toEqual(whole);
    expect(generateMarketPartners(10, { seed: 16, now, from: 30 })).toEqual(whole.slice(30));
    expect(generateMarketPartners(40, { seed: 17, now })).not.toEqual(whole);
  });

  it('draws Vietnamese and English names, every rank band and the size bands of the filters', () => {
    const all = generateMarketPartners(2000, { seed: 16, now });
    const vietnamese = all.filter((p) => /[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/iu.test(`${p.last_name} ${p.first_name}`));
    expect(vietnamese.length).toBeGreaterThan(800);
    expect(new Set(all.map((p) => p.email)).size).toBe(2000);
    const ranks = new Set(all.map((p) => p.rank));
    expect(Math.min(...ranks)).toBeLessThanOrEqual(3);
    expect(Math.max(...ranks)).toBeGreaterThanOrEqual(16);
    const visits = all.map((p) => p.properties.reduce((s, x) => s + (x.type_id === 3 ? 0 : Number(x.visit)), 0));
    expect(visits.some((v) => v < 10_000)).toBe(true);
    expect(visits.some((v) => v >= 10_000_000)).toBe(true);
    for (const p of all) expect(p.vertical_traffic.reduce((s, x) => s + x.share, 0)).toBeCloseTo(100, 5);
    expect(all.filter((p) => now.getTime() - p.created_at.getTime() < 30 * 86_400_000).length).toBeGreaterThan(20);
  });

  it('ranks by score, 40 points a step, within 1–25', () => {
    expect([rankOfScore(1000), rankOfScore(960), rankOfScore(959), rankOfScore(920), rankOfScore(919)]).toEqual([1, 1, 2, 2, 3]);
    expect([rankOfScore(40), rankOfScore(39), rankOfScore(0)]).toEqual([24, 25, 25]);
  });
});
