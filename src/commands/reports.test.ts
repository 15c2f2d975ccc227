import { describe, expect, it, vi } from 'vitest';
import { ROLE_DEFAULTS } from '../domain/permissions.ts';
import { translator } from '../i18n/translate.ts';
import { CommandRegistry, type CommandContext } from './registry.ts';
import {
  conversionsByClickPath,
  filterFormCommands,
  mdyBefore,
  parseClickId,
  PRESETS,
  reportCommands,
  reportExportCommands,
} from './reports.ts';
import { textOf } from './text.ts';

const LL = translator('en');
const NOW = new Date(2026, 2, 9, 15, 30);
function ctx(report: 0 | 2 | 15, paths: string[] = []): CommandContext {
  return {
    user: { role: 'technical', permissions: { ...ROLE_DEFAULTS.technical, report }, isAllPartner: true },
    flags: {},
    navigate: (p) => void paths.push(p),
    openPage: () => undefined,
  };
}
const registry = () => {
  const r = new CommandRegistry();
  r.registerAll(reportCommands(() => NOW));
  return r;
};

describe('report palette commands', () => {
  it('are offered only with report access (the API asks report ≥ 2)', () => {
    const ids = (level: 0 | 2 | 15) =>
      registry()
        .visible(ctx(level))
        .map((c) => c.id);
    expect(ids(0)).toEqual([]);
    expect(ids(2)).toEqual([
      'reports.preset.pendingToday',
      'reports.preset.last7ByPartner',
      'reports.preset.refusedPostbacks',
      'reports.findConversion',
    ]);
  });

  it('presets open the report with their filters in the URL', async () => {
    const paths: string[] = [];
    const r = registry();
    for (const id of ['reports.preset.pendingToday', 'reports.preset.last7ByPartner', 'reports.preset.refusedPostbacks'])
      await r.run(id, ctx(2, paths));
    expect(paths).toEqual([
      '/reports/conversions?status=pending&from=03%2F09%2F2026&to=03%2F09%2F2026',
      '/reports/performances?by=partner&from=03%2F03%2F2026&to=03%2F09%2F2026',
      '/reports/logs?filter=server_log&outcome=refused',
    ]);
    expect(PRESETS.refusedPostbacks()).toContain('filter=server_log');
    expect(textOf(LL, r.get('reports.preset.refusedPostbacks')!.title)).toBe('Server log: refused postbacks');
    expect(textOf(translator('vi'), r.get('reports.preset.pendingToday')!.title)).toBe('Chuyển đổi: đang chờ hôm nay');
  });

  it('"Find conversion by click ID…" opens a sub-page; only a UUID is a click id', () => {
    expect(registry().get('reports.findConversion')!.page).toEqual({ id: 'reports.findConversion' });
    expect(parseClickId(' 0B6F3C2E-1D2A-4C5B-9E8F-7A6B5C4D3E2F ')).toBe('0b6f3c2e-1d2a-4c5b-9e8f-7a6b5c4d3e2f');
    expect(parseClickId('12345')).toBeNull();
    expect(conversionsByClickPath('0b6f3c2e-1d2a-4c5b-9e8f-7a6b5c4d3e2f')).toBe(
      '/reports/conversions?search=0b6f3c2e-1d2a-4c5b-9e8f-7a6b5c4d3e2f',
    );
  });

  it('export commands act on the open report', async () => {
    const formats: string[] = [];
    const r = new CommandRegistry();
    r.registerAll(reportExportCommands(() => ({ exportFile: (f) => void formats.push(f) })));
    await r.run('reports.export.xlsx', ctx(2));
    expect(formats).toEqual(['xlsx']);
    expect(r.visible(ctx(0))).toEqual([]);
  });

  it('counts days back in the local calendar', () => {
    expect(mdyBefore(0, NOW)).toBe('03/09/2026');
    expect(mdyBefore(9, NOW)).toBe('02/28/2026');
  });
});

describe('filter form commands', () => {
  it('apply and clear the form; Apply is disabled with why while a field cannot be applied', async () => {
    const apply = vi.fn();
    const clear = vi.fn();
    let invalid: string | null = null;
    const r = new CommandRegistry();
    r.registerAll(filterFormCommands('reports', () => ({ apply, clear, invalid })));
    expect(await r.run('reports.filters.apply', ctx(2))).toBe(true);
    expect(await r.run('reports.filters.clear', ctx(2))).toBe(true);
    expect([apply.mock.calls.length, clear.mock.calls.length]).toEqual([1, 1]);
    invalid = 'reportViews.filters.fixFirst';
    expect(r.availability(r.get('reports.filters.apply')!, ctx(2))).toEqual({ enabled: false, reason: 'reportViews.filters.fixFirst' });
    expect(await r.run('reports.filters.apply', ctx(2))).toBe(false);
    expect(apply).toHaveBeenCalledTimes(1);
    expect(textOf(LL, r.get('reports.filters.apply')!.title)).toBe('Apply the filters');
    expect(textOf(translator('vi'), r.get('reports.filters.clear')!.title)).toBe('Xóa các bộ lọc');
  });

  it('report forms need report read access, the Activity view’s nothing; a form without Clear lists Apply only', () => {
    const view = () => ({ apply: vi.fn(), clear: vi.fn(), invalid: null });
    const reports = new CommandRegistry();
    reports.registerAll(filterFormCommands('reports', view));
    expect(reports.visible(ctx(0)).map((c) => c.id)).toEqual([]);
    expect(reports.visible(ctx(2)).map((c) => c.id)).toEqual(['reports.filters.apply', 'reports.filters.clear']);
    const activity = new CommandRegistry();
    activity.registerAll(filterFormCommands('activity', view));
    expect(activity.visible(ctx(0)).map((c) => c.id)).toEqual(['activity.filters.apply', 'activity.filters.clear']);
    const logs = new CommandRegistry();
    logs.registerAll(filterFormCommands('reports', view, { clear: false }));
    expect(logs.visible(ctx(2)).map((c) => c.id)).toEqual(['reports.filters.apply']);
  });
});
