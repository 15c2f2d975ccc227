import { describe, expect, it } from 'vitest';
import { columnSettings, REPORT_COLUMN_DEFAULTS, unknownColumnKeys } from './columns.ts';
import { accountTabs, tabFromQuery } from './tabs.ts';

describe('report column settings', () => {
  it('defaults: every column enabled, first group collapsed, ids tie columns to their group', () => {
    const s = columnSettings('performance', null);
    expect(s.groups.map((g) => g.key)).toEqual(REPORT_COLUMN_DEFAULTS.performance!.map((g) => g.key));
    expect(s.groups.map((g) => g.collapsed)).toEqual([true, false, false, false]);
    for (const g of s.groups)
      for (const c of g.columns) {
        expect(c.is_enable).toBe(true);
        expect(c.parent_id).toBe(g.id);
        expect(c.parent_name).toBe(g.name);
      }
  });
  it('applies a saved choice over the defaults and keeps new columns enabled', () => {
    const s = columnSettings('performance', {
      groups: [
        { key: 'dimensions', order: 3, columns: [] },
        { key: 'money', order: 0, columns: [{ key: 'epc', order: 0, is_enable: false }] },
      ],
    });
    expect(s.groups[0]!.key).toBe('money');
    expect(s.groups[0]!.collapsed).toBe(true);
    expect(s.groups[0]!.columns[0]).toMatchObject({ key: 'epc', is_enable: false });
    expect(s.groups[0]!.columns.find((c) => c.key === 'revenue')!.is_enable).toBe(true);
  });
  it('names keys the report does not have', () => {
    expect(
      unknownColumnKeys('logs', {
        groups: [
          { key: 'event', order: 0, columns: [{ key: 'nope', order: 0, is_enable: true }] },
          { key: 'x', order: 1, columns: [] },
        ],
      }),
    ).toEqual(['event.nope', 'x']);
  });
});

describe('account tabs', () => {
  it('owner and employee tabs (spec 1 §2)', () => {
    expect(accountTabs('owner')).toEqual(['personal', 'public', 'payment', 'technical']);
    expect(accountTabs('admin')).toEqual(['personal', 'permission', 'partners']);
  });
  it('deep link picks a known tab, else the first', () => {
    expect(tabFromQuery('?tab=payment', accountTabs('owner'))).toBe('payment');
    expect(tabFromQuery('?tab=payment', accountTabs('finance'))).toBe('personal');
    expect(tabFromQuery('', accountTabs('owner'))).toBe('personal');
  });
});

describe('report column defaults match the report API', () => {
  it('performance columns are the figures of the report rows (no impressions: the API has none)', async () => {
    const { FIGURE_KEYS } = await import('../reports/schema.ts');
    const keys = REPORT_COLUMN_DEFAULTS.performance!.flatMap((g) => g.columns.map((c) => c.key));
    expect(keys).not.toContain('impressions');
    expect(new Set(keys)).toEqual(new Set(['id', 'name', ...FIGURE_KEYS]));
  });
  it('every report names its columns with i18n keys', () => {
    for (const report of ['performance', 'conversion', 'logs', 'serverLog']) {
      for (const g of REPORT_COLUMN_DEFAULTS[report]!) {
        expect(g.name).toMatch(/^reportViews\.groups\./);
        for (const c of g.columns) expect(c.name).toMatch(/^(reports|reportViews)\.columns\./);
      }
    }
  });
});
