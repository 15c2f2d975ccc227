import { describe, expect, it } from 'vitest';
import { ROLE_DEFAULTS } from '../domain/permissions.ts';
import { translator } from '../i18n/translate.ts';
import { CommandRegistry, type CommandContext } from './registry.ts';
import { conversionsByClickPath, mdyBefore, parseClickId, PRESETS, reportCommands, reportExportCommands } from './reports.ts';
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
