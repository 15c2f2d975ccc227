import { describe, expect, it, vi } from 'vitest';
import { ROLE_DEFAULTS, type ModuleLevels } from '../domain/permissions.ts';
import { translator } from '../i18n/translate.ts';
import { dashboardCommands, dashboardTopCommands, dashboardViewCommands, pathFor } from './dashboard.ts';
import { rankCommands } from '../../tests/support/commands/rank.ts';
import { CommandRegistry, type CommandContext } from './registry.ts';

const ctx = (permissions: ModuleLevels, navigate = vi.fn()): CommandContext => ({
  user: { role: 'custom', permissions, isAllPartner: true },
  flags: {},
  navigate,
  openPage: () => undefined,
});

describe('dashboard commands', () => {
  it('offers every range preset, which opens the dashboard on it', async () => {
    const registry = new CommandRegistry();
    registry.registerAll(dashboardCommands());
    const navigate = vi.fn();
    const c = ctx({ ...ROLE_DEFAULTS.finance }, navigate);
    expect(registry.visible(c).map((x) => x.id)).toEqual([
      'dashboard.range.today',
      'dashboard.range.yesterday',
      'dashboard.range.last7',
      'dashboard.range.last30',
      'dashboard.range.thisMonth',
    ]);
    await registry.run('dashboard.range.last7', c);
    expect(navigate).toHaveBeenLastCalledWith('/?range=last7');
    await registry.run('dashboard.range.last30', c);
    expect(navigate).toHaveBeenLastCalledWith('/');
  });

  it('hides them without the dashboard or the report permission', () => {
    const registry = new CommandRegistry();
    registry.registerAll(dashboardCommands());
    expect(registry.visible(ctx({ dashboard: 2, report: 0 }))).toHaveLength(0);
    expect(registry.visible(ctx({ dashboard: 0, report: 2 }))).toHaveLength(0);
    expect(registry.visible({ ...ctx({}), user: null })).toHaveLength(0);
  });

  it('titles them in English and Vietnamese and ranks them for "last 7"', () => {
    const registry = new CommandRegistry();
    registry.registerAll(dashboardCommands());
    const [cmd] = dashboardCommands().filter((c) => c.id === 'dashboard.range.last7');
    const title = cmd!.title as (LL: ReturnType<typeof translator>) => string;
    expect(title(translator('en'))).toBe('Dashboard: Last 7 days');
    expect(title(translator('vi'))).toBe('Bảng điều khiển: 7 ngày qua');
    const en = translator('en');
    const label = (c: { title: unknown; id: string }) => (typeof c.title === 'function' ? (c.title as typeof title)(en) : c.id);
    expect(rankCommands(registry, 'dashboard last 7', ctx({}), [], label)[0]?.id).toBe('dashboard.range.last7');
  });

  it('refreshes the mounted dashboard', async () => {
    const registry = new CommandRegistry();
    const refresh = vi.fn();
    registry.registerAll(dashboardViewCommands(() => ({ refresh })));
    await registry.run('dashboard.refresh', ctx({}));
    expect(refresh).toHaveBeenCalledOnce();
  });

  it('keeps the bare path for the default preset', () => {
    expect(pathFor('last30')).toBe('/');
    expect(pathFor('today')).toBe('/?range=today');
  });
});

describe('dashboard top widget commands', () => {
  it('show the top offers or the top partners, in English and Vietnamese', async () => {
    const registry = new CommandRegistry();
    const show = vi.fn();
    registry.registerAll(dashboardTopCommands(() => ({ show })));
    const c = ctx({ ...ROLE_DEFAULTS.finance });
    expect(registry.visible(c).map((x) => x.id)).toEqual(['dashboard.top.offer', 'dashboard.top.partner']);
    await registry.run('dashboard.top.partner', c);
    expect(show).toHaveBeenLastCalledWith('partner');
    await registry.run('dashboard.top.offer', c);
    expect(show).toHaveBeenLastCalledWith('offer');
    const title = registry.get('dashboard.top.partner')!.title as (LL: ReturnType<typeof translator>) => string;
    expect(title(translator('en'))).toBe('Dashboard: Top partners');
    expect(title(translator('vi'))).toBe('Bảng điều khiển: Đối tác hàng đầu');
  });

  it('are hidden without the report permission, as the presets', () => {
    const registry = new CommandRegistry();
    registry.registerAll(dashboardTopCommands(() => ({ show: vi.fn() })));
    expect(registry.visible(ctx({ dashboard: 2, report: 0 }))).toHaveLength(0);
  });
});
